/**
 * Bonos and gift cards (PY-04): bought on Stripe Checkout, issued once when its payment is confirmed
 * (with the code emailed to the buyer), spent by a booking in the widget or at the desk in the same
 * transaction as what it pays for.
 */
import { randomBytes } from "node:crypto";
import { CODE, covers, type GiftKind, normalizeCode } from "@/domain/gifts/rules";
import type { GiftPurchaseBody } from "@/domain/gifts/schemas";
import { eurosOfCents, type PaymentMethod } from "@/domain/payments/policy";
import type { CodeTender } from "../checkout";
import { paths } from "@/lib/paths";
import { type Database, type Queryable, sqlState } from "../db/client";
import { type BookingStep, type CodePayment, StepRefused } from "../appointments";
import { type CheckoutHandler, type CheckoutSession, type PaymentProvider, paymentsRepository } from "../payments";
import { giftsRepository as repo } from "./repository";
import type { GiftCodeRow, GiftProductRow } from "./tables";

/** What a code pays for: a service (its id) at its price in whole euros (the booking's). */
type Paid = { id: string; price: number };

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const group = () => [...randomBytes(4)].map((b) => ALPHABET[b % 32]).join("");

/** 'BONO-7K3F-9QXM' or 'REGALO-…': 40 random bits, easy to read over the phone. */
const newCode = (kind: GiftKind) => `${kind === "bono" ? "BONO" : "REGALO"}-${group()}-${group()}`;

/** Opens the Checkout session of a purchase; what she bought travels in its metadata until it is paid. */
export async function startGiftCheckout(
  provider: PaymentProvider,
  product: GiftProductRow,
  body: GiftPurchaseBody,
  publicUrl: string,
) {
  const page = await provider.checkout({
    mode: "payment",
    email: body.buyerEmail,
    line: { name: product.name, amountCents: product.price_cents },
    metadata: {
      gift_product: product.id,
      buyer_name: body.buyerName.trim(),
      buyer_email: body.buyerEmail.trim(),
      recipient_name: body.recipientName?.trim() ?? "",
      message: body.message?.trim() ?? "",
    },
    successUrl: `${publicUrl}${paths.gifts}?compra=ok`,
    cancelUrl: `${publicUrl}${paths.gifts}`,
  });
  return page.url;
}

/** PY-07: a code's sale in the ledger — the row that gives it the product's value (euros or sessions). */
function recordSale(
  tx: Queryable,
  product: GiftProductRow,
  code: string,
  paid: { method: PaymentMethod; amountCents: number; providerId?: string | null; requestKey?: string },
  now: Date,
) {
  return paymentsRepository.moveCode(
    tx,
    {
      kind: "sale",
      code,
      method: paid.method,
      amountCents: paid.amountCents,
      codeCents: product.kind === "gift" ? (product.amount_cents ?? 0) : 0,
      codeSessions: product.kind === "bono" ? (product.sessions ?? 0) : 0,
      bookingId: null,
      providerId: paid.providerId ?? null,
      requestKey: paid.requestKey ?? null,
    },
    now,
  );
}

/**
 * A paid purchase's code, issued once (in the webhook's transaction), with its sale in the ledger
 * (PY-07): the row that gives the code its value.
 */
export async function fulfilGift(tx: Queryable, session: CheckoutSession, now: Date) {
  const meta = session.metadata;
  const product = await repo.product(tx, meta.gift_product ?? "");
  if (!product) return undefined;
  const issued = await repo.issue(
    tx,
    {
      code: newCode(product.kind),
      product,
      buyerName: meta.buyer_name || null,
      buyerEmail: meta.buyer_email || session.customerEmail || null,
      recipientName: meta.recipient_name || null,
      message: meta.message || null,
      paidCents: session.amountCents ?? product.price_cents,
      sessionId: session.id,
    },
    now,
  );
  if (!issued) return undefined;
  await recordSale(
    tx,
    product,
    issued.code,
    { method: "stripe", amountCents: issued.paid_cents, providerId: session.paymentId },
    now,
  );
  return repo.code(tx, issued.code);
}

/** Why a code cannot pay this service, in Spanish; undefined when it can. */
function codeProblem(code: GiftCodeRow | undefined, service: Paid, now: Date): string | undefined {
  if (!code) return "No encontramos ese código. Revísalo en tu email.";
  if (code.expires_at.getTime() <= now.getTime()) return "Ese código ha caducado.";
  const paid = covers(
    { kind: code.kind, serviceId: code.service_id, sessionsLeft: code.sessions_left, balanceCents: code.balance_cents },
    service,
  );
  if (paid) return undefined;
  if (code.kind === "bono")
    return code.service_id === service.id ? "Ese bono ya no tiene sesiones." : "Ese bono es para otro servicio.";
  return "Esa tarjeta regalo ya no tiene saldo.";
}

