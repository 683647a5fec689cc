import { describe, expect, test } from "vitest";
import {
  type BookingAction,
  type BookingState,
  bookingReducer,
  bookingSummary,
  initialBookingState,
  isReadyToContinue,
  selectedDate,
} from "./booking-machine";

const now = { date: "2026-11-24", minutes: 8 * 60 }; // Tuesday 08:00

function run(...actions: BookingAction[]): BookingState {
  return actions.reduce(bookingReducer, initialBookingState);
}

const filled: BookingAction[] = [
  { type: "field_changed", field: "name", value: "Ana López" },
  { type: "field_changed", field: "phone", value: "+34 600 123 456" },
  { type: "field_changed", field: "email", value: "ana@example.com" },
];

describe("booking machine", () => {
  test("BK-06 starts with no service, no time, dialog closed and the default date", () => {
    expect(initialBookingState).toMatchObject({ serviceId: null, time: null, dialog: "closed" });
    expect(selectedDate(initialBookingState, now)).toBe("2026-11-24");
    expect(selectedDate(initialBookingState, { date: "2026-11-29", minutes: 600 })).toBe("2026-11-30");
  });

  test("BK-08 continue is possible only with service, date and time", () => {
    expect(isReadyToContinue(run({ type: "service_selected", serviceId: "corte", now }))).toBe(false);
    const ready = run({ type: "service_selected", serviceId: "corte", now }, { type: "time_selected", time: "10:00" });
    expect(isReadyToContinue(ready)).toBe(true);
    expect(bookingReducer(initialBookingState, { type: "continue_pressed" }).dialog).toBe("closed");
    expect(bookingReducer(ready, { type: "continue_pressed" }).dialog).toBe("open");
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
      { type: "continue_pressed" },
      { type: "field_changed", field: "name", value: "Ana" },
      { type: "field_changed", field: "phone", value: "12ab" },
      { type: "field_changed", field: "email", value: "ana@" },
      { type: "confirm_pressed" },
    );
    expect(state.dialog).toBe("open");
    expect(state.showErrors).toBe(true);
    expect(state.confirmations).toBe(0);
  });

  test("BK-10 confirm resets service, time and form, keeps the date, and a second confirm is ignored", () => {
    const confirmed = run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "date_selected", date: "2026-11-26", now },
      { type: "time_selected", time: "10:00" },
      { type: "continue_pressed" },
      ...filled,
      { type: "confirm_pressed" },
    );
    expect(confirmed).toMatchObject({
      serviceId: null,
      time: null,
      dialog: "closed",
      date: "2026-11-26",
      form: { name: "", phone: "", email: "" },
      confirmations: 1,
    });
    expect(bookingReducer(confirmed, { type: "confirm_pressed" })).toBe(confirmed);
  });

  test("BK-08 dismissing the dialog keeps the choices and the typed details", () => {
    const state = run(
      { type: "service_selected", serviceId: "corte", now },
      { type: "time_selected", time: "10:00" },
      { type: "continue_pressed" },
      { type: "field_changed", field: "name", value: "Ana" },
      { type: "dialog_dismissed" },
    );
    expect(state).toMatchObject({ dialog: "closed", serviceId: "corte", time: "10:00", form: { name: "Ana" } });
  });
});
