/**
 * PY-07 and PY-08 on the server, on both engines (`npm run test:postgres` runs it on PostgreSQL): one
 * ledger. A gift card's euros and a bono's sessions are what the ledger's rows say, and only that; a
 * cancellation within the policy gives back what a code paid, once; 'Deshacer' undoes it; a replay
 * answers as the original. A property test runs random lives of bookings paid with codes through the
 * real routes and checks every sum after each step.
 */
import fc from "fast-check";
import { stubEnv } from "../test/provider-stubs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signToken } from "../appointments/tokens";
import { fulfilGift } from "../gifts/service";
import type { PhoneMessage } from "../notifications/channels/phone-message";
import { drainOutbox } from "../notifications/outbox-worker";
import { renderers } from "../outbox-renderers";
import {
  bookingBody,
  createTestDatabase,
  mailsSentAt,
  postBooking,
  signIn,
  staffTestApp,
  type TestDb,
} from "../test/harness";

const SECRET = "test-secret-test-secret-test-secret-000";
let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
const now = new Date("2026-11-24T07:00:00Z");
let prices: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  // MS-06: WhatsApp configured (a closed port: this file's messages go through its own senders).
  ({ app, cookie } = await staffTestApp(t.db, stubEnv(), () => now));
  await t.db.query(
    `INSERT INTO gift_products (id, kind, name, service_id, sessions, amount_cents, price_cents, valid_months) VALUES
       ('tarjeta-60', 'gift', 'Tarjeta regalo 60 €', NULL, NULL, 6000, 6000, 12),
       ('bono-corte', 'bono', 'Bono 3 cortes', 'corte', 3, NULL, 6500, 12)`,
  );
  prices = Object.fromEntries(
    (await t.db.query<{ id: string; price: number }>("SELECT id, price_eur AS price FROM services")).map((s) => [
      s.id,
      s.price,
    ]),
  );
}, 60_000);
afterAll(async () => t?.drop());

/** A code sold as the webhook sells it: issued empty, its sale's ledger row giving it its value. */
async function sell(product: "tarjeta-60" | "bono-corte") {
  const code = await t.db.transaction((tx) =>
    fulfilGift(
      tx,
      {
        id: `cs_test_${randomUUID()}`,
        mode: "payment",
        paid: true,
        amountCents: product === "bono-corte" ? 6500 : 6000,
        paymentId: `pi_test_${randomUUID()}`,
        customerId: null,
        customerEmail: "compra@example.com",
        setupId: null,
        metadata: { gift_product: product, buyer_name: "Marta", buyer_email: "compra@example.com" },
        reference: null,
      },
      now,
    ),
  );
  if (!code) throw new Error("not issued");
  return code.code;
}

const codeNow = async (code: string) =>
  (
    await t.db.query<{ balance_cents: number | null; sessions_left: number | null }>(
      "SELECT balance_cents, sessions_left FROM gift_codes WHERE code = $1",
      [code],
    )
  )[0];

