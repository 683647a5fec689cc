/**
 * Column kinds the table declarations share (docs/decisions/021-one-home-per-area.md). The
 * declarations describe rows as the drivers hand them to our SQL: a `bigint` arrives as a string
 * from node-postgres and as a number from PGlite, so it is declared as either.
 */
import { customType, timestamp } from "drizzle-orm/pg-core";

export const int8 = customType<{ data: string | number; driverData: string | number }>({
  dataType: () => "bigint",
});

/** `bytea`: bytes, a `Uint8Array` in the row. */
export const bytea = customType<{ data: Uint8Array }>({ dataType: () => "bytea" });

/** `timestamptz`: an instant, a `Date` in the row. */
export const instant = () => timestamp({ withTimezone: true, mode: "date" });
