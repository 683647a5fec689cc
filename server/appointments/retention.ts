/**
 * Data retention (BE-08): contact data of appointments older than
 * RETENTION_MONTHS is erased; the appointment keeps its time, service and
 * professional so the agenda's history and statistics stay true.
 */
import type { Database } from "../db/client";
import { appointments } from "./repository";

/** One transaction: her contact data, notes and consent go with her customer at Stripe (queued for deletion there). */
export async function anonymiseOldBookings(db: Database, now: Date, retentionMonths: number): Promise<number> {
  return db.transaction((tx) => appointments.anonymiseOlderThan(tx, now, retentionMonths));
}
