/**
 * In front of every /api/staff route (AC-04, RL-06): cross-site requests never reach the agenda
 * (the Origin, or Sec-Fetch-Site, must be this site; `Origin: null` and anything unparsable are
 * not), and the signed-in person, when there is one, is named for the routes (`allow`, ./access.ts)
 * and for the audit triggers (AC-05).
 */
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { type Actor, withActor } from "../db/actor";
import type { Database } from "../db/client";
import type { AppEnv } from "./context";
import { problem } from "./problems";

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The people area's sessions, as the guard needs them (a port: http knows no business area). */
export interface StaffSessions {
  cookie: string;
  resolve(
    db: Database,
    token: string,
    now: Date,
  ): Promise<{ person: AppEnv["Variables"]["me"]; actor: Actor } | undefined>;
}

export function staffGuard(db: Database, sessions: StaffSessions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header("Origin");
    const host = c.req.header("Host");
    const sameOrigin = origin === undefined || (host !== undefined && originHost(origin) === host);
    if (!sameOrigin || c.req.header("Sec-Fetch-Site") === "cross-site") return problem(c, 403, "forbidden");
    const cookie = getCookie(c, sessions.cookie);
    const session = cookie ? await sessions.resolve(db, cookie, c.get("now")) : undefined;
    if (session) {
      c.set("me", session.person);
      c.set("db", withActor(db, session.actor, c.get("now")));
    }
    await next();
  });
}
