/**
 * BE-04 across processes: two real server processes (the built bundle) start
 * together on one fresh PostgreSQL database — migrations under the advisory
 * lock — and take the same race. Runs in `npm run test:postgres`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, test } from "vitest";
import { fileURLToPath } from "node:url";
import { migrations } from "./db/migrate";
import { signToken } from "./appointments/tokens";
import { createSettingsStore } from "./settings/store";
import { joinWaitlist, sweepWaitlist } from "./waitlist/service";
import { startStripeStub, stripeEnv } from "./test/stripe-stub";
import { makeCertificates, startAeatStub } from "./test/aeat-stub";
import { metaSignature, startProviderStub, stubEnv, whatsAppWebhook } from "./test/provider-stubs";
import { bookingBody, createPerson, createTestDatabase, onPostgres, STAFF_PASSWORD, type TestDb } from "./test/harness";
import { startPushService } from "./test/push-service";
import webPush from "web-push";

const bundle = new URL("../build/server/main.js", import.meta.url);
const children: ChildProcess[] = [];
/** Each child's output, read as it comes (an unread pipe fills up and blocks the child). */
const output: string[] = [];
let t: TestDb | undefined;
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 300));
  await t?.drop();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(url: string, extraEnv: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle.pathname], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: "127.0.0.1",
      STATIC_DIR: "none",
      SALON_TEST_CLOCK: "1",
      RATE_LIMIT_BOOKINGS: "100000",
      RATE_LIMIT_REQUESTS: "100000",
      MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000",
      OUTBOX_INTERVAL_MS: "60000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const index = output.push("") - 1;
  const collect = (chunk: Buffer) => {
    output[index] = (output[index] + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}:\n${output[index]}`);
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start:\n${output[index]}`);
}

function book(base: string, body: unknown) {
  return fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
      "X-Salon-Test-Now": "2026-11-24T07:00:00Z",
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

/** The servers' logs when an expectation fails, so a CI failure says what the processes saw. */
async function withLogs(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) error.message += `\n--- server output ---\n${output.join("\n---\n")}`;
    throw error;
  }
}

