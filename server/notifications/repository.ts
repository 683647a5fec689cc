/**
 * The notifications outbox (BE-05, MS-01): one table for every channel. A message has a channel
 * (email, WhatsApp, SMS), a template (`kind`, or a reply's `body`) and a recipient (a booking's client
 * or a staff person). Rows are written by ./outbox.ts, in the transaction of the change they tell of;
 * the worker claims, sends and marks them here.
 */
import type { Channel, DeliveryState, InboundAction, OutboxChannel, PhoneChannel } from "@/domain/messages/channels";
import { type Queryable, sqlState } from "../db/client";
import { enqueue, outboxInsert } from "./outbox";
import type { OutboxKind } from "./tables";

/** An outbox row a worker has claimed (its lease runs until it is marked): its kind, channel and subject. */
export interface ClaimedMessage {
  id: string;
  attempts: number;
  channel: OutboxChannel;
  kind: OutboxKind;
  /** A reply's text (MS-03). */
  body: string | null;
  /** A link sent once (an account's, a fee's payment page), in clear only until it is sent. */
  link: string | null;
  /** Its subject: one of these (a booking's client, a staff account, a waitlist offer, a gift's buyer). */
  booking_id: string | null;
  person_id: string | null;
  offer_id: string | null;
  gift_code: string | null;
  entry_id: string | null;
  /** SP-02: a push row's device. */
  push_endpoint: string | null;
}

