/** The gifts area's face (#41, PY-04): bonos and gift cards, their codes, their mail and their Checkout. */
export { checkCode, giftCheckouts, GiftSpent, redeem } from "./service";
export { giftRenderers } from "./messages";
export { giftRoutes, staffGiftRoutes } from "./routes";
