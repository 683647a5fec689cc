import { afterAll, describe, expect, test } from "vitest";
import { cancel } from "./booking/booking-service";
import { bookingBody, createTestDatabase, onPostgres, postBooking, type TestDb, testApp } from "./test/harness";
import { dumpDatabase, portableDump, restoreDatabase } from "./db/backup";
import { openPglite } from "./db/client";
import { migrate } from "./db/migrate";
import { syncContent } from "./db/seed";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup) await fn();
});

const AGENDA =
  "SELECT reference, service_id, staff_id, starts_at, ends_at, blocked_until, status, client_name, client_email FROM bookings ORDER BY reference";

describe("backups (BE-11)", () => {
  test(`BE-11 bookings survive PGlite → dump → ${onPostgres ? "PostgreSQL" : "a new PGlite"} unchanged`, async () => {
    const source = await openPglite(undefined);
    cleanup.push(() => source.close());
    await migrate(source);
    await syncContent(source);
    const { app } = testApp(source);
    const ids: string[] = [];
    for (const [time, staff] of [
      ["10:00", "lucia"],
      ["11:00", "nuria"],
      ["17:00", "carmen"],
    ] as const) {
      const res = await postBooking(app, bookingBody({ date: "2026-12-01", time, staff, name: "Begoña Ñúñez" }));
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    await cancel(source, ids[1] ?? "", new Date("2026-11-24T07:00:00Z"), { noticeHours: 24 });
    const before = await source.query(AGENDA);

    const dump = await dumpDatabase(source);
    expect(dump).toContain("CREATE TABLE public.bookings");
    expect(portableDump(dump)).not.toMatch(/^\\|^SET transaction_timeout/m);

    const target: TestDb = await createTestDatabase({ migrate: false });
    cleanup.push(() => target.drop());
    await restoreDatabase(target.db, dump);
    expect(await target.db.query(AGENDA)).toEqual(before);
    // The restored database is a working one: migrations see themselves applied, the constraint still referees.
    expect(await migrate(target.db)).toEqual([]);
    const restoredApp = testApp(target.db).app;
    expect(
      (await postBooking(restoredApp, bookingBody({ date: "2026-12-01", time: "10:00", staff: "lucia" }))).status,
    ).toBe(409);
    expect(
      (await postBooking(restoredApp, bookingBody({ date: "2026-12-01", time: "11:00", staff: "nuria" }))).status,
    ).toBe(201);
    await expect(restoreDatabase(target.db, dump)).rejects.toThrow(/not empty/);
  }, 120_000);
});
