/** The gifts area's face (#41, PY-04): bonos and gift cards, their codes, their mail and their Checkout. */
export { codeTender, giftBookingStep, giftCheckouts, payByCode } from "./service";
export { giftRenderers } from "./messages";
export { giftRoutes, staffGiftRoutes } from "./routes";
