/**
 * The booking widget's state machine (BK-05..BK-12, BE-03, BE-09). Actions are
 * user intents or answers from the outside (the clock, the booking service);
 * those that depend on the clock carry the salon's `now`, so the reducer stays
 * pure. The widget's life is one `status`: the dialog, focus and messages
 * follow from it.
 */
import type { Slot } from "@/domain/booking/calendar-values";
import type { SalonSettings } from "@/lib/settings/model";
import { findProfessional, findService } from "@/lib/settings/queries";
import { seedSettings } from "@/lib/settings/seed";
import { type IsoDate, longSpanishDate, twelveHour, type WallClock } from "@/lib/dates";
import { availableSlots, firstBookableDate, isBookableDay } from "@/domain/booking/availability";
import type { DeepLink } from "./deep-link";
import { extrasParam, MAX_VISIT_SERVICES } from "@/domain/booking/visit";
import { type ContactErrors, type ContactForm, emptyContact } from "@/domain/booking/contact-form";

export interface ConfirmedBooking {
  reference: string;
  serviceName: string;
  staffName: string;
  date: IsoDate;
  time: string;
  calendarUrl: string;
  /** PY-02: the deposit is paid on this page before the booking is confirmed. */
  checkoutUrl?: string;
  /** PY-02: until when the time is held for her (salon-local 'HH:MM'). */
  heldUntil?: string;
}

/** Why the last attempt did not book; `handoff` offers WhatsApp, phone and email instead. */
export interface BookingFailure {
  code: string;
  message: string;
  handoff: boolean;
}

export type BookingStatus =
  | { kind: "idle" }
  | { kind: "reviewing"; idempotencyKey: string; showErrors: boolean; failure: BookingFailure | null }
  | { kind: "submitting"; idempotencyKey: string }
  | { kind: "confirmed"; booking: ConfirmedBooking };

/** Free times from the booking service for one (service, date, professional) query. */
export type Availability =
  | { query: string; kind: "loading" }
  | { query: string; kind: "ready"; slots: readonly { time: string; staff: readonly string[] }[] }
  | { query: string; kind: "failed" };

export interface BookingState {
  /** The salon's settings the widget was rendered with (OW-02): services, hours, closures. */
  settings: SalonSettings;
  serviceId: string | null;
  /** null until the salon's clock is known (after hydration): then today or the next bookable day. */
  date: IsoDate | null;
  /** null = 'Sin preferencia'. */
  staffId: string | null;
  /** SS-02: up to two more services in the same visit, back to back after the first. */
  extras: readonly VisitExtra[];
  time: Slot | null;
  form: ContactForm;
  status: BookingStatus;
  availability: Availability | null;
  /** A message about the chosen time (it passed, or was just taken). */
  notice: string | null;
}

/** Another service of the visit and its professional (null = 'Sin preferencia'). */
export interface VisitExtra {
  serviceId: string;
  staffId: string | null;
}

export type BookingAction =
  | { type: "clock_ticked"; now: WallClock }
  | { type: "deep_link_opened"; link: DeepLink; now: WallClock }
  | { type: "service_selected"; serviceId: string; now: WallClock }
  /** The page brought newer settings (a client-side navigation after a change). */
  | { type: "settings_changed"; settings: SalonSettings }
  | { type: "date_selected"; date: IsoDate; now: WallClock }
  | { type: "staff_selected"; staffId: string | null; now: WallClock }
  /** SS-02: another service in the same visit; its professional; taking it out again. */
  | { type: "extra_added"; serviceId: string; now: WallClock }
  | { type: "extra_staff_selected"; index: number; staffId: string | null; now: WallClock }
  | { type: "extra_removed"; index: number; now: WallClock }
  | { type: "time_selected"; time: Slot | null }
  | { type: "availability_loaded"; query: string; slots: readonly { time: string; staff: readonly string[] }[] }
  | { type: "availability_failed"; query: string }
  /** 'Reintentar' after the service did not answer: ask again for the same choice. */
  | { type: "availability_retried" }
  | { type: "continue_pressed"; idempotencyKey: string }
  | { type: "dialog_dismissed" }
  | { type: "field_changed"; field: keyof ContactForm; value: string }
  /** `contactErrors`: the contact rules' verdict on the form (loaded with the confirm, BK-09). */
  | { type: "confirm_pressed"; now: WallClock; contactErrors: ContactErrors }
  | { type: "booking_succeeded"; booking: ConfirmedBooking }
  | { type: "booking_failed"; failure: BookingFailure };

