/**
 * A professional's reach inside the routes they may call (AC-04): their own column of the agenda
 * and the clients of their own appointments. Owner and reception reach the whole agenda; a
 * whole-salon block is a closure, a setting, and only the owner's.
 */
import type { Person } from "./repository";

/** Who is asking, as far as reach goes. */
export type Asker = Pick<Person, "id" | "role" | "staffId">;

/** May `me` act on this professional's column? (`null` = the whole salon.) */
export function reachesColumn(me: Asker, staffId: string | null): boolean {
  if (staffId === null) return me.role === "owner";
  return me.role !== "professional" || me.staffId === staffId;
}

/** The part of a list `me` may see. */
export function ownRows<T extends { staffId: string | null }>(me: Asker, rows: readonly T[], shared = false): T[] {
  if (me.role !== "professional") return [...rows];
  return rows.filter((r) => r.staffId === me.staffId || (shared && r.staffId === null));
}
