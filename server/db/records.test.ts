/** A table's rows read as camelCase records, and a view's fields as JSON carries them. */
import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, test } from "vitest";
import { instant } from "./columns";
import { camel, columnNames, pickJson, recordReader } from "./records";

const gifts = pgTable("gifts", {
  id: text().primaryKey(),
  amount_cents: integer().notNull(),
  redeemed_at: instant(),
  is_printed: boolean().notNull(),
});

describe("records derived from a table's declaration", () => {
  test("every column, in declaration order, under its camelCase name", () => {
    expect(columnNames(gifts)).toEqual(["id", "amount_cents", "redeemed_at", "is_printed"]);
    expect(camel("client_confirmed_at")).toBe("clientConfirmedAt");
    expect(camel("id")).toBe("id");
  });

  test("a row becomes a record with the row's values, and nothing the table does not declare", () => {
    const at = new Date("2026-12-01T09:00:00Z");
    const read = recordReader(gifts);
    const row = { id: "g1", amount_cents: 5000, redeemed_at: at, is_printed: false, extra: "joined" };
    expect(read(row)).toEqual({ id: "g1", amountCents: 5000, redeemedAt: at, isPrinted: false });
  });

  test("a view's fields: instants as ISO text, nulls and other values as they are", () => {
    const record = { id: "g1", redeemedAt: new Date("2026-12-01T09:00:00Z"), printedAt: null, amountCents: 0 };
    expect(pickJson(record, ["redeemedAt", "printedAt", "amountCents"])).toEqual({
      redeemedAt: "2026-12-01T09:00:00.000Z",
      printedAt: null,
      amountCents: 0,
    });
  });
});
