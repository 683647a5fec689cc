/**
 * SP-02: a push to a staff member's browser (Web Push, RFC 8030), its payload encrypted for that
 * browser (RFC 8291, aes128gcm) and the request signed with the salon's VAPID key (RFC 8292).
 * `web-push` builds the request; it goes out with `fetch`, cut off by the outbox's time limit.
 */
import type * as WebPushModule from "web-push";

/** Loaded on the first push: a server without VAPID keys never loads it (13 MB of memory). */
type WebPush = typeof WebPushModule;
let library: Promise<WebPush> | undefined;
async function webPushLibrary(): Promise<WebPush> {
  // A CommonJS package: Node hands its exports as `default`.
  const loaded = await (library ??= import("web-push"));
  return (loaded as WebPush & { default?: WebPush }).default ?? loaded;
}

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** Who the push services may write to about the salon's pushes: a `mailto:` address. */
  subject: string;
}

export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The notification as the service worker shows it (JSON: title, body, url, tag). */
  payload: string;
}

export interface SendPush {
  (message: PushMessage): Promise<void>;
}

/** The push service says the subscription no longer exists (404, 410): it is deleted, never retried. */
export class PushGone extends Error {
  override name = "PushGone";
}

/** How long a push service keeps an undelivered push: an agenda change is stale after a day. */
const TTL_SECONDS = 24 * 3600;

export function webPushTransport(vapid: Vapid): SendPush {
  return async (message) => {
    const webPush = await webPushLibrary();
    const request = webPush.generateRequestDetails(
      { endpoint: message.endpoint, keys: message.keys },
      message.payload,
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410)
      throw new PushGone(`the push service answered ${response.status}: the subscription is gone`);
    if (!response.ok) throw new Error(`the push service answered ${response.status}`);
  };
}
