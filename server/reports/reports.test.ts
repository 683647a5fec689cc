/**
 * RP-01, RP-03 on the server: a small salon's fortnight, its numbers and the previous period's, and
 * who may see what.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ReportResponse } from "@/domain/reports/schemas";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  postBooking,
  signIn,
  staffTestApp,
  type TestDb,
} from "../test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
// Booked on 20 November; the reports read on Thursday 10 December.
let now = new Date("2026-11-20T08:00:00Z");

async function book(date: string, time: string, staff: string, phone: string, service = "corte", origin?: string) {
  const res = await postBooking(
    app,
    bookingBody({
      service,
      date,
      time,
      staff,
      phone,
      email: `${phone.replace(/\D/g, "")}@example.com`,
      ...(origin ? { origin } : {}),
    }),
    {
      now: "2026-11-20T08:00:00Z",
    },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const mark = (id: string, status: string) => t.db.query("UPDATE bookings SET status = $2 WHERE id = $1", [id, status]);

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db, {}, () => now));
  // Before the period: Ana's first visit.
  await mark(await book("2026-11-24", "10:00", "lucia", "+34 600 000 101"), "completed");
  // The period (Tue 1 – Thu 3 December): Ana returns; Bea is new and books again within 8 weeks; Carla does not come.
  await mark(await book("2026-12-01", "10:00", "lucia", "+34 600 000 101"), "completed");
  await mark(await book("2026-12-02", "11:00", "lucia", "+34 600 000 102", "corte", "chat"), "completed");
  await book("2026-12-21", "10:00", "lucia", "+34 600 000 102");
  await mark(await book("2026-12-03", "16:00", "carmen", "+34 600 000 103"), "no_show");
  // The previous period (Sat 28 – Mon 30 November): one completed haircut with Carmen.
  await mark(await book("2026-11-30", "16:00", "carmen", "+34 600 000 104"), "completed");
  now = new Date("2026-12-10T12:00:00Z");
  cookie = await signIn(app, await createPerson(t.db, "owner"));
}, 60_000);
afterAll(async () => t?.drop());

const get = async (path: string, as = cookie) =>
  app.request(`http://localhost/api/staff${path}`, { headers: { Host: "localhost", Cookie: as } });

describe("RP-01 the owner's numbers", () => {
  test("RP-01 revenue, outcomes, no-show rate, occupancy, new and returning clients, rebooking, against the previous period", async () => {
    const res = await get("/reports?from=2026-12-01&to=2026-12-03");
    expect(res.status).toBe(200);
    const r = (await res.json()) as ReportResponse;
    expect(r.previous).toEqual({ from: "2026-11-28", to: "2026-11-30" });
    expect(r.salon.current).toMatchObject({
      revenueCents: 5000,
      completed: 2,
      noShow: 1,
      noShowRate: 1 / 3,
      newClients: 2,
      returningClients: 1,
      rebookedRate: 0.5,
    });
    expect(r.salon.previous).toMatchObject({ revenueCents: 2500, completed: 1, noShow: 0 });
    const lucia = r.staff.find((s) => s.id === "lucia");
    // Lucía works 09:00–15:00 on weekdays: 3 × 360 minutes; two haircuts of 60.
    expect(lucia?.current).toMatchObject({ bookedMinutes: 120, shiftMinutes: 1080, completed: 2, noShowRate: 0 });
    expect(lucia?.current.occupancy).toBeCloseTo(120 / 1080);
    expect(r.topServices[0]).toEqual({ name: "Corte y Peinado", count: 3, revenueCents: 5000 });
    expect(r.busyHours).toContainEqual({ weekday: 4, hour: 16, count: 1 });
    // Where the period's visits were booked: Bea from one of the chat's times, the others in the widget.
    expect(r.sources).toEqual([
      { source: "web", count: 2 },
      { source: "chat", count: 1 },
    ]);
    expect(r.scope).toBe("salon");
  });

  test("RP-01 a booking says where it came from only as the widget may: the chat or /cita; anything else is a Spanish 400", async () => {
    const res = await postBooking(app, bookingBody({ date: "2026-12-04", time: "12:00", origin: "instagram" }), {
      now: "2026-11-20T08:00:00Z",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.origin).toBe("Origen no válido.");
  });

  test("RP-01 a bad range is a Spanish 400", async () => {
    const res = await get("/reports?from=2026-12-03&to=2026-12-01");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.to).toBe(
      "El último día va después del primero.",
    );
  });
});

describe("RP-03 who sees what", () => {
  test("RP-03 a professional sees her own numbers only; reception sees this week's counts without money", async () => {
    const lucia = await signIn(app, await createPerson(t.db, "professional", { staffId: "lucia" }));
    const own = (await (
      await get("/reports?from=2026-12-01&to=2026-12-03&staff=carmen", lucia)
    ).json()) as ReportResponse;
    expect(own.scope).toBe("own");
    expect(own.staff.map((s) => s.id)).toEqual(["lucia"]);
    expect(own.salon.current.noShow).toBe(0);

    const desk = await signIn(app, await createPerson(t.db, "reception"));
    expect((await get("/reports?from=2026-12-01&to=2026-12-03", desk)).status).toBe(403);
    const week = await get("/reports?from=2026-12-07&to=2026-12-13", desk);
    expect(week.status).toBe(200);
    const counts = (await week.json()) as ReportResponse;
    expect(counts.scope).toBe("counts");
    expect(counts.salon.current.revenueCents).toBe(0);
    expect(counts.messages).toEqual([]);
  });
});

describe("occupancy over the shifts as they were (TK-07)", () => {
  test("TK-07 a professional who joins on a Thursday counts no shift hours the week before, and hers from that Thursday on", async () => {
    // Thursday 10 December, 09:00 in Madrid: the owner adds Nora, Monday to Saturday 10:00–18:00.
    now = new Date("2026-12-10T08:00:00Z");
    const added = await app.request("http://localhost/api/staff/settings/team", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({
        name: "Nora Gil",
        role: "Estilista",
        services: ["corte"],
        shifts: [{ days: [1, 2, 3, 4, 5, 6], starts: "10:00", ends: "18:00" }],
        active: true,
        position: 9,
      }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const week = async (from: string, to: string) => {
      const r = (await (await get(`/reports?from=${from}&to=${to}`)).json()) as ReportResponse;
      return r.staff.find((s) => s.name === "Nora Gil")?.current.shiftMinutes;
    };
    // The week before she joined: none (today's shifts would have said 6 × 8 h).
    expect(await week("2026-11-30", "2026-12-06")).toBe(0);
    // Her first week: Thursday, Friday and Saturday.
    expect(await week("2026-12-07", "2026-12-13")).toBe(3 * 8 * 60);
    // Lucía, there all along, keeps her hours in both weeks.
    const lucia = async (from: string, to: string) =>
      ((await (await get(`/reports?from=${from}&to=${to}`)).json()) as ReportResponse).staff.find(
        (s) => s.id === "lucia",
      )?.current.shiftMinutes;
    expect(await lucia("2026-11-30", "2026-12-06")).toBe(await lucia("2026-12-07", "2026-12-13"));
    expect(await lucia("2026-11-30", "2026-12-06")).toBeGreaterThan(0);
  });
});