/** A code as typed, normalised — or why it cannot pay `paid` (its shape, unknown, expired, spent, another service). */
export async function checkCode(
  db: Queryable,
  typed: string,
  paid: Paid,
  now: Date,
): Promise<{ code: string; cents: number } | { problem: string }> {
  const code = normalizeCode(typed);
  if (!CODE.test(code))
    return { problem: "Ese código no tiene el formato de nuestros bonos y tarjetas (REGALO-XXXX-XXXX)." };
  const row = await repo.code(db, code);
  const problem = codeProblem(row, paid, now);
  if (problem || !row) return { problem: problem ?? "No encontramos ese código. Revísalo en tu email." };
  const covered = covers(
    { kind: row.kind, serviceId: row.service_id, sessionsLeft: row.sessions_left, balanceCents: row.balance_cents },
    paid,
  );
  return { code, cents: covered?.cents ?? 0 };
}

/** The code is spent: the database refused a spend it no longer has. */
class GiftSpent extends Error {}

/**
 * PY-04: the code pays what it covers of the booking, in the booking's transaction, with the payment
 * recorded (method bono or gift card). A second spend of the last session or euro, by another booking
 * at the same moment on any process, is refused by the table's CHECK: GiftSpent, and nothing is kept.
 */
async function redeem(tx: Queryable, code: string, service: Paid, bookingId: string, now: Date) {
  const row = await repo.code(tx, code);
  if (!row || codeProblem(row, service, now)) throw new GiftSpent();
  const paid = covers(
    { kind: row.kind, serviceId: row.service_id, sessionsLeft: row.sessions_left, balanceCents: row.balance_cents },
    service,
  );
  if (!paid) throw new GiftSpent();
  try {
    // PY-07: the spend is the ledger's row; the database takes it off the code in the same statement.
    await paymentsRepository.moveCode(
      tx,
      {
        kind: "visit",
        code,
        method: row.kind === "bono" ? "bono" : "gift_card",
        amountCents: paid.cents,
        codeCents: row.kind === "gift" ? -paid.cents : 0,
        codeSessions: -paid.sessions,
        bookingId,
      },
      now,
    );
  } catch (error) {
    if (sqlState(error) === "23514") throw new GiftSpent();
    throw error;
  }
  return paid;
}

/** The gifts' part of the Stripe webhook (registered with the payments area): a paid purchase issues its code once. */
export const giftCheckouts: CheckoutHandler = async (tx, { type, session }, now) => {
  if (!session.metadata.gift_product) return undefined;
  if (type !== "checkout.completed" || !session.paid) return "ignored";
  return (await fulfilGift(tx, session, now)) ? "confirmed" : "repeated";
};

/**
 * PY-04: a code paying a booking, a step of the appointments' `placeBooking`: checked before (one
 * service only; a code that cannot pay it is a field's 422), spent in the booking's own transaction
 * (a second spend of its last session or euro, at the same moment on any process, is refused by the
 * table's CHECK: 409, and nothing of the booking is kept).
 */
export function giftBookingStep(db: Queryable): BookingStep {
  return {
    async prepare(request, plan, now) {
      const typed = request.giftCode?.trim();
      if (!typed) return undefined;
      if (request.extras.length > 0)
        return {
          status: 422,
          code: "validation",
          fields: { giftCode: "Un bono o tarjeta paga un servicio: resérvalo solo." },
        };
      const gift = await checkCode(db, typed, request.service, now);
      if ("problem" in gift) return { status: 422, code: "validation", fields: { giftCode: gift.problem } };
      plan.paidBy = { code: gift.code, cents: gift.cents };
      return undefined;
    },
    async inTransaction(tx, booking, request, plan, now) {
      if (!plan.paidBy) return;
      try {
        await redeem(tx, plan.paidBy.code, request.service, booking.id, now);
      } catch (error) {
        if (error instanceof GiftSpent) throw new StepRefused({ status: 409, code: "gift_spent" });
        throw error;
      }
    },
  };
}

/**
 * PY-04: a code paying at the desk what it covers of an appointment, in one transaction with its
 * record (the appointments' desk payments call this through their port, `CodePayment`).
 */
