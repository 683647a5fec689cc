import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { cancel } from "./appointments/booking-service";
import { releaseHold } from "./appointments/deposits";
import { appointments } from "./appointments/repository";
import { bookingView } from "./appointments/views";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  onPostgres,
  postBooking,
  type TestDb,
  testApp,
} from "./test/harness";
import { dumpDatabase, restoreDatabase } from "./db/backup";
import { type Database, openPglite } from "./db/client";
import { migrate } from "./db/migrate";
import { seedSettingsIfEmpty } from "./db/seed";
import { portableDump, type ScriptPart, SqlScriptReader, splitSqlScript } from "./db/sql-script";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup) await fn();
});

const AGENDA =
  "SELECT reference, service_id, staff_id, starts_at, ends_at, blocked_until, status, client_name, client_email FROM bookings ORDER BY reference";

async function freshPglite(): Promise<Database> {
  const db = await openPglite(undefined);
  cleanup.push(() => db.close());
  await migrate(db);
  await seedSettingsIfEmpty(db);
  return db;
}

describe("backups (BE-11)", () => {
  test(`BE-11 bookings survive PGlite → dump → ${onPostgres ? "PostgreSQL" : "a new PGlite"} unchanged`, async () => {
    const source = await freshPglite();
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
    // AC-05: the audit log (and the accounts) survive backup and restore as they are.
    const person = await createPerson(source, "owner");
    const AUDIT =
      "SELECT id::text, at::text, tx::text, actor_id::text, actor_name, entity, entity_id, label, action, before, after FROM audit_log ORDER BY id";
    const auditBefore = await source.query(AUDIT);
    expect(auditBefore.length).toBeGreaterThan(5);

    const dump = await dumpDatabase(source);
    expect(dump).toContain("CREATE TABLE public.bookings");
    expect(portableDump(dump)).not.toMatch(/^\\|^SET transaction_timeout/m);

    const target: TestDb = await createTestDatabase({ migrate: false });
    cleanup.push(() => target.drop());
    await restoreDatabase(target.db, dump);
    expect(await target.db.query(AGENDA)).toEqual(before);
    expect(await target.db.query(AUDIT)).toEqual(auditBefore);
    expect(await target.db.query("SELECT email FROM people")).toEqual([{ email: person.email }]);
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

  test("BE-11 a backup from before the payment terms left bookings (#41) restores, and its terms move", async () => {
    // The database as it was at migration 045: the deposit, the card and Stripe's ids on `bookings`.
    const source = await openPglite(undefined);
    cleanup.push(() => source.close());
    await migrate(source, 45);
    await seedSettingsIfEmpty(source);
    const insert = (id: string, reference: string, time: string, extra: Record<string, unknown>) =>
      source.query(
        `INSERT INTO bookings (id, reference, service_id, staff_id, starts_at, ends_at, blocked_until, price_eur,
           client_name, client_email, service_name, service_minutes, ${Object.keys(extra).join(", ")})
         VALUES ($1, $2, 'maquillaje', 'lucia', $3, $3::timestamptz + interval '1 hour',
           $3::timestamptz + interval '1 hour', 45, 'Begoña', 'begona@example.com', 'Maquillaje', 60,
           ${Object.keys(extra).map((_, i) => `$${i + 4}`)})`,
        [id, reference, time, ...Object.values(extra)],
      );
    const paid = "00000000-0000-4000-8000-000000000001";
    const held = "00000000-0000-4000-8000-000000000002";
    await insert(paid, "AUR-PAID01", "2026-12-01T09:00:00Z", {
      deposit_cents: 1000,
      checkout_session_id: "cs_test_paid",
    });
    await insert(held, "AUR-HELD01", "2026-12-01T11:00:00Z", {
      payment_due_until: "2026-11-30T10:15:00Z",
      card_fee_cents: 1500,
      fee_notice_hours: 48,
      checkout_session_id: "cs_test_held",
      stripe_customer_id: "cus_test_1",
      stripe_payment_method_id: "pm_test_1",
    });
    const dump = await dumpDatabase(source);
    expect(dump).toMatch(/payment_due_until/);

    const target: TestDb = await createTestDatabase({ migrate: false });
    cleanup.push(() => target.drop());
    await restoreDatabase(target.db, dump);
    expect((await migrate(target.db))[0]).toBe(46); // and any later ones
    expect(
      await target.db.query(
        `SELECT booking_id::text, deposit_cents, card_fee_cents, fee_notice_hours, checkout_session_id,
                stripe_customer_id, stripe_payment_method_id FROM payment_terms ORDER BY booking_id`,
      ),
    ).toEqual([
      {
        booking_id: paid,
        deposit_cents: 1000,
        card_fee_cents: null,
        fee_notice_hours: null,
        checkout_session_id: "cs_test_paid",
        stripe_customer_id: null,
        stripe_payment_method_id: null,
      },
      {
        booking_id: held,
        deposit_cents: null,
        card_fee_cents: 1500,
        fee_notice_hours: 48,
        checkout_session_id: "cs_test_held",
        stripe_customer_id: "cus_test_1",
        stripe_payment_method_id: "pm_test_1",
      },
    ]);
    // The app reads them as before: the deposit paid, the hold and the card kept.
    const env = { publicUrl: "https://salon.example", bookingSecret: "s".repeat(32) };
    const paidView = bookingView((await appointments.withVisit(target.db, paid))!.booking, env);
    expect(paidView.deposit).toEqual({ amountCents: 1000, paid: true, heldUntil: null });
    const heldRecord = (await appointments.withVisit(target.db, held))!.booking;
    expect(heldRecord.heldUntil?.toISOString()).toBe("2026-11-30T10:15:00.000Z");
    expect(bookingView(heldRecord, env).card).toEqual({ feeCents: 1500, noticeHours: 48, saved: true });
    // A session's expiry still finds its appointment and gives the time back.
    expect(await releaseHold(target.db, "cs_test_held", new Date("2026-11-30T10:20:00Z"))).toBe(true);
    expect(await target.db.query("SELECT status FROM bookings WHERE id = $1", [held])).toEqual([
      { status: "cancelled" },
    ]);
  }, 120_000);
});

/** Text PostgreSQL can store: any Unicode scalar value but NUL (lone surrogates have no UTF-8 form). */
const storableText = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom("\\", "\n", "'", '"', ";", "$", "\r", "E", "\t"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    ),
  })
  .map((s) => s.replace(/\0/g, ""));

