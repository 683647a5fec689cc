import { hoursOnWeekday } from "./site";
/** Booking constants: the fixed hourly slots (24-hour "HH:MM", salon time). */
export const bookingSlots = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
  "19:00",
] as const;

export type Slot = (typeof bookingSlots)[number];

/** Days of the week the booking calendar never offers (0 = Sunday). */
export const bookingClosedWeekdays: readonly number[] = [0];

/** Days of the week online booking is open: the salon is open and the day is not closed to booking. */
export const bookingWeekdays: readonly number[] = [0, 1, 2, 3, 4, 5, 6].filter(
  (d) => !bookingClosedWeekdays.includes(d) && hoursOnWeekday(d) !== undefined,
);

/**
 * "api": the widget books through the salon's own booking service (`/api`).
 * "handoff": a static-only host with no API; the widget offers the times and
 * hands the request over by WhatsApp, phone or email, never claiming a booking (BE-09).
 */
export const bookingMode: "api" | "handoff" = "api";

/** Visitors can cancel online until this many hours before the appointment (BE-06); CANCEL_NOTICE_HOURS overrides. */
export const cancelNoticeHours = 24;

/** How far ahead the calendar offers days and the server takes bookings; BOOKING_HORIZON_DAYS overrides. */
export const bookingHorizonDays = 90;

/** Future bookings one phone or email may hold (BE-07); MAX_FUTURE_BOOKINGS_PER_CONTACT overrides. */
export const DEFAULT_MAX_FUTURE_BOOKINGS = 3;
