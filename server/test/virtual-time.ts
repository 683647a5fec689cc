/**
 * Time that moves only when a test says so (issue #28 item 8): a clock and timers for the outbox
 * worker, and a way to tell when every piece of work is waiting on them. The test runs a
 * discrete-event simulation: settle (no query in flight, nothing left to run), then move time to
 * the next timer and fire it. What happens is the same on a fast and a busy machine.
 */
import type { Database } from "../db/client";
import type { Timers } from "../notifications/outbox-worker";

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

export function virtualTime(start: Date) {
  let now = start.getTime();
  let timers: Timer[] = [];
  let nextId = 1;
  let inFlight = 0;

  const clock = {
    now: () => new Date(now),
    setTimeout(fn: () => void, ms: number): unknown {
      const id = nextId++;
      timers.push({ id, at: now + ms, fn });
      return id;
    },
    clearTimeout(id: unknown) {
      timers = timers.filter((t) => t.id !== id);
    },
  } satisfies Timers & { now: () => Date };

  /** The database, counting the queries and transactions in flight. */
  function counted(db: Database): Database {
    const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
      }
    };
    return Object.assign(Object.create(db) as Database, {
      query: ((sql: string, params?: unknown[]) => tracked(() => db.query(sql, params))) as Database["query"],
      transaction: (<T>(fn: Parameters<Database["transaction"]>[0]) =>
        tracked(() => db.transaction(fn) as Promise<T>)) as Database["transaction"],
    });
  }

  /** Resolves once no query is in flight and the event loop has nothing else to run for us. */
  async function settle(): Promise<void> {
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setImmediate(resolve));
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  }

  /** Moves time to the next timer and fires every timer due then; false when none is set. */
  function advance(): boolean {
    if (timers.length === 0) return false;
    now = Math.min(...timers.map((t) => t.at));
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.fn();
    return true;
  }

  /** Runs `work` to its end, moving time whenever everything waits on a timer. */
  async function run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const finished = work.finally(() => {
      done = true;
    });
    while (!done) {
      await settle();
      if (done) break;
      if (!advance()) throw new Error("virtual time: nothing runs and no timer is set (work waits on something else)");
    }
    return finished;
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

  return { clock, counted, run, sleep };
}
