/**
 * Payments on Stripe (PY-02 … PY-05): what a booking's services ask for, the webhook's events handled
 * once each and handed to the area whose Checkout it was (a port: `CheckoutHandler`, registered by the
 * appointments area for deposits, cards and fees, by the gifts area for purchases), and the refunds
 * owed, made by the worker once — the refund row's id being Stripe's idempotency key.
 */
import type Stripe from "stripe";
import { cardFeeCents, depositCents } from "@/domain/payments/policy";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import type { Database, Queryable } from "../db/client";
import { reasonOf } from "../errors";
import { paymentsRepository as repo } from "./repository";

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

/** What a Stripe event did. */
export type EventOutcome = "confirmed" | "refund_owed" | "released" | "ignored" | "repeated";

/** A verified Checkout event, with what was read of it before the transaction. */
export interface CheckoutEvent {
  type: "checkout.session.completed" | "checkout.session.expired";
  session: Stripe.Checkout.Session;
  /** PY-03: a card saved in setup mode: its SetupIntent (which card). */
  setupIntent?: Stripe.SetupIntent;
  /** Records a second part of the same event once (false: already done). */
  firstTime(tx: Queryable, part: string): Promise<boolean>;
}

/**
 * An area's part of the webhook: the Checkout sessions it opened (undefined: not its own). Runs in
 * the event's transaction, after the event was recorded as handled.
 */
export type CheckoutHandler = (tx: Queryable, event: CheckoutEvent, now: Date) => Promise<EventOutcome | undefined>;

/**
 * One verified Stripe event, in one transaction with its record (a repeated delivery does nothing),
 * handed to the first handler whose session it is.
 */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
  now: Date,
  stripe: Stripe | undefined,
  handlers: readonly CheckoutHandler[],
): Promise<EventOutcome> {
  // PY-03: a card saved in setup mode: which card, from its SetupIntent (read before the transaction).
  const object = event.type === "checkout.session.completed" ? event.data.object : undefined;
  const setupIntentRef = object?.mode === "setup" && object.setup_intent ? object.setup_intent : undefined;
  const setupIntent =
    setupIntentRef && stripe
      ? typeof setupIntentRef === "string"
        ? await stripe.setupIntents.retrieve(setupIntentRef)
        : setupIntentRef
      : undefined;
  return db.transaction(async (tx) => {
    if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") return "ignored";
    if (!(await repo.firstTime(tx, event.id, event.type, now))) return "repeated";
    const checkout: CheckoutEvent = {
      type: event.type,
      session: event.data.object,
      ...(setupIntent ? { setupIntent } : {}),
      firstTime: (t, part) => repo.firstTime(t, `${event.id}:${part}`, event.type, now),
    };
    for (const handle of handlers) {
      const outcome = await handle(tx, checkout, now);
      if (outcome) return outcome;
    }
    return "ignored";
  });
}

/** The payments worker's pass: refunds owed are made on Stripe, once each. */
export async function makeRefunds(db: Database, stripe: Stripe, now: Date, log: (line: string) => void) {
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