const desk = (path: string, body: unknown) =>
  app.request(`http://localhost/api/staff${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    body: JSON.stringify(body),
  });
const cancelOnline = (id: string) =>
  app.request("/api/appointments/cancel", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: signToken(SECRET, "manage", id) }),
  });

let slot = 0;
/** A free weekday time of its own (one per call), `daysAhead` from the test's Monday. */
function nextSlot(daysAhead: number, staff: "lucia" | "elena" = "lucia") {
  slot++;
  const weekdays: string[] = [];
  for (let d = now.getTime() + daysAhead * 86_400_000; weekdays.length < 40; d += 86_400_000)
    if (![0, 6].includes(new Date(d).getUTCDay())) weekdays.push(new Date(d).toISOString().slice(0, 10));
  // Morning shifts (Lucía's haircuts, Elena's facials), two hours apart: a facial and its clean-up fit.
  const times = ["09:00", "11:00", "13:00"];
  return {
    date: weekdays[Math.floor(slot / times.length) % weekdays.length] ?? "",
    time: times[slot % times.length] ?? "",
    staff,
  };
}

/** Every code's balance and sessions are the sum of its ledger rows, never below 0; each row reversed at most once. */
async function expectLedgerHolds() {
  const drift = await t.db.query(
    `SELECT g.code FROM gift_codes g
       LEFT JOIN (SELECT gift_code, sum(code_cents) AS cents, sum(code_sessions) AS sessions FROM payments
                  WHERE gift_code IS NOT NULL GROUP BY gift_code) l ON l.gift_code = g.code
     WHERE COALESCE(g.balance_cents, 0) <> COALESCE(l.cents, 0) OR COALESCE(g.sessions_left, 0) <> COALESCE(l.sessions, 0)
        OR g.balance_cents < 0 OR g.sessions_left < 0`,
  );
  expect(drift).toEqual([]);
  const twice = await t.db.query(
    `SELECT reverses FROM payments WHERE reverses IS NOT NULL AND status NOT IN ('failed', 'undone')
     GROUP BY reverses HAVING count(*) > 1`,
  );
  expect(twice).toEqual([]);
  // A cancelled appointment keeps no more of a code than it spent; a live one has spent at most once.
  const wrong = await t.db.query(
    `SELECT b.id, b.status, sum(p.code_cents) AS cents, sum(p.code_sessions) AS sessions FROM bookings b
       JOIN payments p ON p.booking_id = b.id AND p.gift_code IS NOT NULL
     GROUP BY b.id, b.status
     HAVING sum(p.code_cents) > 0 OR sum(p.code_sessions) > 0 OR sum(p.code_sessions) < -1
        OR (b.status <> 'cancelled' AND sum(p.code_sessions) = 0 AND sum(p.code_cents) = 0)`,
  );
  expect(wrong).toEqual([]);
}

describe("one ledger (PY-07, PY-08)", () => {
  test("PY-07 a code's value is its ledger's: it is issued empty, its sale gives it its value, and no other write may change it", async () => {
    const card = await sell("tarjeta-60");
    expect(await codeNow(card)).toEqual({ balance_cents: 6000, sessions_left: null });
    const rows = await t.db.query<{ kind: string; amount_cents: number; code_cents: number }>(
      "SELECT kind, amount_cents, code_cents FROM payments WHERE gift_code = $1",
      [card],
    );
    expect(rows).toEqual([{ kind: "sale", amount_cents: 6000, code_cents: 6000 }]);
    await expect(
      t.db.query("UPDATE gift_codes SET balance_cents = 9999 WHERE code = $1", [card]),
    ).rejects.toMatchObject({ code: "23514" });
    await expect(
      t.db.query(
        `INSERT INTO gift_codes (code, product_id, kind, balance_cents, expires_at, paid_cents, created_at)
         VALUES ('REGALO-ZZZZ-ZZZZ', 'tarjeta-60', 'gift', 5000, now() + interval '1 year', 0, now())`,
      ),
    ).rejects.toMatchObject({ code: "23514" });
    // Ledger rows are history: not changed, not deleted.
    await expect(t.db.query("UPDATE payments SET amount_cents = 1 WHERE gift_code = $1", [card])).rejects.toMatchObject(
      {
        code: "23514",
      },
    );
    await expect(t.db.query("DELETE FROM payments WHERE gift_code = $1", [card])).rejects.toMatchObject({
      code: "23514",
    });
    expect(await codeNow(card)).toEqual({ balance_cents: 6000, sessions_left: null });
  });

  test("PY-08 cancelled on /cita within the policy, a gift card gets back its euros and a bono its session, once", async () => {
    const card = await sell("tarjeta-60");
    const bono = await sell("bono-corte");
    const facial = await postBooking(app, bookingBody({ service: "facial", ...nextSlot(7, "elena"), giftCode: card }));
    expect(facial.status, await facial.clone().text()).toBe(201);
    const haircut = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(11), giftCode: bono }));
    expect(haircut.status, await haircut.clone().text()).toBe(201);
    expect(await codeNow(card)).toEqual({ balance_cents: 6000 - (prices.facial ?? 0) * 100, sessions_left: null });
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 2 });

    for (const booked of [facial, haircut]) {
      const { id } = (await booked.json()) as { id: string };
      expect((await cancelOnline(id)).status).toBe(200);
      expect((await cancelOnline(id)).status).toBe(409);
    }
    expect(await codeNow(card)).toEqual({ balance_cents: 6000, sessions_left: null });
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 3 });
    await expectLedgerHolds();
  });

  test("PY-08 the desk cancelling outside the policy keeps what the code paid; within it, gives it back, and 'Deshacer' spends it again", async () => {
    const bono = await sell("bono-corte");
    // Today at 17:00: inside the 24 h notice.
    const today = await postBooking(
      app,
      bookingBody({ service: "corte", date: "2026-11-24", time: "17:00", staff: "carmen", giftCode: bono }),
    );
    expect(today.status, await today.clone().text()).toBe(201);
    const late = (await today.json()) as { id: string };
    expect((await desk(`/appointments/${late.id}/status`, { status: "cancelled" })).status).toBe(200);
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 2 });

    const ahead = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(9), giftCode: bono }));
    const { id } = (await ahead.json()) as { id: string };
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 1 });
    const cancelled = await desk(`/appointments/${id}/status`, { status: "cancelled" });
    const { change } = (await cancelled.json()) as { change: string };
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 2 });
    expect((await desk(`/appointments/${id}/undo`, { change })).status).toBe(200);
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 1 });
    const kinds = await t.db.query<{ kind: string; code_sessions: number; reason: string | null }>(
      "SELECT kind, code_sessions, reason FROM payments WHERE booking_id = $1 ORDER BY id",
      [id],
    );
    expect(kinds).toEqual([
      { kind: "visit", code_sessions: -1, reason: null },
      { kind: "restore", code_sessions: 1, reason: "cancelled" },
      { kind: "visit", code_sessions: -1, reason: "undone" },
    ]);
    await expectLedgerHolds();
  });

  test("PY-08 a cancel's 'Deshacer' is refused, and changes nothing, when the session it gave back was spent meanwhile", async () => {
    const bono = await sell("bono-corte");
    const first = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(12), giftCode: bono }));
    const second = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(12), giftCode: bono }));
    const third = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(12), giftCode: bono }));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const { id } = (await first.json()) as { id: string };
    const { change } = (await (await desk(`/appointments/${id}/status`, { status: "cancelled" })).json()) as {
      change: string;
    };
    // Its session is spent at once by another booking.
    const fourth = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(12), giftCode: bono }));
    expect(fourth.status).toBe(201);
    const undo = await desk(`/appointments/${id}/undo`, { change });
    expect(undo.status).toBe(422);
    expect(((await undo.json()) as { message: string }).message).toMatch(/bono o la tarjeta regalo se ha usado/);
    const [row] = await t.db.query<{ status: string }>("SELECT status FROM bookings WHERE id = $1", [id]);
    expect(row?.status).toBe("cancelled");
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 0 });
    await expectLedgerHolds();
  });

  test("PY-08 replaying a booking that spent a bono's last session answers as the original", async () => {
    const bono = await sell("bono-corte");
    for (let i = 0; i < 2; i++)
      expect((await postBooking(app, bookingBody({ service: "corte", ...nextSlot(14), giftCode: bono }))).status).toBe(
        201,
      );
    const body = bookingBody({ service: "corte", ...nextSlot(14), giftCode: bono });
    const key = randomUUID();
    const original = await postBooking(app, body, { key });
    expect(original.status).toBe(201);
    const again = await postBooking(app, body, { key });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(((await original.json()) as { id: string }).id);
    expect(await codeNow(bono)).toEqual({ balance_cents: null, sessions_left: 0 });
  });

  test("PY-07 random lives of bookings paid with codes — book, replay, cancel online or at the desk, undo, pay at the desk — keep every sum", async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("book" as const),
        service: fc.constantFrom("corte", "facial"),
        code: fc.nat(2),
        days: fc.constantFrom(0, 3, 10),
      }),
      fc.record({
        kind: fc.constantFrom("replay" as const, "cancel" as const, "desk" as const, "undo" as const, "pay" as const),
        which: fc.nat(20),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 12 }), async (ops) => {
        const codes = [await sell("tarjeta-60"), await sell("bono-corte")];
        const made: { id: string; body: unknown; key: string; change?: string }[] = [];
        for (const o of ops) {
          if (o.kind === "book") {
            const code = o.code < codes.length ? codes[o.code] : undefined;
            const body = bookingBody({
              service: o.service,
              ...nextSlot(o.days, o.service === "facial" ? "elena" : "lucia"),
              ...(code ? { giftCode: code } : {}),
            });
            const key = randomUUID();
            const res = await postBooking(app, body, { key });
            expect([201, 409, 422]).toContain(res.status);
            if (res.status === 201) made.push({ id: ((await res.json()) as { id: string }).id, body, key });
          } else {
            const b = made[o.which % Math.max(made.length, 1)];
            if (!b) continue;
            if (o.kind === "replay") {
              const res = await postBooking(app, b.body, { key: b.key });
              expect(res.status).toBe(200);
              expect(((await res.json()) as { id: string }).id).toBe(b.id);
            } else if (o.kind === "cancel") {
              expect([200, 409]).toContain((await cancelOnline(b.id)).status);
            } else if (o.kind === "desk") {
              const res = await desk(`/appointments/${b.id}/status`, { status: "cancelled" });
              if (res.status === 200) b.change = ((await res.json()) as { change: string }).change;
            } else if (o.kind === "undo" && b.change) {
              expect([200, 409, 422]).toContain(
                (await desk(`/appointments/${b.id}/undo`, { change: b.change })).status,
              );
              delete b.change;
            } else if (o.kind === "pay") {
              expect([201, 409]).toContain(
                (await desk(`/appointments/${b.id}/payments`, { method: "cash", amountCents: 500 })).status,
              );
            }
          }
          await expectLedgerHolds();
        }
      }),
      { numRuns: 30, seed: 4207 },
    );
  }, 180_000);
});

describe("the desk's payments (PY-12)", () => {
  test("PY-12 one click is one payment: the same form key twice records it once; a void with its reason reverses it once; a professional cannot void", async () => {
    const booked = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(5) }));
    const { id } = (await booked.json()) as { id: string };
    const collected = async () => {
      const res = await app.request("http://localhost/api/staff/reports?from=2026-11-24&to=2027-01-31", {
        headers: { Host: "localhost", Cookie: cookie },
      });
      return ((await res.json()) as { salon: { current: { collectedCents: number } } }).salon.current.collectedCents;
    };
    const before = await collected();
    const requestKey = randomUUID();
    const twice = await Promise.all(
      [0, 1].map(() => desk(`/appointments/${id}/payments`, { method: "cash", amountCents: 2500, requestKey })),
    );
    expect(twice.map((r) => r.status)).toEqual([201, 201]);
    const visits = () =>
      t.db.query<{ id: string; kind: string; amount_cents: number; reason: string | null; reverses: string | null }>(
        "SELECT id::text, kind, amount_cents, reason, reverses::text FROM payments WHERE booking_id = $1 ORDER BY id",
        [id],
      );
    const [cash] = await visits();
    expect((await visits()).map((p) => [p.kind, p.amount_cents])).toEqual([["visit", 2500]]);

    const empty = await desk(`/appointments/${id}/payments/${cash?.id}/void`, { reason: " " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.reason).toMatch(/por qué se anula/);
    const { person } = await staffTestApp(t.db, {}, () => now, "professional");
    const professional = await signIn(app, person);
    const refused = await app.request(`http://localhost/api/staff/appointments/${id}/payments/${cash?.id}/void`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: professional },
      body: JSON.stringify({ reason: "me equivoqué" }),
    });
    expect(refused.status).toBe(403);

    const voids = await Promise.all(
      [0, 1].map(() => desk(`/appointments/${id}/payments/${cash?.id}/void`, { reason: "cobrado a otra clienta" })),
    );
    expect(voids.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await visits()).map((p) => [p.kind, p.amount_cents, p.reason, p.reverses])).toEqual([
      ["visit", 2500, null, null],
      ["void", 2500, "cobrado a otra clienta", cash?.id],
    ]);
    // Recorded again, with a new key: the visit is paid once more.
    expect(
      (await desk(`/appointments/${id}/payments`, { method: "bizum", amountCents: 2500, requestKey: randomUUID() }))
        .status,
    ).toBe(201);
    expect(await visits()).toHaveLength(3);
    // The report's 'Cobrado' counts the voided payment out: 25 € collected for this visit, not 75 €.
    expect((await collected()) - before).toBe(2500);
  });
});

