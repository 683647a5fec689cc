/**
 * Who decides between an appointment and a block of time (RL-07). The exclusion constraint
 * referees two appointments; an appointment and a closure or time off live in two tables, so the
 * database's locks order them instead of a check that could read before the other commits:
 * - writing an appointment holds the salon's time lock shared and its professional's exclusively;
 * - a professional's time off holds the same two, so it waits for (or is waited on by) her
 *   appointments and for nobody else;
 * - a whole-salon closure holds the salon's time lock exclusively: it waits until every appointment
 *   being written has committed, and every later one waits for it.
 * Each then reads what the other committed (READ COMMITTED: each statement sees the commits before
 * it) and refuses in Spanish. Taken after the contact locks (server/appointments/booking-service.ts)
 * and in this order everywhere, so no two transactions wait on each other. Transaction-scoped:
 * released at commit or rollback, even if the process dies.
 */
import type { Queryable } from "../db/client";

const SALON_TIME = "salon-time";

/**
 * Before writing appointments of these professionals (a booking, a visit, a move): the salon's time
 * lock shared, then each professional's, after `first` (a booking's contact locks, exclusive). One
 * round trip: the statement takes them in the array's order (unnest yields its elements in order and
 * each row's lock is taken as the row is read).
 */
export async function lockForAppointments(
  tx: Queryable,
  staffIds: readonly string[],
  first: readonly string[] = [],
): Promise<void> {
  const keys = [...first, SALON_TIME, ...[...new Set(staffIds)].sort().map((id) => `staff:${id}`)];
  await tx.query(
    `SELECT CASE WHEN shared THEN pg_advisory_xact_lock_shared(hashtext(key)) ELSE pg_advisory_xact_lock(hashtext(key)) END
     FROM unnest($1::text[], $2::boolean[]) AS lock(key, shared)`,
    [keys, keys.map((k) => k === SALON_TIME)],
  );
}

/** Before blocking time: a professional's (`staffId`), or the whole salon's (`null`, a closure). */
export async function lockForBlock(tx: Queryable, staffId: string | null): Promise<void> {
  if (staffId === null) await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [SALON_TIME]);
  else await lockForAppointments(tx, [staffId]);
}
