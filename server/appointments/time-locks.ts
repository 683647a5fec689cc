/**
 * Who decides between an appointment and a block of time (RL-07). The exclusion constraint
 * referees two appointments; an appointment and a closure or time off live in two tables, so the
 * database's locks order them instead of a check that could read before the other commits:
 * - writing an appointment holds the salon's time lock shared, its professional's shared and her
 *   day's exclusively (the salon-local day: an appointment never leaves its day), so two appointments
 *   of hers on one day queue and appointments on other days do not wait for them;
 * - a professional's time off holds the salon's lock shared and hers exclusively, so it waits for (or
 *   is waited on by) her appointments of every day and for nobody else;
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
 * Before writing appointments of these professionals on these salon-local days (a booking, a visit;
 * a move names the day it leaves and the day it goes to): the salon's time lock shared, each
 * professional's shared and each of her days' exclusively, after `first` (a booking's contact locks,
 * exclusive). One round trip: the statement takes them in the array's order (unnest yields its
 * elements in order and each row's lock is taken as the row is read); the professionals' keys are
 * sorted, and `staff:<id>` sorts before her days, so every transaction takes them in one order.
 */
export async function lockForAppointments(
  tx: Queryable,
  staffIds: readonly string[],
  days: readonly string[],
  first: readonly string[] = [],
): Promise<void> {
  const staff = [...new Set(staffIds)];
  const perDay = staff.flatMap((id) => [...new Set(days)].map((day) => `staff:${id}:${day}`));
  await take(tx, [
    ...first.map((key) => ({ key, shared: false })),
    { key: SALON_TIME, shared: true },
    ...[
      ...staff.map((id) => ({ key: `staff:${id}`, shared: true })),
      ...perDay.map((key) => ({ key, shared: false })),
    ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  ]);
}

/** Before blocking time: a professional's (`staffId`: her lock exclusively), or the whole salon's (`null`, a closure). */
export async function lockForBlock(tx: Queryable, staffId: string | null): Promise<void> {
  if (staffId === null) await take(tx, [{ key: SALON_TIME, shared: false }]);
  else
    await take(tx, [
      { key: SALON_TIME, shared: true },
      { key: `staff:${staffId}`, shared: false },
    ]);
}

async function take(tx: Queryable, locks: readonly { key: string; shared: boolean }[]) {
  await tx.query(
    `SELECT CASE WHEN shared THEN pg_advisory_xact_lock_shared(hashtext(key)) ELSE pg_advisory_xact_lock(hashtext(key)) END
     FROM unnest($1::text[], $2::boolean[]) AS lock(key, shared)`,
    [locks.map((l) => l.key), locks.map((l) => l.shared)],
  );
}
