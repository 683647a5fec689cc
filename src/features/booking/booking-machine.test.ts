import { seedSettings } from "@/lib/settings/seed";
import { describe, expect, test } from "vitest";
import {
  type BookingAction,
  type BookingState,
  bookingReducer,
  bookingSummary,
  initialBookingState,
  isDialogOpen,
  isHandoff,
  isReadyToContinue,
  selectedDate,
  slotsFor,
  TIME_PASSED,
} from "./booking-machine";
import { paths } from "@/lib/paths";
import { parseDeepLink } from "./deep-link";

const now = { date: "2026-11-24", minutes: 8 * 60 }; // Tuesday 08:00

function run(...actions: BookingAction[]): BookingState {
  return actions.reduce(bookingReducer, initialBookingState);
}

const open: BookingAction = { type: "continue_pressed", idempotencyKey: "key-1" };
/** A confirm on a form the contact rules found fine (the widget passes their verdict, BK-09). */
const confirm: BookingAction = { type: "confirm_pressed", now, contactErrors: {} };
const booked = {
  reference: "AUR-ABC234",
  serviceName: "Corte y Peinado",
  staffName: "Lucía Martín",
  date: "2026-11-26",
  time: "10:00",
  calendarUrl: "/api/calendar/x.ics",
};

const filled: BookingAction[] = [
  { type: "field_changed", field: "name", value: "Ana López" },
  { type: "field_changed", field: "phone", value: "+34 600 123 456" },
  { type: "field_changed", field: "email", value: "ana@example.com" },
];

