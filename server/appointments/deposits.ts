/**
 * An appointment's money on Stripe (PY-02, PY-03): a service that asks for a deposit holds its time in
 * the overlap rule while she pays on Checkout; the completed session confirms it and sends its mail; a
 * hold not paid in time is released (and its Checkout session closed); a deposit paid after its hold
 * was released is owed back (the payments area makes the refund). A card kept for a no-show's fee is
 * saved in setup mode and charged by the desk.
 */
import { cardPolicy, depositPolicy, FEE_DAYS } from "@/domain/payments/policy";
import { paths } from "@/lib/paths";
import type { Database, Queryable } from "../db/client";
import { reasonOf } from "../errors";
import {
  cardFeeOf,
  ChargeRefused,
  type CheckoutHandler,
  depositOf,
  forgetCustomers,
  makeRefunds,
  type PaymentProvider,
  paymentsRepository as repo,
  termsRepository,
} from "../payments";
import { cancel } from "./booking-service";
import type { BookingPlan, BookingStep } from "./place-booking";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
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
 * Opens the provider's page of a held booking (the same one again for a replayed request: its
 * idempotency key is the booking's id) and remembers it on the booking.
 */
export async function startCheckout(
  db: Queryable,
  provider: PaymentProvider,
  booking: BookingRecord,
  links: { publicUrl: string; secret: string; noticeHours: number },
  now: Date,
): Promise<CheckoutStart> {
  const terms = booking.terms;
  const cents = terms?.depositCents ?? 0;
  const manage = signToken(links.secret, "manage", booking.id);
  const card = cents === 0 && !!terms?.cardFeeCents;
  const metadata = { booking_id: booking.id };
  const session = await provider.checkout({
    // PY-03: the card is saved on a customer of her own, in setup mode: nothing is charged now.
    ...(card
      ? {
          mode: "setup" as const,
          customer: {
            ...(booking.clientName ? { name: booking.clientName } : {}),
            ...(booking.clientEmail ? { email: booking.clientEmail } : {}),
            idempotencyKey: `customer-${booking.id}`,
          },
        }
      : {
          mode: "payment" as const,
          line: { name: `Señal: ${booking.serviceName}`, amountCents: cents },
          ...(booking.clientEmail ? { email: booking.clientEmail } : {}),
        }),
    metadata,
    reference: booking.id,
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
    successUrl: `${links.publicUrl}${paths.appointment}?pago=ok#${manage}`,
    cancelUrl: `${links.publicUrl}${paths.appointment}?pago=cancelado#${manage}`,
    idempotencyKey: `checkout-${booking.id}`,
  });
  await termsRepository.setCheckout(db, booking.id, session.id);
  return {
    kind: card ? "card" : "deposit",
    checkoutUrl: session.url,
    dueUntil: (booking.heldUntil ?? now).toISOString(),
    amountCents: card ? (terms?.cardFeeCents ?? 0) : cents,
    policy: card
      ? cardPolicy(terms?.cardFeeCents ?? 0, terms?.feeNoticeHours ?? links.noticeHours)
      : depositPolicy(cents, links.noticeHours),
  };
}

/**
 * A held booking's hold ends paid (PY-02): confirmed, with its mail queued — the confirmation now and
 * the timed messages still ahead — in the caller's transaction. Undefined when it no longer holds (its
 * time was given back meanwhile).
 */
export async function confirmHold(tx: Queryable, bookingId: string, now: Date) {
  const held = await appointments.markPaid(tx, bookingId, now);
  if (held) await appointmentMail.queuePaid(tx, held.id, held.startsAt, now);
  return held;
}

/** A held booking's payment page expired unpaid: its time is given back (false: nothing held it). */
export async function releaseHold(tx: Queryable, checkoutId: string, now: Date): Promise<boolean> {
  const bookingId = await termsRepository.bookingOfCheckout(tx, checkoutId);
  return bookingId ? appointments.releaseHeld(tx, bookingId, now) : false;
}