describe("the client is told about her money (PY-11)", () => {
  test("PY-11 the quote says what a code pays and what is left before she books; her emails say what she paid and what went back", async () => {
    const card = await sell("tarjeta-60");
    const quote = await app.request("/api/gifts/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: card.toLowerCase(), service: "facial" }),
    });
    expect(await quote.json()).toEqual({
      kind: "gift",
      coversCents: (prices.facial ?? 0) * 100,
      priceCents: (prices.facial ?? 0) * 100,
      sessionsLeftAfter: null,
      balanceLeftAfterCents: 6000 - (prices.facial ?? 0) * 100,
      depositCents: 0,
    });
    const unknown = await app.request("/api/gifts/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: "REGALO-ZZZZ-ZZZZ", service: "facial" }),
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { fields: { code: string } }).fields.code).toMatch(/No encontramos ese código/);

    const bono = await sell("bono-corte");
    const email = `dinero-${Date.now()}@example.com`;
    const res = await postBooking(app, bookingBody({ service: "corte", ...nextSlot(8), giftCode: bono, email }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The outbox sends in batches: earlier tests left many mails; drain until hers has gone.
    const mailTo = async (subject: RegExp) => {
      for (let pass = 0; pass < 20; pass++) {
        const found = (await mailsSentAt(t.db, now)).find((m) => m.to === email && subject.test(m.subject));
        if (found) return found;
      }
      return undefined;
    };
    const confirmation = await mailTo(/^Cita confirmada/);
    expect(confirmation?.text).toContain(`Pagado con bono ${bono}: 25\u00a0€`);
    expect(confirmation?.text).toContain("Pagas en el salón: nada, ya está pagada");
    // /cita says the same.
    const lookup = await app.request("/api/appointments/lookup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: signToken(SECRET, "manage", id) }),
    });
    expect(((await lookup.json()) as { money: [string, string][] }).money).toEqual([
      [`Pagado con bono ${bono}`, "25\u00a0€"],
      ["Pagas en el salón", "nada, ya está pagada"],
    ]);
    expect((await cancelOnline(id)).status).toBe(200);
    const cancellation = await mailTo(/^Cita cancelada/);
    expect(cancellation?.text).toContain(`Devuelto a tu bono ${bono}: 1 sesión`);
  });
});

