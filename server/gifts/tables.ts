/**
 * The gifts area's tables, declared once (docs/decisions/021-one-home-per-area.md): the bonos and gift
 * cards the owner sells (PY-04), the codes bought, and what each code paid. server/tables.test.ts checks them.
 */
import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { giftDesigns, giftKinds } from "@/domain/gifts/rules";
import { instant } from "../db/columns";

export const giftProducts = pgTable("gift_products", {
  id: text().primaryKey(),
  kind: text({ enum: giftKinds }).notNull(),
  name: text().notNull(),
  service_id: text(),
  sessions: integer(),
  amount_cents: integer(),
  price_cents: integer().notNull(),
  valid_months: integer().notNull(),
  design: text({ enum: giftDesigns }).notNull().default("rosa"),
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  version: integer().notNull().default(1),
});

export const giftCodes = pgTable("gift_codes", {
  code: text().primaryKey(),
  product_id: text().notNull(),
  kind: text({ enum: giftKinds }).notNull(),
  service_id: text(),
  /**
   * Never below 0: the database refuses a second spend of the last session or euro. Derived from the
   * ledger (PY-07): only a `payments` row that moves this code changes them (migration 025).
   */
  sessions_left: integer(),
  balance_cents: integer(),
  expires_at: instant().notNull(),
  buyer_name: text(),
  buyer_email: text(),
  recipient_name: text(),
  message: text(),
  paid_cents: integer().notNull(),
  checkout_session_id: text(),
  created_at: instant().notNull(),
});

export type GiftProductRow = typeof giftProducts.$inferSelect;
export type GiftCodeRow = typeof giftCodes.$inferSelect;
