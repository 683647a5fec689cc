/**
 * Data retention (BE-08): contact data of appointments older than
 * RETENTION_MONTHS is erased; the appointment keeps its time, service and
 * professional so the agenda's history and statistics stay true.
 */
import type { Queryable } from "../db/client";
import { appointments } from "./repository";

export async function anonymiseOldBookings(db: Queryable, now: Date, retentionMonths: number): Promise<number> {
  return appointments.anonymiseOlderThan(db, now, retentionMonths);
}
