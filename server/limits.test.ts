import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { clientAddress } from "./http/client-ip";
import { hashPasscode } from "./staff/passcode";
import { bookingBody, createTestDatabase, postBooking, type TestDb } from "./test/harness";

const PASSCODE = "recepcion-2026";
let t: TestDb;
let hash = "";
beforeAll(async () => {
  t = await createTestDatabase();
  hash = await hashPasscode(PASSCODE);
}, 60_000);
afterAll(async () => t?.drop());

function app(raw: Record<string, string> = {}) {
  const env = parseEnv({
    BOOKING_SECRET: "test-secret-test-secret-test-secret-000",
    STATIC_DIR: "none",
    RATE_LIMIT_REQUESTS: "100000",
    RATE_LIMIT_BOOKINGS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000",
    ...raw,
  });
  return createApp({
    db: t.db,
    env,
    clock: () => new Date("2026-11-24T07:00:00Z"),
    log: () => undefined,
    staffPasscodeHash: hash,
  });
}

function signIn(a: ReturnType<typeof app>, passcode: string, forwardedFor?: string) {
  return a.request("http://localhost/api/staff/session", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Host: "localhost",
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
    body: JSON.stringify({ passcode }),
  });
}

describe("limits hold under concurrency and behind proxies (RL-05)", () => {
  test("RL-05 50 wrong passcodes sent at once: only the allowed 5 are checked, 45 get 429", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "5" });
    const statuses = (await Promise.all(Array.from({ length: 50 }, () => signIn(a, "no-es-el-codigo")))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    // Locked out means locked out, even with the right passcode.
    expect((await signIn(a, PASSCODE)).status).toBe(429);
  });

  test("RL-05 a right passcode does not use up the address's attempts", async () => {
    const a = app({ SIGN_IN_ATTEMPTS: "2" });
    for (let i = 0; i < 5; i++) expect((await signIn(a, PASSCODE)).status).toBe(200);
    expect((await signIn(a, "mal")).status).toBe(401);
    expect((await signIn(a, "mal")).status).toBe(401);
    expect((await signIn(a, "mal")).status).toBe(429);
  });

  test("RL-05 behind TRUST_PROXY=1 a forged leftmost X-Forwarded-For entry never escapes the sign-in limit", async () => {
    const a = app({ TRUST_PROXY: "1", SIGN_IN_ATTEMPTS: "5" });
    const statuses: number[] = [];
    // The client writes a new address each time; our proxy appends the one it saw: 203.0.113.9.
    for (let i = 0; i < 12; i++) statuses.push((await signIn(a, "mal", `198.51.100.${i}, 203.0.113.9`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // Another real client (as the proxy saw it) is not affected.
    expect((await signIn(a, "mal", "203.0.113.10")).status).toBe(401);
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
