/**
 * Numbered SQL migrations, applied once each, in order, under an advisory lock
 * so that several processes starting together against one PostgreSQL are safe.
 */
import type { Database } from "./client";
import { splitSqlScript } from "./sql-script";
import booking001 from "./migrations/001-booking.sql?raw";
import keepsService002 from "./migrations/002-appointment-keeps-service.sql?raw";
import settings003 from "./migrations/003-salon-settings.sql?raw";
import media004 from "./migrations/004-media.sql?raw";
import accounts005 from "./migrations/005-accounts.sql?raw";
import icsSequence006 from "./migrations/006-ics-sequence.sql?raw";
import clientNotes007 from "./migrations/007-client-notes.sql?raw";
import visits008 from "./migrations/008-visits.sql?raw";
import bookingPolicy009 from "./migrations/009-booking-policy.sql?raw";

export const migrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: "001-booking", sql: booking001 },
  { version: 2, name: "002-appointment-keeps-service", sql: keepsService002 },
  { version: 3, name: "003-salon-settings", sql: settings003 },
  { version: 4, name: "004-media", sql: media004 },
  { version: 5, name: "005-accounts", sql: accounts005 },
  { version: 6, name: "006-ics-sequence", sql: icsSequence006 },
  { version: 7, name: "007-client-notes", sql: clientNotes007 },
  { version: 8, name: "008-visits", sql: visits008 },
  { version: 9, name: "009-booking-policy", sql: bookingPolicy009 },
];

const LOCK_ID = 4_173_001;

export async function migrate(db: Database): Promise<number[]> {
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
      if (done.has(m.version)) continue;
      for (const part of splitSqlScript(m.sql)) if (part.kind === "statement") await tx.query(part.text);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
