import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "./test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
const now = "2026-11-24T07:00:00Z";

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db, {}, () => new Date(now)));
}, 60_000);
afterAll(async () => t?.drop());

function staff(path: string, body?: unknown) {
  return app.request(`http://localhost/api/staff${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Cookie: cookie, Host: "localhost", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const timeOffRows = () =>
  t.db.query<{ reason: string }>("SELECT reason FROM time_off WHERE staff_id IS NULL ORDER BY starts_at");

describe("a year's public holidays in one step (OW-05)", () => {
  test("OW-05 the region's holidays are proposed; the chosen ones, as edited, close the salon; again → skipped", async () => {
    const proposed = await staff("/holidays?year=2027");
    expect(proposed.status).toBe(200);
    const { region, holidays } = (await proposed.json()) as {
      region: string;
      holidays: { date: string; name: string; blocked: boolean }[];
    };
    expect(region).toBe("MD");
    expect(holidays.find((h) => h.date === "2027-01-06")).toEqual({
      date: "2027-01-06",
      name: "Día de los Reyes Magos",
      blocked: false,
    });

    const chosen = [
      { date: "2027-01-06", name: "Reyes (cerrado)" },
      { date: "2027-05-03", name: "Día de la Comunidad de Madrid" },
    ];
    const applied = await staff("/holidays", { holidays: chosen });
    expect(applied.status).toBe(201);
    expect(await applied.json()).toEqual({ created: 2, skipped: 0 });
    expect((await timeOffRows()).map((r) => r.reason)).toEqual(["Reyes (cerrado)", "Día de la Comunidad de Madrid"]);

    // The web offers nothing those days; the proposal now says they are closed; applying again adds nothing.
    const availability = await app.request("/api/availability?service=corte&date=2027-01-06", {
      headers: { "X-Salon-Test-Now": now },
    });
    expect(
      ((await availability.json()) as { slots: { staff: string[] }[] }).slots.every((s) => s.staff.length === 0),
    ).toBe(true);
    const again = (await (await staff("/holidays?year=2027")).json()) as {
      holidays: { date: string; blocked: boolean }[];
    };
    expect(again.holidays.find((h) => h.date === "2027-01-06")?.blocked).toBe(true);
    expect(await (await staff("/holidays", { holidays: chosen })).json()).toEqual({ created: 0, skipped: 2 });
    expect(await timeOffRows()).toHaveLength(2);
  });

  test("OW-05 a holiday with appointments refuses the whole step, naming the day, and stores nothing", async () => {
    const booked = await postBooking(app, bookingBody({ date: "2026-12-08", time: "10:00" }), { now });
    expect(booked.status).toBe(201);
    const before = await timeOffRows();
    const res = await staff("/holidays", {
      holidays: [
        { date: "2026-12-06", name: "Día de la Constitución" },
        { date: "2026-12-08", name: "Inmaculada Concepción" },
      ],
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain("martes, 8 de diciembre de 2026");
    expect(await timeOffRows()).toEqual(before);
  });

  test("OW-05 bad input is a 400 with Spanish messages and stores nothing", async () => {
    const before = await timeOffRows();
    expect((await staff("/holidays?year=20x7")).status).toBe(400);
    for (const body of [
      { holidays: [] },
      { holidays: [{ date: "2027-02-30", name: "x" }] },
      { holidays: [{ date: "2027-01-01", name: " " }] },
    ]) {
      const res = await staff("/holidays", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[a-z]/);
    }
    expect(await timeOffRows()).toEqual(before);
  });
});
