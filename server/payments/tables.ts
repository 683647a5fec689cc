/**
 * The payments area's tables, declared once (docs/decisions/021-one-home-per-area.md): every movement
 * of value (PY-07's ledger), an appointment's payment terms, and the Stripe events already handled. server/tables.test.ts checks them.
 */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { paidWith, paymentKinds, paymentMethods, paymentStatuses } from "@/domain/payments/policy";
import { instant, int8 } from "../db/columns";

export const payments = pgTable("payments", {
  id: int8().primaryKey(),
  booking_id: uuid(),
  kind: text({ enum: paymentKinds }).notNull(),
  method: text({ enum: paymentMethods }).notNull(),
  amount_cents: integer().notNull(),
  status: text({ enum: paymentStatuses }).notNull().default("done"),
  /** Stripe's id (a PaymentIntent for a deposit, a Refund for a refund). */
  provider_id: text(),
  created_at: instant().notNull(),
  done_at: instant(),
  last_error: text(),
  /** PY-07: the code whose value this row moves, and by how much (signed: spent < 0, sold or given back > 0). */
  gift_code: text(),
  code_cents: integer().notNull().default(0),
  code_sessions: integer().notNull().default(0),
  /** The row this one reverses (a refund, a code's value given back, a void, an undo): once each. */
  reverses: int8(),
  reason: text(),
  /** PY-12: the desk's idempotency key — one click, one payment. */
  request_key: text(),
  /** A refund is made no sooner than this (the desk's 'Deshacer' window). */
  not_before: instant(),
  /** PY-11: how a deposit paid online was paid (card, Bizum), as the provider said; null: unknown. */
  paid_with: text({ enum: paidWith }),
  /** TK-01: the sale (its invoice) whose tender this row is. */
  invoice_id: uuid(),
});

/**
 * #41: what an appointment asks of her money (PY-02, PY-03), one row per appointment that asks for any:
 * the deposit, the fee and notice of a card on file she accepted, the Checkout session collecting it,
 * and where Stripe keeps her card (its ids only). The appointment's hold itself is `bookings.held_until`.
 */
export const paymentTerms = pgTable("payment_terms", {
  booking_id: uuid().primaryKey(),
  deposit_cents: integer(),
  card_fee_cents: integer(),
  fee_notice_hours: integer(),
  checkout_session_id: text(),
  stripe_customer_id: text(),
  stripe_payment_method_id: text(),
});

/** RGPD: a forgotten client's customer, to be deleted at the provider by the payments worker (migration 047). */
export const customerDeletions = pgTable("customer_deletions", {
  customer_id: text().primaryKey(),
  asked_at: instant().notNull(),
  attempts: integer().notNull().default(0),
  last_error: text(),
});

export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  received_at: instant().notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentTermsRow = typeof paymentTerms.$inferSelect;