describe("booking machine", () => {
  test("BK-06 starts with no service, no time, dialog closed and the default date", () => {
    expect(initialBookingState).toMatchObject({ serviceId: null, time: null, status: { kind: "idle" } });
    expect(isDialogOpen(initialBookingState)).toBe(false);
    expect(selectedDate(initialBookingState, now)).toBe("2026-11-24");
    expect(selectedDate(initialBookingState, { date: "2026-11-29", minutes: 600 })).toBe("2026-11-30");
  });

  test("BK-08 continue is possible only with service, date and time", () => {
    expect(isReadyToContinue(run({ type: "service_selected", serviceId: "corte", now }))).toBe(false);
    const ready = run({ type: "service_selected", serviceId: "corte", now }, { type: "time_selected", time: "10:00" });
    expect(isReadyToContinue(ready)).toBe(true);
    expect(isDialogOpen(bookingReducer(initialBookingState, open))).toBe(false);
    expect(bookingReducer(ready, open).status).toEqual({
      kind: "reviewing",
      idempotencyKey: "key-1",
      showErrors: false,
      failure: null,
    });
  });

  test("BK-05 changing service drops a time that no longer fits before closing", () => {
    const state = run(
      { type: "service_selected", serviceId: "depilacion", now },
      { type: "time_selected", time: "19:00" },
      { type: "service_selected", serviceId: "masaje", now },
    );
    expect(state.time).toBeNull();
    const kept = run(
      { type: "service_selected", serviceId: "depilacion", now },
      { type: "time_selected", time: "10:00" },
      { type: "service_selected", serviceId: "masaje", now },
    );
    expect(kept.time).toBe("10:00");
  });

  test("BK-05 changing date drops a time that the new day does not offer", () => {
    const state = run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "18:00" },
      { type: "date_selected", date: "2026-11-28", now }, // Saturday closes at 18:00
    );
    expect(state.time).toBeNull();
    expect(state.date).toBe("2026-11-28");
  });

  test("BK-07 summary has service, long Spanish date, 12-hour time, 'N min' and '$N'", () => {
    const state = run(
      { type: "service_selected", serviceId: "facial", now },
      { type: "date_selected", date: "2026-11-25", now },
      { type: "time_selected", time: "13:00" },
    );
    expect(bookingSummary(state, now)).toEqual({
      service: "Tratamiento Facial",
      professional: "Sin preferencia",
      date: "miércoles, 25 de noviembre de 2026",
      time: "1:00 PM",
      duration: "90 min",
      price: "$45",
    });
    expect(bookingSummary(run({ type: "service_selected", serviceId: "facial", now }), now)).toBeNull();
  });

  test("BK-09 confirm with malformed contact shows errors and keeps the dialog open", () => {
    const state = run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "10:00" },
      open,
      { type: "field_changed", field: "name", value: "Ana" },
      { type: "field_changed", field: "phone", value: "12ab" },
      { type: "field_changed", field: "email", value: "ana@" },
      { type: "confirm_pressed", now, contactErrors: { phone: "El teléfono debe tener al menos 9 dígitos." } },
    );
    expect(state.status).toMatchObject({ kind: "reviewing", showErrors: true });
  });

  const submitting = () =>
    run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "date_selected", date: "2026-11-26", now },
      { type: "time_selected", time: "10:00" },
      open,
      ...filled,
      confirm,
    );

  test("BK-10 a valid confirm submits once with the dialog's key; pressing again while submitting does nothing", () => {
    const state = submitting();
    expect(state.status).toEqual({ kind: "submitting", idempotencyKey: "key-1" });
    expect(bookingReducer(state, confirm)).toBe(state);
    expect(bookingReducer(state, { type: "dialog_dismissed" })).toBe(state);
  });

  test("BK-10 success resets service, time and form, keeps the date and shows the booking", () => {
    const confirmed = bookingReducer(submitting(), { type: "booking_succeeded", booking: booked });
    expect(confirmed).toMatchObject({
      serviceId: null,
      time: null,
      date: "2026-11-26",
      form: { name: "", phone: "", email: "" },
      status: { kind: "confirmed", booking: booked },
    });
    expect(isDialogOpen(confirmed)).toBe(false);
    expect(bookingReducer(confirmed, confirm)).toBe(confirmed);
  });

  test("BE-03 a 409 keeps the dialog and the typed data, explains, and asks for the times again", () => {
    const before = submitting();
    const failed = bookingReducer(
      { ...before, availability: { query: "service=corte&date=2026-11-26", kind: "ready", slots: [] } },
      { type: "booking_failed", failure: { code: "slot_taken", message: "Lo sentimos…", handoff: false } },
    );
    expect(failed.status).toMatchObject({
      kind: "reviewing",
      idempotencyKey: "key-1",
      failure: { code: "slot_taken" },
    });
    expect(failed.form.name).toBe("Ana López");
    expect(failed.availability).toEqual({ query: "service=corte&date=2026-11-26", kind: "loading" });
    // Closing the dialog drops the taken time and keeps the explanation next to the times.
    const closed = bookingReducer(failed, { type: "dialog_dismissed" });
    expect(closed).toMatchObject({
      time: null,
      notice: "Lo sentimos…",
      status: { kind: "idle" },
      form: { name: "Ana López" },
    });
  });

  test("BE-09 a failure that offers hand-off keeps the dialog open and never confirms", () => {
    const failed = bookingReducer(submitting(), {
      type: "booking_failed",
      failure: { code: "unavailable", message: "No hemos podido confirmar", handoff: true },
    });
    expect(failed.status).toMatchObject({ kind: "reviewing", failure: { handoff: true } });
    expect(failed.time).toBe("10:00");
    // Retrying uses the same key, so a request that did reach the server cannot book twice.
    expect(bookingReducer(failed, confirm).status).toEqual({ kind: "submitting", idempotencyKey: "key-1" });
  });

  test("BE-09 the widget falls back to the BK-05 times and hand-off when availability fails", () => {
    const asked = run({ type: "clock_ticked", now }, { type: "service_selected", serviceId: "corte", now });
    expect(asked.availability).toEqual({ query: "service=corte&date=2026-11-24", kind: "loading" });
    const failed = bookingReducer(asked, { type: "availability_failed", query: "service=corte&date=2026-11-24" });
    expect(isHandoff(failed, "api")).toBe(true);
    expect(slotsFor(failed, now)).toHaveLength(11);
    expect(isHandoff(asked, "handoff")).toBe(true);
  });

  test("BE-09 'Reintentar' after the service did not answer asks again for the same choice, and only then", () => {
    const asked = run({ type: "clock_ticked", now }, { type: "service_selected", serviceId: "corte", now });
    expect(bookingReducer(asked, { type: "availability_retried" })).toBe(asked);
    const failed = bookingReducer(asked, { type: "availability_failed", query: "service=corte&date=2026-11-24" });
    const retried = bookingReducer(failed, { type: "availability_retried" });
    expect(retried.availability).toEqual({ query: "service=corte&date=2026-11-24", kind: "loading" });
    expect(isHandoff(retried, "api")).toBe(false);
  });

  test("BE-02 the widget offers only the times the service says are free, and drops a chosen one that is not", () => {
    const query = "service=corte&date=2026-11-24";
    const state = run(
      { type: "clock_ticked", now },
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "10:00" },
      {
        type: "availability_loaded",
        query,
        slots: [
          { time: "09:00", staff: ["lucia"] },
          { time: "11:00", staff: ["nuria"] },
        ],
      },
    );
    expect(slotsFor(state, now)).toEqual(["09:00", "11:00"]);
    expect(state.time).toBeNull();
    // An answer for an older choice is ignored.
    expect(bookingReducer(state, { type: "availability_failed", query: "service=facial&date=2026-11-24" })).toBe(state);
  });

  test("BK-12 a chosen time that passes is dropped with a message; the chosen day stays", () => {
    const state = run(
      { type: "clock_ticked", now },
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "09:00" },
    );
    expect(state.date).toBe("2026-11-24");
    const later = bookingReducer(state, { type: "clock_ticked", now: { date: "2026-11-24", minutes: 9 * 60 } });
    expect(later).toMatchObject({ time: null, notice: TIME_PASSED, date: "2026-11-24" });
    // Even after the last slot of the day has passed the day does not move by itself.
    const evening = bookingReducer(later, { type: "clock_ticked", now: { date: "2026-11-24", minutes: 21 * 60 } });
    expect(evening.date).toBe("2026-11-24");
  });

  test("BK-12 a time that passed while the dialog was open is not sent", () => {
    const state = run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "09:00" },
      open,
      ...filled,
      { type: "confirm_pressed", now: { date: "2026-11-24", minutes: 9 * 60 + 1 }, contactErrors: {} },
    );
    expect(state.status).toMatchObject({ kind: "reviewing", failure: { code: "time_passed" } });
    expect(state.time).toBeNull();
  });

  test("BK-08 dismissing the dialog keeps the choices and the typed details", () => {
    const state = run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "10:00" },
      open,
      { type: "field_changed", field: "name", value: "Ana" },
      { type: "dialog_dismissed" },
    );
    expect(state).toMatchObject({ status: { kind: "idle" }, serviceId: "corte", time: "10:00", form: { name: "Ana" } });
  });
});

