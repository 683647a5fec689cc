/**
 * In front of every /api/staff route (AC-04, RL-06): cross-site requests never reach the agenda
 * (the Origin, or Sec-Fetch-Site, must be this site; `Origin: null` and anything unparsable are
 * not), and the signed-in person, when there is one, is named for the routes (`allow`, ./access.ts)
 * and for the audit triggers (AC-05).
 */
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { withActor } from "../db/actor";
import type { Database } from "../db/client";
import { actorOf, resolveSession, SESSION_COOKIE } from "../people/accounts-service";
import type { AppEnv } from "./context";
import { problem } from "./problems";

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function staffGuard(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header("Origin");
    const host = c.req.header("Host");
    const sameOrigin = origin === undefined || (host !== undefined && originHost(origin) === host);
    if (!sameOrigin || c.req.header("Sec-Fetch-Site") === "cross-site") return problem(c, 403, "forbidden");
    const cookie = getCookie(c, SESSION_COOKIE);
    const session = cookie ? await resolveSession(db, cookie, c.get("now")) : undefined;
    if (session) {
      c.set("me", { ...session.person, sessionId: session.sessionId });
      c.set("db", withActor(db, actorOf(session.person)));
    }
    await next();
  });
}
