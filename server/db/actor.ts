/**
 * Who is changing things (AC-05): the audit triggers read the person from `salon.actor_*`, set
 * for the transaction only (set_config(…, true)), so every statement that can change a row runs
 * in a transaction that names its actor. Plain SELECTs change nothing and run as they are.
 * Relative imports only (`npm run staff:owner` runs under plain Node).
 */
import type { Database, Queryable } from "./client.ts";

export interface Actor {
  /** The person's id; null for the server's own jobs and the command line. */
  id: string | null;
  /** As the audit log shows it: 'Marta (recepción)', 'Sistema (retención de datos)'. */
  name: string;
}

const READ_ONLY = /^\s*SELECT\b/i;

async function stamp(tx: Queryable, actor: Actor, now?: Date): Promise<void> {
  // `salon.now`: the request's clock (a test's own), read by the triggers that date what they keep
  // (TK-07: a shift's history), so they agree with the request, not with the database's clock.
  await tx.query(
    "SELECT set_config('salon.actor_id', $1, true), set_config('salon.actor_name', $2, true), set_config('salon.now', $3, true)",
    [actor.id ?? "", actor.name, now ? now.toISOString() : ""],
  );
}

export function withActor(db: Database, actor: Actor, now?: Date): Database {
  return {
    ...db,
    query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      if (READ_ONLY.test(sql)) return db.query<T>(sql, params);
      return db.transaction(async (tx) => {
        await stamp(tx, actor, now);
        return tx.query<T>(sql, params);
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await stamp(tx, actor, now);
        return fn(tx);
      });
    },
  };
}

/**
 * `db` joined to a transaction already open (`tx`): its queries and transactions run in that one, so
 * a service written for a database composes inside a larger unit of work (all of it or none).
 */
export function joined(db: Database, tx: Queryable): Database {
  return {
    ...db,
    query: <T>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
    transaction: <T>(fn: (inner: Queryable) => Promise<T>) => fn(tx),
  };
}
