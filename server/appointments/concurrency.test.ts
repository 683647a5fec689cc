import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { professionalsFor } from "@/content/team";
import { cancel } from "./booking-service";
import { bookingBody, createTestDatabase, postBooking, type TestDb, testApp } from "../test/harness";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe("no double booking (BE-04)", () => {
  test("BE-04 50 concurrent requests for one professional and slot → one 201 and 49 × 409", async () => {
    const { app } = testApp(t.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postBooking(app, bookingBody({ service: "corte", date: "2026-11-30", time: "10:00", staff: "lucia" })),
      ),
    );
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 201: 1, 409: 49 });
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'lucia' AND status = 'confirmed' AND starts_at = '2026-11-30T09:00:00Z'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  test("BE-04 'Sin preferencia' with k free professionals → exactly k × 201", async () => {
    const { app } = testApp(t.db);
    // Thursday 14:00: every professional who does masaje is on shift (Isabel until 15:00 is too short for 120 min).
    const k = (
      (await (await app.request("/api/availability?service=masaje&date=2026-12-03")).json()) as {
        slots: { time: string; staff: string[] }[];
      }
    ).slots.find((s) => s.time === "14:00")?.staff.length;
    expect(k).toBe(2);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postBooking(app, bookingBody({ service: "masaje", date: "2026-12-03", time: "14:00" })),
      ),
    );
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 201: k, 409: 20 - (k ?? 0) });
    const staff = await Promise.all(
      responses
        .filter((r) => r.status === 201)
        .map(async (r) => ((await r.json()) as { staff: { id: string } }).staff.id),
    );
    expect(new Set(staff).size).toBe(k);
    expect(staff.every((id) => professionalsFor("masaje").some((p) => p.id === id))).toBe(true);
  });

  test("BE-04 overlapping services of different lengths cannot share a professional", async () => {
    const { app } = testApp(t.db);
    expect(
      (await postBooking(app, bookingBody({ service: "facial", date: "2026-12-02", time: "09:00", staff: "elena" })))
        .status,
    ).toBe(201);
    // 09:00–10:30 plus 15 min: a 10:00 depilación with Elena overlaps.
    const res = await postBooking(
      app,
      bookingBody({ service: "depilacion", date: "2026-12-02", time: "10:00", staff: "elena" }),
    );
    expect(res.status).toBe(409);
    expect(
      (
        await postBooking(
          app,
          bookingBody({ service: "depilacion", date: "2026-12-02", time: "11:00", staff: "elena" }),
        )
      ).status,
    ).toBe(201);
  });

  test("BE-04 a cancelled booking frees its time", async () => {
    const { app } = testApp(t.db);
    const first = await postBooking(app, bookingBody({ date: "2026-12-04", time: "15:00", staff: "carmen" }));
    const { id } = (await first.json()) as { id: string };
    expect((await postBooking(app, bookingBody({ date: "2026-12-04", time: "15:00", staff: "carmen" }))).status).toBe(
      409,
    );
    const result = await cancel(t.db, id, new Date("2026-11-24T07:00:00Z"), { noticeHours: 24 });
    expect(result.ok).toBe(true);
    expect((await postBooking(app, bookingBody({ date: "2026-12-04", time: "15:00", staff: "carmen" }))).status).toBe(
      201,
    );
  });

  test("BE-10 a double click (same key, concurrent) books once", async () => {
    const { app } = testApp(t.db);
    const key = randomUUID();
    const body = bookingBody({ date: "2026-12-05", time: "10:00" });
    const responses = await Promise.all(Array.from({ length: 5 }, () => postBooking(app, body, { key })));
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 201: 1, 200: 4 });
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
  });

  test("BE-04 the constraint holds even for an insert that bypasses the service", async () => {
    const insert = (id: string, key: string) =>
      t.db.query(
        `INSERT INTO bookings (id, reference, service_id, service_name, service_minutes, staff_id, starts_at, ends_at,
           blocked_until, price_eur, idempotency_key)
         VALUES ($1, $2, 'corte', 'Corte y Peinado', 60, 'paula', '2026-12-07T15:00:00Z', '2026-12-07T16:00:00Z',
           '2026-12-07T16:00:00Z', 25, $3)`,
        [id, `REF-${key.slice(0, 6)}`, key],
      );
    await insert(randomUUID(), randomUUID());
    await expect(insert(randomUUID(), randomUUID())).rejects.toMatchObject({ code: "23P01" });
  });
});
