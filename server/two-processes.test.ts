/**
 * BE-04 across processes: two real server processes (the built bundle) start
 * together on one fresh PostgreSQL database — migrations under the advisory
 * lock — and take the same race. Runs in `npm run test:postgres`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import { bookingBody, createTestDatabase, onPostgres, type TestDb } from "./test/harness";

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

async function start(url: string): Promise<string> {
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
  test("BE-04 two processes started together: one migration, one 201 of 50, and k × 201 for 'Sin preferencia'", async () => {
    t = await createTestDatabase({ migrate: false });
    const db = t.db;
    const url = t.url ?? "";
    await withLogs(async () => {
      const [a, b] = await Promise.all([start(url), start(url)]);
      const [applied] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      expect(applied?.n).toBe(1);

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
});
