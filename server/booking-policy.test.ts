/**
 * How online booking works is the owner's setting (OW-11): the horizon, the cancel notice, the
 * per-contact limit and the slot grid are saved in /gestion/ajustes with a version, enforced by the
 * server and stated by what it answers; an environment variable still fixes a value.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SalonSettings } from "@/lib/settings/model";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "./test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
beforeAll(async () => {
  t = await createTestDatabase();
  // No MAX_FUTURE_BOOKINGS_PER_CONTACT from the environment: the owner's setting is in force.
  ({ app, cookie } = await staffTestApp(t.db, { MAX_FUTURE_BOOKINGS_PER_CONTACT: "" }));
}, 60_000);
afterAll(async () => t?.drop());

const settingsNow = async () => (await (await app.request("/api/settings")).json()) as SalonSettings;

function savePolicy(body: Record<string, unknown>) {
  return app.request("http://localhost/api/staff/settings/booking", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    body: JSON.stringify(body),
  });
}

const lookup = async (manageUrl: string) =>
  (await (
    await app.request("/api/appointments/lookup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: new URL(manageUrl).hash.slice(1) }),
    })
  ).json()) as { cancelNoticeHours: number; canCancel: boolean };

describe("the booking policy (OW-11)", () => {
  test("OW-11 a new salon has today's rules: 90 days, 24 h, 3 bookings, on the hour", async () => {
    expect((await settingsNow()).booking).toEqual({
      horizonDays: 90,
      cancelNoticeHours: 24,
      maxFutureBookingsPerContact: 3,
      slotMinutes: 60,
      version: 1,
      fixedByServer: [],
    });
  });

  test("OW-11 a saved policy is what the server enforces and states: grid, horizon, cancel notice, per-contact limit", async () => {
    const onTheHour = await app.request("/api/availability?service=corte&date=2026-11-25");
    expect(((await onTheHour.json()) as { slots: { time: string }[] }).slots[1]?.time).toBe("10:00");
    // Off the hourly grid: the same 400 as a malformed time.
    const offGrid = await postBooking(app, bookingBody({ date: "2026-11-25", time: "10:30" }));
    expect(offGrid.status).toBe(400);

    const saved = await savePolicy({
      horizonDays: 14,
      cancelNoticeHours: 48,
      maxFutureBookingsPerContact: 1,
      slotMinutes: 30,
      version: 1,
    });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { settings: SalonSettings }).settings.booking).toMatchObject({
      horizonDays: 14,
      cancelNoticeHours: 48,
      slotMinutes: 30,
      version: 2,
    });

    // AC-05: the log says it in the salon's words, without the form's version.
    const audit = await app.request("http://localhost/api/staff/audit?kind=settings", {
      headers: { Host: "localhost", Cookie: cookie },
    });
    const [entry] = ((await audit.json()) as { entries: { summary: string; changes: { after: object }[] }[] }).entries;
    expect(entry?.summary).toBe(
      "Reservas online: antelación 90 → 14 días, aviso para cancelar 24 → 48 h, citas por cliente 3 → 1, citas cada 60 → 30 min",
    );
    expect(entry?.changes[0]?.after).not.toHaveProperty("booking_version");

    // The grid: every 30 minutes, and a half hour is booked.
    const halfHours = await app.request("/api/availability?service=corte&date=2026-11-25");
    expect(((await halfHours.json()) as { slots: { time: string }[] }).slots.map((s) => s.time).slice(0, 3)).toEqual([
      "09:00",
      "09:30",
      "10:00",
    ]);
    const body = bookingBody({ date: "2026-11-25", time: "10:30" });
    const booked = await postBooking(app, body);
    expect(booked.status).toBe(201);
    const { manageUrl } = (await booked.json()) as { manageUrl: string };

    // The cancel notice: 48 h before a visit tomorrow is already past; /cita says 48.
    expect(await lookup(manageUrl)).toMatchObject({ cancelNoticeHours: 48, canCancel: false });

    // The per-contact limit: the same phone again is refused, the message names the limit.
    const again = await postBooking(app, { ...bookingBody({ date: "2026-11-26" }), phone: body.phone });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { message: string }).message).toContain("Ya tienes 1 cita futura");

    // The horizon: 14 days ahead is offered, 15 is refused.
    const inside = await app.request("/api/availability?service=corte&date=2026-12-08");
    expect(((await inside.json()) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    const beyond = await postBooking(app, bookingBody({ date: "2026-12-09", time: "10:00" }));
    expect(beyond.status).toBe(422);
  });

  test("OW-11 a stale version is a 409 with the current values; bad values are Spanish 400s; nothing is stored", async () => {
    const stale = await savePolicy({
      horizonDays: 30,
      cancelNoticeHours: 24,
      maxFutureBookingsPerContact: 3,
      slotMinutes: 60,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { settings: SalonSettings }).settings.booking.horizonDays).toBe(14);
    const bad = await savePolicy({
      horizonDays: 0,
      cancelNoticeHours: 500,
      maxFutureBookingsPerContact: 3,
      slotMinutes: 45,
      version: 2,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      horizonDays: "Los días de antelación van de 1 a 365.",
      cancelNoticeHours: "El aviso para cancelar va de 0 a 168 horas (una semana).",
      slotMinutes: "Elige cada cuánto empiezan las citas.",
    });
    expect((await settingsNow()).booking).toMatchObject({ horizonDays: 14, version: 2 });
  });

  test("OW-11 a value set in the environment is in force and named as fixed", async () => {
    const fixed = await staffTestApp(t.db, { MAX_FUTURE_BOOKINGS_PER_CONTACT: "", CANCEL_NOTICE_HOURS: "6" });
    const settings = (await (await fixed.app.request("/api/settings")).json()) as SalonSettings;
    expect(settings.booking).toMatchObject({
      cancelNoticeHours: 6,
      horizonDays: 14,
      fixedByServer: ["cancelNoticeHours"],
    });
  });
});
