/** The gifts area's face (#41, PY-04): bonos and gift cards, their codes, their mail and their Checkout. */
export { codeTender, giftBookingStep, giftCheckouts, payByCode } from "./service";
export { giftRenderers } from "./messages";
export { giftRoutes, staffGiftRoutes } from "./routes";
/** CN-04: whether a bono or gift card is on sale (the settings store asks; the pages show 'Regalos' then). */
export { giftsOnSale } from "./service";
