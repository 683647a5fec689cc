/**
 * The waitlist area's tables, declared once (docs/decisions/021-one-home-per-area.md): who waits for
 * what (WL-01) and the freed times offered to them (WL-02). server/tables.test.ts checks them against
 * the migrated database on both engines.
 */
import { sql } from "drizzle-orm";
import { date, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { phoneChannels } from "@/domain/messages/channels";
import { entrySources, entryStatuses, offerStatuses } from "@/domain/waitlist/rules";
import { instant, int8 } from "../db/columns";

export const waitlistEntries = pgTable("waitlist_entries", {
  id: uuid().primaryKey(),
  service_id: text().notNull(),
  /** null: anyone who does the service. */
  staff_id: text(),
  from_day: date({ mode: "string" }).notNull(),
  to_day: date({ mode: "string" }).notNull(),
  /** Salon minutes: the appointment starts in [window_start, window_end). */
  window_start: smallint().notNull(),
  window_end: smallint().notNull(),
  client_name: text(),
  client_phone: text(),
  client_email: text(),
  phone_key: text(),
  /** MS-02: her consent to offers on her phone (else email). */
  message_channel: text({ enum: phoneChannels }),
  source: text({ enum: entrySources }).notNull(),
  status: text({ enum: entryStatuses }).notNull().default("waiting"),
  booking_id: uuid(),
  created_at: instant().notNull(),
  updated_at: instant().notNull(),
  /** The order of arrival, also between two entries of the same instant. */
  seq: int8()
    .notNull()
    .default(sql`nextval('waitlist_entries_seq_seq')`),
  /** WL-06: a visit's other services after the first, in order (whoever does each). */
  extras: text().array().notNull().default([]),
});

export const waitlistOffers = pgTable("waitlist_offers", {
  id: uuid().primaryKey(),
  entry_id: uuid().notNull(),
  staff_id: text().notNull(),
  starts_at: instant().notNull(),
  offered_at: instant().notNull(),
  expires_at: instant().notNull(),
  status: text({ enum: offerStatuses }).notNull().default("open"),
  answered_at: instant(),
});

/**
 * WL-04: times that became free (written by the database's triggers, and by the team's save for a
 * new or longer shift), numbered from the entries' sequence: an entry is offered only a time freed
 * after it joined.
 */
export const freedTimes = pgTable("freed_times", {
  seq: int8()
    .primaryKey()
    .default(sql`nextval('waitlist_entries_seq_seq')`),
  /** null: every professional (a closure). */
  staff_id: text(),
  /** A dated range… */
  starts_at: instant(),
  ends_at: instant(),
  /** …or a weekly one (a shift), in salon minutes. */
  weekday: smallint(),
  from_minute: smallint(),
  to_minute: smallint(),
});

export type FreedRow = typeof freedTimes.$inferSelect;
export type EntryRow = typeof waitlistEntries.$inferSelect;
export type OfferRow = typeof waitlistOffers.$inferSelect;
