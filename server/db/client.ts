/**
 * One interface over the two databases the server runs on: embedded PGlite
 * (PostgreSQL in WASM, one connection, persisted under DATA_DIR) and a
 * PostgreSQL server through a `pg` pool. Same SQL, same migrations.
 */
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock, DataDirLocked } from "./data-dir-lock.ts";

/** The channels the server's triggers and saves notify on: settings (OW-11), the agenda (SP-04). */
export type ListenChannel = "salon_settings" | "salon_agenda";

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations, restores). */
  exec(sql: string): Promise<void>;
  /**
   * Runs statements one by one, as psql does (a `SET` changes how the next statements are read), in
   * one transaction: all of them or none (restores), as `statements` yields them (a file being read,
   * RL-13). Session settings they change (a dump empties search_path) are reset afterwards.
   */
  execAtomic(statements: Iterable<string> | AsyncIterable<string>): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for tools that need it (pg_dump). */
  pglite?: PGlite;
  /**
   * Runs `fn` while no other query of this process runs or starts (PGlite only: a backup of the
   * running server, whose pg_dump must not see the app's statements interleaved with its own).
   */
  exclusive?<T>(fn: () => Promise<T>): Promise<T>;
  /** The DATA_DIR lock this process holds (PGlite on disk, RL-01). */
  lock?: DataDirLock;
  /**
   * `LISTEN channel`: `onNotify` gets each payload at the notifying transaction's commit. On
   * PostgreSQL on a connection of its own, with an empty payload after the connection was lost (a
   * notification may have been missed) before it reconnects; on PGlite from this process's own
   * commits (it has no other). Resolves to the function that stops listening.
   */
  listen(channel: ListenChannel, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
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

/**
 * A gate: shared work runs freely; exclusive work waits for the shared work in flight and holds
 * back new shared work until it is done.
 */
function gate() {
  let active = 0;
  let closed: Promise<void> | null = null;
  let drained: (() => void) | null = null;
  return {
    async shared<T>(fn: () => Promise<T>): Promise<T> {
      while (closed) await closed;
      active++;
      try {
        return await fn();
      } finally {
        active--;
        if (active === 0) drained?.();
      }
    },
    async exclusive<T>(fn: () => Promise<T>): Promise<T> {
      while (closed) await closed;
      let open = () => {};
      closed = new Promise<void>((resolve) => (open = resolve));
      try {
        if (active > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = null;
        return await fn();
      } finally {
        closed = null;
        open();
      }
    },
  };
}

/** PGlite's start-up errors in words an operator can act on (a full disk showed as `errno: 51`). */
export function startError(error: unknown, dir: string): Error {
  const errno = (error as { errno?: unknown; code?: unknown } | null)?.errno;
  const code = (error as { code?: unknown } | null)?.code;
  // Emscripten's errno numbers: 51 ENOSPC, 69 EROFS, 2 EACCES, 63 EPERM.
  if (errno === 51 || code === "ENOSPC")
    return new Error(`The disk holding ${dir} is full: free some space and start again.`, { cause: error });
  if (errno === 69 || errno === 2 || errno === 63 || code === "EROFS" || code === "EACCES" || code === "EPERM")
    return new Error(`${dir} cannot be written (read-only disk or no permission): the database needs to write there.`, {
      cause: error,
    });
  return error instanceof Error ? error : new Error(`The database in ${dir} did not open: ${String(error)}`);
}

/** The embedded database's session settings: run at open, and again after anything that changes them. */
export const PGLITE_SESSION = "SET TIME ZONE 'UTC'";

/**
 * A new data folder's first start (PGlite's initdb) peaks near 1 GB and leaves the process at ~600 MB
 * for good; opening a folder that exists takes ~250 MB. So a new folder is made by a short-lived
 * child process, and the server or a restore (RL-13) opens it at its usual size.
 */
async function createPgliteApart(path: string, startParams: string[]): Promise<void> {
  const module = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((db) => db.close());`;
  // Liftoff only (V8's baseline WASM compiler): initdb's peak goes from ~1.1 GB to ~650 MB, and it is faster.
  await promisify(execFile)(process.execPath, [
    "--liftoff-only",
    "-e",
    script,
    module,
    path,
    JSON.stringify(startParams),
  ]);
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DataDirLock | undefined;
  let db: PGlite;
  if (dataDir) {
    try {
      // The data folder holds the clients' data (RL-11): the server's user alone reads it, also when it
      // was made by an older version or by hand.
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      chmodSync(dataDir, 0o700);
    } catch (error) {
      throw startError(error, dataDir);
    }
    // One process per embedded database (RL-01): refuse before touching its files.
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      throw error instanceof DataDirLocked ? error : startError(error, dataDir);
    }
  }
  try {
    // In-memory databases (tests) have nothing to sync.
    const startParams = pgliteStartParams({ fsync: dataDir !== undefined });
    if (dataDir && !existsSync(`${dataDir}/pgdata/PG_VERSION`))
      await createPgliteApart(`${dataDir}/pgdata`, startParams);
    db = await PGlite.create(dataDir ? `${dataDir}/pgdata` : undefined, { extensions: { btree_gist }, startParams });
    await db.exec(PGLITE_SESSION);
  } catch (error) {
    lock?.release();
    throw dataDir ? startError(error, dataDir) : error;
  }
  const { shared, exclusive } = gate();
  return {
    kind: "pglite",
    pglite: db,
    lock,
    exclusive,
    async query<T>(sql: string, params: unknown[] = []) {
      return shared(async () => (await db.query<T>(sql, params)).rows);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return shared(() =>
        db.transaction(async (tx) =>
          fn({
            async query<R>(sql: string, params: unknown[] = []) {
              return (await tx.query<R>(sql, params)).rows;
            },
          }),
        ),
      );
    },
    async exec(sql: string) {
      await shared(() => db.exec(sql));
    },
    async execAtomic(statements: Iterable<string> | AsyncIterable<string>) {
      await shared(async () => {
        try {
          await db.transaction(async (tx) => {
            for await (const statement of statements) await tx.exec(statement);
          });
        } finally {
          await db.exec("RESET ALL");
        }
      });
    },
    async listen(channel, onNotify) {
      const stop = await shared(() => db.listen(channel, onNotify));
      return async () => {
        if (!db.closed) await shared(() => stop());
      };
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The mark `planEachCall` puts on a statement (an SQL comment: the same statement on PGlite). */
const PLAN_EACH_CALL = "/* plan each call */";

/**
 * A statement whose best plan depends on its values (a report over a week or over two years): on
 * PostgreSQL it goes unprepared, so it is planned for each call's values, never with a generic plan.
 */
export const planEachCall = (sql: string) => `${PLAN_EACH_CALL} ${sql}`;

/**
 * A statement with parameters goes as a named prepared statement: each connection parses it once
 * instead of on every call (the booking's statements are the same text every time), and PostgreSQL
 * plans it for its values five times, then keeps a generic plan unless that one costs more. The
 * names are the texts' order of first use, up to a bound so an unforeseen variety of texts cannot
 * grow every connection's cache without end; statements without parameters (DDL, BEGIN) and those
 * marked `planEachCall` go as they are.
 */
function preparedStatements(limit = 2000) {
  const names = new Map<string, string>();
  return (text: string, values: unknown[]): pg.QueryConfig => {
    if (values.length === 0) return { text };
    if (text.startsWith(PLAN_EACH_CALL)) return { text, values };
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

export function openPostgres(url: string, max = 10, onIdleError: (error: Error) => void = logIdleError): Database {
  const statement = preparedStatements();
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Prepared statements (above) save the parsing and, after five calls, the planning. Issue 28 planned
    // every call (plan_cache_mode=force_custom_plan); measured again in session 17 on today's statements,
    // that took twice the database's CPU per booking and left the bench's p99 at 65 ms instead of 37–47
    // (docs/performance.md), while the reports want their own values' plans (`planEachCall`).
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
      return (await pool.query(statement(sql, params))).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        // One connection runs one statement at a time: statements started together (a Promise.all in a
        // transaction) wait their turn here, in order, as pg does today and pg@9 will require of callers.
        let turn: Promise<unknown> = Promise.resolve();
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const run = turn.then(() => client.query(statement(sql, params)));
            turn = run.catch(() => undefined);
            return (await run).rows as R[];
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
    async execAtomic(statements: Iterable<string> | AsyncIterable<string>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        for await (const statement of statements) await client.query(statement);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        await client.query("RESET ALL").catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    async listen(channel, onNotify) {
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        client = next;
        next.on("notification", (m) => m.channel === channel && onNotify(m.payload ?? ""));
        next.on("error", () => {
          next.end().catch(() => undefined);
          if (stopped) return;
          onNotify("");
          setTimeout(() => void connect().catch(() => onNotify("")), 1000).unref();
        });
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
  };
}

function logIdleError(error: Error): void {
  console.error(`database: idle connection lost (${sqlState(error) ?? error.message}); the pool reconnects`);
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
