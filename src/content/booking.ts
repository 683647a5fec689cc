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

/**
 * "api": the widget books through the salon's own booking service (`/api`).
 * "handoff": a static-only host with no API; the widget offers the times and
 * hands the request over by WhatsApp, phone or email, never claiming a booking (BE-09).
 */
export const bookingMode: "api" | "handoff" = "api";

/** Visitors can cancel online until this many hours before the appointment (BE-06). */
export const cancelNoticeHours = 24;
