/**
 * An appointment's money on Stripe (PY-02, PY-03): a service that asks for a deposit holds its time in
 * the overlap rule while she pays on Checkout; the completed session confirms it and sends its mail; a
 * hold not paid in time is released (and its Checkout session closed); a deposit paid after its hold
 * was released is owed back (the payments area makes the refund). A card kept for a no-show's fee is
 * saved in setup mode and charged by the desk.
 */
import type Stripe from "stripe";
import { cardPolicy, depositPolicy, FEE_DAYS } from "@/domain/payments/policy";
import { paths } from "@/lib/paths";
import type { Database, Queryable } from "../db/client";
import { reasonOf } from "../errors";
import { type CheckoutHandler, makeRefunds, paymentsRepository as repo } from "../payments";
import { appointmentMail, appointments, type BookingRecord } from "./repository";
import { signToken } from "./tokens";

/** Stripe's shortest Checkout session (30 minutes); the salon's own hold is shorter. */
const CHECKOUT_MINUTES = 30;

/** What the widget needs to send her to pay (or save her card), and what she accepted. */
export interface CheckoutStart {
  kind: "deposit" | "card";
  checkoutUrl: string;
  dueUntil: string;
  amountCents: number;
  policy: string;
}

/**
 * Opens the Checkout session of a held booking (the same one again for a replayed request: Stripe's
 * idempotency key is the booking's id) and remembers it on the booking.
 */
export async function startCheckout(
  db: Queryable,
  stripe: Stripe,
  booking: BookingRecord,
  links: { publicUrl: string; secret: string; noticeHours: number },
  now: Date,
): Promise<CheckoutStart> {
  const cents = booking.depositCents ?? 0;
  const manage = signToken(links.secret, "manage", booking.id);
  const common = {
    locale: "es" as const,
    client_reference_id: booking.id,
    metadata: { booking_id: booking.id },
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
    success_url: `${links.publicUrl}${paths.appointment}?pago=ok#${manage}`,
    cancel_url: `${links.publicUrl}${paths.appointment}?pago=cancelado#${manage}`,
  };
  const card = cents === 0 && booking.cardFeeCents !== null;
  // PY-03: the card is saved on a Customer of her own, in setup mode: nothing is charged now.
  const customer = card
    ? await stripe.customers.create(
        {
          name: booking.clientName ?? undefined,
          ...(booking.clientEmail ? { email: booking.clientEmail } : {}),
          metadata: { booking_id: booking.id },
        },
        { idempotencyKey: `customer-${booking.id}` },
      )
    : undefined;
  const session = await stripe.checkout.sessions.create(
    customer
      ? {
          ...common,
          mode: "setup",
          currency: "eur",
          customer: customer.id,
          setup_intent_data: { metadata: { booking_id: booking.id } },
        }
      : {
          ...common,
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "eur",
                unit_amount: cents,
                product_data: { name: `Señal: ${booking.serviceName}` },
              },
            },
          ],
          ...(booking.clientEmail ? { customer_email: booking.clientEmail } : {}),
          payment_intent_data: { metadata: { booking_id: booking.id } },
        },
    { idempotencyKey: `checkout-${booking.id}` },
  );
  if (!session.url) throw new Error("Stripe answered a Checkout session without a URL");
  await appointments.setCheckout(db, booking.id, session.id);
  return {
    kind: card ? "card" : "deposit",
    checkoutUrl: session.url,
    dueUntil: (booking.paymentDueUntil ?? now).toISOString(),
    amountCents: card ? (booking.cardFeeCents ?? 0) : cents,
    policy: card
      ? cardPolicy(booking.cardFeeCents ?? 0, booking.feeNoticeHours ?? links.noticeHours)
      : depositPolicy(cents, links.noticeHours),
  };
}

/**
 * The appointments' part of the Stripe webhook (registered with the payments area): a completed
 * Checkout confirms its held booking and queues its mail, or — the hold released meanwhile — records
 * the deposit and owes it back; an expired one releases the hold; a fee paid from its link is recorded.
 */
