/**
 * The appointments area's face (#41): booking, the agenda, an appointment's money and messages, and
 * the parts other areas use — the waitlist books through `book`, the settings check what a change
 * would leave without its time (`appointments`, the time-off blocks and their lock) — and the ports
 * others plug into: a booking's steps (`BookingStep`), a code paying at the desk (`CodePayment`).
 */
export { type BookingRecord, appointments } from "./repository";
export { book, bookVisit, getBooking } from "./booking-service";
export { availability, type VisitChoice, visitAvailability, visitPlan } from "./availability-query";
export { bookingWindow, type SlotStaff } from "./staff-availability";
export type { TimeOffRow } from "./tables";
export { timeOffRepository } from "./time-off-repository";
export { lockForBlock } from "./time-locks";
export { signToken, verifyToken } from "./tokens";
export { manageUrl, staffView } from "./views";
export { columnFeed } from "./column-feed";
export { anonymiseOldBookings } from "./retention";
export { appointmentRenderers } from "./outbox-messages";
export { replyHandler } from "./replies";
export {
  bookingCheckouts,
  confirmHold,
  depositPlan,
  depositStep,
  releaseHold,
  runPayments,
  startCheckout,
} from "./deposits";
export { type BookingPlan, type BookingStep, type PlaceRequest, type Refusal, StepRefused } from "./place-booking";
export { agendaRoutes } from "./agenda-routes";
export { appointmentRoutes, calendarRoutes } from "./manage-routes";
export { availabilityRoutes } from "./availability-routes";
export { bookingRoutes } from "./booking-routes";
export { type CodePayment, staffPaymentRoutes } from "./payment-routes";
