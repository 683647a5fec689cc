/**
 * The payments area's face (#41): what a booking's services ask for and what an appointment agreed to
 * pay (its terms), the money movements' record,
 * the Stripe client and webhook, and the port other areas register their Checkout sessions' handlers
 * through (`CheckoutHandler`).
 */
export {
  type CheckoutEvent,
  type CheckoutHandler,
  type EventOutcome,
  cardFeeOf,
  depositOf,
  forgetCustomers,
  handleProviderEvent,
  ledgerOf,
  makeRefunds,
} from "./service";
export { paymentsRepository } from "./repository";
export {
  newTerms,
  type NewTerms,
  type PaymentTerms,
  readTerms,
  termsColumn,
  termsInsert,
  termsRepository,
} from "./terms";
export { stripeProvider, type StripeConfig } from "./stripe";
export {
  ChargeRefused,
  type CheckoutPage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
} from "./provider";
export { stripeWebhookRoutes } from "./routes";
