import { seedSettings } from "@/lib/settings/seed";
import { describe, expect, test } from "vitest";
import type { DayAgenda } from "../shared/staff-api";
import { testAppointment } from "./test-appointment";
import { dayColumns, gridRange, insideShift, movedStart } from "./day-layout";

const appointment = testAppointment;

const day: DayAgenda = {
  date: "2026-12-01",
  hours: { opens: 540, closes: 1200 },
  staff: [
    { id: "lucia", name: "Lucía Martín", services: ["corte"], shifts: [{ starts: "09:00", ends: "15:00" }] },
    { id: "carmen", name: "Carmen Ruiz", services: ["corte"], shifts: [] },
  ],
  appointments: [
    appointment({ id: "1", time: "10:00", endTime: "11:00" }),
    appointment({ id: "2", time: "12:00", endTime: "12:30", status: "cancelled" }),
    appointment({ id: "3", time: "13:00", endTime: "14:30" }),
  ],
  timeOff: [
    {
      id: "9",
      staffId: null,
      from: "14:30",
      to: "15:00",
      startsAt: "2026-12-01T13:30:00.000Z",
      endsAt: "2026-12-01T14:00:00.000Z",
      reason: "Reunión",
    },
  ],
};

describe("day layout", () => {
  test("ST-02 a column per professional with appointments, blocks and the free gaps of the shift", () => {
    const [lucia, carmen] = dayColumns(day, seedSettings);
    expect(
      lucia?.entries.map((e) =>
        e.kind === "appointment" ? `cita ${e.appointment.id}` : e.kind === "free" ? e.label : "bloqueo",
      ),
    ).toEqual(["Libre 09:00–10:00", "cita 1", "Libre 11:00–13:00", "cita 2", "cita 3", "bloqueo"]);
    // A whole-salon block shows in every column.
    expect(carmen).toMatchObject({ working: false, entries: [{ kind: "blocked" }] });
  });

  test("ST-02 the clean-up time after a service is not offered as free", () => {
    const [lucia] = dayColumns(
      {
        ...day,
        appointments: [appointment({ service: "facial", time: "09:00", endTime: "10:30" })],
        timeOff: [],
      },
      seedSettings,
    );
    expect(lucia?.entries.filter((e) => e.kind === "free").map((e) => (e.kind === "free" ? e.label : ""))).toEqual([
      "Libre 10:45–15:00",
    ]);
  });
});

describe("the time grid (ST-05)", () => {
  test("ST-05 the grid spans whole hours from the first opening, shift or appointment to the last", () => {
    const columns = dayColumns(day, seedSettings);
    expect(gridRange(day, columns)).toEqual({ start: 540, end: 1200 });
    const late = {
      ...day,
      appointments: [...day.appointments, appointment({ id: "4", time: "20:15", endTime: "21:10" })],
    };
    expect(gridRange(late, dayColumns(late, seedSettings))).toEqual({ start: 540, end: 22 * 60 });
    expect(gridRange({ ...day, hours: null, staff: [], appointments: [] }, [])).toEqual({ start: 540, end: 1200 });
  });

  test("ST-10 a professional's own grid spans her day, not the salon's: an afternoon shift starts the grid at 14:00", () => {
    const afternoon: DayAgenda = {
      ...day,
      staff: [{ id: "carmen", name: "Carmen Ruiz", services: ["corte"], shifts: [{ starts: "14:00", ends: "20:00" }] }],
      appointments: [appointment({ id: "9", staffId: "carmen", time: "16:00", endTime: "17:00" })],
    };
    const own = dayColumns(afternoon, seedSettings);
    expect(gridRange(afternoon, own, true)).toEqual({ start: 14 * 60, end: 20 * 60 });
    expect(gridRange(afternoon, own)).toEqual({ start: 540, end: 1200 });
  });

  test("ST-05 a drag or an arrow key moves by 15-minute steps and stays inside the grid", () => {
    const range = { start: 540, end: 1200 };
    expect(movedStart(600, 22, 60, range)).toBe(615);
    expect(movedStart(600, -7, 60, range)).toBe(600);
    expect(movedStart(600, -200, 60, range)).toBe(540);
    expect(movedStart(600, 900, 60, range)).toBe(1140);
  });

  test("ST-08 a move is inside a shift only when the whole appointment is", () => {
    const lucia = day.staff[0];
    if (!lucia) throw new Error("fixture");
    expect(insideShift(lucia, 600, 660)).toBe(true);
    expect(insideShift(lucia, 870, 930)).toBe(false);
    expect(insideShift({ ...lucia, shifts: [] }, 600, 660)).toBe(false);
  });
});

describe("appointments that overlap (AP-02)", () => {
  const lanesOf = (entries: ReturnType<typeof dayColumns>[number]["entries"]) =>
    entries.flatMap((e) => (e.kind === "appointment" ? [[e.appointment.id, e.lane, e.lanes, e.conflict]] : []));

  test("AP-02 two appointments over each other are drawn side by side, each marked a conflict", () => {
    const [lucia] = dayColumns(
      {
        ...day,
        appointments: [
          appointment({ id: "a", time: "10:00", endTime: "11:00", status: "completed" }),
          appointment({ id: "b", time: "10:00", endTime: "11:00" }),
          appointment({ id: "c", time: "11:00", endTime: "12:00" }),
          appointment({ id: "d", time: "10:30", endTime: "11:00", status: "cancelled" }),
        ],
        timeOff: [],
      },
      seedSettings,
    );
    expect(lanesOf(lucia?.entries ?? [])).toEqual([
      ["a", 0, 2, true],
      ["b", 1, 2, true],
      ["d", 0, 1, false],
      ["c", 0, 1, false],
    ]);
  });

  test("AP-02 appointments one after another share nothing and are not conflicts", () => {
    const [lucia] = dayColumns(day, seedSettings);
    expect(
      lanesOf(lucia?.entries ?? []).every(([, lane, lanes, conflict]) => lane === 0 && lanes === 1 && !conflict),
    ).toBe(true);
  });
});
