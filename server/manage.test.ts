import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anonymiseOldBookings } from "./appointments/retention";
import { signToken, verifyToken } from "./appointments/tokens";
import { bookingBody, createTestDatabase, postBooking, type TestDb, testApp } from "./test/harness";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

const tokenOf = (manageUrl: string) => manageUrl.split("#")[1] ?? "";

function call(app: ReturnType<typeof testApp>["app"], path: string, token: unknown, now?: string) {
  return app.request(`/api/appointments/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(now ? { "X-Salon-Test-Now": now } : {}) },
    body: JSON.stringify({ token }),
  });
}

describe("manage links (BE-06)", () => {
  test("BE-06 tokens are HMACs: the right one verifies, an altered or forged one does not", () => {
    const id = "3f2b8c1e-1111-4222-8333-944445555666";
    const token = signToken("s".repeat(40), "manage", id);
    expect(verifyToken("s".repeat(40), "manage", token)).toBe(id);
    expect(verifyToken("t".repeat(40), "manage", token)).toBeUndefined();
    expect(verifyToken("s".repeat(40), "calendar", token)).toBeUndefined();
    expect(verifyToken("s".repeat(40), "manage", `${id}.${"A".repeat(32)}`)).toBeUndefined();
    expect(
      verifyToken(
        "s".repeat(40),
        "manage",
        token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBeUndefined();
    expect(verifyToken("s".repeat(40), "manage", 42)).toBeUndefined();
  });

  test("BE-06 the link shows the booking and cancels it until 24 h before, then offers the phone", async () => {
    const { app } = testApp(t.db, { SALON_TEST_CLOCK: "1" });
    const res = await postBooking(app, bookingBody({ date: "2026-12-18", time: "10:00" }));
    const booking = (await res.json()) as { id: string; manageUrl: string };
    const token = tokenOf(booking.manageUrl);

    const shown = await call(app, "lookup", token);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ id: booking.id, status: "confirmed", canCancel: true, time: "10:00" });

    const late = await call(app, "cancel", token, "2026-12-17T09:30:00Z");
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: "too_late", message: expect.stringContaining("+34 912 345 678") });

    const cancelled = await call(app, "cancel", token, "2026-12-16T09:00:00Z");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", canCancel: false });
    const again = await call(app, "cancel", token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "not_active" });
    // The time is free again.
    expect((await postBooking(app, bookingBody({ date: "2026-12-18", time: "10:00", staff: "lucia" }))).status).toBe(
      201,
    );
  });

  test("BE-06 a forged or altered token is a 404 and changes nothing", async () => {
    const { app } = testApp(t.db);
    const res = await postBooking(app, bookingBody({ date: "2026-12-21", time: "10:00" }));
    const booking = (await res.json()) as { id: string; manageUrl: string };
    const forged = `${booking.id}.${"x".repeat(32)}`;
    for (const token of [forged, tokenOf(booking.manageUrl).slice(0, -1), "", null, "../../etc"]) {
      expect((await call(app, "lookup", token)).status).toBe(404);
      expect((await call(app, "cancel", token)).status).toBe(404);
    }
    const [row] = await t.db.query<{ status: string }>("SELECT status FROM bookings WHERE id = $1", [booking.id]);
    expect(row?.status).toBe("confirmed");
  });

  test("BK-10 the calendar link downloads cita.ics; a forged one is a 404", async () => {
    const { app } = testApp(t.db);
    const res = await postBooking(app, bookingBody({ date: "2026-12-22", time: "11:00" }));
    const booking = (await res.json()) as { id: string; calendarUrl: string };
    const ics = await app.request(booking.calendarUrl);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    expect(ics.headers.get("Content-Disposition")).toContain("cita.ics");
    expect(await ics.text()).toContain(`UID:${booking.id}`);
    expect((await app.request(`/api/calendar/${booking.id}.${"y".repeat(32)}.ics`)).status).toBe(404);
  });
});

describe("retention (BE-08)", () => {
  test("BE-08 contact data of appointments older than RETENTION_MONTHS is erased, the appointment stays", async () => {
    const { app } = testApp(t.db, {}, () => new Date("2024-06-03T07:00:00Z"));
    const old = (await (await postBooking(app, bookingBody({ date: "2024-06-04", time: "10:00" }))).json()) as {
      id: string;
    };
    const recent = (await (
      await postBooking(testApp(t.db).app, bookingBody({ date: "2026-12-23", time: "10:00" }))
    ).json()) as {
      id: string;
    };
    const n = await anonymiseOldBookings(t.db, new Date("2026-11-24T00:00:00Z"), 24);
    expect(n).toBeGreaterThanOrEqual(1);
    const rows = await t.db.query<{
      id: string;
      client_name: string | null;
      client_email: string | null;
      starts_at: Date;
    }>("SELECT id, client_name, client_email, starts_at FROM bookings WHERE id = ANY($1)", [[old.id, recent.id]]);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[old.id]).toMatchObject({ client_name: null, client_email: null });
    expect(new Date(byId[old.id]?.starts_at ?? 0).toISOString()).toBe("2024-06-04T08:00:00.000Z");
    expect(byId[recent.id]?.client_name).toBe("Ana López");
  });
});
