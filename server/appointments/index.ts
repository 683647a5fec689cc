/**
 * The appointments area's face (#41): booking, the agenda, an appointment's money and messages, and
 * the parts other areas use — the waitlist books through `book`, the settings check what a change
 * would leave without its time (`appointments`, the time-off blocks and their lock).
 */
export { type BookingRecord, appointments } from "./repository";
export { book, getBooking } from "./booking-service";
export { availability } from "./availability-query";
export type { SlotStaff } from "./staff-availability";
export type { TimeOffRow } from "./tables";
export { timeOffRepository } from "./time-off-repository";
export { lockForBlock } from "./time-locks";
export { signToken, verifyToken } from "./tokens";
export { manageUrl, staffView } from "./views";
export { anonymiseOldBookings } from "./retention";
export { appointmentRenderers } from "./outbox-messages";
export { replyHandler } from "./replies";
export { bookingCheckouts, runPayments } from "./deposits";
export { agendaRoutes } from "./agenda-routes";
export { appointmentRoutes, calendarRoutes } from "./manage-routes";
export { availabilityRoutes } from "./availability-routes";
export { bookingRoutes } from "./booking-routes";
export { staffPaymentRoutes } from "./payment-routes";
