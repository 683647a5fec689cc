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
