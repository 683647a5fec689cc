/**
 * The payment provider behind one port (#41, ADR 028): the payments area and the areas that take
 * money (appointments, gifts) speak these shapes, never a provider's SDK. Stripe is one adapter
 * (./stripe.ts); the tests' Stripe stand-in is reached through it, so the real client's requests,
 * idempotency keys and signatures are what the tests exercise. Amounts are integer cents, in euros.
 */
import type { PaidWith } from "@/domain/payments/policy";

/** A hosted page where she pays an amount, or saves a card with nothing charged. */
export interface CheckoutRequest {
  mode: "payment" | "setup";
  /** What the page is for, read back from its events (`booking_id`, `gift_product`, `fee`…). */
  metadata: Record<string, string>;
  /** The salon's id of what it pays. */
  reference?: string;
  /** A payment's one line. */
  line?: { name: string; amountCents: number };
  /** Her email on the page (a payment without a customer of her own). */
  email?: string;
  /** A setup's (or a fee's) customer: an existing one, or one made for her once (`idempotencyKey`). */
  customer?: { id?: string; name?: string; email?: string; idempotencyKey?: string };
  expiresAt?: Date;
  successUrl: string;
  cancelUrl: string;
  /** The same key again opens the same page (a replayed booking). */
  idempotencyKey?: string;
}

export interface CheckoutPage {
  id: string;
  url: string;
}

/** A completed or expired hosted page, as an event tells of it. */
export interface CheckoutSession {
  id: string;
  mode: "payment" | "setup";
  /** The money is in (a payment page). */
  paid: boolean;
  amountCents: number | null;
  /** The provider's id of the payment made (what a refund returns). */
  paymentId: string | null;
  customerId: string | null;
  customerEmail: string | null;
  /** A setup page's saved card is read from this (`savedCard`). */
  setupId: string | null;
  metadata: Record<string, string>;
  reference: string | null;
}

/** A verified webhook event, in the salon's words. */
export interface ProviderEvent {
  id: string;
  type: "checkout.completed" | "checkout.expired" | "other";
  /** The provider's own name of the event (kept in the record of events handled). */
  providerType: string;
  checkout?: CheckoutSession;
}

/** A card charge the bank or the provider refused; `code` is the provider's ('authentication_required'). */
export class ChargeRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  checkout(request: CheckoutRequest): Promise<CheckoutPage>;
  /** PY-11: how a completed payment page was paid (read before the event's transaction); undefined: not said. */
  paidWith(session: CheckoutSession): Promise<PaidWith | undefined>;
  /** The card a completed setup page saved (read before the event's transaction). */
  savedCard(session: CheckoutSession): Promise<{ customerId: string; paymentMethodId: string } | undefined>;
  /** Charges a saved card off-session (throws `ChargeRefused`). */
  charge(request: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Returns (part of) a payment, once per key. */
  refund(request: {
    paymentId: string;
    amountCents: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Closes a page nobody paid, so a late payment cannot start. */
  expire(checkoutId: string): Promise<void>;
  /** RGPD: deletes her customer and the cards saved on it; one already gone counts as deleted. */
  forgetCustomer(customerId: string): Promise<void>;
  /** The webhook's raw body, verified against its signature on the server's clock; throws when it is not the provider's. */
  parseEvent(rawBody: string, signature: string, now: Date): ProviderEvent;
}