describe("the desk sells bonos and gift cards (PY-12)", () => {
  test("PY-12 a sale at the desk issues the code with its sale in the ledger (the desk's method), once per click; the codes sold list what is left", async () => {
    const requestKey = randomUUID();
    const sell = () =>
      desk("/settings/gifts/sell", {
        product: "bono-corte",
        method: "bizum",
        buyerName: "Pilar Sanz",
        buyerEmail: "pilar@example.com",
        requestKey,
      });
    const [first, again] = [await sell(), await sell()];
    expect([first.status, again.status]).toEqual([201, 201]);
    const { code } = (await first.json()) as { code: { code: string; sessionsLeft: number; name: string } };
    expect(((await again.json()) as { code: { code: string } }).code.code).toBe(code.code);
    expect(code).toMatchObject({ sessionsLeft: 3, name: "Bono 3 cortes" });
    const sales = await t.db.query<{ kind: string; method: string; amount_cents: number; code_sessions: number }>(
      "SELECT kind, method, amount_cents, code_sessions FROM payments WHERE gift_code = $1",
      [code.code],
    );
    expect(sales).toEqual([{ kind: "sale", method: "bizum", amount_cents: 6500, code_sessions: 3 }]);
    // It pays a haircut, and the list says what is left.
    expect(
      (await postBooking(app, bookingBody({ service: "corte", ...nextSlot(6), giftCode: code.code }))).status,
    ).toBe(201);
    const list = await app.request("http://localhost/api/staff/settings/gifts/codes", {
      headers: { Host: "localhost", Cookie: cookie },
    });
    const { codes } = (await list.json()) as { codes: { code: string; sessionsLeft: number; buyerName: string }[] };
    expect(codes.find((c) => c.code === code.code)).toMatchObject({ sessionsLeft: 2, buyerName: "Pilar Sanz" });
    // A product withdrawn from sale is not sold.
    await t.db.query("UPDATE gift_products SET active = false WHERE id = 'tarjeta-60'");
    const withdrawn = await desk("/settings/gifts/sell", {
      product: "tarjeta-60",
      method: "cash",
      buyerName: "Pilar Sanz",
      requestKey: randomUUID(),
    });
    expect(withdrawn.status).toBe(400);
    await t.db.query("UPDATE gift_products SET active = true WHERE id = 'tarjeta-60'");
    await expectLedgerHolds();
  });
});

