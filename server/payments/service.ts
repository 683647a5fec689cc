/**
 * Payments (PY-02 … PY-05), through the provider's port (./provider.ts): what a booking's services
 * ask for, the webhook's events handled once each and handed to the area whose Checkout it was (a port: `CheckoutHandler`, registered by the
 * appointments area for deposits, cards and fees, by the gifts area for purchases), and the refunds
 * owed, made by the worker once — the refund row's id being Stripe's idempotency key.
 */
import type { PaymentView } from "@/domain/payments/schemas";
import { cardFeeCents, depositCents, type PaidWith } from "@/domain/payments/policy";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import type { Database, Queryable } from "../db/client";
import { reasonOf } from "../errors";
import type { CheckoutSession, PaymentProvider, ProviderEvent } from "./provider";
import { paymentsRepository as repo } from "./repository";
import { termsRepository } from "./terms";

/** The deposit a booking of these services asks for, in cents; 0 when none, or when payments are off. */
export function depositOf(settings: SalonSettings, services: readonly ServiceSetting[]): number {
  if (!settings.payments.online) return 0;
  return services.reduce((sum, s) => sum + depositCents(s.deposit, s.price), 0);
}

/** PY-03: the fee (cents) and notice of a booking that keeps the card; none when payments are off. */
export function cardFeeOf(settings: SalonSettings, services: readonly ServiceSetting[]) {
  if (!settings.payments.online) return undefined;
  const card = services.find((s) => s.deposit.kind === "card" && s.deposit.amount > 0);
  return card ? { cents: cardFeeCents(card.deposit), noticeHours: card.deposit.feeNoticeHours } : undefined;
}

/** What a webhook event did. */
export type EventOutcome = "confirmed" | "refund_owed" | "released" | "ignored" | "repeated";

/** A verified Checkout event, with what was read of it before the transaction. */
export interface CheckoutEvent {
  type: "checkout.completed" | "checkout.expired";
  session: CheckoutSession;
  /** PY-03: the card a setup page saved. */
  card?: { customerId: string; paymentMethodId: string };
  /** PY-11: how a payment page was paid. */
  paidWith?: PaidWith;
  /** Records a second part of the same event once (false: already done). */
  firstTime(tx: Queryable, part: string): Promise<boolean>;
}

/**
 * An area's part of the webhook: the Checkout sessions it opened (undefined: not its own). Runs in
 * the event's transaction, after the event was recorded as handled.
 */
export type CheckoutHandler = (tx: Queryable, event: CheckoutEvent, now: Date) => Promise<EventOutcome | undefined>;

/**
 * One verified event, in one transaction with its record (a repeated delivery does nothing), handed
 * to the first handler whose session it is.
 */
export async function handleProviderEvent(
  db: Database,
  event: ProviderEvent,
  now: Date,
  provider: PaymentProvider,
  handlers: readonly CheckoutHandler[],
): Promise<EventOutcome> {
  const { checkout } = event;
  // PY-03: a card saved in setup mode: which card (read before the transaction).
  const card =
    event.type === "checkout.completed" && checkout?.mode === "setup" ? await provider.savedCard(checkout) : undefined;
  // PY-11: how a payment page was paid (card, Bizum); a provider that does not say leaves it unknown.
  const paidWith =
    event.type === "checkout.completed" && checkout?.mode === "payment" && checkout.paid
      ? await provider.paidWith(checkout).catch(() => undefined)
      : undefined;
  return db.transaction(async (tx) => {
    if (event.type === "other" || !checkout) return "ignored";
    if (!(await repo.firstTime(tx, event.id, event.providerType, now))) return "repeated";
    const handled: CheckoutEvent = {
      type: event.type,
      session: checkout,
      ...(card ? { card } : {}),
      ...(paidWith ? { paidWith } : {}),
      firstTime: (t, part) => repo.firstTime(t, `${event.id}:${part}`, event.providerType, now),
    };
    for (const handle of handlers) {
      const outcome = await handle(tx, handled, now);
      if (outcome) return outcome;
    }
    return "ignored";
  });
}

/** The payments worker's pass: refunds owed are made by the provider, once each (the row's id is the key). */
export async function makeRefunds(db: Database, provider: PaymentProvider, now: Date, log: (line: string) => void) {
  for (const refund of await repo.pendingRefunds(db, now)) {
    if (!refund.payment_intent) continue;
    try {
      const made = await provider.refund({
        paymentId: refund.payment_intent,
        amountCents: refund.amount_cents,
        metadata: { booking_id: refund.booking_id ?? "" },
        idempotencyKey: `refund-${refund.id}`,
      });
      await repo.refunded(db, String(refund.id), made.id, now);
    } catch (error) {
      await repo.refundFailed(db, String(refund.id), reasonOf(error));
      log(`payments: refund ${refund.id} failed: ${reasonOf(error)}`);
    }
  }
}

/**
 * RGPD: the payments worker's pass deletes at the provider the customers of clients the salon forgot
 * (`termsRepository.forget`); one the provider does not delete now is tried again on the next pass.
 */
export async function forgetCustomers(db: Database, provider: PaymentProvider, log: (line: string) => void) {
  for (const customer of await termsRepository.deletionsDue(db)) {
    try {
      await provider.forgetCustomer(customer);
      await termsRepository.deleted(db, customer);
    } catch (error) {
      await termsRepository.deletionFailed(db, customer, reasonOf(error));
      log(`payments: could not delete a forgotten client's customer at Stripe: ${reasonOf(error)}`);
    }
  }
}

/** PY-07: an appointment's (or a visit's) ledger rows as the desk and the client's messages read them. */
export async function ledgerOf(db: Queryable, bookingIds: readonly string[]): Promise<PaymentView[]> {
  return (await repo.ofBookings(db, bookingIds)).map((p) => ({
    id: String(p.id),
    kind: p.kind,
    method: p.method,
    amountCents: p.amount_cents,
    status: p.status,
    at: new Date(p.done_at ?? p.created_at).toISOString(),
    reverses: p.reverses === null ? null : String(p.reverses),
    reason: p.reason,
    code: p.gift_code,
    paidWith: p.paid_with,
  }));
}
