/**
 * The client's address (RL-05). Behind `trustProxy` proxies, each proxy
 * appends the address it saw to X-Forwarded-For, so the n-th entry from the
 * right is the one our outermost proxy wrote; everything to its left was
 * written by the client and proves nothing. Too few entries, or one that is
 * not an IP address, means the request did not come through the proxies as
 * configured: the socket's own address is used.
 */
import { isIP } from "node:net";

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const socket = socketAddress ?? "unknown";
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const entry = entries[entries.length - trustProxy];
  return entry !== undefined && isIP(entry) !== 0 ? entry : socket;
}