/** How far a message got; a later report never takes it back ('read' stays read). */
const deliveryOrder: Record<DeliveryState, number> = { unknown: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

export const outboxRepository = {
  /**
   * Claims up to `limit` due rows for `leaseSeconds` in one statement (FOR UPDATE SKIP LOCKED), so
   * several processes never take the same row while its lease runs; at most the first unsent row of
   * each booking, so its mails arrive in the order they were written.
   */
  async claimDue(db: Queryable, now: Date, limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
    // MS-04: a paid message whose send began and never finished (the process died mid-send) is
    // 'unknown' once its lease is over: shown, never sent again.
    await db.query(
      `UPDATE outbox SET delivery = 'unknown', dropped_at = $1, locked_until = NULL
       WHERE channel <> 'email' AND sending_at IS NOT NULL AND sent_at IS NULL AND dropped_at IS NULL
         AND locked_until <= $1`,
      [now],
    );
    return db.query<ClaimedMessage>(
      `UPDATE outbox SET locked_until = $1::timestamptz + make_interval(secs => $3), attempts = attempts + 1
       WHERE id IN (
         SELECT o.id FROM outbox o
         WHERE o.sent_at IS NULL AND o.dropped_at IS NULL AND o.send_after <= $1
           AND (o.locked_until IS NULL OR o.locked_until <= $1)
           -- One booking's mail goes in order: a row waits while an earlier due one of the same
           -- booking is unsent (being sent, or waiting), so a cancellation never overtakes its confirmation.
           -- A scalar subquery, not NOT EXISTS: PostgreSQL may turn that into an anti join scanning every
           -- unsent row once per candidate (quadratic in a backlog); this one looks up the booking's own rows.
           AND (o.booking_id IS NULL OR o.id = (SELECT min(e.id) FROM outbox e WHERE e.booking_id = o.booking_id
                           AND e.sent_at IS NULL AND e.dropped_at IS NULL AND e.send_after <= $1))
         ORDER BY o.send_after, o.id LIMIT $2
         FOR UPDATE OF o SKIP LOCKED)
       RETURNING id::text, booking_id, person_id, link, kind, attempts, channel, body, offer_id, gift_code, entry_id,
         push_endpoint`,
      [now, limit, leaseSeconds],
    );
  },

  /** A paid message's send begins (MS-04): from here a crash leaves it 'unknown', not resent. */
  async markSending(db: Queryable, id: string, now: Date) {
    await db.query("UPDATE outbox SET sending_at = $2 WHERE id = $1", [id, now]);
  },

  async markSent(db: Queryable, id: string, now: Date, providerId: string | null = null) {
    // An account link is in clear only until it is sent.
    await db.query(
      `UPDATE outbox SET sent_at = $2, locked_until = NULL, last_error = NULL, link = NULL, provider_id = $3,
         delivery = CASE WHEN channel = 'email' THEN NULL ELSE 'sent' END WHERE id = $1`,
      [id, now, providerId],
    );
  },

  /** The message no longer applies (no email, or a reminder of an appointment no longer confirmed). */
  async markDropped(db: Queryable, id: string, now: Date) {
    await db.query("UPDATE outbox SET dropped_at = $2, locked_until = NULL, link = NULL WHERE id = $1", [id, now]);
  },

  /** A failed send: retried at `retryAt`, or given up (`droppedAt`) with its reason kept for the agenda. */
  async markFailed(db: Queryable, id: string, failure: { reason: string; retryAt: Date; droppedAt: Date | null }) {
    await db.query(
      // The provider said no: not sent, so trying again is safe (sending_at cleared).
      `UPDATE outbox SET locked_until = NULL, sending_at = NULL, last_error = $2, send_after = $3, dropped_at = $4::timestamptz,
         link = CASE WHEN $4::timestamptz IS NULL THEN link END WHERE id = $1`,
      [id, failure.reason.slice(0, 500), failure.retryAt, failure.droppedAt],
    );
  },

  /**
   * MS-07: a paid send with no answer in time (or none readable): it may have gone, so it is never sent
   * again; 'unknown' shows on the appointment for the desk to decide.
   */
  async markUnknown(db: Queryable, id: string, now: Date, reason: string) {
    await db.query(
      `UPDATE outbox SET delivery = 'unknown', dropped_at = $2, locked_until = NULL, link = NULL, last_error = $3
       WHERE id = $1`,
      [id, now, reason.slice(0, 500)],
    );
  },

  /** MS-07: the provider's late answer names the message (its delivery reports then reach it). */
  async nameLateAnswer(db: Queryable, id: string, providerId: string) {
    await db.query("UPDATE outbox SET provider_id = $2 WHERE id = $1 AND provider_id IS NULL", [id, providerId]);
  },

  /**
   * MS-04: a provider's status callback; only forward (a late 'delivered' after 'read' is ignored). A
   * reminder the provider could not deliver goes on by the next channel.
   */
  async markDelivery(db: Queryable, channel: PhoneChannel, providerId: string, state: DeliveryState, now: Date) {
    const later = Object.entries(deliveryOrder)
      .filter(([, rank]) => rank < deliveryOrder[state])
      .map(([name]) => name);
    const rows = await db.query<{ id: string }>(
      `UPDATE outbox SET delivery = $3 WHERE channel = $1 AND provider_id = $2
         AND (delivery IS NULL OR delivery = ANY($4::text[])) RETURNING id::text`,
      [channel, providerId, state, later],
    );
    if (state === "failed") for (const row of rows) await outboxRepository.queueFallback(db, row.id, now);
    return rows.length > 0;
  },

  /**
   * MS-04: a reminder that could not be delivered on its channel, queued on the next one (WhatsApp →
   * SMS → email), once; the email is dropped by the worker when the client gave none.
   */
  async queueFallback(db: Queryable, id: string, now: Date, to?: Channel) {
    await db.query(
      `${outboxInsert(["booking_id", "offer_id", "entry_id", "kind", "channel", "send_after"])}
       SELECT o.booking_id, o.offer_id, o.entry_id, o.kind, next.channel, $2
       FROM outbox o,
            LATERAL (SELECT COALESCE($3, CASE o.channel WHEN 'whatsapp' THEN 'sms' ELSE 'email' END) AS channel) next
       WHERE o.id = $1 AND o.kind IN ('confirm_request', 'reminder', 'waitlist_offer', 'waitlist_joined')
         AND o.channel <> 'email'
         AND NOT EXISTS (SELECT 1 FROM outbox f WHERE f.booking_id IS NOT DISTINCT FROM o.booking_id
                         AND f.offer_id IS NOT DISTINCT FROM o.offer_id AND f.entry_id IS NOT DISTINCT FROM o.entry_id
                         AND f.kind = o.kind AND f.id > o.id
                         AND f.channel = next.channel)`,
      [id, now, to ?? null],
    );
  },

  /** A reply in the conversation (MS-03): sent next, on the channel the client wrote from. */
  async queueReply(tx: Queryable, bookingId: string, channel: PhoneChannel, body: string, now: Date) {
    await enqueue(tx, { kind: "reply", subject: { bookingId }, channel, body, sendAfter: now });
  },

  /**
   * MS-05: messages sent per channel in [from, to); a paid one cut off mid-send ('unknown') counts, as
   * the provider may have billed it.
   */
  async sentPerChannel(db: Queryable, from: Date, to: Date): Promise<Record<Channel, number>> {
    const rows = await db.query<{ channel: Channel; n: number }>(
      `SELECT channel, count(*)::int AS n FROM outbox
       WHERE (sent_at >= $1 AND sent_at < $2) OR (delivery = 'unknown' AND sending_at >= $1 AND sending_at < $2)
       GROUP BY channel`,
      [from, to],
    );
    const counts: Record<Channel, number> = { email: 0, whatsapp: 0, sms: 0 };
    for (const r of rows) counts[r.channel] = r.n;
    return counts;
  },

  /** The booking a sent message was about (a reply to it names it). */
  async bookingOfMessage(db: Queryable, channel: PhoneChannel, providerId: string): Promise<string | undefined> {
    const [row] = await db.query<{ booking_id: string | null }>(
      "SELECT booking_id FROM outbox WHERE channel = $1 AND provider_id = $2",
      [channel, providerId],
    );
    return row?.booking_id ?? undefined;
  },
};

/** A client's message as the webhooks read it: its channel, the provider's id and its text. */
type InboundMessage = { channel: PhoneChannel; providerId: string; text: string };

/** What clients wrote back (MS-03), each provider message once. */
export const inboundRepository = {
  /**
   * Records a provider's message, first thing in the transaction of what it does. A message already
   * recorded (a retried delivery, or the same one at another process: the unique key waits for that
   * commit) fails here with a unique violation, and the whole transaction with it (`alreadyRecorded`).
   */
  async record(tx: Queryable, m: InboundMessage, key: string, action: InboundAction, now: Date) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO inbound_messages (channel, provider_id, phone_key, body, action, received_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
      [m.channel, m.providerId, key, m.text.slice(0, 2000), action, now],
    );
    return row?.id ?? "";
  },

  /** Whether `error` is `record`'s: the message was handled already. */
  alreadyRecorded(error: unknown): boolean {
    return (
      sqlState(error) === "23505" &&
      (error as { constraint?: string }).constraint === "inbound_messages_channel_provider_id_key"
    );
  },

  /** The appointment a recorded message is about. */
  async about(tx: Queryable, id: string, bookingId: string) {
    await tx.query("UPDATE inbound_messages SET booking_id = $2 WHERE id = $1", [id, bookingId]);
  },

  /** MS-08: whether this is her first free text in the last 24 hours (a conversation), so it is acknowledged. */
  async firstTextToday(db: Queryable, key: string, id: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM inbound_messages WHERE phone_key = $1 AND action = 'text' AND id <> $2
         AND received_at > $3::timestamptz - interval '24 hours' AND received_at <= $3 LIMIT 1`,
      [key, id, now],
    );
    return rows.length === 0;
  },

  /** Free text about these appointments (shown on each, ST-05's agenda), oldest first. */
  async textsFor(
    db: Queryable,
    bookingIds: readonly string[],
  ): Promise<Map<string, { body: string; receivedAt: Date }[]>> {
    const rows = await db.query<{ booking_id: string; body: string; received_at: Date }>(
      `SELECT booking_id, body, received_at FROM inbound_messages
       WHERE action = 'text' AND booking_id = ANY($1::uuid[]) ORDER BY received_at, id`,
      [[...bookingIds]],
    );
    const texts = new Map<string, { body: string; receivedAt: Date }[]>();
    for (const r of rows)
      texts.set(r.booking_id, [
        ...(texts.get(r.booking_id) ?? []),
        { body: r.body, receivedAt: new Date(r.received_at) },
      ]);
    return texts;
  },

  /** The agenda's inbox: the latest free text clients wrote, newest first, with its appointment. */
  async recentTexts(db: Queryable, since: Date, limit = 20) {
    return db.query<{ id: string; channel: PhoneChannel; body: string; received_at: Date; booking_id: string | null }>(
      `SELECT id::text, channel, body, received_at, booking_id FROM inbound_messages
       WHERE action = 'text' AND received_at >= $1 ORDER BY received_at DESC, id DESC LIMIT $2`,
      [since, limit],
    );
  },
};
