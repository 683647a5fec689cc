/**
 * Who may call which staff route (AC-04), in one table read by one middleware (server/routes/
 * staff.ts). Paths are relative to /api/staff. A route that is not listed is the owner's alone,
 * so a new route is closed until someone opens it here. Within an allowed route, a professional
 * is further limited to their own column and clients (server/staff/scope.ts).
 */
import type { Role } from "./people-repository";

const ALL: readonly Role[] = ["owner", "reception", "professional"];
const DESK: readonly Role[] = ["owner", "reception"];

/** Routes that work without a session (signing in, and the single-use links). */
const open: readonly [string, RegExp][] = [
  ["POST", /^\/session$/],
  ["POST", /^\/session\/passkey(\/options)?$/],
  ["POST", /^\/links\/(check|accept)$/],
  ["POST", /^\/password-reset$/],
];

const policy: readonly [string, RegExp, readonly Role[]][] = [
  ["GET", /^\/session$/, ALL],
  ["DELETE", /^\/session$/, ALL],
  ["GET", /^\/account$/, ALL],
  ["POST", /^\/account\/passkeys(\/options)?$/, ALL],
  ["DELETE", /^\/account\/(passkeys|sessions)\/[^/]+$/, ALL],
  ["GET", /^\/agenda$/, ALL],
  ["POST", /^\/appointments$/, ALL],
  ["GET", /^\/appointments\/[^/]+$/, ALL],
  ["POST", /^\/appointments\/[^/]+\/(move|status|undo)$/, ALL],
  ["POST", /^\/time-off$/, ALL],
  ["DELETE", /^\/time-off\/[^/]+$/, ALL],
  ["GET", /^\/clients$/, DESK.concat("professional")],
  ["PUT", /^\/clients\/note$/, DESK.concat("professional")],
];

export function isOpenRoute(method: string, path: string): boolean {
  return open.some(([m, re]) => m === method && re.test(path));
}

export function allowedRoles(method: string, path: string): readonly Role[] {
  const head = method === "HEAD" ? "GET" : method;
  return policy.find(([m, re]) => m === head && re.test(path))?.[2] ?? ["owner"];
}