/** The widget's first state with the settings the page was rendered with. */
export function bookingStateFor(settings: SalonSettings): BookingState {
  return { ...initialBookingState, settings };
}

export const initialBookingState: BookingState = {
  settings: seedSettings,
  serviceId: null,
  date: null,
  staffId: null,
  extras: [],
  time: null,
  form: emptyContact,
  status: { kind: "idle" },
  availability: null,
  notice: null,
};

export const TIME_PASSED = "Esa hora ya ha pasado. Elige otra hora para continuar.";

export function selectedDate(state: BookingState, now: WallClock): IsoDate {
  return state.date ?? firstBookableDate(state.settings, now);
}

/** The query string for the current choice, or null before a service is chosen. */
function availabilityQuery(state: BookingState, now: WallClock): string | null {
  if (!state.serviceId) return null;
  const params = new URLSearchParams({ service: state.serviceId, date: selectedDate(state, now) });
  if (state.staffId) params.set("staff", state.staffId);
  if (state.extras.length > 0)
    params.set("extras", extrasParam(state.extras.map((e) => ({ service: e.serviceId, staff: e.staffId }))));
  return params.toString();
}

/** AP-04: the query of the days with free time for the current choice (no date), or null before a service. */
export function freeDaysQuery(state: BookingState): string | null {
  if (!state.serviceId) return null;
  const params = new URLSearchParams({ service: state.serviceId });
  if (state.staffId) params.set("staff", state.staffId);
  if (state.extras.length > 0)
    params.set("extras", extrasParam(state.extras.map((e) => ({ service: e.serviceId, staff: e.staffId }))));
  return params.toString();
}

/** AP-04: the first day after `day` with free time, if any. */
export function nextFreeDay(free: ReadonlySet<IsoDate>, day: IsoDate): IsoDate | undefined {
  return [...free].filter((d) => d > day).sort()[0];
}

/** SS-02: the most services one visit takes. */
export const MAX_SERVICES = MAX_VISIT_SERVICES;

/** The visit's services in order: the first, then the others (unknown ones left out). */
export function visitServices(state: BookingState) {
  return [state.serviceId, ...state.extras.map((e) => e.serviceId)].flatMap((id) => {
    const service = id ? findService(state.settings, id) : undefined;
    return service ? [service] : [];
  });
}

/** The salon's own rules (BK-05): what the widget offers when the booking service cannot be asked. */
function ruleSlots(state: BookingState, now: WallClock): Slot[] {
  const services = visitServices(state);
  if (!state.serviceId || services.length === 0) return [];
  // A visit must fit the opening hours as a whole (SS-02).
  const minutes = services.reduce((sum, s) => sum + s.minutes, 0);
  return availableSlots(state.settings, selectedDate(state, now), minutes, now);
}

/**
 * Times the widget offers: the BK-05 times, narrowed to those with a free
 * professional once the booking service has answered for this very choice.
 */
export function slotsFor(state: BookingState, now: WallClock): Slot[] {
  const rules = ruleSlots(state, now);
  const free = state.availability?.query === availabilityQuery(state, now) ? freeTimes(state.availability) : null;
  return free ? rules.filter((slot) => free.has(slot)) : rules;
}

/** The booking service could not be asked: offer the BK-05 times and hand the request over (BE-09). */
export function isHandoff(state: BookingState, mode: "api" | "handoff"): boolean {
  return mode === "handoff" || state.availability?.kind === "failed";
}

export function isLoadingSlots(state: BookingState, now: WallClock): boolean {
  const a = state.availability;
  return a !== null && a.kind === "loading" && a.query === availabilityQuery(state, now);
}

function freeTimes(availability: Availability | null): Set<string> | null {
  if (availability?.kind !== "ready") return null;
  return new Set(availability.slots.filter((s) => s.staff.length > 0).map((s) => s.time));
}

