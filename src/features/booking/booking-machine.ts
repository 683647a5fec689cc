/**
 * The booking widget's state machine (BK-05..BK-10). Actions are user intents;
 * those that depend on the clock carry the salon's `now` so the reducer stays pure.
 */
import type { Slot } from "@/content/booking";
import { findService, type ServiceId } from "@/content/services";
import { type IsoDate, longSpanishDate, twelveHour, type WallClock } from "@/lib/dates";
import { availableSlots, firstBookableDate } from "./availability";
import { type ContactForm, emptyContact, validateContact } from "./contact-validation";

export interface BookingState {
  serviceId: ServiceId | null;
  /** null = the default day (today or the next bookable day), derived from `now`. */
  date: IsoDate | null;
  time: Slot | null;
  dialog: "closed" | "open";
  form: ContactForm;
  /** Field errors are shown once the visitor has tried to confirm. */
  showErrors: boolean;
  /** Number of confirmed bookings in this visit; > 0 shows the confirmation alert. */
  confirmations: number;
}

export type BookingAction =
  | { type: "service_selected"; serviceId: ServiceId; now: WallClock }
  | { type: "date_selected"; date: IsoDate; now: WallClock }
  | { type: "time_selected"; time: Slot | null }
  | { type: "continue_pressed" }
  | { type: "dialog_dismissed" }
  | { type: "field_changed"; field: keyof ContactForm; value: string }
  | { type: "confirm_pressed" };

export const initialBookingState: BookingState = {
  serviceId: null,
  date: null,
  time: null,
  dialog: "closed",
  form: emptyContact,
  showErrors: false,
  confirmations: 0,
};

export function selectedDate(state: BookingState, now: WallClock): IsoDate {
  return state.date ?? firstBookableDate(now);
}

export function slotsFor(state: BookingState, now: WallClock): Slot[] {
  const service = state.serviceId ? findService(state.serviceId) : undefined;
  if (!service) return [];
  return availableSlots(selectedDate(state, now), service.minutes, now);
}

/** Keeps the chosen time only while it is still offered (BK-05). */
function keepOfferedTime(state: BookingState, now: WallClock): BookingState {
  if (state.time && !slotsFor(state, now).includes(state.time)) return { ...state, time: null };
  return state;
}

export function isReadyToContinue(state: BookingState): boolean {
  return state.serviceId !== null && state.time !== null;
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "service_selected":
      return keepOfferedTime({ ...state, serviceId: action.serviceId }, action.now);
    case "date_selected":
      return keepOfferedTime({ ...state, date: action.date }, action.now);
    case "time_selected":
      return { ...state, time: action.time };
    case "continue_pressed":
      return isReadyToContinue(state) ? { ...state, dialog: "open" } : state;
    case "dialog_dismissed":
      return { ...state, dialog: "closed", showErrors: false };
    case "field_changed":
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case "confirm_pressed": {
      // A second click after the dialog closed is a no-op: one booking per confirm (BK-10).
      if (state.dialog !== "open" || !isReadyToContinue(state)) return state;
      if (Object.keys(validateContact(state.form)).length > 0) return { ...state, showErrors: true };
      return {
        ...state,
        serviceId: null,
        time: null,
        dialog: "closed",
        form: emptyContact,
        showErrors: false,
        confirmations: state.confirmations + 1,
      };
    }
  }
}

export interface BookingSummary {
  service: string;
  date: string;
  time: string;
  duration: string;
  price: string;
}

/** The summary shown once service, date and time are set (BK-07). */
export function bookingSummary(state: BookingState, now: WallClock): BookingSummary | null {
  const service = state.serviceId ? findService(state.serviceId) : undefined;
  if (!service || !state.time) return null;
  return {
    service: service.name,
    date: longSpanishDate(selectedDate(state, now)),
    time: twelveHour(state.time),
    duration: `${service.minutes} min`,
    // The spec's known reading: the summary writes the price with a dollar sign.
    price: `$${service.price}`,
  };
}
