/**
 * The staff session (ST-01): a signed cookie holding its expiry, HttpOnly,
 * SameSite=Strict, Secure behind HTTPS, 12 hours. Stateless, so any process
 * behind the balancer accepts it; signing out clears it in the browser.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "salon_staff";
export const SESSION_HOURS = 12;

function mac(secret: string, value: string): string {
  return createHmac("sha256", `${secret}:staff-session`).update(value).digest("base64url");
}

export function newSession(secret: string, now: Date): string {
  const expires = String(now.getTime() + SESSION_HOURS * 3_600_000);
  return `${expires}.${mac(secret, expires)}`;
}

export function isValidSession(secret: string, cookie: string | undefined, now: Date): boolean {
  // Exactly `<expiry>.<signature>`: nothing before, between or after (RL-06).
  const match = cookie ? /^(\d{1,15})\.([\w-]{43})$/.exec(cookie) : null;
  if (!match) return false;
  const [, expires = "", signature = ""] = match;
  const expected = Buffer.from(mac(secret, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) > now.getTime();
}