/** The chosen time cannot be booked (taken meanwhile, no longer offered, or passed): pick another. */
export function isTimeFailure(failure: BookingFailure): boolean {
  return ["slot_taken", "slot_not_offered", "time_passed"].includes(failure.code);
}

/** Keeps the chosen time only while it is still offered (BK-05). */
function keepOfferedTime(state: BookingState, now: WallClock): BookingState {
  if (state.time && !slotsFor(state, now).includes(state.time)) return { ...state, time: null };
  return state;
}

/** Starts a new availability query whenever the choice changes. */
function withQuery(state: BookingState, now: WallClock): BookingState {
  const query = availabilityQuery(state, now);
  if (query === null) return { ...state, availability: null };
  if (state.availability?.query === query) return state;
  return { ...state, availability: { query, kind: "loading" } };
}

export function isReadyToContinue(state: BookingState): boolean {
  return state.serviceId !== null && state.time !== null;
}

export function isDialogOpen(state: BookingState): boolean {
  return state.status.kind === "reviewing" || state.status.kind === "submitting";
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "clock_ticked": {
      const dated = state.date === null ? { ...state, date: firstBookableDate(state.settings, action.now) } : state;
      // BK-12: a chosen time that has passed is dropped with a message; the day never changes by itself.
      if (!dated.time || ruleSlots(dated, action.now).includes(dated.time)) return withQuery(dated, action.now);
      const status =
        dated.status.kind === "reviewing"
          ? { ...dated.status, failure: { code: "time_passed", message: TIME_PASSED, handoff: false } }
          : dated.status;
      return withQuery({ ...dated, time: null, notice: TIME_PASSED, status }, action.now);
    }
    case "deep_link_opened": {
      // BK-13: each part is taken only while it is valid and offered; the rest is ignored.
      const { serviceId, staffId, date, time } = action.link;
      // HM-10: a professional alone is kept for the service chosen next, if she does it.
      if (!serviceId) return staffId ? { ...state, staffId } : state;
      const dateTaken = date !== undefined && isBookableDay(state.settings, date, action.now);
      const dated = dateTaken ? date : (state.date ?? firstBookableDate(state.settings, action.now));
      const next = withQuery(
        { ...state, serviceId, staffId: staffId ?? null, extras: [], date: dated, time: null, notice: null },
        action.now,
      );
      // A time belongs to its date: without the date it is not taken either.
      return dateTaken && time && ruleSlots(next, action.now).includes(time) ? { ...next, time } : next;
    }
    case "service_selected": {
      const staff = state.staffId ? findProfessional(state.settings, state.staffId) : undefined;
      const keepsStaff = staff?.services.includes(action.serviceId);
      const next = {
        ...state,
        serviceId: action.serviceId,
        staffId: keepsStaff ? state.staffId : null,
        // One service once per visit.
        extras: state.extras.filter((e) => e.serviceId !== action.serviceId),
        notice: null,
      };
      return keepOfferedTime(withQuery(next, action.now), action.now);
    }
    case "extra_added": {
      const taken = [state.serviceId, ...state.extras.map((e) => e.serviceId)];
      if (!state.serviceId || taken.includes(action.serviceId) || taken.length >= MAX_SERVICES) return state;
      if (!findService(state.settings, action.serviceId)) return state;
      const extras = [...state.extras, { serviceId: action.serviceId, staffId: null }];
      return keepOfferedTime(withQuery({ ...state, extras, notice: null }, action.now), action.now);
    }
    case "extra_staff_selected": {
      const extras = state.extras.map((e, i) => (i === action.index ? { ...e, staffId: action.staffId } : e));
      return keepOfferedTime(withQuery({ ...state, extras, notice: null }, action.now), action.now);
    }
    case "extra_removed": {
      const extras = state.extras.filter((_, i) => i !== action.index);
      return keepOfferedTime(withQuery({ ...state, extras, notice: null }, action.now), action.now);
    }
    case "date_selected":
      return keepOfferedTime(withQuery({ ...state, date: action.date, notice: null }, action.now), action.now);
    case "staff_selected":
      return keepOfferedTime(withQuery({ ...state, staffId: action.staffId, notice: null }, action.now), action.now);
    case "time_selected":
      return { ...state, time: action.time, notice: null };
    case "settings_changed":
      return state.settings.version === action.settings.version ? state : { ...state, settings: action.settings };
    case "availability_retried": {
      const asked = state.availability;
      if (asked?.kind !== "failed") return state;
      return { ...state, availability: { query: asked.query, kind: "loading" } };
    }
    case "availability_loaded":
    case "availability_failed": {
      if (state.availability?.query !== action.query) return state;
      const availability: Availability =
        action.type === "availability_loaded"
          ? { query: action.query, kind: "ready", slots: action.slots }
          : { query: action.query, kind: "failed" };
      const free = freeTimes(availability);
      // While the dialog is open the visitor's time stays; the server has the last word.
      if (isDialogOpen(state) || !state.time || !free || free.has(state.time)) return { ...state, availability };
      return { ...state, availability, time: null };
    }
    case "continue_pressed":
      if (!isReadyToContinue(state) || isDialogOpen(state)) return state;
      return {
        ...state,
        notice: null,
        status: { kind: "reviewing", idempotencyKey: action.idempotencyKey, showErrors: false, failure: null },
      };
    case "dialog_dismissed": {
      // A request in flight cannot be abandoned half-way: the dialog stays until it answers.
      if (state.status.kind !== "reviewing") return state;
      const free = freeTimes(state.availability);
      const gone = state.time !== null && free !== null && !free.has(state.time);
      const failure = state.status.failure;
      return {
        ...state,
        time: gone || (failure && isTimeFailure(failure)) ? null : state.time,
        notice: failure && isTimeFailure(failure) ? failure.message : state.notice,
        status: { kind: "idle" },
      };
    }
    case "field_changed":
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case "confirm_pressed": {
      // A second press while submitting, or after the dialog closed, does nothing: one booking per confirm (BK-10).
      if (state.status.kind !== "reviewing" || !isReadyToContinue(state)) return state;
      if (state.time && !ruleSlots(state, action.now).includes(state.time))
        return {
          ...state,
          time: null,
          notice: TIME_PASSED,
          status: { ...state.status, failure: { code: "time_passed", message: TIME_PASSED, handoff: false } },
        };
      if (Object.keys(action.contactErrors).length > 0)
        return { ...state, status: { ...state.status, showErrors: true } };
      return { ...state, status: { kind: "submitting", idempotencyKey: state.status.idempotencyKey } };
    }
    case "booking_succeeded":
      if (state.status.kind !== "submitting") return state;
      return {
        ...state,
        serviceId: null,
        staffId: null,
        extras: [],
        time: null,
        form: emptyContact,
        availability: null,
        notice: null,
        status: { kind: "confirmed", booking: action.booking },
      };
    case "booking_failed": {
      if (state.status.kind !== "submitting") return state;
      const taken = isTimeFailure(action.failure);
      const asked = state.availability;
      return {
        ...state,
        // The times are asked again; the visitor keeps the dialog and everything typed.
        availability: taken && asked ? { query: asked.query, kind: "loading" } : asked,
        status: {
          kind: "reviewing",
          idempotencyKey: state.status.idempotencyKey,
          showErrors: true,
          failure: action.failure,
        },
      };
    }
  }
}

export interface BookingSummary {
  service: string;
  professional: string;
  date: string;
  time: string;
  duration: string;
  price: string;
}

/** The summary shown once service, date and time are set (BK-07). */
export function bookingSummary(state: BookingState, now: WallClock): BookingSummary | null {
  const services = visitServices(state);
  if (!state.serviceId || services.length === 0 || !state.time) return null;
  const staffName = (id: string | null) => (id && findProfessional(state.settings, id)?.name) || "Sin preferencia";
  return {
    // A visit (SS-02): its services in order, each with its professional, the total time and price.
    service: services.map((s) => s.name).join(" + "),
    professional: [state.staffId, ...state.extras.map((e) => e.staffId)].map(staffName).join(" · "),
    date: longSpanishDate(selectedDate(state, now)),
    time: twelveHour(state.time),
    duration: `${services.reduce((sum, s) => sum + s.minutes, 0)} min`,
    // The spec's known reading: the summary writes the price with a dollar sign.
    price: `$${services.reduce((sum, s) => sum + s.price, 0)}`,
  };
}