export const bookingCheckouts: CheckoutHandler = async (tx, { type, session, setupIntent: intent, firstTime }, now) => {
  const bookingId = session.metadata?.booking_id ?? session.client_reference_id;
  if (!bookingId || session.metadata?.gift_product) return undefined;
  if (type === "checkout.session.expired") {
    const released = await appointments.releaseSession(tx, session.id, now);
    return released ? "released" : "ignored";
  }
  if (session.mode === "setup") {
    if (!(await firstTime(tx, "card")) || !intent) return "ignored";
    const method = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
    const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
    const held = await appointments.markPaid(tx, bookingId, now);
    if (!held || !method || !customer) return "ignored";
    await appointments.saveCard(tx, bookingId, customer, method);
    await appointmentMail.queuePaid(tx, held.id, held.startsAt, now);
    return "confirmed";
  }
  if (session.payment_status !== "paid") return "ignored";
  // PY-03: a fee she approved herself from the link we sent.
  if (session.metadata?.fee === "1") {
    const fee =
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    await repo.recordFee(tx, bookingId, session.amount_total ?? 0, fee, now);
    return "confirmed";
  }
  const paymentIntent =
    typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  await repo.recordDeposit(tx, bookingId, session.amount_total ?? 0, paymentIntent, now);
  const booking = await appointments.markPaid(tx, bookingId, now);
  if (!booking) {
    await repo.owe(tx, bookingId, now);
    return "refund_owed";
  }
  await appointmentMail.queuePaid(tx, booking.id, booking.startsAt, now);
  return "confirmed";
};

/** The payments worker's pass: unpaid holds released, then the refunds owed made (with Stripe set up). */
export async function runPayments(db: Database, stripe: Stripe | undefined, now: Date, log: (line: string) => void) {
  await releaseUnpaidHolds(db, stripe, now, log);
  if (stripe) await makeRefunds(db, stripe, now, log);
}

/** Holds not paid in time give their time back; their Checkout sessions are closed, so a late payment cannot start. */
export async function releaseUnpaidHolds(
  db: Database,
  stripe: Stripe | undefined,
  now: Date,
  log: (line: string) => void,
) {
  const released = await appointments.releaseUnpaid(db, now);
  for (const r of released)
    if (stripe && r.checkout_session_id)
      await stripe.checkout.sessions.expire(r.checkout_session_id).catch((error: unknown) => {
        log(`payments: could not close Checkout ${r.checkout_session_id}: ${reasonOf(error)}`);
      });
}

export type FeeResult =
  | { ok: true; charged: number }
  | { ok: false; error: "no_card" | "not_due" | "too_old" | "already" | "link_sent" | "refused"; message?: string };

/**
 * PY-03: the desk charges a no-show's or a late cancellation's fee to her saved card, off-session,
 * within 14 days. The fee's row is written first (one per appointment: a second press, or a second
 * desk at the same moment, meets the unique index), then Stripe is asked with the appointment as its
 * idempotency key. A bank that wants her to approve it gets her a payment link by email instead.
 */
export async function chargeFee(
  db: Database,
  stripe: Stripe,
  booking: BookingRecord,
  now: Date,
  links: { publicUrl: string; secret: string },
): Promise<FeeResult> {
  const fee = booking.cardFeeCents;
  if (!fee || !booking.stripeCustomerId || !booking.stripePaymentMethodId) return { ok: false, error: "no_card" };
  const lateCancel =
    booking.status === "cancelled" &&
    booking.cancelledAt !== null &&
    booking.startsAt.getTime() - booking.cancelledAt.getTime() < (booking.feeNoticeHours ?? 24) * 3_600_000;
  if (booking.status !== "no_show" && !lateCancel) return { ok: false, error: "not_due" };
  if (now.getTime() - booking.startsAt.getTime() > FEE_DAYS * 86_400_000) return { ok: false, error: "too_old" };
  const row = await repo.startFee(db, booking.id, fee, now);
  if (!row) return { ok: false, error: "already" };
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: fee,
        currency: "eur",
        customer: booking.stripeCustomerId,
        payment_method: booking.stripePaymentMethodId,
        off_session: true,
        confirm: true,
        description: `Penalización: ${booking.serviceName} (${booking.reference})`,
        metadata: { booking_id: booking.id },
      },
      { idempotencyKey: `fee-${booking.id}` },
    );
    await repo.feeCharged(db, row, intent.id, now);
    return { ok: true, charged: fee };
  } catch (error) {
    const code = (error as { code?: string }).code;
    await repo.feeFailed(db, row, code ?? reasonOf(error));
    if (code !== "authentication_required") return { ok: false, error: "refused", message: reasonOf(error) };
    // Her bank wants her to approve it: a payment page of its own, by email.
    const manage = signToken(links.secret, "manage", booking.id);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        locale: "es",
        customer: booking.stripeCustomerId,
        client_reference_id: booking.id,
        metadata: { booking_id: booking.id, fee: "1" },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: fee,
              product_data: { name: `Penalización: ${booking.serviceName}` },
            },
          },
        ],
        success_url: `${links.publicUrl}${paths.appointment}?pago=ok#${manage}`,
        cancel_url: `${links.publicUrl}${paths.appointment}#${manage}`,
      },
      { idempotencyKey: `fee-link-${booking.id}` },
    );
    if (session.url) await appointmentMail.queueFeeLink(db, booking.id, session.url, now);
    return { ok: false, error: "link_sent" };
  }
}
