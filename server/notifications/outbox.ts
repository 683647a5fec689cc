/**
 * The outbox's one writer (#41, ADR 028): every message any area sends is a row written here, in the
 * transaction of the change it tells of (the transactional outbox); the worker sends it later and
 * each area's renderer (`Renderers`, ./outbox-worker.ts) says what it is.
 *
 * `enqueue` writes one message from values. `outboxInsert` is the same INSERT for the writers that
 * are set-based — an appointment's timed messages come from the owner's reminder times (the
 * `reminder_times` view) and a new booking's mail is written in its INSERT's own statement (one round
 * trip on the booking path) — so they compose a SELECT of the named columns behind it.
 */
import type { OutboxChannel } from "@/domain/messages/channels";
import type { Queryable } from "../db/client";
import type { outbox, OutboxKind } from "./tables";

/** What a message is about: a booking's client, a staff account, a waitlist offer, a gift's buyer. */
export type Subject =
  | { bookingId: string }
  | { personId: string }
  | { offerId: string }
  | { giftCode: string }
  /** WL-04: a waitlist entry (her joining, confirmed). */
  | { entryId: string }
  /** SP-02: one device of a staff member. */
  | { personId: string; pushEndpoint: string };

export interface Message {
  kind: OutboxKind;
  subject: Subject;
  /** Email unless said. */
  channel?: OutboxChannel;
  sendAfter: Date;
  /**
   * Due at once: the earlier of `sendAfter` (the request's clock) and the database's (the same in
   * production; a test's clock may run ahead of it).
   */
  immediate?: boolean;
  link?: string;
  body?: string;
}

/** Writes one message in the caller's transaction. */
export async function enqueue(tx: Queryable, m: Message): Promise<void> {
  const s = m.subject;
  await tx.query(
    `${outboxInsert(["booking_id", "person_id", "offer_id", "gift_code", "entry_id", "push_endpoint", "kind", "channel", "link", "body", "send_after"])}
     VALUES ($1, $2, $3, $4, $10, $11, $5, $6, $7, $8, ${m.immediate ? "LEAST(now(), $9::timestamptz)" : "$9"})`,
    [
      "bookingId" in s ? s.bookingId : null,
      "personId" in s ? s.personId : null,
      "offerId" in s ? s.offerId : null,
      "giftCode" in s ? s.giftCode : null,
      m.kind,
      m.channel ?? "email",
      m.link ?? null,
      m.body ?? null,
      m.sendAfter,
      "entryId" in s ? s.entryId : null,
      "pushEndpoint" in s ? s.pushEndpoint : null,
    ],
  );
}

type Column = keyof typeof outbox.$inferInsert;

/** The head of the outbox's INSERT for these columns; a VALUES or a SELECT of them follows. */
export function outboxInsert(columns: readonly Column[]): string {
  return `INSERT INTO outbox (${columns.join(", ")})`;
}
