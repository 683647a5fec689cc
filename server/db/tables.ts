/**
 * The migrator's own table (server/db/migrate.ts), declared like every area's
 * (docs/decisions/021-one-home-per-area.md).
 */
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

export const schemaMigrations = pgTable("schema_migrations", {
  version: integer().primaryKey(),
  name: text().notNull(),
  applied_at: instant().notNull().defaultNow(),
});
