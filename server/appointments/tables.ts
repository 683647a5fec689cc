/**
 * The appointments area's tables, declared once (docs/decisions/021-one-home-per-area.md): the row
 * types the repository reads are derived from them; the migrations in server/db/migrations/ create
 * them, and server/db/tables.test.ts checks on both engines that the two agree.
 */
import { boolean, integer, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { appointmentSources, appointmentStatuses } from "@/domain/booking/status";
import { phoneChannels } from "@/domain/messages/channels";
import { instant, int8 } from "../db/columns";

export const bookings = pgTable("bookings", {
  id: uuid().primaryKey(),
  reference: text().notNull(),
  service_id: text().notNull(),
  staff_id: text().notNull(),
  starts_at: instant().notNull(),
  ends_at: instant().notNull(),
  /** The end plus the professional's clean-up: what the overlap rule compares. */
  blocked_until: instant().notNull(),
  status: text({ enum: appointmentStatuses }).notNull().default("confirmed"),
  client_name: text(),
  client_phone: text(),
  client_email: text(),
  phone_key: text(),
  email_key: text(),
  price_eur: integer().notNull(),
  source: text({ enum: appointmentSources }).notNull().default("web"),
  idempotency_key: text(),
  request_hash: text(),
  created_at: instant().notNull().defaultNow(),
  updated_at: instant().notNull().defaultNow(),
  cancelled_at: instant(),
  anonymised_at: instant(),
  service_name: text().notNull(),
  service_minutes: integer().notNull(),
  ics_sequence: integer().notNull().default(0),
  visit_position: smallint().notNull().default(0),
  /** AP-02: overlapped another appointment before migration 024; kept as history, out of the overlap rule. */
  overlap_kept: boolean().notNull().default(false),
  /** Placed outside the shift or hours by the reception's override (RL-09). */
  outside_hours: boolean().notNull().default(false),
  /** MS-02: the client asked for reminders on her phone by this channel (null: email only). */
  message_channel: text({ enum: phoneChannels }),
  /** MS-03: the client confirmed she is coming (a 'Confirmar' reply). */
  client_confirmed_at: instant(),
  /**
   * PY-02, PY-03: held while she pays her deposit or saves her card — the time is hers until then (the
   * overlap rule counts it), given back if not paid by this; null once paid, or when nothing is asked.
   * What she pays and where her card is kept are the payments area's (`payment_terms`, #41).
   */
  held_until: instant(),
});

/**
 * The columns the agenda shows beside an appointment's public view (the client, where it came from,
 * her answers): `staffView` (./views.ts) sends them under their camelCase names, instants as ISO text,
 * and the agenda's cards read them with that type. A column reaches the agenda by its name here.
 */
export const agendaColumns = [
  "client_name",
  "client_phone",
  "client_email",
  "source",
  "message_channel",
  "client_confirmed_at",
] as const;

/** A professional's blocked time (`staff_id`) or a whole-salon closure (`staff_id` null). */
export const timeOff = pgTable("time_off", {
  id: int8().primaryKey(),
  staff_id: text(),
  starts_at: instant().notNull(),
  ends_at: instant().notNull(),
  reason: text().notNull().default(""),
  created_at: instant().notNull().defaultNow(),
  /** Shown to visitors for a closure ('Cerrado por festivo'). */
  public_note: text().notNull().default(""),
  /** WL-05: the waitlist offer this block holds the time for (released with the offer). */
  waitlist_offer: uuid(),
});

/** The salon's note on a client, by the client's phone key (ST-07). */
export const clientNotes = pgTable("client_notes", {
  phone_key: text().primaryKey(),
  note: text().notNull(),
  updated_at: instant().notNull(),
});

/** AP-05: a client the desk added before her first appointment, by her phone key. */
export const clients = pgTable("clients", {
  phone_key: text().primaryKey(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text(),
  email_key: text(),
  created_at: instant().notNull(),
});

export type BookingRow = typeof bookings.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type TimeOffRow = typeof timeOff.$inferSelect;
