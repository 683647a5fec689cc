/**
 * The table declarations (server/<area>/tables.ts, docs/decisions/021-one-home-per-area.md) are
 * the migrated database, column for column: name, SQL type, NOT NULL and whether it has a default.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL. A migration that adds, drops or changes a
 * column without its declaration (or the other way round) fails here.
 */
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDb } from "./test/harness";

/** Every table every area declares: each `tables.ts` under server/ (a new area's is found by its name). */
const declared: PgTable[] = Object.values(import.meta.glob<Record<string, unknown>>("./**/tables.ts", { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is PgTable => is(value, PgTable));

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

type Column = { table: string; column: string; type: string; notNull: boolean; hasDefault: boolean };

/** PostgreSQL's names for the types, as `format_type` writes them (what Drizzle's getSQLType says). */
async function migrated(): Promise<Column[]> {
  const rows = await t.db.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
  }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS not_null, a.atthasdef AS has_default
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY 1, 2`,
  );
  return rows.map((r) => ({
    table: r.table,
    column: r.column,
    type: r.type,
    notNull: r.not_null,
    hasDefault: r.has_default,
  }));
}

function declaration(): Column[] {
  return declared
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((c) => ({
        table: config.name,
        column: c.name,
        type: c.getSQLType(),
        notNull: c.notNull,
        // A serial-like id's default is the migration's sequence; Drizzle's `primaryKey()` alone does not say it.
        hasDefault: c.hasDefault,
      }));
    })
    .sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column));
}

describe("table declarations", () => {
  test("every table the migrations create is declared, and nothing else", async () => {
    const tables = [...new Set((await migrated()).map((c) => c.table))].sort();
    expect([...new Set(declaration().map((c) => c.table))].sort()).toEqual(tables);
  });

  test("each declared column is the migrated column: name, type, NOT NULL, default", async () => {
    const sequences = new Set([
      "audit_log.id",
      "outbox.id",
      "time_off.id",
      "inbound_messages.id",
      "payments.id",
      "verifactu_records.id",
      "shift_history.id",
      "staff_events.id",
      "audit_log.at",
      "audit_log.tx",
    ]);
    const fromDb = (await migrated()).map((c) =>
      // Defaults the database computes (sequences, clock, transaction id) are the migration's business.
      sequences.has(`${c.table}.${c.column}`) ? { ...c, hasDefault: false } : c,
    );
    expect(declaration()).toEqual(
      fromDb.sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column)),
    );
  });
});
