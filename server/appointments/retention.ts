/**
 * Data retention (BE-08): contact data of appointments older than
 * RETENTION_MONTHS is erased; the appointment keeps its time, service and
 * professional so the agenda's history and statistics stay true.
 */
import type { Queryable } from "../db/client";

export async function anonymiseOldBookings(db: Queryable, now: Date, retentionMonths: number): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE bookings SET client_name = NULL, client_phone = NULL, client_email = NULL, phone_key = NULL,
       email_key = NULL, anonymised_at = $1, updated_at = $1
     WHERE anonymised_at IS NULL AND starts_at < $1::timestamptz - make_interval(months => $2)
     RETURNING id`,
    [now, retentionMonths],
  );
  // A client's notes (ST-07) go when no booking keeps that client's phone any more.
  await db.query(
    "DELETE FROM client_notes n WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.phone_key = n.phone_key)",
  );
  return rows.length;
}
