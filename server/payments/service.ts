/**
 * Deposits on Stripe Checkout (PY-02). A booking whose service asks for a deposit holds its time in
 * the overlap rule while she pays; `checkout.session.completed` confirms it and sends its mail; a hold
 * not paid in time is released (and its Checkout session closed); a deposit paid after its hold was
 * released, or of an appointment cancelled inside the policy, is refunded by the worker — once, the
 * refund row's id being Stripe's idempotency key.
 */
import type Stripe from "stripe";
import { depositCents, depositPolicy } from "@/domain/payments/policy";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import type { Database, Queryable } from "../db/client";
import { appointmentMail, appointments, type BookingRecord } from "../appointments/repository";
import { signToken } from "../appointments/tokens";
import { paths } from "@/lib/paths";
import { reasonOf } from "../errors";
import { paymentsRepository as repo } from "./repository";

/** Stripe's shortest Checkout session (30 minutes); the salon's own hold is shorter. */
const CHECKOUT_MINUTES = 30;

/** The deposit a booking of these services asks for, in cents; 0 when none, or when payments are off. */
export function depositOf(settings: SalonSettings, services: readonly ServiceSetting[]): number {
  if (!settings.payments.online) return 0;
  return services.reduce((sum, s) => sum + depositCents(s.deposit, s.price), 0);
}

/** What the widget needs to send her to pay, and what she accepted. */
export interface CheckoutStart {
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
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      locale: "es",
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
      client_reference_id: booking.id,
      metadata: { booking_id: booking.id },
      payment_intent_data: { metadata: { booking_id: booking.id } },
      expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
      success_url: `${links.publicUrl}${paths.appointment}?pago=ok#${manage}`,
      cancel_url: `${links.publicUrl}${paths.appointment}?pago=cancelado#${manage}`,
    },
    { idempotencyKey: `checkout-${booking.id}` },
  );
  if (!session.url) throw new Error("Stripe answered a Checkout session without a URL");
  await appointments.setCheckout(db, booking.id, session.id);
  return {
    checkoutUrl: session.url,
    dueUntil: (booking.paymentDueUntil ?? now).toISOString(),
    amountCents: cents,
    policy: depositPolicy(cents, links.noticeHours),
  };
}

/** What a Stripe event did. */
export type EventOutcome = "confirmed" | "refund_owed" | "released" | "ignored" | "repeated";

/**
 * One verified Stripe event, in one transaction with its record (a repeated delivery does nothing):
 * a completed Checkout confirms its held booking and queues its mail, or — the hold released meanwhile —
 * records the deposit and owes it back; an expired one releases the hold.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") return "ignored";
    if (!(await repo.firstTime(tx, event.id, event.type, now))) return "repeated";
    const session = event.data.object;
    const bookingId = session.metadata?.booking_id ?? session.client_reference_id;
    if (!bookingId) return "ignored";
    if (event.type === "checkout.session.expired") {
      const released = await appointments.releaseSession(tx, session.id, now);
      return released ? "released" : "ignored";
    }
    if (session.payment_status !== "paid") return "ignored";
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
  });
}

/**
 * The payments worker's pass: holds not paid in time give their time back (their Checkout sessions
 * are closed, so a late payment cannot start), and refunds owed are made on Stripe.
 */
export async function runPayments(db: Database, stripe: Stripe | undefined, now: Date, log: (line: string) => void) {
  const released = await appointments.releaseUnpaid(db, now);
  for (const r of released)
    if (stripe && r.checkout_session_id)
      await stripe.checkout.sessions.expire(r.checkout_session_id).catch((error: unknown) => {
        log(`payments: could not close Checkout ${r.checkout_session_id}: ${reasonOf(error)}`);
      });
  if (!stripe) return;
  for (const refund of await repo.pendingRefunds(db)) {
    if (!refund.payment_intent) continue;
    try {
      const made = await stripe.refunds.create(
        {
          payment_intent: refund.payment_intent,
          amount: refund.amount_cents,
          metadata: { booking_id: refund.booking_id ?? "" },
        },
        { idempotencyKey: `refund-${refund.id}` },
      );
      await repo.refunded(db, String(refund.id), made.id, now);
    } catch (error) {
      await repo.refundFailed(db, String(refund.id), reasonOf(error));
      log(`payments: refund ${refund.id} failed: ${reasonOf(error)}`);
    }
  }
}