describe.skipIf(!onPostgres || !existsSync(bundle))("two server processes on one PostgreSQL", () => {
  test("BE-04 two processes started together: migrations applied once, one 201 of 50, and k × 201 for 'Sin preferencia'", async () => {
    t = await createTestDatabase({ migrate: false });
    const db = t.db;
    const url = t.url ?? "";
    await withLogs(async () => {
      const [a, b] = await Promise.all([start(url), start(url)]);
      const [applied] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      expect(applied?.n).toBe(migrations.length);

      const one = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          book(i % 2 ? a : b, bookingBody({ date: "2026-12-01", time: "12:00", staff: "lucia" })),
        ),
      );
      const statuses = one.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);

      const any = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          book(i % 2 ? a : b, bookingBody({ service: "masaje", date: "2026-12-03", time: "14:00" })),
        ),
      );
      expect(any.filter((r) => r.status === 201)).toHaveLength(2);
      expect(any.filter((r) => r.status === 409)).toHaveLength(18);
    });
  }, 60_000);

  test("RL-04 two processes and a mail server taking 300 ms a mail: every confirmation arrives once", async () => {
    const mail = await createTestDatabase({ migrate: false });
    const received: { to: string; messageId: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () =>
          setTimeout(() => {
            received.push({
              to: session.envelope.rcptTo[0]?.address ?? "",
              messageId: /^Message-ID: (.+)$/im.exec(data)?.[1]?.trim() ?? "",
            });
            callback();
          }, 300),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    await withLogs(async () => {
      // A lease of 2 s: the old worker claimed 20 rows per pass and sent them one by one (6 s here),
      // so the other process took them again.
      const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_INTERVAL_MS: "200", OUTBOX_LEASE_SECONDS: "2" };
      const [a, b] = await Promise.all([start(mail.url ?? "", env), start(mail.url ?? "", env)]);
      const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"];
      const booked = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          book(
            i % 2 ? a : b,
            bookingBody({
              service: "depilacion",
              staff: "sofia",
              date: `2026-12-0${1 + Math.floor(i / 6)}`,
              time: times[i % 6],
              email: `dos-procesos-${i}@example.com`,
            }),
          ),
        ),
      );
      expect(booked.map((r) => r.status)).toEqual(Array(30).fill(201));
      for (let poll = 0; poll < 150 && received.length < 30; poll++) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 3_000)); // a duplicate would land meanwhile
      const confirmations = received.filter((m) => m.to.startsWith("dos-procesos-"));
      expect(confirmations).toHaveLength(30);
      expect(new Set(confirmations.map((m) => m.to)).size).toBe(30);
      expect(new Set(confirmations.map((m) => m.messageId)).size).toBe(30);
    });
    // The servers first: the mail server's close waits for their pooled connections to end.
    for (const child of children.splice(0)) child.kill("SIGKILL");
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await mail.drop();
  }, 90_000);

  test("RL-04 a server stops on SIGTERM while its mail server never answers, and exits cleanly", async () => {
    const quiet = await createTestDatabase({ migrate: false });
    const sockets: Socket[] = [];
    const mute = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
    const port = (mute.address() as { port: number }).port;
    await withLogs(async () => {
      const base = await start(quiet.url ?? "", { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_INTERVAL_MS: "100" });
      const child = children.at(-1);
      expect((await book(base, bookingBody({ date: "2026-12-01", time: "10:00" }))).status).toBe(201);
      while (sockets.length === 0) await new Promise((r) => setTimeout(r, 50)); // the send has begun
      // It ends by itself (its send's grace, not the mail server, decides; this test's time limit
      // would catch a hang) and cleanly.
      const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
      child?.kill("SIGTERM");
      expect(await exited).toBe(0);
    });
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => mute.close(() => resolve()));
    await quiet.drop();
  }, 60_000);

  test("OW-02 a price saved through one process is on the other process's rendered home page within 5 s (LISTEN/NOTIFY)", async () => {
    const shared = await createTestDatabase({ migrate: false });
    try {
      await withLogs(async () => {
        const pages = { STATIC_DIR: fileURLToPath(new URL("../build/client", import.meta.url)) };
        const a = await start(shared.url ?? "", pages);
        const b = await start(shared.url ?? "", pages);
        const owner = await createPerson(shared.db, "owner");
        // B renders and caches its home page with the seed price.
        expect(await (await fetch(`${b}/`)).text()).toContain("desde <!-- -->25€");
        const signIn = await fetch(`${a}/api/staff/session`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
        });
        const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        // AC-03: the session lives in the database, so the other process knows it too.
        expect((await fetch(`${b}/api/staff/session`, { headers: { Cookie: cookie } })).status).toBe(200);
        const settings = (await (await fetch(`${a}/api/settings`)).json()) as {
          services: { id: string; [key: string]: unknown }[];
        };
        const corte = { ...settings.services.find((x) => x.id === "corte") };
        delete corte.id;
        const saved = await fetch(`${a}/api/staff/settings/services/corte`, {
          method: "PUT",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ ...corte, price: 27 }),
        });
        expect(saved.status).toBe(201);
        // B hears A's change (LISTEN/NOTIFY): polled until it shows, at most 100 times.
        let html = "";
        for (let poll = 0; poll < 100; poll++) {
          html = await (await fetch(`${b}/`)).text();
          if (html.includes("desde <!-- -->27€")) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(html).toContain("desde <!-- -->27€");
        // AC-03: signing out through A ends the session for B on its next request.
        const out = await fetch(`${a}/api/staff/session`, { method: "DELETE", headers: { Cookie: cookie } });
        expect(out.status).toBe(200);
        expect((await fetch(`${b}/api/staff/session`, { headers: { Cookie: cookie } })).status).toBe(401);
      });
    } finally {
      await shared.drop();
    }
  }, 60_000);

  test("RL-07 a booking and a closure, a salon block or a professional's time off for the same time, on two processes: one wins, never both", async () => {
    // Without the salon's time lock (server/appointments/time-locks.ts) both were answered 201 in about
    // a quarter of such rounds; 60 rounds (20 of each kind) fail with near certainty without it.
    const race = await createTestDatabase({ migrate: false });
    await withLogs(async () => {
      const [a, b] = await Promise.all([start(race.url ?? ""), start(race.url ?? "")]);
      const owner = await createPerson(race.db, "owner");
      const signedIn = await fetch(`${b}/api/staff/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
      });
      expect(signedIn.status).toBe(200);
      const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const staff = (path: string, body: unknown) =>
        fetch(`${b}/api/staff${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie, "X-Salon-Test-Now": "2026-11-24T07:00:00Z" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
      // Weekdays from Tuesday 1 December on: one day per round, so rounds never meet.
      const days: string[] = [];
      for (let d = Date.parse("2026-12-01T12:00:00Z"); days.length < 60; d += 86_400_000)
        if (![0, 6].includes(new Date(d).getUTCDay())) days.push(new Date(d).toISOString().slice(0, 10));
      const both: string[] = [];
      for (const [i, date] of days.entries()) {
        const kind = (["closure", "salon block", "time off"] as const)[i % 3];
        const blocking =
          kind === "closure"
            ? staff("/settings/closures", { startDate: date, endDate: date, allDay: true, note: "Inventario" })
            : staff("/time-off", {
                staff: kind === "salon block" ? null : "lucia",
                fromDate: date,
                fromTime: "09:00",
                toTime: "13:00",
                reason: "Formación",
              });
        const [booked, blocked] = await Promise.all([
          book(a, bookingBody({ date, time: "10:00", staff: "lucia" })),
          blocking,
        ]);
        if (booked.status === 201 && blocked.status === 201) both.push(`${date} (${kind})`);
        else {
          // The loser is told why in Spanish: the time is taken (409) or blocked / no longer offered.
          const loser = booked.status === 201 ? blocked : booked;
          expect([409, 422], `${date} ${kind}`).toContain(loser.status);
          expect(((await loser.json()) as { message: string }).message).toMatch(/[a-záéíóúñ]/i);
        }
      }
      expect(both).toEqual([]);
      // And the database holds no confirmed appointment inside blocked time.
      const [inside] = await race.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings b JOIN time_off t
           ON (t.staff_id IS NULL OR t.staff_id = b.staff_id) AND t.starts_at < b.ends_at AND t.ends_at > b.starts_at
         WHERE b.status = 'confirmed'`,
      );
      expect(inside?.n).toBe(0);
    });
    for (const child of children.splice(0)) child.kill("SIGTERM");
    await race.drop();
  }, 180_000);
  test("RL-08 the salon's hours and a professional's shift saved at once by two processes never leave a shift outside the hours", async () => {
    // Each process checked against the settings it had cached: closing Sunday on one and giving Carmen a
    // Sunday shift on the other were both answered 201 in nearly every round. Now each save takes the
    // settings row's lock and checks again what the other committed (server/settings/repository.ts,
    // `lockSchedule`); 20 rounds fail with near certainty without it.
    const race = await createTestDatabase({ migrate: false });
    await withLogs(async () => {
      const [a, b] = await Promise.all([start(race.url ?? ""), start(race.url ?? "")]);
      const owner = await createPerson(race.db, "owner");
      const session = async (base: string) => {
        const signedIn = await fetch(`${base}/api/staff/session`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
        });
        expect(signedIn.status).toBe(200);
        const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        return (path: string, body: unknown) =>
          fetch(`${base}/api/staff/settings${path}`, {
            method: "PUT",
            headers: { "Content-Type": "application/json", Cookie: cookie, "X-Salon-Test-Now": "2026-11-24T07:00:00Z" },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
      };
      const [onA, onB] = await Promise.all([session(a), session(b)]);
      type Settings = {
        hoursVersion: number;
        hours: { weekday: number; opens: string; closes: string }[];
        team: { id: string; version: number; shifts: { days: number[]; starts: string; ends: string }[] }[];
      };
      const read = async (base: string) => (await (await fetch(`${base}/api/settings`)).json()) as Settings;
      const seed = await read(a);
      const carmen = seed.team.find((p) => p.id === "carmen");
      const [stored] = await race.db.query<{ name: string; role: string; position: number }>(
        "SELECT name, role, position FROM staff WHERE id = 'carmen'",
      );
      const carmenBody = (shifts: Settings["team"][number]["shifts"], version: number) => ({
        name: stored?.name,
        role: stored?.role,
        position: stored?.position,
        active: true,
        services: ["corte", "maquillaje"],
        shifts,
        version,
      });
      const hoursBody = (sundayOpen: boolean, version: number) => ({
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
          const open = seed.hours.find((h) => h.weekday === weekday);
          return {
            weekday,
            open: weekday === 0 ? sundayOpen : Boolean(open),
            opens: open?.opens ?? "10:00",
            closes: open?.closes ?? "16:00",
          };
        }),
        bookingClosedWeekdays: [0],
        version,
      });
      /** Both processes' settings as the database holds them, so each starts a round from the same state. */
      const settled = async () => {
        const [row] = await race.db.query<{ hours_version: number }>("SELECT hours_version FROM salon_settings");
        for (let i = 0; i < 100; i++) {
          const [x, y] = await Promise.all([read(a), read(b)]);
          if (x.hoursVersion === row?.hours_version && y.hoursVersion === row.hours_version) {
            const [v] = await race.db.query<{ version: number }>("SELECT version FROM staff WHERE id = 'carmen'");
            if ([x, y].every((s) => s.team.find((p) => p.id === "carmen")?.version === v?.version)) return x;
          }
          await new Promise((r) => setTimeout(r, 20));
        }
        throw new Error("the two processes did not agree on the settings");
      };
      const sunday = { days: [0], starts: "10:00", ends: "16:00" };
      const both: number[] = [];
      for (let round = 0; round < 20; round++) {
        const before = await settled();
        const version = before.team.find((p) => p.id === "carmen")?.version ?? 0;
        const [closed, shifted] = await Promise.all([
          onA("/hours", hoursBody(false, before.hoursVersion)),
          onB("/team/carmen", carmenBody([...(carmen?.shifts ?? []), sunday], version)),
        ]);
        if (closed.status === 201 && shifted.status === 201) both.push(round);
        else {
          const loser = closed.status === 201 ? shifted : closed;
          expect(loser.status, `round ${round}`).toBe(400);
          expect(JSON.stringify(await loser.json())).toMatch(/turno de Carmen Ruiz del domingo/);
        }
        // Back to the start: Sunday open, Carmen without a Sunday shift.
        const now = await settled();
        expect((await onA("/hours", hoursBody(true, now.hoursVersion))).status).toBe(201);
        const again = await settled();
        const v = again.team.find((p) => p.id === "carmen")?.version ?? 0;
        expect((await onA("/team/carmen", carmenBody(carmen?.shifts ?? [], v))).status).toBe(201);
      }
      expect(both).toEqual([]);
    });
    for (const child of children.splice(0)) child.kill("SIGTERM");
    await race.drop();
  }, 180_000);
  test("WL-03 two clients accepting one freed time, or an offer accepted while the desk books it, on two processes: exactly one appointment, nothing half-stored; without the exclusion constraint the same race books twice", async () => {
    const SECRET = "wl-race-secret-wl-race-secret-wl-race-00";
    const NOW = "2026-11-24T07:00:00Z";
    /** One database, two processes, `rounds` races; what each round left. */
    async function races(withRule: boolean) {
      const race = await createTestDatabase({ migrate: false });
      const env = { BOOKING_SECRET: SECRET, WAITLIST_INTERVAL_MS: "3600000" };
      const [a, b] = await Promise.all([start(race.url ?? "", env), start(race.url ?? "", env)]);
      if (!withRule) await race.db.query("ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap");
      const owner = await createPerson(race.db, "owner");
      const signedIn = await fetch(`${b}/api/staff/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
      });
      const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const settings = await createSettingsStore(race.db, () => new Date(NOW)).current();
      const allAtOnce = { ...settings, messages: { ...settings.messages, waitlistMode: "all" as const } };
      const service = settings.services.find((s) => s.id === "corte");
      if (!service) throw new Error("no corte");
      const accept = (base: string, offerId: string) =>
        fetch(`${base}/api/waitlist/offers/accept`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Salon-Test-Now": NOW },
          body: JSON.stringify({ token: signToken(SECRET, "offer", offerId) }),
          signal: AbortSignal.timeout(20_000),
        });
      const deskBooks = (date: string) =>
        fetch(`${b}/api/staff/appointments`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie, "X-Salon-Test-Now": NOW },
          body: JSON.stringify({ service: "corte", staff: "lucia", date, time: "10:00", name: "Llamada" }),
          signal: AbortSignal.timeout(20_000),
        });
      const days: string[] = [];
      for (let d = Date.parse("2026-12-01T12:00:00Z"); days.length < 20; d += 86_400_000)
        if (![0, 6].includes(new Date(d).getUTCDay())) days.push(new Date(d).toISOString().slice(0, 10));
      const rounds: { date: string; kind: string; appointments: number; statuses: number[] }[] = [];
      for (const [i, date] of days.entries()) {
        const kind = i % 2 ? "desk" : "two clients";
        // Lucía's 10:00 is taken when they join, and freed after (WL-04: only a freed time is offered).
        const taken = await book(a, bookingBody({ service: "corte", staff: "lucia", date, time: "10:00" }));
        expect(taken.status).toBe(201);
        const takenId = ((await taken.json()) as { id: string }).id;
        // Who waits: Lucía's 10:00 that day, nothing else (the window is that hour).
        const entries = [];
        for (let n = 0; n < (kind === "desk" ? 1 : 2); n++)
          entries.push(
            await joinWaitlist(
              race.db,
              {
                service,
                staffId: "lucia",
                fromDay: date,
                toDay: date,
                windowStart: 600,
                windowEnd: 660,
                name: `Clienta ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[(i * 2 + n) % 26]}`,
                phone: `+34 62${String(i * 2 + n).padStart(7, "0")}`,
                email: `wl${i}-${n}@example.com`,
                messageChannel: null,
                source: "web",
              },
              new Date(NOW),
            ),
          );
        await race.db.query("UPDATE bookings SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [
          takenId,
          NOW,
        ]);
        await sweepWaitlist(race.db, allAtOnce, new Date(NOW));
        const offers = await race.db.query<{ id: string }>(
          "SELECT id FROM waitlist_offers WHERE entry_id = ANY($1::uuid[]) AND status = 'open' ORDER BY id",
          [entries.map((e) => e.id)],
        );
        expect(offers).toHaveLength(entries.length);
        const answers =
          kind === "desk"
            ? await Promise.all([accept(a, offers[0]?.id ?? ""), deskBooks(date)])
            : await Promise.all([accept(a, offers[0]?.id ?? ""), accept(b, offers[1]?.id ?? "")]);
        const [count] = await race.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'lucia' AND status = 'confirmed' AND starts_at = $1",
          [new Date(`${date}T09:00:00Z`)],
        );
        rounds.push({ date, kind, appointments: count?.n ?? 0, statuses: answers.map((r) => r.status) });
      }
      // Nothing half-stored: an accepted offer is exactly a booked entry with its appointment.
      const [torn] = await race.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
         LEFT JOIN bookings bk ON bk.id = e.booking_id
         WHERE (o.status = 'accepted') <> (e.status = 'booked' AND bk.source = 'waitlist')`,
      );
      const [strays] = await race.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings bk WHERE bk.source = 'waitlist'
           AND NOT EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.booking_id = bk.id)`,
      );
      for (const child of children.splice(0)) child.kill("SIGTERM");
      await race.drop();
      return { rounds, torn: torn?.n, strays: strays?.n };
    }

    await withLogs(async () => {
      const ruled = await races(true);
      expect(ruled.rounds.filter((r) => r.appointments !== 1)).toEqual([]);
      for (const r of ruled.rounds) expect(r.statuses.sort(), `${r.date} ${r.kind}`).toEqual([201, 409]);
      expect(ruled.torn).toBe(0);
      expect(ruled.strays).toBe(0);
      // The control: the same races with the exclusion constraint removed book the time twice.
      const unruled = await races(false);
      expect(unruled.rounds.some((r) => r.appointments > 1)).toBe(true);
    });
  }, 180_000);
  test("PY-06 a deposit's hold on two processes: of visitors paying for one time at once exactly one holds it; an unpaid hold past its time gives way to the next booking; without the exclusion constraint the time is held twice", async () => {
    const NOW = "2026-11-24T07:00:00Z";
    const stub = await startStripeStub();
    try {
      async function races(withRule: boolean) {
        const race = await createTestDatabase({ migrate: false });
        const env = { ...stripeEnv(stub), WAITLIST_INTERVAL_MS: "3600000" };
        const [a, b] = await Promise.all([start(race.url ?? "", env), start(race.url ?? "", env)]);
        if (!withRule) await race.db.query("ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap");
        await race.db.query("UPDATE services SET deposit_kind = 'fixed', deposit_amount = 10 WHERE id = 'corte'");
        const post = (base: string, date: string, at = NOW) =>
          fetch(`${base}/api/bookings`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Salon-Test-Now": at },
            body: JSON.stringify(bookingBody({ service: "corte", staff: "lucia", date, time: "10:00" })),
            signal: AbortSignal.timeout(20_000),
          });
        const days: string[] = [];
        for (let d = Date.parse("2026-12-01T12:00:00Z"); days.length < 10; d += 86_400_000)
          if (![0, 6].includes(new Date(d).getUTCDay())) days.push(new Date(d).toISOString().slice(0, 10));
        const rounds: { date: string; statuses: number[]; held: number }[] = [];
        for (const date of days) {
          const answers = await Promise.all([post(a, date), post(b, date)]);
          const [held] = await race.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'lucia' AND status = 'confirmed' AND starts_at = $1",
            [new Date(`${date}T09:00:00Z`)],
          );
          rounds.push({ date, statuses: answers.map((r) => r.status).sort(), held: held?.n ?? 0 });
        }
        // 20 minutes later nobody has paid: the next visitor gets the first day's time.
        const later = await post(b, days[0] ?? "", "2026-11-24T07:20:00Z");
        const laterBody = (await later.json()) as { payment?: { amountCents: number } };
        for (const child of children.splice(0)) child.kill("SIGTERM");
        await race.drop();
        return { rounds, later: later.status, laterPays: laterBody.payment?.amountCents };
      }
      await withLogs(async () => {
        const ruled = await races(true);
        for (const r of ruled.rounds) {
          expect(r.statuses, r.date).toEqual([201, 409]);
          expect(r.held, r.date).toBe(1);
        }
        expect(ruled.later).toBe(201);
        expect(ruled.laterPays).toBe(1000);
        const unruled = await races(false);
        expect(unruled.rounds.some((r) => r.held > 1)).toBe(true);
      });
    } finally {
      await stub.close();
    }
  }, 180_000);
  test("PY-06 one bono's last session spent by two bookings at once on two processes: one booking, the other refused with nothing stored; without the CHECK on its sessions it is spent twice", async () => {
    const NOW = "2026-11-24T07:00:00Z";
    async function races(withRule: boolean) {
      const race = await createTestDatabase({ migrate: false });
      const [a, b] = await Promise.all([start(race.url ?? ""), start(race.url ?? "")]);
      if (!withRule) await race.db.query("ALTER TABLE gift_codes DROP CONSTRAINT gift_codes_sessions_left_check");
      await race.db.query(
        `INSERT INTO gift_products (id, kind, name, service_id, sessions, price_cents, valid_months)
         VALUES ('bono-corte', 'bono', 'Bono corte', 'corte', 1, 2500, 12)`,
      );
      const rounds: { code: string; statuses: number[]; booked: number; left: number }[] = [];
      const weekdays: string[] = [];
      for (let d = Date.parse("2026-12-01T12:00:00Z"); weekdays.length < 12; d += 86_400_000)
        if (![0, 6].includes(new Date(d).getUTCDay())) weekdays.push(new Date(d).toISOString().slice(0, 10));
      for (let i = 0; i < 12; i++) {
        const code = `BONO-${"ABCDEFGHJKLM"[i]}AAA-2222`;
        await race.db.query(
          `INSERT INTO gift_codes (code, product_id, kind, service_id, sessions_left, expires_at, paid_cents, created_at)
           VALUES ($1, 'bono-corte', 'bono', 'corte', 0, '2027-11-24T00:00:00Z', 2500, $2)`,
          [code, NOW],
        );
        // PY-07: its one session comes from its sale's ledger row.
        await race.db.query(
          `INSERT INTO payments (kind, method, amount_cents, gift_code, code_sessions, created_at, done_at)
           VALUES ('sale', 'stripe', 2500, $1, 1, $2, $2)`,
          [code, NOW],
        );
        const date = weekdays[i] ?? "";
        const answers = await Promise.all(
          [
            [a, "carmen"],
            [b, "nuria"],
          ].map(([base, staff]) =>
            fetch(`${base}/api/bookings`, {
              method: "POST",
              headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Salon-Test-Now": NOW },
              body: JSON.stringify(bookingBody({ service: "corte", date, time: "16:00", staff, giftCode: code })),
              signal: AbortSignal.timeout(20_000),
            }),
          ),
        );
        const [booked] = await race.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM payments WHERE gift_code = $1 AND kind = 'visit'",
          [code],
        );
        const [left] = await race.db.query<{ sessions_left: number }>(
          "SELECT sessions_left FROM gift_codes WHERE code = $1",
          [code],
        );
        rounds.push({
          code,
          statuses: answers.map((r) => r.status).sort(),
          booked: booked?.n ?? 0,
          left: left?.sessions_left ?? 0,
        });
      }
      const [stray] = await race.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments p WHERE p.method = 'bono' AND p.kind = 'visit' AND p.gift_code IS NULL`,
      );
      for (const child of children.splice(0)) child.kill("SIGTERM");
      await race.drop();
      return { rounds, stray: stray?.n ?? 0 };
    }
    await withLogs(async () => {
      const ruled = await races(true);
      for (const r of ruled.rounds) {
        expect(
          r.statuses.filter((s) => s === 201),
          r.code,
        ).toHaveLength(1);
        expect(r.booked, r.code).toBe(1);
        expect(r.left, r.code).toBe(0);
      }
      expect(ruled.stray).toBe(0);
      const unruled = await races(false);
      expect(unruled.rounds.some((r) => r.booked > 1 || r.left < 0)).toBe(true);
    });
  }, 180_000);

  test("PY-07 the ledger on two processes: one Stripe event delivered to both records one deposit; one desk payment sent to both is one row; one void sent to both voids once; without the unique keys the same races write twice", async () => {
    const NOW = "2026-11-24T07:00:00Z";
    const stub = await startStripeStub();
    try {
      async function races(withRule: boolean) {
        const race = await createTestDatabase({ migrate: false });
        const env = { ...stripeEnv(stub), WAITLIST_INTERVAL_MS: "3600000" };
        const [a, b] = await Promise.all([start(race.url ?? "", env), start(race.url ?? "", env)]);
        if (!withRule) {
          await race.db.query("DROP INDEX payments_request_key");
          await race.db.query("DROP INDEX payments_one_reversal");
        }
        await race.db.query("UPDATE services SET deposit_kind = 'fixed', deposit_amount = 10 WHERE id = 'corte'");
        const owner = await createPerson(race.db, "owner");
        const signedIn = await fetch(`${a}/api/staff/session`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
        });
        const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
          fetch(`${base}${path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Cookie: cookie, "X-Salon-Test-Now": NOW, ...headers },
            body: typeof body === "string" ? body : JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
        const rows = async (id: string) =>
          (
            await race.db.query<{ kind: string }>("SELECT kind FROM payments WHERE booking_id = $1 ORDER BY id", [id])
          ).map((r) => r.kind);
        const days: string[] = [];
        for (let d = Date.parse("2026-12-01T12:00:00Z"); days.length < 8; d += 86_400_000)
          if (![0, 6].includes(new Date(d).getUTCDay())) days.push(new Date(d).toISOString().slice(0, 10));
        const rounds: { date: string; deposits: number; desk: number; voids: number }[] = [];
        for (const date of days) {
          const booked = await post(
            a,
            "/api/bookings",
            bookingBody({ service: "corte", staff: "lucia", date, time: "10:00" }),
            { "Idempotency-Key": randomUUID() },
          );
          const { id, payment } = (await booked.json()) as { id: string; payment: { checkoutUrl: string } };
          const event = stub.paidEvent(payment.checkoutUrl.split("/pay/")[1] ?? "", new Date(NOW));
          await Promise.all(
            [a, b].map((base) =>
              post(base, "/api/webhooks/stripe", event.payload, { "Stripe-Signature": event.signature }),
            ),
          );
          const requestKey = randomUUID();
          await Promise.all(
            [a, b].map((base) =>
              post(base, `/api/staff/appointments/${id}/payments`, { method: "cash", amountCents: 1500, requestKey }),
            ),
          );
          const [visit] = await race.db.query<{ id: string }>(
            "SELECT id::text FROM payments WHERE booking_id = $1 AND kind = 'visit' ORDER BY id LIMIT 1",
            [id],
          );
          await Promise.all(
            [a, b].map((base) =>
              post(base, `/api/staff/appointments/${id}/payments/${visit?.id}/void`, { reason: "cobrado dos veces" }),
            ),
          );
          const kinds = await rows(id);
          rounds.push({
            date,
            deposits: kinds.filter((k) => k === "deposit").length,
            desk: kinds.filter((k) => k === "visit").length,
            voids: kinds.filter((k) => k === "void").length,
          });
        }
        for (const child of children.splice(0)) child.kill("SIGTERM");
        await race.drop();
        return rounds;
      }
      await withLogs(async () => {
        for (const r of await races(true)) expect([r.deposits, r.desk, r.voids], r.date).toEqual([1, 1, 1]);
        const unruled = await races(false);
        expect(unruled.some((r) => r.desk > 1 || r.voids > 1)).toBe(true);
      });
    } finally {
      await stub.close();
    }
  }, 180_000);

  test("MS-07 one WhatsApp 'Cancelar' delivered to both processes, at once or one after the other, cancels one appointment of hers; without the unique message id the second delivery cancels her next one too", async () => {
    const NOW = "2026-11-24T07:00:00Z";
    const stub = await startProviderStub();
    try {
      async function races(withRule: boolean) {
        const race = await createTestDatabase({ migrate: false });
        const env = { ...stubEnv(stub), WAITLIST_INTERVAL_MS: "3600000" };
        const [a, b] = await Promise.all([start(race.url ?? "", env), start(race.url ?? "", env)]);
        if (!withRule)
          await race.db.query("ALTER TABLE inbound_messages DROP CONSTRAINT inbound_messages_channel_provider_id_key");
        const cancelled: number[] = [];
        for (let round = 0; round < 6; round++) {
          const phone = `+34 699 10${String(round).padStart(4, "0")}`;
          // Two appointments of hers, far from the notice: 'Cancelar' (no button) means her next one.
          const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08"];
          for (const date of [days[round] ?? "", "2026-12-09"]) {
            const time = `${String(9 + round).padStart(2, "0")}:00`;
            const res = await book(a, bookingBody({ service: "corte", staff: "lucia", date, time, phone }));
            expect(res.status).toBe(201);
          }
          const body = whatsAppWebhook({
            messages: [
              {
                from: phone.replace(/\D/g, ""),
                id: `wamid.RACE-${withRule}-${round}`,
                timestamp: "1764300000",
                type: "text",
                text: { body: "Cancelar" },
              },
            ],
          });
          const deliver = (base: string) =>
            fetch(`${base}/api/webhooks/whatsapp`, {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                "X-Hub-Signature-256": metaSignature(body),
                "X-Salon-Test-Now": NOW,
              },
              body,
              signal: AbortSignal.timeout(20_000),
            });
          // Even rounds at once; odd ones Meta's retry reaching the other process after the first answered.
          if (round % 2 === 0) await Promise.all([deliver(a), deliver(b)]);
          else {
            await deliver(a);
            await deliver(b);
          }
          const [row] = await race.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM bookings WHERE client_phone = $1 AND status = 'cancelled'",
            [phone],
          );
          cancelled.push(row?.n ?? 0);
        }
        for (const child of children.splice(0)) child.kill("SIGTERM");
        await race.drop();
        return cancelled;
      }
      await withLogs(async () => {
        expect(await races(true)).toEqual([1, 1, 1, 1, 1, 1]);
        expect((await races(false)).some((n) => n > 1)).toBe(true);
      });
    } finally {
      await stub.close();
    }
  }, 180_000);

  test("TK-03 two processes issuing tickets at once: every sale gets its number and its record, one unbroken series and one chain; the last unit of a product is sold once; without the stock's CHECK it is sold twice", async () => {
    const NOW = "2026-11-24T09:00:00Z";
    async function races(withRule: boolean) {
      const race = await createTestDatabase({ migrate: false });
      const env = { WAITLIST_INTERVAL_MS: "3600000" };
      const [a, b] = await Promise.all([start(race.url ?? "", env), start(race.url ?? "", env)]);
      if (!withRule) await race.db.query("ALTER TABLE products DROP CONSTRAINT products_stock_check");
      const owner = await createPerson(race.db, "owner");
      const signedIn = await fetch(`${a}/api/staff/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
      });
      const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const send = (base: string, method: string, path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method,
          headers: { "Content-Type": "application/json", Cookie: cookie, "X-Salon-Test-Now": NOW },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
      const { legal } = (await (await fetch(`${a}/api/settings`)).json()) as { legal: { version: number } };
      const saved = await send(a, "PUT", "/api/staff/settings/legal", {
        owner: "Aurora Belleza S.L.",
        nif: "B12345674",
        registry: "",
        privacyEmail: "datos@aurora.example",
        version: legal.version,
      });
      expect(saved.status).toBe(201);
      const made = await send(a, "POST", "/api/staff/products", {
        name: "Champú",
        priceCents: 1250,
        vatRate: 21,
        stock: 1,
      });
      const { product } = (await made.json()) as { product: { id: string } };
      const rounds: { sold: number; stock: number }[] = [];
      for (let round = 0; round < 8; round++) {
        await race.db.query("UPDATE products SET stock = 1 WHERE id = $1", [product.id]);
        const answers = await Promise.all(
          [a, b, a, b].map((base) =>
            send(base, "POST", "/api/staff/checkout", {
              requestKey: randomUUID(),
              products: [{ id: product.id, quantity: 1 }],
              tenders: [{ method: "cash", cents: 1250 }],
            }),
          ),
        );
        expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
        const [row] = await race.db.query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [product.id]);
        rounds.push({ sold: answers.filter((r) => r.status === 201).length, stock: Number(row?.stock) });
      }
      const numbers = await race.db.query<{ number: number }>("SELECT number FROM invoices ORDER BY number");
      const records = await race.db.query<{ position: number; previous_huella: string | null; huella: string }>(
        "SELECT position, previous_huella, huella FROM verifactu_records ORDER BY position",
      );
      for (const child of children.splice(0)) child.kill("SIGTERM");
      await race.drop();
      return { rounds, numbers: numbers.map((n) => Number(n.number)), records };
    }
    await withLogs(async () => {
      const ruled = await races(true);
      for (const r of ruled.rounds) expect(r).toEqual({ sold: 1, stock: 0 });
      // One series without gaps, one chain: each record names the one before it.
      expect(ruled.numbers).toEqual(ruled.numbers.map((_, i) => i + 1));
      expect(ruled.records.map((r) => Number(r.position))).toEqual(ruled.numbers);
      ruled.records.forEach((r, i) => expect(r.previous_huella).toBe(i === 0 ? null : ruled.records[i - 1]?.huella));
      const unruled = await races(false);
      expect(unruled.rounds.some((r) => r.sold > 1 && r.stock < 0)).toBe(true);
    });
  }, 180_000);

  test("TK-05 two processes sending the billing records to one AEAT stand-in over mutual TLS: each record is sent once, whichever process claims it", async () => {
    const certs = makeCertificates("clave-del-certificado");
    const aeat = await startAeatStub(certs);
    aeat.waitSeconds = 0;
    try {
      const race = await createTestDatabase({ migrate: false });
      const env = {
        WAITLIST_INTERVAL_MS: "3600000",
        CERTIFICATE_KEY: randomBytes(32).toString("hex"),
        VERIFACTU_URL: aeat.url,
        VERIFACTU_CA_FILE: certs.caFile,
        VERIFACTU_INTERVAL_MS: "200",
      };
      const [a, b] = await Promise.all([start(race.url ?? "", env), start(race.url ?? "", env)]);
      const owner = await createPerson(race.db, "owner");
      const signedIn = await fetch(`${a}/api/staff/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
      });
      const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const send = (base: string, method: string, path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method,
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
      const { legal } = (await (await fetch(`${a}/api/settings`)).json()) as { legal: { version: number } };
      await send(a, "PUT", "/api/staff/settings/legal", {
        owner: "Aurora Belleza S.L.",
        nif: "B12345674",
        registry: "",
        privacyEmail: "datos@aurora.example",
        version: legal.version,
      });
      const { product } = (await (
        await send(a, "POST", "/api/staff/products", { name: "Laca", priceCents: 900, vatRate: 21, stock: 100 })
      ).json()) as { product: { id: string } };
      const uploaded = await send(b, "PUT", "/api/staff/verifactu/certificate", {
        pfxBase64: certs.salonPfx.toString("base64"),
        password: "clave-del-certificado",
      });
      expect(uploaded.status).toBe(201);
      const numbers: string[] = [];
      for (let round = 0; round < 10; round++) {
        const sold = await Promise.all(
          [a, b].map((base) =>
            send(base, "POST", "/api/staff/checkout", {
              requestKey: randomUUID(),
              products: [{ id: product.id, quantity: 1 }],
              tenders: [{ method: "cash", cents: 900 }],
            }),
          ),
        );
        for (const r of sold) numbers.push(((await r.json()) as { invoice: { number: string } }).invoice.number);
      }
      // Both processes' queues run every 200 ms. The stand-in counts a send when it arrives, before the sending
      // process has stored the answer; so wait (bounded) until the stand-in has every record and every record's
      // answer is stored.
      const received = () => aeat.sends.flatMap((x) => x.records.map((r) => r.number));
      const unanswered = async () => {
        const [row] = await race.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM verifactu_records r LEFT JOIN verifactu_sends s ON s.record_id = r.id WHERE s.state IS DISTINCT FROM 'correct'",
        );
        return Number(row?.n);
      };
      for (let i = 0; i < 200 && (new Set(received()).size < numbers.length || (await unanswered()) > 0); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(new Set(received())).toEqual(new Set(numbers));
      expect(received()).toHaveLength(numbers.length);
      expect(aeat.sends.every((x) => x.valid)).toBe(true);
      expect(await unanswered()).toBe(0);
      for (const child of children.splice(0)) child.kill("SIGTERM");
      await race.drop();
    } finally {
      await aeat.close();
    }
  }, 180_000);

  test("SP-02 SP-04 two processes: a booking taken by one reaches the other's live agenda; every push is sent once, whichever process fans it out", async () => {
    const push = await startPushService();
    const race = await createTestDatabase({ migrate: false });
    try {
      await withLogs(async () => {
        const vapid = webPush.generateVAPIDKeys();
        const env = {
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          VAPID_SUBJECT: "mailto:agenda@salon.test",
          OUTBOX_INTERVAL_MS: "200",
          OUTBOX_TEST_CLOCK: "requests",
        };
        const a = await start(race.url ?? "", env);
        const b = await start(race.url ?? "", env);
        const lucia = await createPerson(race.db, "professional", { staffId: "lucia" });
        const now = { "X-Salon-Test-Now": "2026-11-24T07:00:00Z" };
        const signIn = await fetch(`${a}/api/staff/session`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...now },
          body: JSON.stringify({ email: lucia.email, password: STAFF_PASSWORD }),
        });
        const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        const device = push.device("lucia-phone");
        const subscribed = await fetch(`${a}/api/staff/account/push/subscriptions`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie, ...now },
          body: JSON.stringify(device.subscription),
        });
        expect(subscribed.status).toBe(201);

        // SP-04: A's stream, open before B takes a booking.
        const live = await fetch(`${a}/api/staff/agenda/live`, { headers: { Cookie: cookie, ...now } });
        const reader = (live.body as ReadableStream<Uint8Array>).getReader();
        let text = "";
        const readUntil = async (needle: string) => {
          const deadline = Date.now() + 5_000;
          while (!text.includes(needle) && Date.now() < deadline) {
            const chunk = await Promise.race([
              reader.read(),
              new Promise<undefined>((r) => setTimeout(() => r(undefined), deadline - Date.now())),
            ]);
            if (!chunk || chunk.done) break;
            text += new TextDecoder().decode(chunk.value);
          }
          return text.includes(needle);
        };
        expect(await readUntil("event: ready")).toBe(true);
        const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"];
        const first = await book(b, bookingBody({ date: "2026-12-02", time: times[0], staff: "lucia" }));
        expect(first.status).toBe(201);
        expect(await readUntil('data: {"day":"2026-12-02","staffId":"lucia"}')).toBe(true);
        await reader.cancel();

        // SP-02: the rest booked on both processes at once; both fan out and send.
        const rest = await Promise.all(
          times
            .slice(1)
            .map((time, i) => book(i % 2 ? a : b, bookingBody({ date: "2026-12-02", time, staff: "lucia" }))),
        );
        expect(rest.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
        for (let i = 0; i < 100 && push.received.length < times.length; i++)
          await new Promise((r) => setTimeout(r, 100));
        // Two more passes of both processes' jobs: nothing is sent twice.
        await new Promise((r) => setTimeout(r, 600));
        expect(push.refused).toEqual([]);
        expect(push.received.map((p) => p.payload.title)).toEqual(times.map(() => "Nueva cita"));
        expect(new Set(push.received.map((p) => p.payload.tag)).size).toBe(times.length);
      });
    } finally {
      for (const child of children.splice(0)) child.kill("SIGTERM");
      await push.close();
      await race.drop();
    }
  }, 120_000);
});
