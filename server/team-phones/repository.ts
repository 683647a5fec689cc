/**
 * The team-phones area's reads and writes (SP-02, SP-03): push subscriptions and choices, the
 * calendar feed's secret, and the staff events the push job fans out.
 */
import type { Queryable } from "../db/client";
import { defaultPushEvents, type PushEvent, pushEvents } from "@/domain/staff/phones";
import type { Role } from "@/domain/staff/schemas";
import type { StaffEventRow } from "./tables";

/** Her role's defaults, in SQL, for a person who has not chosen (`push_events` null). */
const wants = `coalesce(p.push_events, CASE WHEN p.role = 'professional' THEN ARRAY[${pushEvents
  .map((e) => `'${e}'`)
  .join(", ")}] ELSE ARRAY[${defaultPushEvents("owner")
  .map((e) => `'${e}'`)
  .join(", ")}] END)`;

export interface Recipient {
  endpoint: string;
  personId: string;
  role: Role;
}

export const phonesRepository = {
  async subscribe(
    db: Queryable,
    personId: string,
    s: { endpoint: string; p256dh: string; auth: string },
    now: Date,
  ): Promise<void> {
    // The same browser subscribing again (or after another person used it) is one device of whoever did it last.
    await db.query(
      `INSERT INTO push_subscriptions (endpoint, person_id, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET person_id = excluded.person_id, p256dh = excluded.p256dh,
         auth = excluded.auth, created_at = excluded.created_at`,
      [s.endpoint, personId, s.p256dh, s.auth, now],
    );
  },

  async unsubscribe(db: Queryable, personId: string, endpoint: string): Promise<boolean> {
    const rows = await db.query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND person_id = $2 RETURNING 1", [
      endpoint,
      personId,
    ]);
    return rows.length > 0;
  },

  /** A push service said the subscription is gone (404, 410). */
  async forget(db: Queryable, endpoint: string): Promise<void> {
    await db.query("DELETE FROM push_subscriptions WHERE endpoint = $1", [endpoint]);
  },

  async subscription(db: Queryable, endpoint: string) {
    const [row] = await db.query<{ endpoint: string; p256dh: string; auth: string }>(
      "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE endpoint = $1",
      [endpoint],
    );
    return row;
  },

  async settings(db: Queryable, personId: string): Promise<{ events: PushEvent[]; devices: number }> {
    const [row] = await db.query<{ events: PushEvent[]; devices: number }>(
      `SELECT ${wants} AS events, (SELECT count(*)::int FROM push_subscriptions s WHERE s.person_id = p.id) AS devices
       FROM people p WHERE p.id = $1`,
      [personId],
    );
    return row ?? { events: [], devices: 0 };
  },

  async choose(db: Queryable, personId: string, events: readonly PushEvent[]): Promise<void> {
    await db.query("UPDATE people SET push_events = $2 WHERE id = $1", [personId, [...new Set(events)]]);
  },

  /** SP-03: a new secret for her feed (its hash), the old one stops at once. */
  async renewCalendar(db: Queryable, personId: string, tokenHash: string): Promise<void> {
    await db.query("UPDATE people SET calendar_token_hash = $2 WHERE id = $1", [personId, tokenHash]);
  },

  async stopCalendar(db: Queryable, personId: string): Promise<void> {
    await db.query("UPDATE people SET calendar_token_hash = NULL WHERE id = $1", [personId]);
  },

  async hasCalendar(db: Queryable, personId: string): Promise<boolean> {
    const [row] = await db.query<{ on: boolean }>(
      "SELECT calendar_token_hash IS NOT NULL AS on FROM people WHERE id = $1",
      [personId],
    );
    return row?.on ?? false;
  },

  /** Whose feed a secret opens: an active professional's column. */
  async calendarOwner(db: Queryable, tokenHash: string) {
    const [row] = await db.query<{ staff_id: string; name: string }>(
      `SELECT staff_id, name FROM people WHERE calendar_token_hash = $1 AND active AND staff_id IS NOT NULL`,
      [tokenHash],
    );
    return row;
  },

  /**
   * Takes up to `limit` events no process has fanned out, in order, and marks them (FOR UPDATE SKIP
   * LOCKED: two processes never take the same event); run inside the transaction that enqueues their pushes.
   */
  async takeEvents(tx: Queryable, now: Date, limit: number): Promise<StaffEventRow[]> {
    return tx.query<StaffEventRow>(
      `UPDATE staff_events SET fanned_out_at = $1
       WHERE id IN (SELECT id FROM staff_events WHERE fanned_out_at IS NULL ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id::text, kind, staff_id, booking_id, actor_id, at, fanned_out_at`,
      [now, limit],
    );
  },

  /** Events fanned out before `before`: they served their push; the table keeps a day's worth. */
  async dropFannedOut(tx: Queryable, before: Date) {
    await tx.query("DELETE FROM staff_events WHERE fanned_out_at < $1", [before]);
  },

  /** Whose devices hear an event: those who chose it, for her column (a professional) or the salon (the desk). */
  async recipients(tx: Queryable, e: Pick<StaffEventRow, "kind" | "staff_id" | "actor_id">): Promise<Recipient[]> {
    return tx.query<Recipient>(
      `SELECT s.endpoint, s.person_id AS "personId", p.role
       FROM push_subscriptions s JOIN people p ON p.id = s.person_id
       WHERE p.active AND p.id IS DISTINCT FROM $3::uuid AND $1 = ANY(${wants})
         AND (p.role <> 'professional' OR p.staff_id = $2)
       ORDER BY s.endpoint`,
      [e.kind, e.staff_id, e.actor_id],
    );
  },
};
