/**
 * Numbered SQL migrations, applied once each, in order, under an advisory lock
 * so that several processes starting together against one PostgreSQL are safe.
 */
import type { Database } from "./client";
import { splitSqlScript } from "./sql-script";

/**
 * Every file in ./migrations, named `NNN-what.sql`, in number order: adding a migration is adding its
 * file. A number used twice or skipped stops the start (and the tests), naming the files.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = Object.entries(
  import.meta.glob<string>("./migrations/*.sql", { query: "?raw", import: "default", eager: true }),
)
  .map(([path, sql]) => {
    const name = path.replace(/^.*\/|\.sql$/g, "");
    const version = Number(/^(\d{3})-/.exec(name)?.[1]);
    if (!version) throw new Error(`server/db/migrations: "${name}.sql" is not named NNN-what.sql`);
    return { version, name, sql };
  })
  .sort((x, y) => x.version - y.version);
migrations.forEach((m, i) => {
  if (m.version !== i + 1)
    throw new Error(
      `server/db/migrations: expected migration ${i + 1}, found ${m.name}.sql (numbers in order, once each)`,
    );
});

const LOCK_ID = 4_173_001;

/** Applies the migrations not yet applied (`until`: only up to that number, to build a database as it was). */
export async function migrate(db: Database, until = Infinity): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Transaction-scoped: released on commit or rollback, even if the process dies.
    await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_ID]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version) || m.version > until) continue;
      for (const part of splitSqlScript(m.sql)) if (part.kind === "statement") await tx.query(part.text);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
