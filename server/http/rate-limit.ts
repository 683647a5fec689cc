/**
 * A fixed-window counter per key (client IP) kept in this process. With N
 * processes behind a balancer each allows its own share; the per-contact limit
 * (3 future bookings) is the database's and holds across processes.
 */
export interface RateLimiter {
  /** true when the request is allowed. */
  take(key: string, now: number): boolean;
  /** true when `key` has used up its window (without counting this call). */
  exhausted(key: string, now: number): boolean;
  /** Gives back one `take` (an attempt that turned out not to count, such as a right passcode). */
  refund(key: string): void;
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
    refund(key) {
      const current = windows.get(key);
      if (current && current.count > 0) current.count--;
    },
    exhausted(key, now) {
      const current = windows.get(key);
      return current !== undefined && now - current.start < windowMs && current.count >= limit;
    },
  };
}
