/**
 * The payments area's face (#41): what a booking's services ask for, the money movements' record,
 * the Stripe client and webhook, and the port other areas register their Checkout sessions' handlers
 * through (`CheckoutHandler`).
 */
export {
  type CheckoutEvent,
  type CheckoutHandler,
  type EventOutcome,
  cardFeeOf,
  depositOf,
  handleStripeEvent,
  makeRefunds,
} from "./service";
export { paymentsRepository } from "./repository";
export { stripeClient, type StripeConfig } from "./stripe";
export { stripeWebhookRoutes } from "./routes";
