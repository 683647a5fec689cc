/**
 * The checkout area's tables, declared once (docs/decisions/021-one-home-per-area.md): retail products,
 * the invoice series, issued invoices and the visits they closed, and the VERI*FACTU records (TK-01 …
 * TK-03). server/tables.test.ts checks them against the migrations.
 */
import { boolean, date, integer, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { invoiceTypes } from "@/domain/checkout/invoice";
import type { PricedLine, Tender, VatShare } from "@/domain/checkout/sale";
import type { PaymentMethod } from "@/domain/payments/policy";
import { bytea, instant, int8 } from "../db/columns";

export const products = pgTable("products", {
  id: uuid().primaryKey(),
  name: text().notNull(),
  price_cents: integer().notNull(),
  vat_rate: smallint().notNull(),
  stock: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  created_at: instant().notNull(),
});

export const invoiceSeries = pgTable("invoice_series", {
  series: text().primaryKey(),
  last_number: integer().notNull(),
});

export const invoices = pgTable("invoices", {
  id: uuid().primaryKey(),
  type: text({ enum: invoiceTypes }).notNull(),
  series: text().notNull(),
  number: integer().notNull(),
  num_serie: text().notNull(),
  issued_at: instant().notNull(),
  issue_date: date({ mode: "string" }).notNull(),
  issuer_nif: text().notNull(),
  issuer_name: text().notNull(),
  issuer_address: text().notNull(),
  client_name: text(),
  client_nif: text(),
  client_address: text(),
  lines: jsonb().$type<PricedLine[]>().notNull(),
  vat: jsonb().$type<VatShare[]>().notNull(),
  gross_cents: integer().notNull(),
  discount_cents: integer().notNull(),
  total_cents: integer().notNull(),
  vat_cents: integer().notNull(),
  tenders: jsonb().$type<Tender[]>().notNull(),
  change_cents: integer().notNull().default(0),
  corrects: uuid(),
  request_key: text().notNull(),
  issued_by: text().notNull(),
});

export const invoiceBookings = pgTable("invoice_bookings", {
  booking_id: uuid().primaryKey(),
  invoice_id: uuid().notNull(),
});

export const verifactuRecords = pgTable("verifactu_records", {
  id: int8().primaryKey(),
  issuer_nif: text().notNull(),
  position: integer().notNull(),
  kind: text({ enum: ["alta", "anulacion"] }).notNull(),
  invoice_id: uuid().notNull(),
  generated_at: text().notNull(),
  previous_huella: text(),
  huella: text().notNull(),
  fields: jsonb().$type<Record<string, string>>().notNull(),
  /** TK-05: the rejected record this one corrects (a subsanación). */
  subsana: int8(),
});

export const invoiceCancellations = pgTable("invoice_cancellations", {
  invoice_id: uuid().primaryKey(),
  reason: text().notNull(),
  cancelled_at: instant().notNull(),
  cancelled_by: text().notNull(),
});

export const cashUps = pgTable("cash_ups", {
  day: date({ mode: "string" }).primaryKey(),
  totals: jsonb().$type<{ method: PaymentMethod; cents: number; movements: number }[]>().notNull(),
  float_cents: integer().notNull(),
  expected_cash_cents: integer().notNull(),
  counted_cash_cents: integer().notNull(),
  difference_cents: integer().notNull(),
  tickets: integer().notNull(),
  note: text(),
  closed_at: instant().notNull(),
  closed_by: text().notNull(),
});

export const verifactuCertificate = pgTable("verifactu_certificate", {
  id: smallint().primaryKey(),
  sealed: bytea().notNull(),
  uploaded_at: instant().notNull(),
  uploaded_by: text().notNull(),
});

export const sendStates = ["sending", "correct", "accepted_with_errors", "rejected"] as const;
export const verifactuSends = pgTable("verifactu_sends", {
  record_id: int8().primaryKey(),
  state: text({ enum: sendStates }).notNull(),
  lease_until: instant(),
  attempts: integer().notNull().default(1),
  late: boolean().notNull().default(false),
  csv: text(),
  code: text(),
  description: text(),
  answered_at: instant(),
});

export const verifactuQueue = pgTable("verifactu_queue", {
  id: smallint().primaryKey(),
  next_send_after: instant(),
  last_sent_at: instant(),
  last_error: text(),
});

export type CashUpRow = typeof cashUps.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type VerifactuRecordRow = typeof verifactuRecords.$inferSelect;
