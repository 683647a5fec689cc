/**
 * Who may call a staff route (AC-04), stated in the route's own chain, next to its handler:
 * `.get("/people", allow(OWNER), …)`. The staff guard (./staff-guard.ts) names the signed-in
 * person when there is one; `allow` answers 401 without a session and 403 in Spanish for a role the
 * route is not for. A route without `allow` is open (signing in, single-use links): the AC-04 test
 * lists every staff route with who may call it, so a route added without it fails there. Within an
 * allowed route a professional is further kept to their own column (`reachesColumn`, below).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z, ZodType } from "zod";
import { may, type PermissionKey, type Permissions, type Role, roles } from "@/domain/staff/schemas";
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
  permissions: Permissions;
}

/**
 * SP-05: a permission the owner gives or withholds from a professional, stated in the route's chain
 * after `allow` (`when`: only for the requests it names, read after the validators of the body
 * and the query): 403 in Spanish without it.
 */
export function permitted<B = unknown, Q = unknown>(
  what: PermissionKey,
  when?: (input: { body: B; query: Q }) => boolean,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const valid = (c.req as unknown as { valid(target: "json" | "query"): unknown }).valid.bind(c.req);
    const applies = when
      ? when({
          get body() {
            return valid("json") as B;
          },
          get query() {
            return valid("query") as Q;
          },
        })
      : true;
    if (applies && !may(c.get("me"), what)) return problem(c, 403, "not_permitted");
    await next();
  });
}

/** May `me` act on this professional's column? (`null` = the whole salon.) */
function reachesColumn(me: Asker, staffId: string | null): boolean {
  if (staffId === null) return me.role === "owner";
  return me.role !== "professional" || me.staffId === staffId;
}

/** The part of a list `me` may see. */
export function ownRows<T extends { staffId: string | null }>(me: Asker, rows: readonly T[], shared = false): T[] {
  if (me.role !== "professional") return [...rows];
  return rows.filter((r) => r.staffId === me.staffId || (shared && r.staffId === null));
}

/** Refuses a column `me` does not reach: a whole-salon one is the owner's (not_allowed), another's is not_yours. */
function refuseColumn(c: Context<AppEnv>, staffId: string | null) {
  return staffId === null ? problem(c, 403, "not_allowed") : problem(c, 403, "not_yours");
}

/**
 * A route on one thing of the agenda (an appointment, a block, a waitlist entry), stated in its
 * chain after `allow`: `columnOf` reads whose column the route's thing is (undefined: there is none,
 * `missing` answers); a professional reaches only her own (AC-04). `shared`: a thing of the whole
 * salon (`null`) is everyone's, not only the owner's.
 */
export function own(
  columnOf: (c: Context<AppEnv>) => Promise<{ staffId: string | null } | undefined>,
  options: { missing: (c: Context<AppEnv>) => Response; shared?: boolean },
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const thing = await columnOf(c);
    if (!thing) return options.missing(c);
    const me = c.get("me");
    if (!(options.shared && thing.staffId === null) && !reachesColumn(me, thing.staffId))
      return refuseColumn(c, thing.staffId);
    await next();
  });
}

/**
 * The columns a request's JSON names (the professional of a new appointment, of a move's target, of
 * a block), stated in the chain after its validator: a professional names only her own. `schema`
 * types the body (it is the route's validator's).
 */
export function ownColumns<T extends ZodType>(_schema: T, columns: (body: z.infer<T>) => readonly (string | null)[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = (c.req as unknown as { valid(target: "json"): z.infer<T> }).valid("json");
    const refused = columns(body).find((staffId) => !reachesColumn(c.get("me"), staffId));
    if (refused !== undefined) return refuseColumn(c, refused);
    await next();
  });
}
