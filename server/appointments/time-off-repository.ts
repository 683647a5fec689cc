/**
 * The `time_off` table (./tables.ts): a professional's blocked time (`staff_id`) and the salon's
 * closures (`staff_id` null), every statement on it once. The agenda's blocks and holidays, the
 * availability of a day and the settings' closures and Ausencias call these.
 */
import type { Queryable } from "../db/client";
import type { TimeOffRow } from "./tables";

/** A block as the agenda and the settings read it: its id as text (a bigint). */
export type TimeOffBlock = Pick<TimeOffRow, "staff_id" | "starts_at" | "ends_at" | "reason"> & { id: string };

const BLOCK = "id::text, staff_id, starts_at, ends_at, reason";

export const timeOffRepository = {
  /** Every block and closure overlapping [from, to), in time order. */
  overlapping(db: Queryable, from: Date, to: Date) {
    return db.query<TimeOffBlock>(
      `SELECT ${BLOCK} FROM time_off WHERE starts_at < $2 AND ends_at > $1 ORDER BY starts_at`,
      [from, to],
    );
  },

  /** One professional's own time off overlapping [from, to) (not the salon's closures), in time order. */
  ofStaffOverlapping(db: Queryable, staffId: string, from: Date, to: Date) {
    return db.query<TimeOffBlock>(
      `SELECT ${BLOCK} FROM time_off WHERE staff_id = $1 AND starts_at < $3 AND ends_at > $2 ORDER BY starts_at`,
      [staffId, from, to],
    );
  },

  /** Professionals' time off that has not ended (the Ausencias list); closures are the settings'. */
  upcomingForStaff(db: Queryable, now: Date) {
    return db.query<TimeOffBlock & { staff_id: string }>(
      `SELECT ${BLOCK} FROM time_off WHERE staff_id IS NOT NULL AND ends_at > $1 ORDER BY starts_at, id LIMIT 500`,
      [now],
    );
  },

  /** Whose a block is (`null`: the whole salon's), or undefined when there is none with that id. */
  async ownerOf(db: Queryable, id: string): Promise<{ staffId: string | null } | undefined> {
    const [row] = await db.query<{ staff_id: string | null }>("SELECT staff_id FROM time_off WHERE id = $1", [id]);
    return row ? { staffId: row.staff_id } : undefined;
  },

  async insertBlock(tx: Queryable, b: { staffId: string | null; starts: Date; ends: Date; reason: string }) {
    const [row] = await tx.query<{ id: string }>(
      "INSERT INTO time_off (staff_id, starts_at, ends_at, reason) VALUES ($1, $2, $3, $4) RETURNING id::text",
      [b.staffId, b.starts, b.ends, b.reason],
    );
    if (!row) throw new Error("time off not stored");
    return row.id;
  },

  /** A whole-salon closure; its note is what visitors see ('Hoy cerrado: Navidad'). */
  insertClosure(tx: Queryable, c: { starts: Date; ends: Date; note: string }) {
    return tx.query<Pick<TimeOffRow, "id" | "starts_at" | "ends_at" | "public_note">>(
      `INSERT INTO time_off (staff_id, starts_at, ends_at, reason, public_note) VALUES (NULL, $1, $2, $3, $3)
       RETURNING id, starts_at, ends_at, public_note`,
      [c.starts, c.ends, c.note],
    );
  },

  async remove(db: Queryable, id: string, only: "any" | "closure" = "any"): Promise<boolean> {
    const rows = await db.query(
      `DELETE FROM time_off WHERE id = $1${only === "closure" ? " AND staff_id IS NULL" : ""} RETURNING id`,
      [id],
    );
    return rows.length > 0;
  },

  /** Whether a whole-salon closure covers all of [from, to). */
  async closedThroughout(db: Queryable, from: Date, to: Date): Promise<boolean> {
    const rows = await db.query(
      "SELECT 1 FROM time_off WHERE staff_id IS NULL AND starts_at <= $1 AND ends_at >= $2 LIMIT 1",
      [from, to],
    );
    return rows.length > 0;
  },

  /** Closures ending after `since`, in date order (the settings list them). */
  closuresEndingAfter(db: Queryable, since: Date) {
    return db.query<Pick<TimeOffRow, "id" | "starts_at" | "ends_at" | "public_note">>(
      "SELECT id, starts_at, ends_at, public_note FROM time_off WHERE staff_id IS NULL AND ends_at > $1 ORDER BY starts_at, id",
      [since],
    );
  },
};