/**
 * The appointments' part of the Stripe webhook (registered with the payments area): a completed
 * Checkout confirms its held booking and queues its mail, or — the hold released meanwhile — records
 * the deposit and owes it back; an expired one releases the hold; a fee paid from its link is recorded.
 */
export const bookingCheckouts: CheckoutHandler = async (tx, { type, session, card, paidWith, firstTime }, now) => {
  const bookingId = session.metadata.booking_id ?? session.reference;
  if (!bookingId || session.metadata.gift_product) return undefined;
  if (type === "checkout.expired") {
    return (await releaseHold(tx, session.id, now)) ? "released" : "ignored";
  }
  if (session.mode === "setup") {
    if (!(await firstTime(tx, "card")) || !card) return "ignored";
    if (!(await confirmHold(tx, bookingId, now))) return "ignored";
    await termsRepository.saveCard(tx, bookingId, card.customerId, card.paymentMethodId);
    return "confirmed";
  }
  if (!session.paid) return "ignored";
  // PY-03: a fee she approved herself from the link we sent.
  if (session.metadata.fee === "1") {
    await repo.recordFee(tx, bookingId, session.amountCents ?? 0, session.paymentId, now);
    return "confirmed";
  }
  if (!(await repo.recordDeposit(tx, bookingId, session.amountCents ?? 0, session.paymentId, now, paidWith)))
    return "repeated";
  if (await confirmHold(tx, bookingId, now)) return "confirmed";
  await repo.owe(tx, bookingId, now);
  return "refund_owed";
};

/**
 * The payments worker's pass: unpaid holds released; then, with Stripe set up, the refunds owed made and
 * forgotten clients' customers deleted there.
 */
export async function runPayments(
  db: Database,
  provider: PaymentProvider | undefined,
  now: Date,
  log: (line: string) => void,
) {
  await releaseUnpaidHolds(db, provider, now, log);
  if (!provider) return;
  await makeRefunds(db, provider, now, log);
  await forgetCustomers(db, provider, log);
}

