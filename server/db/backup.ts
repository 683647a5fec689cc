/**
 * Backups (BE-11, RL-01, RL-02): a plain SQL dump of the whole database
 * (schema, data and the migrations table), from PGlite through pglite-tools'
 * pg_dump (WASM) or from a server through the pg_dump client; restore applies
 * one to an empty database in a single transaction, all of it or nothing.
 * PGlite → dump → PostgreSQL server is also the documented way to move off the
 * embedded database.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type Database, PGLITE_SESSION } from "./client.ts";
import { streamedStatements } from "./sql-script.ts";

// INSERTs rather than COPY, so a restore runs as plain SQL through any client.
const DUMP_ARGS = ["--inserts", "--no-owner", "--no-privileges"];

export async function dumpDatabase(db: Database, databaseUrl?: string): Promise<string> {
  const pglite = db.pglite;
  if (pglite) {
    const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
    // pg_dump talks to PGlite's one connection directly: nothing else of this process may run
    // a statement until it is done, or the two would share its transaction.
    // pglite-tools deletes every dump line that starts with `\restrict` or `\unrestrict` (pg_dump 18's
    // psql guards), values included: a reason "…\n\restrict…" lost its line. With
    // standard_conforming_strings off pg_dump doubles every backslash in a value, so no value line can
    // start with a lone one; the dump says so in its header and the restore reads it that way.
    const dump = async () => {
      await pglite.exec("SET standard_conforming_strings = off");
      try {
        return await (await pgDump({ pg: pglite, args: DUMP_ARGS })).text();
      } finally {
        // pg_dump leaves its read-only transaction open and its settings behind on PGlite's one session:
        // a running server's next INSERT would fail. End the transaction and put the session back.
        await pglite.exec("ROLLBACK").catch(() => undefined);
        await pglite.exec(`RESET ALL; ${PGLITE_SESSION}`);
      }
    };
    return db.exclusive ? db.exclusive(dump) : dump();
  }
  if (!databaseUrl) throw new Error("A PostgreSQL dump needs DATABASE_URL.");
  const { stdout } = await promisify(execFile)("pg_dump", [...DUMP_ARGS, "--dbname", databaseUrl], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  return stdout;
}

async function* fromString(sql: string) {
  yield sql;
}

/**
 * Restores a dump into an empty database in one transaction (all or nothing). `source` is the dump,
 * or its pieces as a file stream yields them (RL-13): each statement runs as soon as it is read, so
 * the process holds one statement at a time, not the file.
 */
export async function restoreDatabase(db: Database, source: string | AsyncIterable<string>): Promise<void> {
  const [existing] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
  );
  if ((existing?.n ?? 0) > 0) throw new Error("The target database is not empty: restore into a new, empty database.");
  let tables = 0;
  async function* checked() {
    for await (const statement of streamedStatements(typeof source === "string" ? fromString(source) : source)) {
      if (/^\s*(--[^\n]*\n\s*)*CREATE TABLE\b/.test(statement)) tables++;
      yield statement;
    }
    // Thrown inside the transaction: nothing of it stays.
    if (tables === 0) throw new Error("This file is not a salon backup (no CREATE TABLE in it).");
  }
  await db.execAtomic(checked());
}

export function backupFileName(now: Date): string {
  return `salon-${now.toISOString().slice(0, 16).replace(/[:T]/g, "-")}.sql`;
}
