/**
 * How statements reach PostgreSQL (RP-04, the booking bench): prepared once per connection and left to
 * PostgreSQL's plan choice, except those marked `planEachCall`, planned for each call's values.
 */
import { describe, expect, test } from "vitest";
import { createTestDatabase, onPostgres } from "../test/harness";
import { openPostgres, planEachCall } from "./client";

describe.skipIf(!onPostgres)("statements on PostgreSQL", () => {
  test("RP-04 a statement is prepared once on its connection; one marked planEachCall goes unprepared, with the same answer", async () => {
    const t = await createTestDatabase({ migrate: false });
    // One connection, so every statement below meets the same session.
    const db = openPostgres(t.url ?? "", 1);
    try {
      expect(await db.query("SELECT $1::int + 1 AS n", [1])).toEqual([{ n: 2 }]);
      expect(await db.query(planEachCall("SELECT $1::int + 2 AS n"), [1])).toEqual([{ n: 3 }]);
      const prepared = await db.query<{ statement: string }>(
        "SELECT statement FROM pg_prepared_statements ORDER BY statement",
      );
      expect(prepared.map((p) => p.statement)).toEqual(["SELECT $1::int + 1 AS n"]);
      const [mode] = await db.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode");
      expect(mode?.plan_cache_mode).toBe("auto");
    } finally {
      await db.close();
      await t.drop();
    }
  });
});
