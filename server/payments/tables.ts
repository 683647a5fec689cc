/**
 * The payments area's tables, declared once (docs/decisions/021-one-home-per-area.md): every money
 * movement (PY-02, PY-05), and the Stripe events already handled. server/tables.test.ts checks them.
 */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { paymentKinds, paymentMethods, paymentStatuses } from "@/domain/payments/policy";
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
});

export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  received_at: instant().notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
