import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { clientAddress } from "./http/client-ip";
import type { Person } from "./people/repository";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  postBooking,
  STAFF_PASSWORD,
  type TestDb,
} from "./test/harness";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

function app(raw: Record<string, string> = {}, clock = () => new Date("2026-11-24T07:00:00Z")) {
  const env = parseEnv({
    BOOKING_SECRET: "test-secret-test-secret-test-secret-000",
    STATIC_DIR: "none",
    RATE_LIMIT_REQUESTS: "100000",
    RATE_LIMIT_BOOKINGS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000",
    TRUST_PROXY: "1",
    ...raw,
  });
  return createApp({ db: t.db, env, clock, log: () => undefined });
}

/** The counts live in the database, shared by the tests of this file: each test has its own address and accounts. */
function signIn(a: ReturnType<typeof app>, who: Pick<Person, "email">, password: string, forwardedFor: string) {
  return a.request("http://localhost/api/staff/session", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ email: who.email, password }),
  });
}

describe("limits hold under concurrency and behind proxies (RL-05, AC-03)", () => {
  test("RL-05 50 wrong passwords sent at once: only the allowed 5 are checked, 45 get 429", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "5" });
    const who = await createPerson(t.db, "reception");
    const statuses = (
      await Promise.all(Array.from({ length: 50 }, () => signIn(a, who, "no-es-la-clave", "192.0.2.1")))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    // Locked out means locked out, even with the right password.
    expect((await signIn(a, who, STAFF_PASSWORD, "192.0.2.1")).status).toBe(429);
  });

  test("RL-05 a right password does not use up the attempts", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "2" });
    const who = await createPerson(t.db, "reception");
    for (let i = 0; i < 5; i++) expect((await signIn(a, who, STAFF_PASSWORD, "192.0.2.2")).status).toBe(200);
    expect((await signIn(a, who, "mal-mal-mal", "192.0.2.2")).status).toBe(401);
    expect((await signIn(a, who, "mal-mal-mal", "192.0.2.2")).status).toBe(401);
    expect((await signIn(a, who, "mal-mal-mal", "192.0.2.2")).status).toBe(429);
  });

  test("RL-10 AC-03 one address guessing cannot keep an account locked for its owner elsewhere", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "5" });
    const who = await createPerson(t.db, "owner");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(a, who, "mal-mal-mal", "198.18.0.1")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The owner, from her own address, signs in.
    expect((await signIn(a, who, STAFF_PASSWORD, "198.18.9.9")).status).toBe(200);
  });

  test("RL-10 AC-03 many addresses guessing one password stop at the account's ceiling (10 × the limit)", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "2" });
    const who = await createPerson(t.db, "owner");
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await signIn(a, who, "mal-mal-mal", `198.19.0.${i}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await (await signIn(a, who, STAFF_PASSWORD, "198.19.1.1")).json()).toMatchObject({
      error: "rate_limited",
      message: expect.stringContaining("Demasiados intentos"),
    });
  });

  test("RL-10 a refused sign-in writes no attempt row, and rows are removed once their window has passed", async () => {
    let now = new Date("2026-11-24T07:00:00Z");
    const a = app({ SIGN_IN_ATTEMPTS: "3", SIGN_IN_WINDOW_SECONDS: "900" }, () => now);
    const rows = async (like: string) =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sign_in_attempts WHERE key LIKE $1", [like]))[0]
        ?.n ?? 0;
    for (let i = 0; i < 3; i++) await signIn(a, { email: `relleno${i}@salon.test` }, "mal-mal-mal", "203.0.113.77");
    // The address is used up: ten new accounts are refused and leave nothing behind.
    for (let i = 0; i < 10; i++)
      expect((await signIn(a, { email: `inventada${i}@salon.test` }, "mal-mal-mal", "203.0.113.77")).status).toBe(429);
    expect(await rows("%inventada%")).toBe(0);
    expect(await rows("%relleno%")).toBe(6);
    // After the window, the next attempt (from anyone) clears the old rows.
    now = new Date(now.getTime() + 901_000);
    await signIn(a, { email: "otra-persona@salon.test" }, "mal-mal-mal", "203.0.113.78");
    expect(await rows("%relleno%")).toBe(0);
    expect(await rows("%203.0.113.77%")).toBe(0);
  });

  test("AC-03 sign-in is limited per address: guessing across many accounts stops too", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "5" });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn(a, { email: `persona${i}@salon.test` }, "mal-mal-mal", "192.0.2.7")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another address and another account are unaffected.
    expect((await signIn(a, { email: "otra@salon.test" }, "mal-mal-mal", "192.0.2.8")).status).toBe(401);
  });

  test("RL-05 behind TRUST_PROXY=1 a forged leftmost X-Forwarded-For entry never escapes the sign-in limit", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "5" });
    const statuses: number[] = [];
    // The client writes a new address (and account) each time; our proxy appends the one it saw: 203.0.113.9.
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await signIn(a, { email: `p${i}@salon.test` }, "mal-mal-mal", `198.51.100.${i}, 203.0.113.9`)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // Another real client (as the proxy saw it) is not affected.
    expect((await signIn(a, { email: "q@salon.test" }, "mal-mal-mal", "203.0.113.10")).status).toBe(401);
  });

  test("RL-05 behind TRUST_PROXY=1 a forged X-Forwarded-For never escapes the booking limit", async () => {
    const a = app({ TRUST_PROXY: "1", RATE_LIMIT_BOOKINGS: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await postBooking(a, bookingBody({ date: "2026-12-09", time: `1${i}:00` }), {
            headers: { "X-Forwarded-For": `192.0.2.${i}, 203.0.113.20` },
          })
        ).status,
      );
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  test("RL-05 the client is the n-th X-Forwarded-For entry from the right; anything short or malformed is the socket's", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.5", 2)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "203.0.113.9", 2)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "6.6.6.6, not-an-ip", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "2001:db8::1", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.2", "6.6.6.6", 0)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});