export const payByCode: CodePayment = async (db, typed, paid, bookingId, now) => {
  const gift = await checkCode(db, typed, paid, now);
  if ("problem" in gift) return { status: 400, code: "validation", fields: { code: gift.problem } };
  try {
    await db.transaction((tx) => redeem(tx, gift.code, paid, bookingId, now));
  } catch (error) {
    if (error instanceof GiftSpent) return { status: 409, code: "gift_spent" };
    throw error;
  }
  return undefined;
};

/**
 * PY-12: a bono or gift card sold at the desk — paid there in cash, by card terminal or Bizum: its code
 * issued with its sale in the ledger (the desk's method), emailed to the buyer when she gave an email.
 * One click is one sale: a repeated request with the same key answers the code it issued.
 */
export async function sellAtDesk(
  db: Database,
  product: GiftProductRow,
  sale: {
    method: "cash" | "card_terminal" | "bizum";
    buyerName: string;
    buyerEmail: string | null;
    recipientName: string | null;
    requestKey: string;
  },
  now: Date,
): Promise<GiftCodeRow | undefined> {
  const earlier = await paymentsRepository.soldWithKey(db, sale.requestKey);
  if (earlier) return repo.code(db, earlier);
  try {
    return await db.transaction(async (tx) => {
      const issued = await repo.issue(
        tx,
        {
          code: newCode(product.kind),
          product,
          buyerName: sale.buyerName,
          buyerEmail: sale.buyerEmail,
          recipientName: sale.recipientName,
          message: null,
          paidCents: product.price_cents,
          sessionId: null,
        },
        now,
      );
      if (!issued) throw new Error("code not issued");
      await recordSale(
        tx,
        product,
        issued.code,
        { method: sale.method, amountCents: product.price_cents, requestKey: sale.requestKey },
        now,
      );
      return repo.code(tx, issued.code);
    });
  } catch (error) {
    // The same click at the same moment on another process sold it: answer that sale.
    if (sqlState(error) !== "23505") throw error;
    const code = await paymentsRepository.soldWithKey(db, sale.requestKey);
    return code ? repo.code(db, code) : undefined;
  }
}

/**
 * TK-01: a bono or gift card paying part of a sale at the desk, in the sale's transaction (the checkout
 * area's port, `CodeTender`): a gift card the euros asked (up to its balance); a bono one session of a
 * service of the visit, its price. The spend is the ledger's row; a code spent at the same moment
 * elsewhere is refused by the table's CHECK.
 */
export const codeTender: CodeTender = async (tx, t, now) => {
  const code = normalizeCode(t.code);
  if (!CODE.test(code))
    return { problem: "Ese código no tiene el formato de nuestros bonos y tarjetas (REGALO-XXXX-XXXX)." };
  const row = await repo.code(tx, code);
  if (!row) return { problem: "No encontramos ese código." };
  if (row.expires_at.getTime() <= now.getTime()) return { problem: `El código ${code} ha caducado.` };
  if ((t.method === "bono") !== (row.kind === "bono"))
    return {
      problem:
        row.kind === "bono"
          ? `${code} es un bono: elige «Bono».`
          : `${code} es una tarjeta regalo: elige «Tarjeta regalo».`,
    };
  let move: { codeCents: number; codeSessions: number };
  if (row.kind === "gift") {
    if ((row.balance_cents ?? 0) < t.cents)
      return { problem: `La tarjeta regalo ${code} tiene ${eurosOfCents(row.balance_cents ?? 0)}.` };
    move = { codeCents: -t.cents, codeSessions: 0 };
  } else {
    const service = t.services.find((s) => s.id === row.service_id);
    if (!service) return { problem: `El bono ${code} es para otro servicio.` };
    if ((row.sessions_left ?? 0) < 1) return { problem: `El bono ${code} ya no tiene sesiones.` };
    if (t.cents !== service.cents)
      return { problem: `Un bono paga una sesión de ${service.name}: ${eurosOfCents(service.cents)}.` };
    move = { codeCents: 0, codeSessions: -1 };
  }
  try {
    await paymentsRepository.moveCode(
      tx,
      {
        kind: t.bookingId ? "visit" : "sale",
        code,
        method: row.kind === "bono" ? "bono" : "gift_card",
        amountCents: t.cents,
        ...move,
        bookingId: t.bookingId,
        invoiceId: t.invoiceId,
      },
      now,
    );
  } catch (error) {
    if (sqlState(error) === "23514") return { problem: `El código ${code} acaba de usarse en otra venta.` };
    throw error;
  }
  return undefined;
};

/** CN-04: whether a bono or gift card is on sale. */
export const giftsOnSale = (db: Queryable) => repo.onSale(db);