/** What a probe found breaks the old restore, and friends: always in the data. */
const NASTY = [
  "línea 1\n\\restrict abc",
  "\\unrestrict x",
  "\\.",
  "fin\n\\",
  "'); DROP TABLE bookings; --",
  "$$ dólar $tag$",
  "E'\\\\'",
  "/* no es un comentario */",
  "-- tampoco",
  "😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u{10FFFD} \u200b\u202e",
];

/** Each row's hash, taken by the database from the row's text form (the same on PGlite and PostgreSQL). */
const TABLES = Object.fromEntries(
  ["services", "staff", "time_off", "bookings", "outbox"].map((table) => [
    table,
    `SELECT md5(t::text) AS row_hash FROM ${table} t ORDER BY id`,
  ]),
);

async function snapshot(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const [table, sql] of Object.entries(TABLES)) out[table] = await db.query(sql);
  return out;
}

/** Writes `texts` into every text column a person or the salon can fill. */
async function fill(db: Database, texts: string[]) {
  const at = (i: number) => texts[i % texts.length] ?? "";
  await db.query("INSERT INTO services (id, name, minutes, price_eur) VALUES ('prueba', $1, 30, 10)", [at(0)]);
  await db.query("INSERT INTO staff (id, name, role) VALUES ('prueba', $1, $2)", [at(1), at(2)]);
  for (let i = 0; i < texts.length; i++) {
    const start = new Date(Date.UTC(2027, 0, 1 + i, 9));
    const end = new Date(start.getTime() + 3_600_000);
    await db.query("INSERT INTO time_off (staff_id, starts_at, ends_at, reason) VALUES ('lucia', $1, $2, $3)", [
      start,
      end,
      at(i),
    ]);
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO bookings (id, reference, service_id, staff_id, starts_at, ends_at, blocked_until, price_eur,
         client_name, client_phone, client_email, phone_key, email_key, idempotency_key, request_hash,
         service_name, service_minutes)
       VALUES (gen_random_uuid(), $1, 'corte', 'nuria', $2, $3, $3, 25, $4, $5, $6, $7, $8, $9, $10, $11, 60)
       RETURNING id`,
      [
        `REF-${i}-${at(i)}`,
        start,
        end,
        at(i),
        at(i + 1),
        at(i + 2),
        at(i + 3),
        at(i + 4),
        `k${i}${at(i)}`,
        at(i + 5),
        at(i + 6),
      ],
    );
    await db.query(
      "INSERT INTO outbox (booking_id, kind, send_after, last_error) VALUES ($1, 'confirmation', $2, $3)",
      [row?.id, start, at(i + 6)],
    );
  }
}

describe("a backup of the running server (RL-01)", () => {
  test("RL-01 the server keeps serving after it takes a backup: reads, bookings, a second backup", async () => {
    const db = await freshPglite();
    const { app } = testApp(db);
    expect((await postBooking(app, bookingBody({ date: "2026-12-01", time: "10:00" }))).status).toBe(201);
    const first = await dumpDatabase(db);
    expect(first).toContain("INSERT INTO public.bookings");
    const availability = await app.request("/api/availability?service=corte&date=2026-12-01", {
      headers: { "X-Salon-Test-Now": "2026-11-24T07:00:00Z" },
    });
    expect(availability.status).toBe(200);
    expect((await postBooking(app, bookingBody({ date: "2026-12-01", time: "11:00" }))).status).toBe(201);
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings"))[0]?.n).toBe(2);
    expect(await dumpDatabase(db)).toContain("INSERT INTO public.bookings");
    const [setting] = await db.query<{ standard_conforming_strings: string }>("SHOW standard_conforming_strings");
    expect(setting?.standard_conforming_strings).toBe("on");
  }, 60_000);
});

describe("backups round-trip any text (RL-02)", () => {
  test(`RL-02 random text in every text column survives backup and restore into PGlite${onPostgres ? " and PostgreSQL" : ""}`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(storableText, { minLength: 1, maxLength: 12 }), async (random) => {
        const source = await freshPglite();
        await fill(source, [...NASTY, ...random]);
        const before = await snapshot(source);
        // The hashes say something: every row of every table is there, with the nasty text in it.
        expect(before.time_off).toHaveLength(NASTY.length + random.length);
        expect(await source.query("SELECT 1 FROM time_off WHERE reason = $1", [NASTY[0]])).toHaveLength(1);
        const dump = await dumpDatabase(source);
        await source.close();

        const pglite = await openPglite(undefined);
        cleanup.push(() => pglite.close());
        await restoreDatabase(pglite, dump);
        expect(await snapshot(pglite)).toEqual(before);
        if (onPostgres) {
          const server = await createTestDatabase({ migrate: false });
          cleanup.push(() => server.drop());
          await restoreDatabase(server.db, dump);
          expect(await snapshot(server.db)).toEqual(before);
        }
      }),
      { numRuns: 3, seed: 20261123 },
    );
  }, 240_000);

  test("RL-02 the script reader keeps a backslash inside a value and drops only real meta-commands", () => {
    const sql = [
      "\\restrict abc",
      "SET transaction_timeout = 0;",
      "INSERT INTO t VALUES ('a",
      "\\b; c'), (E'x\\'",
      "\\y');",
      "CREATE FUNCTION f() RETURNS text AS $$ SELECT ';",
      "\\z' $$ LANGUAGE sql;",
      "-- a comment; with 'quote",
      "\\unrestrict abc",
      "",
    ].join("\n");
    const parts = splitSqlScript(sql);
    expect(parts.filter((p) => p.kind === "meta").map((p) => p.text)).toEqual(["\\restrict abc", "\\unrestrict abc"]);
    const script = portableDump(sql);
    expect(script).toContain("'a\n\\b; c'");
    expect(script).toContain("E'x\\'\n\\y'");
    expect(script).toContain("';\n\\z'");
    expect(script).not.toMatch(/transaction_timeout|restrict/);
    // With standard_conforming_strings off, '…' reads backslash escapes (as the PGlite dump is written).
    const legacy = splitSqlScript("SET standard_conforming_strings = off;\nINSERT INTO t VALUES ('a\\';\n\\b');\n");
    expect(legacy.map((p) => p.kind)).toEqual(["statement", "statement"]);
    expect(legacy[1]?.text).toContain("'a\\';\n\\b'");
  });

  test("RL-13 the script read in pieces, cut anywhere, gives the same statements as read whole", () => {
    const sql = [
      "\\restrict abc",
      "SET standard_conforming_strings = off;",
      "INSERT INTO t VALUES ('a\\';\n\\b'), ('it''s; fine');",
      "SET standard_conforming_strings = on;",
      "INSERT INTO t VALUES (E'x\\'\n\\y', 'z\\');",
      "CREATE FUNCTION f() RETURNS text AS $body$ SELECT ';' $body$ LANGUAGE sql;",
      "/* a; /* nested; */ comment */ SELECT 1;",
      '-- a comment; with \'quote\nSELECT "a;""b" FROM t;',
      "\\unrestrict abc",
      "SELECT 2",
    ].join("\n");
    const whole = splitSqlScript(sql);
    expect(whole.map((p) => p.kind)).toEqual(["meta", ...Array<"statement">(7).fill("statement"), "meta", "statement"]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: sql.length - 1 }), { maxLength: 12 }), (cuts) => {
        const reader = new SqlScriptReader();
        const parts: ScriptPart[] = [];
        let from = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          parts.push(...reader.push(sql.slice(from, cut)));
          from = cut;
        }
        parts.push(...reader.push(sql.slice(from)), ...reader.end());
        expect(parts).toEqual(whole);
      }),
      { numRuns: 500, seed: 20261124 },
    );
  });

  test("RL-02 a restore that fails part-way stores nothing", async () => {
    const source = await freshPglite();
    const dump = await dumpDatabase(source);
    const broken = dump.replace(
      /(INSERT INTO public\.staff [^\n]*\n)/,
      "$1INSERT INTO public.staff VALUES (syntax error;\n",
    );
    const target = await openPglite(undefined);
    cleanup.push(() => target.close());
    await expect(restoreDatabase(target, broken)).rejects.toThrow(/syntax error/);
    const [tables] = await target.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables?.n).toBe(0);
    // …so the same target takes the good dump afterwards.
    await restoreDatabase(target, dump);
    expect((await target.query("SELECT id FROM staff")).length).toBeGreaterThan(0);
  }, 60_000);
});

const cli = new URL("./db/backup-cli.ts", import.meta.url).pathname;
function runCli(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, [cli, ...args], { env, encoding: "utf8", timeout: 120_000 });
}

describe.skipIf(onPostgres)("db:backup and db:restore as commands (BE-11, RL-01, RL-02)", () => {
  test("RL-02 db:restore of a broken file exits non-zero and restores nothing; a good one round-trips", async () => {
    // A database on disk with a value holding a newline followed by a backslash.
    const dir = mkdtempSync(join(tmpdir(), "salon-cli-"));
    const db = await openPglite(dir);
    await migrate(db);
    await seedSettingsIfEmpty(db);
    await db.query("INSERT INTO time_off (staff_id, starts_at, ends_at, reason) VALUES (NULL, $1, $2, $3)", [
      new Date("2027-01-01T09:00:00Z"),
      new Date("2027-01-01T10:00:00Z"),
      "Cerrado\n\\por inventario",
    ]);
    await db.close();
    const file = join(dir, "copia.sql");
    const backup = runCli(["backup", file], dir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`written to ${file}`);

    const empty = mkdtempSync(join(tmpdir(), "salon-cli-"));
    const restored = runCli(["restore", file], empty);
    expect(restored.status, restored.stderr).toBe(0);
    const check = await openPglite(empty);
    expect(await check.query("SELECT reason FROM time_off")).toEqual([{ reason: "Cerrado\n\\por inventario" }]);
    await check.close();

    const bad = join(dir, "rota.sql");
    writeFileSync(
      bad,
      readFileSync(file, "utf8").replace("CREATE TABLE public.bookings", "CREATE TABLA public.bookings"),
    );
    const other = mkdtempSync(join(tmpdir(), "salon-cli-"));
    const failed = runCli(["restore", bad], other);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/db:restore failed: .*syntax error/);
    const after = await openPglite(other);
    expect(await after.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).toEqual(
      [],
    );
    await after.close();
  }, 180_000);

  test("RL-13 db:restore streams: a 100 MB dump restores with every process under 500 MB", async () => {
    // Before: the whole file read into one string, split into an array, and PostgreSQL's WASM compiled
    // twice over (TurboFan) while the schema's first statements ran; a fresh data folder's initdb ran
    // in the same process. A 100 MB dump peaked at ~1.3 GB.
    const dir = mkdtempSync(join(tmpdir(), "salon-cli-"));
    const db = await openPglite(dir);
    await migrate(db);
    await seedSettingsIfEmpty(db);
    await db.close();
    const seed = join(dir, "seed.sql");
    expect(runCli(["backup", seed], dir).status).toBe(0);
    // 100 MB of audit rows (what years of a salon's log weigh), written into the dump after its own.
    const dump = readFileSync(seed, "utf8");
    const at = dump.indexOf("\n", dump.lastIndexOf("INSERT INTO public.audit_log"));
    const file = join(dir, "grande.sql");
    const out = createWriteStream(file);
    out.write(dump.slice(0, at + 1));
    let bytes = 0;
    let rows = 0;
    const padding = "x".repeat(300);
    while (bytes < 100 * 1024 * 1024) {
      const id = 1_000_000 + rows++;
      const line = `INSERT INTO public.audit_log VALUES (${id}, '2026-11-25 00:06:42.836+00', 753, NULL, 'Recepción', 'bookings', 'b${id}', 'AUR-${id}', 'update', '{"status": "confirmed", "client_name": "Begoña O''Ñúñez"}', '{"status": "cancelled", "padding": "${padding}"}');\n`;
      bytes += Buffer.byteLength(line);
      if (!out.write(line)) await new Promise<void>((r) => out.once("drain", () => r()));
    }
    out.end(dump.slice(at + 1));
    await new Promise<void>((r) => out.once("finish", () => r()));

    const target = mkdtempSync(join(tmpdir(), "salon-cli-"));
    // Each process (the command and the one it starts) says its peak resident size as it exits: VmHWM,
    // its own memory's high-water mark (getrusage's maxrss would carry over the forking process's).
    const peak = `data:text/javascript,import { readFileSync } from "node:fs";
process.on("exit", () => console.error("peak-rss-kb", /VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]));`;
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target };
    delete env.DATABASE_URL;
    const restored = spawnSync(process.execPath, ["--import", peak, cli, "restore", file], {
      env,
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(restored.status, restored.stderr).toBe(0);
    const peaks = [...restored.stderr.matchAll(/peak-rss-kb (\d+)/g)].map((m) => Number(m[1]) / 1024);
    expect(peaks.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...peaks), restored.stderr).toBeLessThan(500);
    const check = await openPglite(target);
    const [count] = await check.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE id >= 1000000");
    expect(count?.n).toBe(rows);
    await check.close();
  }, 300_000);

  test("RL-01 db:backup of a running server's DATA_DIR goes through the server; db:restore there is refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-cli-"));
    const server = spawn(process.execPath, [new URL("./test/open-data-dir.ts", import.meta.url).pathname, dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    cleanup.push(async () => void server.kill("SIGKILL"));
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on("data", (chunk: Buffer) => (chunk.toString().startsWith("ready") ? resolve() : reject()));
    });
    const file = join(dir, "en-marcha.sql");
    const backup = runCli(["backup", file], dir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`the running server (pid ${server.pid}`);
    expect(readFileSync(file, "utf8")).toContain(`INSERT INTO public.probe VALUES (${server.pid}`);
    // The server never stopped serving: the lock is still its own.
    expect(server.exitCode).toBeNull();

    const restore = runCli(["restore", file], dir);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain(`in use by another salon server (pid ${server.pid}`);
    server.kill("SIGTERM");
  }, 180_000);
});
