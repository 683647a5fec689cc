/**
 * One interface over the two databases the server runs on: embedded PGlite
 * (PostgreSQL in WASM, one connection, persisted under DATA_DIR) and a
 * PostgreSQL server through a `pg` pool. Same SQL, same migrations.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import pg from "pg";

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations, restores). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for tools that need it (pg_dump). */
  pglite?: PGlite;
}

/** SQLSTATE of a database error, when there is one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * PGlite's own start parameters, with two changes for a server that keeps a salon's agenda:
 * fsync stays on (PGlite turns it off with -F; a commit must survive a power cut), and
 * shared_buffers is 16 MB instead of 128 MB (a salon's whole database is a few MB; this
 * halves the process's memory).
 */
function pgliteStartParams(options: { fsync: boolean }): string[] {
  const params = PGlite.defaultStartParams.filter((p) => options.fsync === false || p !== "-F");
  return [...params, "-c", "shared_buffers=16MB"];
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? `${dataDir}/pgdata` : undefined, {
    extensions: { btree_gist },
    // In-memory databases (tests) have nothing to sync.
    startParams: pgliteStartParams({ fsync: dataDir !== undefined }),
  });
  await db.exec("SET TIME ZONE 'UTC'");
  return {
    kind: "pglite",
    pglite: db,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}

export function openPostgres(url: string, max = 10, onIdleError: (error: Error) => void = logIdleError): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: "-c TimeZone=UTC",
    // A request waits at most this long for a free connection, then fails (503-style 500) instead of hanging.
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection can die under the pool (server restart, admin termination); without a
  // listener the pool's 'error' event would crash the process. The pool replaces the client.
  pool.on("error", onIdleError);
  return {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

function logIdleError(error: Error): void {
  console.error(`database: idle connection lost (${sqlState(error) ?? error.message}); the pool reconnects`);
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
