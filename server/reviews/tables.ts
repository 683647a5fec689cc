/**
 * The reviews area's table (RV-01 … RV-04), declared once: one review per appointment, its
 * publication consent, the owner's reply and a hidden one's reason. Migration 042 creates it.
 */
import { boolean, date, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../db/columns";

export const reviews = pgTable("reviews", {
  booking_id: uuid().primaryKey(),
  rating: smallint().notNull(),
  body: text(),
  /** Her consent to show it on the site. */
  publish: boolean().notNull().default(false),
  /** As the site names her: first name and initial (RV-02). */
  author: text().notNull(),
  service_name: text().notNull(),
  visited_on: date({ mode: "string" }).notNull(),
  created_at: instant().notNull(),
  updated_at: instant().notNull(),
  reply: text(),
  replied_at: instant(),
  hidden_reason: text(),
  hidden_at: instant(),
});

export type ReviewRow = typeof reviews.$inferSelect;