describe("deep links (BK-13)", () => {
  const open = (search: string, at = now) =>
    bookingReducer(bookingReducer(initialBookingState, { type: "clock_ticked", now: at }), {
      type: "deep_link_opened",
      link: parseDeepLink(search, seedSettings),
      now: at,
    });

  test("BK-13 ?servicio= chooses the service; a valid, offered date and time are taken", () => {
    expect(open("?servicio=facial")).toMatchObject({ serviceId: "facial", date: "2026-11-24", time: null });
    expect(open("?servicio=masaje&fecha=2026-11-26&hora=16:00")).toMatchObject({
      serviceId: "masaje",
      date: "2026-11-26",
      time: "16:00",
    });
  });

  test.each([
    ["an unknown service", "?servicio=tinte&fecha=2026-11-26&hora=10:00", { serviceId: null, time: null }],
    ["a Sunday", "?servicio=corte&fecha=2026-11-29&hora=10:00", { serviceId: "corte", date: "2026-11-24", time: null }],
    ["a past day", "?servicio=corte&fecha=2026-11-20", { serviceId: "corte", date: "2026-11-24" }],
    [
      "a time past closing for the service",
      "?servicio=masaje&fecha=2026-11-28&hora=17:00",
      { date: "2026-11-28", time: null },
    ],
    ["an off-grid time", "?servicio=corte&fecha=2026-11-26&hora=10:30", { date: "2026-11-26", time: null }],
    ["garbage", "?servicio=corte&fecha=mañana&hora=<b>", { serviceId: "corte", date: "2026-11-24", time: null }],
  ])("BK-13 %s is ignored without an error", (_, search, expected) => {
    expect(open(search)).toMatchObject(expected);
  });

  test("HM-10 ?profesional= chooses her: kept for a service she does, dropped for one she does not; unknown ignored", () => {
    expect(paths.bookWith("carmen")).toBe("/?profesional=carmen#reservas");
    const withHer = open("?profesional=carmen");
    expect(withHer).toMatchObject({ staffId: "carmen", serviceId: null });
    expect(bookingReducer(withHer, { type: "service_selected", serviceId: "corte", now })).toMatchObject({
      serviceId: "corte",
      staffId: "carmen",
    });
    expect(bookingReducer(withHer, { type: "service_selected", serviceId: "masaje", now })).toMatchObject({
      serviceId: "masaje",
      staffId: null,
    });
    expect(open("?servicio=corte&profesional=carmen")).toMatchObject({ serviceId: "corte", staffId: "carmen" });
    expect(open("?servicio=masaje&profesional=carmen")).toMatchObject({ serviceId: "masaje", staffId: null });
    expect(open("?profesional=nadie")).toMatchObject({ staffId: null });
  });

  test("BK-13 links are built from the service id", () => {
    expect(paths.bookService("corte")).toBe("/?servicio=corte#reservas");
    expect(paths.bookService("facial", { date: "2026-12-01", time: "10:00" })).toBe(
      "/?servicio=facial&fecha=2026-12-01&hora=10%3A00#reservas",
    );
  });
});

