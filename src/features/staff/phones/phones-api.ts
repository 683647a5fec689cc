/**
 * The team on their phones (SP-02, SP-03) through the site's one API client: her push choices and
 * this device's subscription, her calendar feed's address.
 */
import type { PushEvent, PushSubscriptionBody } from "@/domain/staff/phones";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const account = api.staff.account;
const limit = () => within(TIME_LIMITS.staffMs);

export const phonesApi = {
  push: () => expectOk(account.push.$get({}, limit()), FALLBACK),
  choose: (events: PushEvent[]) => expectOk(account.push.events.$put({ json: { events } }, limit()), FALLBACK),
  subscribe: (body: PushSubscriptionBody) =>
    expectOk(account.push.subscriptions.$post({ json: body }, limit()), FALLBACK),
  unsubscribe: (endpoint: string) =>
    expectOk(account.push.unsubscribe.$post({ json: { endpoint } }, limit()), FALLBACK),
  calendar: () => expectOk(account.calendar.$get({}, limit()), FALLBACK),
  renewCalendar: () => expectOk(account.calendar.$post({ json: {} }, limit()), FALLBACK),
  stopCalendar: () => expectOk(account.calendar.$delete({}, limit()), FALLBACK),
};

/** The VAPID key as the browser's `applicationServerKey` wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