describe("her phone says it too (PY-11)", () => {
  test("PY-11 the reminder on her phone (SMS text and WhatsApp template) says what a code paid and that nothing is left to pay", async () => {
    const current = (await (await app.request("/api/settings")).json()) as { messages: Record<string, unknown> };
    const offered = await app.request("http://localhost/api/staff/settings/messages", {
      method: "PUT",
      headers: { Host: "localhost", Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ ...current.messages, offered: "whatsapp", reminderText: "", confirmRequestText: "" }),
    });
    expect(offered.status).toBe(201);
    const bono = await sell("bono-corte");
    const res = await postBooking(
      app,
      bookingBody({
        service: "corte",
        staff: "carmen",
        date: "2026-12-29",
        time: "16:00",
        giftCode: bono,
        name: "Carla Bono",
        reminders: "whatsapp",
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [due] = await t.db.query<{ send_after: Date }>(
      "SELECT send_after FROM outbox WHERE booking_id = $1 AND kind = 'reminder'",
      [id],
    );
    const phones: PhoneMessage[] = [];
    const found = () => phones.find((m) => m.kind === "template" && m.parameters[0] === "Carla Bono");
    // The outbox sends in batches; earlier tests left messages of their own.
    for (let pass = 0; pass < 20 && !found(); pass++) {
      const before = phones.length;
      await drainOutbox({
        renderers,
        db: t.db,
        send: async () => undefined,
        phone: {
          whatsapp: async (m) => {
            phones.push(m);
            return { providerId: `wamid.${phones.length}` };
          },
        },
        now: () => due?.send_after ?? now,
        secret: SECRET,
        publicUrl: "https://salon.test",
        noticeHours: async () => 24,
      });
      if (phones.length === before) break;
    }
    const reminder = found();
    const sentence = `Pagado con bono ${bono}: 25\u00a0€. Pagas en el salón: nada, ya está pagada.`;
    expect(reminder?.kind === "template" && reminder.text).toContain(sentence);
    // On WhatsApp too: the paid visit's template carries the sentence as its fifth parameter.
    expect(reminder?.kind === "template" && [reminder.template, reminder.parameters[4]]).toEqual([
      expect.stringMatching(/^(recordatorio|confirmar)_cita_pago$/),
      sentence,
    ]);
  });
});
