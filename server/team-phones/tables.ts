/**
 * The team-phones area's tables (SP-02), declared once (docs/decisions/021-one-home-per-area.md): a
 * person's push subscriptions and the events the database writes for the pushes.
 * server/db/tables.test.ts checks them against the migrated database on both engines.
 */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { pushEvents } from "@/domain/staff/phones";
import { instant, int8 } from "../db/columns";

export const pushSubscriptions = pgTable("push_subscriptions", {
  endpoint: text().primaryKey(),
  person_id: uuid().notNull(),
  p256dh: text().notNull(),
  auth: text().notNull(),
  created_at: instant().notNull(),
});

/** Written by the database's triggers on bookings and inbound messages (migration 045). */
export const staffEvents = pgTable("staff_events", {
  id: int8().primaryKey(),
  kind: text({ enum: pushEvents }).notNull(),
  staff_id: text().notNull(),
  booking_id: uuid(),
  actor_id: uuid(),
  at: instant().notNull(),
  fanned_out_at: instant(),
});

export type StaffEventRow = typeof staffEvents.$inferSelect;
