/**
 * The notifications area's table, declared once (docs/decisions/021-one-home-per-area.md): the
 * outbox, written in the transaction of the change it tells of and sent later by the worker.
 * server/db/tables.test.ts checks it against the migrated database on both engines.
 */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { deliveryStates, inboundActions, outboxChannels, phoneChannels } from "@/domain/messages/channels";
import { instant, int8 } from "../db/columns";

export const outboxKinds = [
  "confirmation",
  "reminder",
  "cancellation",
  "update",
  "rescheduled",
  "invite",
  "reset",
  /** A reply inside a conversation (MS-03): its text is the row's `body`. */
  "reply",
  /** MS-01: the request to confirm, some hours before the reminder (to a phone only). */
  "confirm_request",
  /** WL-02: a freed time offered to a client on the waitlist. */
  "waitlist_offer",
  /** PY-03: a fee her bank wants her to approve, with its payment link (`link`). */
  "fee_link",
  /** PY-04: the buyer's bono or gift card, with its code. */
  "gift",
  /** PY-09: her time is held while she pays the deposit: the link to pay it. */
  "deposit_due",
  /** PY-09: the hold lapsed unpaid: why, and a link to book again. */
  "hold_lapsed",
  /** WL-04: she is on the waitlist: what she waits for (and a time free now, if any). */
  "waitlist_joined",
  /** TK-04: the ticket of the visit it closed, a copy with its QR tributario. */
  "ticket",
  /** RV-01: the day after a completed visit, her invitation to review it. */
  "review_invitation",
  /** SP-02: a push to one of a staff member's devices (`push_endpoint`), its payload the row's `body`. */
  "staff_push",
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
  channel: text({ enum: outboxChannels }).notNull().default("email"),
  /** The provider's id of the sent message (WhatsApp's wamid, Twilio's SM…). */
  provider_id: text(),
  delivery: text({ enum: deliveryStates }),
  /** A paid message's send began (MS-04: after a crash, 'unknown', never sent twice). */
  sending_at: instant(),
  body: text(),
  /** WL-02: the waitlist offer a `waitlist_offer` row tells of. */
  offer_id: uuid(),
  /** PY-04: the code a `gift` row tells of. */
  gift_code: text(),
  /** WL-04: the waitlist entry a `waitlist_joined` row tells of. */
  entry_id: uuid(),
  /** SP-02: the device a `staff_push` row goes to (null once the subscription is gone). */
  push_endpoint: text(),
});

/** MS-02: a phone number's consent to reminders on WhatsApp or SMS; 'BAJA' revokes it. */
export const messageConsent = pgTable("message_consent", {
  phone_key: text().primaryKey(),
  channel: text({ enum: phoneChannels }).notNull(),
  granted_at: instant().notNull(),
  revoked_at: instant(),
});

/** MS-03: what clients wrote back, each provider message once. */
export const inboundMessages = pgTable("inbound_messages", {
  id: int8().primaryKey(),
  channel: text({ enum: phoneChannels }).notNull(),
  provider_id: text().notNull(),
  phone_key: text().notNull(),
  booking_id: uuid(),
  body: text().notNull(),
  action: text({ enum: inboundActions }).notNull(),
  received_at: instant().notNull(),
});

export type OutboxRow = typeof outbox.$inferSelect;
export type InboundRow = typeof inboundMessages.$inferSelect;
