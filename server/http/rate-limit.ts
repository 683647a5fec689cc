/**
 * A fixed-window counter per key (client IP) kept in this process, for requests
 * and bookings. With N processes behind a balancer each allows its own share;
 * the per-contact limit (3 future bookings) and the sign-in limits (AC-03) are
 * the database's and hold across processes.
 */
export interface RateLimiter {
  /** true when the request is allowed. */
  take(key: string, now: number): boolean;
}

export function fixedWindow(limit: number, windowMs: number, maxKeys = 50_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now) {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count++;
      return current.count <= limit;
    },
  };
}
