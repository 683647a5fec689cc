/**
 * The notifications area's table, declared once (docs/decisions/021-table-declarations.md): the
 * outbox, written in the transaction of the change it tells of and sent later by the worker.
 * server/db/tables.test.ts checks it against the migrated database on both engines.
 */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant, int8 } from "../db/columns";

export const outboxKinds = [
  "confirmation",
  "reminder",
  "cancellation",
  "update",
  "rescheduled",
  "invite",
  "reset",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outbox = pgTable("outbox", {
  id: int8().primaryKey(),
  booking_id: uuid(),
  kind: text({ enum: outboxKinds }).notNull(),
  send_after: instant().notNull(),
  attempts: integer().notNull().default(0),
  locked_until: instant(),
  sent_at: instant(),
  dropped_at: instant(),
  last_error: text(),
  created_at: instant().notNull().defaultNow(),
  person_id: uuid(),
  /** An account link, in clear only until it is sent. */
  link: text(),
});

export type OutboxRow = typeof outbox.$inferSelect;