/** Holds not paid in time give their time back; their Checkout sessions are closed, so a late payment cannot start. */
async function releaseUnpaidHolds(
  db: Database,
  provider: PaymentProvider | undefined,
  now: Date,
  log: (line: string) => void,
) {
  const released = await appointments.releaseUnpaid(db, now);
  if (!provider) return;
  for (const session of await termsRepository.checkoutsOf(db, released))
    await provider.expire(session).catch((error: unknown) => {
      log(`payments: could not close Checkout ${session}: ${reasonOf(error)}`);
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
  provider: PaymentProvider,
  booking: BookingRecord,
  now: Date,
  links: { publicUrl: string; secret: string },
): Promise<FeeResult> {
  const terms = booking.terms;
  const fee = terms?.cardFeeCents;
  const customerId = terms?.stripeCustomerId;
  const paymentMethodId = terms?.stripePaymentMethodId;
  if (!fee || !customerId || !paymentMethodId) return { ok: false, error: "no_card" };
  const lateCancel =
    booking.status === "cancelled" &&
    booking.cancelledAt !== null &&
    booking.startsAt.getTime() - booking.cancelledAt.getTime() < (terms.feeNoticeHours ?? 24) * 3_600_000;
  if (booking.status !== "no_show" && !lateCancel) return { ok: false, error: "not_due" };
  if (now.getTime() - booking.startsAt.getTime() > FEE_DAYS * 86_400_000) return { ok: false, error: "too_old" };
  const row = await repo.startFee(db, booking.id, fee, now);
  if (!row) return { ok: false, error: "already" };
  try {
    const charged = await provider.charge({
      customerId,
      paymentMethodId,
      amountCents: fee,
      description: `Penalización: ${booking.serviceName} (${booking.reference})`,
      metadata: { booking_id: booking.id },
      idempotencyKey: `fee-${booking.id}`,
    });
    await repo.feeCharged(db, row, charged.id, now);
    return { ok: true, charged: fee };
  } catch (error) {
    const code = error instanceof ChargeRefused ? error.code : undefined;
    await repo.feeFailed(db, row, code ?? reasonOf(error));
    if (code !== "authentication_required") return { ok: false, error: "refused", message: reasonOf(error) };
    // Her bank wants her to approve it: a payment page of its own, by email.
    const manage = signToken(links.secret, "manage", booking.id);
    const page = await provider.checkout({
      mode: "payment",
      customer: { id: customerId },
      reference: booking.id,
      metadata: { booking_id: booking.id, fee: "1" },
      line: { name: `Penalización: ${booking.serviceName}`, amountCents: fee },
      successUrl: `${links.publicUrl}${paths.appointment}?pago=ok#${manage}`,
      cancelUrl: `${links.publicUrl}${paths.appointment}#${manage}`,
      idempotencyKey: `fee-link-${booking.id}`,
    });
    await appointmentMail.queueFeeLink(db, booking.id, page.url, now);
    return { ok: false, error: "link_sent" };
  }
}

/**
 * What a booking of `services` holds while she pays (PY-02, PY-03, PY-09): the deposit, or the card
 * kept for a fee — with a provider set up only. A code paying `codeCents` of it skips the deposit only
 * when it covers the whole deposit (a gift card with 5 € left does not), and the card when it pays at
 * all. The widget's step and a waitlist offer's acceptance both ask here: a deposit cannot be skipped.
 */
export function depositPlan(
  deps: { payments?: PaymentProvider | undefined; env: { paymentHoldMinutes: number } },
  settings: SalonSettings,
  services: readonly ServiceSetting[],
  now: Date,
  codeCents = 0,
): BookingPlan["deposit"] {
  if (!deps.payments) return undefined;
  const cents = depositOf(settings, services);
  const dueUntil = new Date(now.getTime() + deps.env.paymentHoldMinutes * 60_000);
  if (cents > 0) return codeCents >= cents ? undefined : { cents, dueUntil };
  const card = codeCents > 0 ? undefined : cardFeeOf(settings, services);
  return card ? { cents: 0, dueUntil, cardFeeCents: card.cents, feeNoticeHours: card.noticeHours } : undefined;
}

/**
 * The booking's deposit or card on file (PY-02, PY-03), a step of `placeBooking`: with a provider and
 * no code paying it, a service that asks for a deposit holds its time while she pays (or while she
 * saves a card for a no-show's fee); once written, her answer carries the payment page. No page — the
 * provider down — gives the time back at once, and she is told to call.
 */
export function depositStep(deps: {
  db: Database;
  payments?: PaymentProvider | undefined;
  env: { paymentHoldMinutes: number; publicUrl: string; bookingSecret: string };
  log: (line: string) => void;
}): BookingStep {
  return {
    async prepare(request, plan, now) {
      const services = [request.service, ...request.extras.map((e) => e.service)];
      const hold = depositPlan(deps, request.settings, services, now, plan.paidBy?.cents ?? 0);
      if (hold) plan.deposit = hold;
      return undefined;
    },
    async afterCommit(booking, request, _plan, now) {
      if (!deps.payments || !booking.heldUntil) return {};
      try {
        const payment = await startCheckout(
          deps.db,
          deps.payments,
          booking,
          {
            publicUrl: deps.env.publicUrl,
            secret: deps.env.bookingSecret,
            noticeHours: request.settings.booking.cancelNoticeHours,
          },
          now,
        );
        return { payment };
      } catch (error) {
        deps.log(`stripe: checkout for ${booking.id} failed: ${reasonOf(error)}`);
        await cancel(deps.db, booking.id, now, { noticeHours: null, wholeVisit: true });
        return { status: 503, code: "payments_unavailable" };
      }
    },
  };
}
