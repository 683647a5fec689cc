/**
 * A booking in named steps (#41): the registered steps run in order before, inside and after the
 * booking's transaction; a step refusing inside it leaves nothing stored; a step refusing after the
 * commit is her answer. On PGlite, and on PostgreSQL in `npm run test:postgres`.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSettingsStore } from "../settings";
import { createTestDatabase, type TestDb } from "../test/harness";
import { type BookingStep, placeBooking, type PlaceRequest, StepRefused } from "./place-booking";

let t: TestDb;
const NOW = new Date("2026-11-24T07:00:00Z");
const env = { publicUrl: "https://salon.test", bookingSecret: "test-secret-test-secret-test-secret-000" };
let counter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

async function request(overrides: Partial<PlaceRequest> = {}): Promise<PlaceRequest> {
  const settings = await createSettingsStore(t.db, () => NOW).current();
  const service = settings.services.find((s) => s.id === "corte");
  if (!service) throw new Error("seed: corte");
  counter++;
  return {
    settings,
    service,
    extras: [],
    date: "2026-12-01",
    time: "10:00",
    staffId: "lucia",
    name: "Ana López",
    phone: `+34 60000${String(counter).padStart(4, "0")}`,
    email: `paso${counter}@example.com`,
    idempotencyKey: `place-booking-test-${counter}-0000`,
    messageChannel: null,
    source: "web",
    ...overrides,
  };
}

const count = async (email: string) =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE client_email = $1", [email]))[0]?.n;

describe("placeBooking's steps (#41)", () => {
  test("the steps run in order: prepare before, inTransaction with the booking, afterCommit adds to her answer", async () => {
    const calls: string[] = [];
    const step = (name: string): BookingStep => ({
      async prepare() {
        calls.push(`${name}:prepare`);
        return undefined;
      },
      async inTransaction(tx, booking) {
        const [row] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE id = $1", [
          booking.id,
        ]);
        calls.push(`${name}:inTransaction:${row?.n}`);
      },
      async afterCommit(booking) {
        calls.push(`${name}:afterCommit`);
        return { reference: `${booking.reference}` };
      },
    });
    const r = await request({ time: "11:00" });
    const placed = await placeBooking({ db: t.db, env }, r, [step("a"), step("b")], NOW);
    expect(placed.ok).toBe(true);
    expect(calls).toEqual([
      "a:prepare",
      "b:prepare",
      "a:inTransaction:1",
      "b:inTransaction:1",
      "a:afterCommit",
      "b:afterCommit",
    ]);
    expect(await count(r.email)).toBe(1);
  });

  test("a step refusing inside the transaction: her refusal, and nothing of the booking (nor its mail) is kept", async () => {
    const r = await request({ time: "12:00" });
    const refusing: BookingStep = {
      async inTransaction() {
        throw new StepRefused({ status: 409, code: "gift_spent" });
      },
    };
    const placed = await placeBooking({ db: t.db, env }, r, [refusing], NOW);
    expect(placed).toEqual({ ok: false, refusal: { status: 409, code: "gift_spent" } });
    expect(await count(r.email)).toBe(0);
    const mail = await t.db.query(
      "SELECT 1 FROM outbox o JOIN bookings b ON b.id = o.booking_id WHERE b.client_email = $1",
      [r.email],
    );
    expect(mail).toHaveLength(0);
  });

  test("a step refusing before: nothing is booked; a refusal after the commit is her answer", async () => {
    const before = await request({ time: "13:00" });
    const placedBefore = await placeBooking(
      { db: t.db, env },
      before,
      [{ prepare: async () => ({ status: 422, code: "validation", fields: { giftCode: "Ese código ha caducado." } }) }],
      NOW,
    );
    expect(placedBefore).toMatchObject({
      ok: false,
      refusal: { status: 422, fields: { giftCode: expect.any(String) } },
    });
    expect(await count(before.email)).toBe(0);

    const after = await request({ time: "10:00" });
    const placedAfter = await placeBooking(
      { db: t.db, env },
      after,
      [{ afterCommit: async () => ({ status: 503, code: "payments_unavailable" }) }],
      NOW,
    );
    expect(placedAfter).toEqual({ ok: false, refusal: { status: 503, code: "payments_unavailable" } });
  });

  test("the booking's own refusals come as refusals: the same time again is 409", async () => {
    const first = await request({ time: "13:00" });
    expect((await placeBooking({ db: t.db, env }, first, [], NOW)).ok).toBe(true);
    const second = await request({ time: "13:00" });
    expect(await placeBooking({ db: t.db, env }, second, [], NOW)).toEqual({
      ok: false,
      refusal: { status: 409, code: "slot_taken" },
    });
  });
});
