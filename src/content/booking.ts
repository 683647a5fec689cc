/** Days of the week the booking calendar never offers in a new salon's settings (0 = Sunday). */
export const bookingClosedWeekdays: readonly number[] = [0];

/**
 * "api": the widget books through the salon's own booking service (`/api`).
 * "handoff": a static-only host with no API; the widget offers the times and
 * hands the request over by WhatsApp, phone or email, never claiming a booking (BE-09).
 */
export const bookingMode: "api" | "handoff" = "api";

/**
 * How online booking works in a new salon's settings (OW-11): the owner changes them in
 * `/gestion/ajustes` ('Reservas online'); see BookingPolicy in src/lib/settings/model.ts.
 */
export const bookingPolicySeed = {
  horizonDays: 90,
  cancelNoticeHours: 24,
  maxFutureBookingsPerContact: 3,
  slotMinutes: 60,
} as const;
