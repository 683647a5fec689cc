/**
 * Links in emails (BE-06). A token is the booking id plus an HMAC of it under
 * the server's secret, so it cannot be guessed or altered; each purpose has its
 * own key, so the calendar link (which appears in URLs) cannot cancel.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** WL-02: `offer` signs a waitlist offer's link; RV-01: `review` a review invitation's. */
export type TokenPurpose = "manage" | "calendar" | "offer" | "review";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, purpose: TokenPurpose, id: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url").slice(0, 32);
}

export function signToken(secret: string, purpose: TokenPurpose, id: string): string {
  return `${id}.${mac(secret, purpose, id)}`;
}

/** The booking id of a valid token, or undefined for a forged, altered or malformed one. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: unknown): string | undefined {
  if (typeof token !== "string" || token.length > 100) return undefined;
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(mac(secret, purpose, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
