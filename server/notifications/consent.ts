/**
 * MS-02: a client's consent to reminders on her phone, per number. Given at booking (an unticked box),
 * revoked by 'BAJA' or the provider's opt-out: then no paid message goes to that number again, for
 * any appointment, until she opts in at a later booking.
 */
import type { PhoneChannel } from "@/domain/messages/channels";
import type { Queryable } from "../db/client";
import { phoneKey } from "@/domain/booking/contact-validation";
import { outboxRepository } from "./repository";

export const consentRepository = {
  async grant(tx: Queryable, phone: string, channel: PhoneChannel, now: Date) {
    await tx.query(
      `INSERT INTO message_consent (phone_key, channel, granted_at) VALUES ($1, $2, $3)
       ON CONFLICT (phone_key) DO UPDATE SET channel = EXCLUDED.channel, granted_at = EXCLUDED.granted_at, revoked_at = NULL`,
      [phoneKey(phone), channel, now],
    );
  },

  /**
   * 'BAJA': revoked, and every paid message still waiting for that number dropped; MS-08: the reminders
   * among them go by email instead, at their time (the worker drops one whose client gave no email).
   */
  async revoke(tx: Queryable, phone: string, now: Date) {
    const key = phoneKey(phone);
    await tx.query("UPDATE message_consent SET revoked_at = $2 WHERE phone_key = $1 AND revoked_at IS NULL", [
      key,
      now,
    ]);
    const dropped = await tx.query<{ id: string; send_after: Date }>(
      `UPDATE outbox o SET dropped_at = $2 FROM bookings b
       WHERE o.booking_id = b.id AND b.phone_key = $1 AND o.channel <> 'email' AND o.kind <> 'reply'
         AND o.sent_at IS NULL AND o.dropped_at IS NULL
       RETURNING o.id::text, o.send_after`,
      [key, now],
    );
    for (const row of dropped) await outboxRepository.queueFallback(tx, row.id, row.send_after, "email");
  },

  /** Whether paid messages may go to this number now. */
  async allows(db: Queryable, phone: string): Promise<boolean> {
    const [row] = await db.query<{ revoked_at: Date | null }>(
      "SELECT revoked_at FROM message_consent WHERE phone_key = $1",
      [phoneKey(phone)],
    );
    return row !== undefined && row.revoked_at === null;
  },
};
