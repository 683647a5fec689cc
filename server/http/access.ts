/**
 * Who may call a staff route (AC-04), stated in the route's own chain, next to its handler:
 * `.get("/people", allow(OWNER), …)`. The staff guard (./staff-guard.ts) names the signed-in
 * person when there is one; `allow` answers 401 without a session and 403 in Spanish for a role the
 * route is not for. A route without `allow` is open (signing in, single-use links): the AC-04 test
 * lists every staff route with who may call it, so a route added without it fails there. Within an
 * allowed route a professional is further kept to their own column (`reachesColumn`, below).
 */
import { createMiddleware } from "hono/factory";
import { type Role, roles } from "@/domain/staff/schemas";
import type { AppEnv } from "./context";
import { problem } from "./problems";

export const ALL: readonly Role[] = roles;
export const DESK: readonly Role[] = ["owner", "reception"];
export const OWNER: readonly Role[] = ["owner"];

export function allow(roles: readonly Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const me = c.get("me") as AppEnv["Variables"]["me"] | undefined;
    if (!me) return problem(c, 401, "unauthorized");
    if (!roles.includes(me.role)) return problem(c, 403, "not_allowed");
    await next();
  });
}

/**
 * Who is asking, as far as reach goes. A professional's reach inside the routes they may call
 * (AC-04) is their own column of the agenda and the clients of their own appointments; owner and
 * reception reach the whole agenda; a whole-salon block is a closure, a setting, and only the owner's.
 */
export interface Asker {
  id: string;
  role: Role;
  staffId: string | null;
}

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
