/**
 * PY-01, PY-02, PY-06 on the server, with no network: Stripe is a local stand-in reached through the
 * real `stripe` client (server/test/stripe-stub.ts); its events are signed Stripe's way.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signToken } from "../appointments/tokens";
import {
  bookingBody,
  createTestDatabase,
  mailsSentAt,
  postBooking,
  signIn,
  staffTestApp,
  type TestDb,
} from "../test/harness";
import { fulfilGift } from "../gifts/service";
import { sweepWaitlist } from "../waitlist/service";
import { createSettingsStore } from "../settings";
import { startStripeStub, stripeEnv, type StripeStub } from "../test/stripe-stub";
import { runPayments } from "../appointments/deposits";
import { anonymiseOldBookings } from "../appointments/retention";
import { stripeProvider } from "./stripe";
import { forgetCustomers, ledgerOf } from "./service";
import { moneyLines } from "@/domain/payments/ledger";

let t: TestDb;
let stub: StripeStub;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
let now = new Date("2026-11-24T07:00:00Z");
const SECRET = "test-secret-test-secret-test-secret-000";

beforeAll(async () => {
  t = await createTestDatabase();
  stub = await startStripeStub();
  // PY-01: a haircut asks for a 10 € deposit; a facial for 20 % of its 45 €.
  await t.db.query("UPDATE services SET deposit_kind = 'fixed', deposit_amount = 10 WHERE id = 'corte'");
  await t.db.query("UPDATE services SET deposit_kind = 'percent', deposit_amount = 20 WHERE id = 'facial'");
  ({ app, cookie } = await staffTestApp(t.db, stripeEnv(stub), () => now));
}, 60_000);
afterAll(async () => {
  await stub?.close();
  await t?.drop();
});

const stripe = () =>
  stripeProvider({
    secretKey: stripeEnv(stub).STRIPE_SECRET_KEY,
    webhookSecret: "",
    apiUrl: stub.url,
  });

interface Booked {
  id: string;
  payment?: { checkoutUrl: string; dueUntil: string; amountCents: number; policy: string };
}
async function book(overrides: Record<string, unknown>) {
  const res = await postBooking(app, bookingBody(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Booked;
}
const sessionOf = (b: Booked) => b.payment?.checkoutUrl.split("/pay/")[1] ?? "";
function postEvent(event: { payload: string; signature: string }) {
  return app.request("http://localhost/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost", "Stripe-Signature": event.signature },
    body: event.payload,
  });
}
const row = async (id: string) =>
  (
    await t.db.query<{ status: string; held_until: Date | null; deposit_cents: number | null }>(
      "SELECT status, held_until, t.deposit_cents FROM bookings b LEFT JOIN payment_terms t ON t.booking_id = b.id WHERE b.id = $1",
      [id],
    )
  )[0];
const mails = async (id: string) =>
  (await t.db.query<{ kind: string }>("SELECT kind FROM outbox WHERE booking_id = $1 ORDER BY id", [id])).map(
    (r) => r.kind,
  );
const money = async (id: string) =>
  t.db.query<{ kind: string; amount_cents: number; status: string }>(
    "SELECT kind, amount_cents, status FROM payments WHERE booking_id = $1 ORDER BY id",
    [id],
  );

describe("PY-02 a deposit on Stripe Checkout", () => {
  test("PY-01 PY-02 booking asks for the deposit, holds the time while she pays, and a signed 'checkout.session.completed' confirms it once", async () => {
    const booked = await book({ service: "corte", staff: "lucia", date: "2026-11-26", time: "10:00" });
    expect(booked.payment).toMatchObject({ amountCents: 1000, dueUntil: "2026-11-24T07:15:00.000Z" });
    expect(booked.payment?.policy).toMatch(/^Para reservar pagas ahora una señal de 10\s€ con tarjeta/);
    expect(booked.payment?.policy).toContain("Si cancelas hasta 24 horas antes");
    // The session: the amount, where to come back, the booking named; before the payment, only the link to pay (PY-09).
    const created = stub.calls.find((c) => c.path === "/v1/checkout/sessions");
    expect(created?.fields).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "1000",
      "line_items[0][price_data][currency]": "eur",
      "metadata[booking_id]": booked.id,
    });
    expect(await mails(booked.id)).toEqual(["deposit_due"]);
    // The time is held: nobody else gets it meanwhile.
    expect(
      (await postBooking(app, bookingBody({ service: "corte", staff: "lucia", date: "2026-11-26", time: "10:00" })))
        .status,
    ).toBe(409);

    // A forged event changes nothing.
    const paid = stub.paidEvent(sessionOf(booked), now);
    const forged = await postEvent({ ...paid, signature: paid.signature.replace(/v1=[0-9a-f]+/, "v1=00") });
    expect(forged.status).toBe(400);
    expect((await row(booked.id))?.held_until).not.toBeNull();

    const ok = await postEvent(paid);
    expect(await ok.json()).toEqual({ received: true, outcome: "confirmed" });
    expect(await row(booked.id)).toMatchObject({ status: "confirmed", held_until: null, deposit_cents: 1000 });
    expect(await mails(booked.id)).toEqual(["deposit_due", "confirmation", "reminder"]);
    expect(await money(booked.id)).toEqual([{ kind: "deposit", amount_cents: 1000, status: "done" }]);
    // Stripe delivers it again: nothing twice.
    expect(await (await postEvent(paid)).json()).toEqual({ received: true, outcome: "repeated" });
    expect(await money(booked.id)).toHaveLength(1);
  });

  test("PY-02 not paid in time: the hold gives the time back and its Checkout is closed; paid after that, the deposit is refunded by itself", async () => {
    const booked = await book({ service: "facial", staff: "elena", date: "2026-11-27", time: "09:00" });
    expect(booked.payment?.amountCents).toBe(900);
    now = new Date("2026-11-24T07:16:00Z");
    await runPayments(t.db, stripe(), now, () => undefined);
    expect((await row(booked.id))?.status).toBe("cancelled");
    expect(stub.calls.some((c) => c.path === `/v1/checkout/sessions/${sessionOf(booked)}/expire`)).toBe(true);
    const again = await book({ service: "facial", staff: "elena", date: "2026-11-27", time: "09:00" });
    expect(again.payment?.amountCents).toBe(900);

    // A payment that arrives after the release is given back (the time is someone else's now).
    expect(await (await postEvent(stub.paidEvent(sessionOf(booked), now))).json()).toEqual({
      received: true,
      outcome: "refund_owed",
    });
    await runPayments(t.db, stripe(), now, () => undefined);
    expect(await money(booked.id)).toEqual([
      { kind: "deposit", amount_cents: 900, status: "done" },
      { kind: "refund", amount_cents: 900, status: "done" },
    ]);
    const refund = stub.calls.find((c) => c.path === "/v1/refunds");
    expect(refund?.fields).toMatchObject({ amount: "900" });
    // The worker again: the same refund is not made twice.
    await runPayments(t.db, stripe(), now, () => undefined);
    expect(stub.calls.filter((c) => c.path === "/v1/refunds")).toHaveLength(1);
    now = new Date("2026-11-24T07:00:00Z");
  });

  test("PY-02 cancelled on /cita inside the policy, the deposit is refunded; the desk cancelling inside the notice keeps it", async () => {
    const early = await book({ service: "corte", staff: "carmen", date: "2026-11-30", time: "16:00" });
    await postEvent(stub.paidEvent(sessionOf(early), now));
    const cancelled = await app.request("/api/appointments/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: signToken(SECRET, "manage", early.id) }),
    });
    expect(cancelled.status).toBe(200);
    await runPayments(t.db, stripe(), now, () => undefined);
    expect((await money(early.id)).map((m) => [m.kind, m.status])).toEqual([
      ["deposit", "done"],
      ["refund", "done"],
    ]);

    const late = await book({ service: "corte", staff: "carmen", date: "2026-11-24", time: "17:00" });
    await postEvent(stub.paidEvent(sessionOf(late), now));
    const desk = await app.request(`http://localhost/api/staff/appointments/${late.id}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(desk.status).toBe(200);
    await runPayments(t.db, stripe(), now, () => undefined);
    expect((await money(late.id)).map((m) => m.kind)).toEqual(["deposit"]);
  });

  test("PY-08 the desk cancels within the policy: the refund waits for 'Deshacer'; undone, nothing leaves Stripe and the deposit stays paid; not undone, it is refunded once", async () => {
    const refundsAtStripe = () => stub.calls.filter((c) => c.method === "POST" && c.path === "/v1/refunds").length;
    const desk = (path: string, body: unknown) =>
      app.request(`http://localhost/api/staff/appointments/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
        body: JSON.stringify(body),
      });
    const booked = await book({ service: "corte", staff: "nuria", date: "2026-12-03", time: "11:00" });
    await postEvent(stub.paidEvent(sessionOf(booked), now));
    const before = refundsAtStripe();

    const cancelled = await desk(`${booked.id}/status`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    const { change } = (await cancelled.json()) as { change: string };
    // The worker passes during the undo window: the refund is owed, not yet made.
    await runPayments(t.db, stripe(), now, () => undefined);
    expect((await money(booked.id)).map((m) => [m.kind, m.status])).toEqual([
      ["deposit", "done"],
      ["refund", "pending"],
    ]);
    expect((await desk(`${booked.id}/undo`, { change })).status).toBe(200);
    expect((await row(booked.id))?.status).toBe("confirmed");
    await runPayments(t.db, stripe(), new Date(now.getTime() + 120_000), () => undefined);
    expect((await money(booked.id)).map((m) => [m.kind, m.status])).toEqual([
      ["deposit", "done"],
      ["refund", "undone"],
    ]);
    expect(refundsAtStripe()).toBe(before);

    // Cancelled again and left so: refunded once, however often the worker passes.
    const again = await desk(`${booked.id}/status`, { status: "cancelled" });
    expect(again.status).toBe(200);
    for (const seconds of [60, 61, 600])
      await runPayments(t.db, stripe(), new Date(now.getTime() + seconds * 1000), () => undefined);
    expect((await money(booked.id)).map((m) => [m.kind, m.status])).toEqual([
      ["deposit", "done"],
      ["refund", "undone"],
      ["refund", "done"],
    ]);
    expect(refundsAtStripe()).toBe(before + 1);
  });

  test("PY-10 card and Bizum in Checkout for a deposit; a signature older than 5 minutes is refused, a fresh one taken; the same payment's second event is a 200 that records nothing", async () => {
    const booked = await book({ service: "corte", staff: "lucia", date: "2026-12-07", time: "12:00" });
    const created = stub.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1);
    expect(
      Object.entries(created?.fields ?? {})
        .filter(([k]) => k.startsWith("allowed_payment_method_types"))
        .map(([, v]) => v),
    ).toEqual(["card", "bizum"]);

    const stale = await postEvent(stub.paidEvent(sessionOf(booked), new Date(now.getTime() - 6 * 60_000)));
    expect(stale.status).toBe(400);
    expect((await row(booked.id))?.held_until).not.toBeNull();
    const fresh = await postEvent(stub.paidEvent(sessionOf(booked), new Date(now.getTime() - 4 * 60_000)));
    expect(await fresh.json()).toEqual({ received: true, outcome: "confirmed" });
    // Stripe also tells of the same payment by another event: 200, one deposit.
    const again = await postEvent(stub.paidEvent(sessionOf(booked), now, "async_succeeded"));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "repeated" });
    expect((await money(booked.id)).map((m) => [m.kind, m.amount_cents])).toEqual([["deposit", 1000]]);
  });

  test("PY-11 a deposit paid with Bizum is said so ('con Bizum'), one paid by card 'con tarjeta': Stripe's charge says how", async () => {
    const bizum = await book({ service: "corte", staff: "lucia", date: "2026-12-09", time: "12:00" });
    expect(await (await postEvent(stub.paidEvent(sessionOf(bizum), now, "paid", "bizum"))).json()).toEqual({
      received: true,
      outcome: "confirmed",
    });
    const card = await book({ service: "corte", staff: "lucia", date: "2026-12-09", time: "13:00" });
    await postEvent(stub.paidEvent(sessionOf(card), now));
    const lines = async (id: string) => moneyLines(await ledgerOf(t.db, [id]), 2500, false);
    expect(await lines(bizum.id)).toContainEqual(["Señal pagada", "10\u00a0€ (con Bizum)"]);
    expect(await lines(card.id)).toContainEqual(["Señal pagada", "10\u00a0€ (con tarjeta)"]);
    // Stripe was asked how, once per payment, with the charge expanded.
    const asked = stub.calls.filter((c) => c.method === "GET" && c.path.startsWith("/v1/payment_intents/"));
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  test("PY-10 a payment that completes later: the page completes unpaid and the time stays held; 'async_payment_succeeded' confirms and records it; '_failed' gives the time back", async () => {
    const later = await book({ service: "corte", staff: "lucia", date: "2026-12-07", time: "13:00" });
    const pending = await postEvent(stub.paidEvent(sessionOf(later), now, "pending"));
    expect(await pending.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await row(later.id))?.held_until).not.toBeNull();
    const succeeded = await postEvent(stub.paidEvent(sessionOf(later), now, "async_succeeded"));
    expect(await succeeded.json()).toEqual({ received: true, outcome: "confirmed" });
    expect(await row(later.id)).toMatchObject({ status: "confirmed", held_until: null });
    expect((await money(later.id)).map((m) => [m.kind, m.status])).toEqual([["deposit", "done"]]);

    const failing = await book({ service: "corte", staff: "lucia", date: "2026-12-07", time: "14:00" });
    await postEvent(stub.paidEvent(sessionOf(failing), now, "pending"));
    const failed = await postEvent(stub.paidEvent(sessionOf(failing), now, "async_failed"));
    expect(await failed.json()).toEqual({ received: true, outcome: "released" });
    expect((await row(failing.id))?.status).toBe("cancelled");
    expect(await money(failing.id)).toEqual([]);
  });

  test("PY-09 she gets the link to pay by email at booking; unpaid, the hold lapses and she is told why, with a link to book again", async () => {
    const email = `senal-${Date.now()}@example.com`;
    const booked = await book({ service: "corte", staff: "lucia", date: "2026-12-08", time: "10:00", email });
    const atBooking = (await mailsSentAt(t.db, now)).filter((m) => m.to === email);
    expect(atBooking.map((m) => m.subject)).toEqual(["Tu cita del martes, 8 de diciembre de 2026: falta la señal"]);
    expect(atBooking[0]?.text).toContain("hasta las 08:15");
    expect(atBooking[0]?.text).toContain("pagar la señal de 10 €".replace(" €", "\u00a0€"));
    expect(atBooking[0]?.text).toContain(`https://salon.test/cita#${signToken(SECRET, "manage", booked.id)}`);

    const lapsed = new Date(now.getTime() + 16 * 60_000);
    await runPayments(t.db, stripe(), lapsed, () => undefined);
    expect((await row(booked.id))?.status).toBe("cancelled");
    const told = (await mailsSentAt(t.db, lapsed)).filter((m) => m.to === email);
    expect(told.map((m) => m.subject)).toEqual(["Tu reserva no se ha completado"]);
    expect(told[0]?.text).toMatch(/No hemos recibido la señal a tiempo.*no se te ha cobrado nada/);
    expect(told[0]?.text).toContain("https://salon.test/?servicio=corte#reservas");
  });

  test("PY-09 'Pagar la señal' on /cita opens the held appointment's payment page until the hold ends, then says it no longer waits", async () => {
    const booked = await book({ service: "corte", staff: "lucia", date: "2026-12-08", time: "12:00" });
    const pay = (at: Date) =>
      app.request("/api/appointments/pay", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Salon-Test-Now": at.toISOString() },
        body: JSON.stringify({ token: signToken(SECRET, "manage", booked.id) }),
      });
    const again = await pay(now);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { payment: { checkoutUrl: string } }).payment.checkoutUrl).toBe(
      booked.payment?.checkoutUrl,
    );
    const before = now;
    now = new Date(before.getTime() + 16 * 60_000);
    try {
      const late = await pay(now);
      expect(late.status).toBe(409);
      expect(((await late.json()) as { message: string }).message).toBe("Esta cita ya no espera ningún pago.");
    } finally {
      now = before;
    }
  });

  test("PY-09 a deposit cannot be skipped: a gift card covering less than it still asks it, one covering it does not; a waitlist offer asks it too", async () => {
    await t.db.query(
      `INSERT INTO gift_products (id, kind, name, amount_cents, price_cents, valid_months) VALUES
         ('tarjeta-5', 'gift', 'Tarjeta 5 €', 500, 500, 12), ('tarjeta-30', 'gift', 'Tarjeta 30 €', 3000, 3000, 12)`,
    );
    const sell = async (product: string) =>
      (
        await t.db.transaction((tx) =>
          fulfilGift(
            tx,
            {
              id: `cs_test_${product}_${Date.now()}`,
              mode: "payment",
              paid: true,
              amountCents: null,
              paymentId: null,
              customerId: null,
              customerEmail: null,
              setupId: null,
              metadata: { gift_product: product },
              reference: null,
            },
            now,
          ),
        )
      )?.code ?? "";
    const little = await book({
      service: "corte",
      staff: "carmen",
      date: "2026-12-08",
      time: "15:00",
      giftCode: await sell("tarjeta-5"),
    });
    expect(little.payment).toMatchObject({ kind: "deposit", amountCents: 1000 });
    const enough = await book({
      service: "corte",
      staff: "carmen",
      date: "2026-12-08",
      time: "16:00",
      giftCode: await sell("tarjeta-30"),
    });
    expect(enough.payment).toBeUndefined();

    // A waitlist offer: Nuria's 17:00 is freed and offered; taking it asks the deposit.
    const taken = await book({ service: "corte", staff: "nuria", date: "2026-12-08", time: "17:00" });
    await postEvent(stub.paidEvent(sessionOf(taken), now));
    const joined = await app.request("http://localhost/api/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost" },
      body: JSON.stringify({
        service: "corte",
        staff: "nuria",
        fromDay: "2026-12-08",
        toDay: "2026-12-08",
        window: "afternoon",
        name: "Clienta Espera",
        phone: "+34 611 909 808",
        email: "espera-senal@example.com",
        privacyAccepted: true,
      }),
    });
    expect(joined.status, await joined.clone().text()).toBe(201);
    const { id: entry } = (await joined.json()) as { id: string };
    const cancelled = await app.request("/api/appointments/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: signToken(SECRET, "manage", taken.id) }),
    });
    expect(cancelled.status).toBe(200);
    await sweepWaitlist(t.db, await createSettingsStore(t.db, () => now).current(), now);
    const [offer] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM waitlist_offers WHERE entry_id = $1 AND status = 'open'",
      [entry],
    );
    expect(offer).toBeDefined();
    const accepted = await app.request("/api/waitlist/offers/accept", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: signToken(SECRET, "offer", offer?.id ?? "") }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const answer = (await accepted.json()) as { manageUrl: string; payment?: { amountCents: number } };
    expect(answer.payment).toMatchObject({ amountCents: 1000 });
    const held = await t.db.query<{ held_until: Date | null; source: string }>(
      "SELECT held_until, source FROM bookings WHERE id = $1",
      [answer.manageUrl.split("#")[1]?.split(".")[0] ?? ""],
    );
    expect(held[0]?.source).toBe("waitlist");
    expect(held[0]?.held_until).not.toBeNull();
  });

  test("PY-02 Stripe down: the booking is not kept and she is told in Spanish; with no deposit asked, booking is as before", async () => {
    stub.failNext(5);
    const res = await postBooking(
      app,
      bookingBody({ service: "corte", staff: "nuria", date: "2026-11-27", time: "12:00" }),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/no podemos cobrar la señal/);
    stub.failNext(0);
    const retry = await book({ service: "corte", staff: "nuria", date: "2026-11-27", time: "12:00" });
    expect(retry.payment?.amountCents).toBe(1000);
    const plain = await book({ service: "manicura", date: "2026-11-27", time: "10:00" });
    expect(plain.payment).toBeUndefined();
    expect(await mails(plain.id)).toContain("confirmation");
  });
});

describe("PY-05 the desk records how a visit was paid", () => {
  test("PY-05 cash, card terminal or Bizum with the amount; the list shows the deposit too; bad input is a Spanish 400 that stores nothing", async () => {
    const booked = await book({ service: "corte", staff: "lucia", date: "2026-12-01", time: "12:00" });
    await postEvent(stub.paidEvent(sessionOf(booked), now));
    const desk = (body: unknown) =>
      app.request(`http://localhost/api/staff/appointments/${booked.id}/payments`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
        body: JSON.stringify(body),
      });
    const bad = await desk({ method: "cheque", amountCents: -5 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      method: "Elige cómo se ha pagado.",
      amountCents: "El importe tiene que ser mayor que 0.",
    });
    expect(await money(booked.id)).toHaveLength(1);
    const ok = await desk({ method: "bizum", amountCents: 1500 });
    expect(ok.status).toBe(201);
    const { payments } = (await ok.json()) as { payments: { kind: string; method: string; amountCents: number }[] };
    expect(payments.map((p) => [p.kind, p.method, p.amountCents])).toEqual([
      ["deposit", "stripe", 1000],
      ["visit", "bizum", 1500],
    ]);
  });
});

describe("PY-03 a card kept on file for a no-show's fee", () => {
  let person: Awaited<ReturnType<typeof staffTestApp>>["person"] | undefined;
  /** The desk's session lasts 12 hours: signed in again at the clock's new time. */
  const at = async (when: string) => {
    now = new Date(when);
    if (person) cookie = await signIn(app, person);
  };
  const desk = (path: string, body?: unknown) =>
    app.request(`http://localhost/api/staff/appointments/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify(body ?? {}),
    });

  test("PY-03 she saves her card (Checkout in setup mode, nothing charged); a no-show's fee is charged off-session once, after the desk confirms", async () => {
    await t.db.query(
      "UPDATE services SET deposit_kind = 'card', deposit_amount = 15, fee_notice_hours = 48 WHERE id = 'maquillaje'",
    );
    const fresh = await staffTestApp(t.db, stripeEnv(stub), () => now);
    app = fresh.app;
    person = fresh.person;
    cookie = fresh.cookie;
    const booked = await book({ service: "maquillaje", staff: "paula", date: "2026-11-25", time: "16:00" });
    expect(booked.payment).toMatchObject({ kind: "card", amountCents: 1500 });
    expect(booked.payment?.policy).toMatch(/guardamos tu tarjeta en Stripe; no te cobramos nada ahora/);
    expect(booked.payment?.policy).toContain("con menos de 48 horas");
    const session = stub.sessions.get(sessionOf(booked));
    expect(session).toMatchObject({ mode: "setup", amount_total: 0 });
    expect(session?.customer).toMatch(/^cus_test_/);
    expect(await (await postEvent(stub.paidEvent(sessionOf(booked), now))).json()).toEqual({
      received: true,
      outcome: "confirmed",
    });
    const [saved] = await t.db.query<{ stripe_payment_method_id: string | null; held_until: Date | null }>(
      "SELECT t.stripe_payment_method_id, held_until FROM bookings b JOIN payment_terms t ON t.booking_id = b.id WHERE b.id = $1",
      [booked.id],
    );
    expect(saved?.stripe_payment_method_id).toMatch(/^pm_test_/);
    expect(saved?.held_until).toBeNull();
    expect(await mails(booked.id)).toContain("confirmation");

    // Not due while she may still come.
    expect((await desk(`${booked.id}/fee`, { confirm: true })).status).toBe(409);
    // She does not come: the desk marks it, then charges the fee (two presses at once: one charge).
    await at("2026-11-25T17:00:00Z");
    expect((await desk(`${booked.id}/status`, { status: "no_show" })).status).toBe(200);
    const presses = await Promise.all([
      desk(`${booked.id}/fee`, { confirm: true }),
      desk(`${booked.id}/fee`, { confirm: true }),
    ]);
    expect(presses.map((r) => r.status).sort()).toEqual([201, 409]);
    const charges = stub.calls.filter((c) => c.path === "/v1/payment_intents");
    expect(charges).toHaveLength(1);
    expect(charges[0]?.fields).toMatchObject({ amount: "1500", currency: "eur", off_session: "true", confirm: "true" });
    expect((await money(booked.id)).map((m) => [m.kind, m.amount_cents, m.status])).toEqual([["fee", 1500, "done"]]);
    // Two weeks later it can no longer be charged.
    await at("2026-12-10T11:00:00Z");
    const late = await book({ service: "maquillaje", staff: "paula", date: "2026-12-11", time: "16:00" });
    await postEvent(stub.paidEvent(sessionOf(late), now));
    await at("2026-12-26T17:00:00Z");
    await desk(`${late.id}/status`, { status: "no_show" });
    expect(((await (await desk(`${late.id}/fee`, { confirm: true })).json()) as { message: string }).message).toMatch(
      /más de 14 días/,
    );
    now = new Date("2026-11-24T07:00:00Z");
  });

  test("ST-04 BE-08 a client who saved her card is erased: her appointments forget Stripe's customer and card, her customer is deleted at Stripe once (tried again while Stripe fails); past retention the same", async () => {
    const phone = "+34 611 909 808";
    const booked = await book({ service: "maquillaje", staff: "paula", date: "2026-11-27", time: "16:00", phone });
    await postEvent(stub.paidEvent(sessionOf(booked), now));
    const customer = stub.sessions.get(sessionOf(booked))?.customer ?? "";
    expect(customer).toMatch(/^cus_test_/);
    const stripeIds = async (id: string) =>
      (
        await t.db.query<{ stripe_customer_id: string | null; stripe_payment_method_id: string | null }>(
          "SELECT stripe_customer_id, stripe_payment_method_id FROM payment_terms WHERE booking_id = $1",
          [id],
        )
      )[0];
    expect((await stripeIds(booked.id))?.stripe_payment_method_id).toMatch(/^pm_test_/);
    const deletions = () =>
      t.db.query<{ customer_id: string; attempts: number }>("SELECT customer_id, attempts FROM customer_deletions");
    const deletes = () => stub.calls.filter((c) => c.method === "DELETE").map((c) => c.path);
    const logs: string[] = [];

    const erased = await app.request("http://localhost/api/staff/clients/erase", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({ q: phone }),
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await stripeIds(booked.id)).toEqual({ stripe_customer_id: null, stripe_payment_method_id: null });
    expect(await deletions()).toEqual([{ customer_id: customer, attempts: 0 }]);
    // Stripe does not answer (the client's one retry included): kept and tried again on the next pass.
    stub.failNext(2);
    await forgetCustomers(t.db, stripe(), (line) => logs.push(line));
    expect(await deletions()).toEqual([{ customer_id: customer, attempts: 1 }]);
    expect(logs.join("\n")).toMatch(/could not delete a forgotten client's customer/);
    await forgetCustomers(t.db, stripe(), (line) => logs.push(line));
    expect(await deletions()).toEqual([]);
    // Two refused (the client's own retry included), then deleted; a further pass asks nothing.
    expect(deletes()).toEqual(Array(3).fill(`/v1/customers/${customer}`));
    await forgetCustomers(t.db, stripe(), (line) => logs.push(line));
    expect(deletes()).toHaveLength(3);

    // BE-08: an appointment past the retention period forgets her card the same way.
    const old = await book({ service: "maquillaje", staff: "paula", date: "2026-11-27", time: "17:00" });
    await postEvent(stub.paidEvent(sessionOf(old), now));
    const oldCustomer = stub.sessions.get(sessionOf(old))?.customer ?? "";
    expect(await anonymiseOldBookings(t.db, new Date("2029-01-01T00:00:00Z"), 24)).toBeGreaterThan(0);
    expect(await stripeIds(old.id)).toEqual({ stripe_customer_id: null, stripe_payment_method_id: null });
    // Every card saved before then (this file's earlier appointments too) is forgotten and queued.
    expect((await deletions()).map((d) => d.customer_id)).toContain(oldCustomer);
    const [kept] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_terms WHERE stripe_customer_id IS NOT NULL OR stripe_payment_method_id IS NOT NULL",
    );
    expect(Number(kept?.n)).toBe(0);
    // A customer already deleted at Stripe (by hand in its dashboard) counts as deleted.
    await stripe().forgetCustomer(oldCustomer);
    await forgetCustomers(t.db, stripe(), (line) => logs.push(line));
    expect(await deletions()).toEqual([]);
  });

  test("PY-03 a charge her bank wants her to approve sends her a payment link by email instead; paid, the fee is recorded", async () => {
    const booked = await book({ service: "maquillaje", staff: "paula", date: "2026-11-26", time: "16:00" });
    await postEvent(stub.paidEvent(sessionOf(booked), now));
    await at("2026-11-26T17:00:00Z");
    expect((await desk(`${booked.id}/status`, { status: "no_show" })).status).toBe(200);
    stub.requireAuthentication = true;
    const asked = await desk(`${booked.id}/fee`, { confirm: true });
    stub.requireAuthentication = false;
    expect(asked.status).toBe(202);
    expect(((await asked.json()) as { message: string }).message).toMatch(/le hemos enviado por email un enlace/);
    const [row] = await t.db.query<{ link: string }>(
      "SELECT link FROM outbox WHERE booking_id = $1 AND kind = 'fee_link'",
      [booked.id],
    );
    const linkSession = row?.link.split("/pay/")[1] ?? "";
    expect(stub.sessions.get(linkSession)).toMatchObject({ mode: "payment", amount_total: 1500 });
    expect(await (await postEvent(stub.paidEvent(linkSession, now))).json()).toEqual({
      received: true,
      outcome: "confirmed",
    });
    expect((await money(booked.id)).map((m) => [m.kind, m.status])).toEqual([
      ["fee", "failed"],
      ["fee", "done"],
    ]);
    now = new Date("2026-11-24T07:00:00Z");
  });
});