describe("several services in one visit (SS-02)", () => {
  const chosen: BookingAction[] = [
    { type: "service_selected", serviceId: "corte", now },
    { type: "date_selected", date: "2026-11-26", now },
  ];

  test("SS-02 up to three services, each once; the summary adds up time and price and names each professional", () => {
    const state = run(
      ...chosen,
      { type: "extra_added", serviceId: "manicura", now },
      { type: "extra_added", serviceId: "manicura", now },
      { type: "extra_added", serviceId: "depilacion", now },
      { type: "extra_added", serviceId: "maquillaje", now },
      { type: "extra_staff_selected", index: 0, staffId: "sofia", now },
      { type: "time_selected", time: "10:00" },
    );
    expect(state.extras).toEqual([
      { serviceId: "manicura", staffId: "sofia" },
      { serviceId: "depilacion", staffId: null },
    ]);
    expect(bookingSummary(state, now)).toMatchObject({
      service: "Corte y Peinado + Manicura y Pedicura + Depilación",
      professional: "Sin preferencia · Sofía Torres · Sin preferencia",
      duration: "165 min",
      price: "$60",
    });
    // Choosing as the first service one already added takes it out of the others.
    expect(
      run(
        ...chosen,
        { type: "extra_added", serviceId: "manicura", now },
        { type: "service_selected", serviceId: "manicura", now },
      ).extras,
    ).toEqual([]);
  });

  test("SS-02 the visit asks the booking service for times where all of it fits, and the whole visit must fit the day", () => {
    const single = run(...chosen);
    const visit = run(...chosen, { type: "extra_added", serviceId: "masaje", now });
    expect(visit.availability?.query).toContain("extras=masaje%3A");
    // Three hours of visit: the day's last times are gone.
    expect(slotsFor(visit, now).length).toBeLessThan(slotsFor(single, now).length);
    expect(slotsFor(visit, now).every((t) => slotsFor(single, now).includes(t))).toBe(true);
    // A chosen time the longer visit no longer fits is dropped; removing the service brings it back.
    const late = slotsFor(single, now).at(-1) ?? "";
    const lateVisit = run(
      ...chosen,
      { type: "time_selected", time: late as never },
      { type: "extra_added", serviceId: "masaje", now },
    );
    expect(lateVisit.time).toBeNull();
    expect(
      slotsFor(
        run(...chosen, { type: "extra_added", serviceId: "masaje", now }, { type: "extra_removed", index: 0, now }),
        now,
      ),
    ).toEqual(slotsFor(single, now));
  });
});

describe("RP-01 where a booking came from", () => {
  test("RP-01 origen=chat or origen=cita name the chat's times or the client's /cita page; anything else is the widget", async () => {
    const { linkOrigin } = await import("./deep-link");
    const { paths } = await import("@/lib/paths");
    expect(
      linkOrigin(new URL(paths.bookService("corte", { date: "2026-12-01", time: "10:00" }, "chat"), "http://x").search),
    ).toBe("chat");
    expect(linkOrigin(new URL(paths.bookService("corte", undefined, "cita"), "http://x").search)).toBe("manage");
    expect(linkOrigin("?servicio=corte&origen=instagram")).toBeUndefined();
    expect(linkOrigin("")).toBeUndefined();
  });
});

describe("WL-01 the widget's waitlist link", () => {
  test("WL-01 espera=1 asks the widget to open 'Avísame si se libera', with the service when named", async () => {
    const { parseDeepLink } = await import("./deep-link");
    const { seedSettings } = await import("@/lib/settings/seed");
    expect(parseDeepLink("?espera=1", seedSettings)).toEqual({ waitlist: true });
    expect(parseDeepLink("?espera=1&servicio=corte", seedSettings)).toEqual({ serviceId: "corte", waitlist: true });
    expect(parseDeepLink("?servicio=corte", seedSettings)).toEqual({ serviceId: "corte" });
  });
});
