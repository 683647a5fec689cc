/**
 * Backups (BE-11): a plain SQL dump of the whole database (schema, data and the
 * migrations table), from PGlite through pglite-tools' pg_dump (WASM) or from a
 * server through the pg_dump client; restore loads one into an empty database.
 * PGlite → dump → PostgreSQL server is also the documented way to move off the
 * embedded database.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Database } from "./client.ts";

// INSERTs rather than COPY, so a restore runs as plain SQL through any client.
const DUMP_ARGS = ["--inserts", "--no-owner", "--no-privileges"];

export async function dumpDatabase(db: Database, databaseUrl?: string): Promise<string> {
  if (db.pglite) {
    const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
    const file = await pgDump({ pg: db.pglite, args: DUMP_ARGS });
    return file.text();
  }
  if (!databaseUrl) throw new Error("A PostgreSQL dump needs DATABASE_URL.");
  const { stdout } = await promisify(execFile)("pg_dump", [...DUMP_ARGS, "--dbname", databaseUrl], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Makes a dump runnable as one script on any PostgreSQL from 15 on: psql-only
 * meta-commands (\restrict …) and settings newer servers invent
 * (transaction_timeout, PostgreSQL 17+) are dropped.
 */
export function portableDump(sql: string): string {
  return sql
    .split("\n")
    .filter((line) => !line.startsWith("\\") && !/^SET transaction_timeout\b/.test(line))
    .join("\n");
}

export async function restoreDatabase(db: Database, sql: string): Promise<void> {
  const [existing] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
  );
  if ((existing?.n ?? 0) > 0) throw new Error("The target database is not empty: restore into a new, empty database.");
  // The dump empties search_path for its own session; put it back for whoever uses this connection next.
  await db.exec(`${portableDump(sql)}\nRESET ALL;\n`);
}

export function backupFileName(now: Date): string {
  return `salon-${now.toISOString().slice(0, 16).replace(/[:T]/g, "-")}.sql`;
}
