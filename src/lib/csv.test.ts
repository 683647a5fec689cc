import { describe, expect, test } from "vitest";
import { csvText } from "./csv";

describe("CSV for Spanish Excel (TK-07)", () => {
  test("TK-07 numbers are written as numbers (unquoted, decimal comma), text quoted and defused", () => {
    expect(
      csvText([
        ["Cifra", "Este periodo"],
        ["Facturación", 1234.5],
        ["Citas", 12],
        ["=SUM(A1)", -3.25],
      ]),
    ).toBe('\uFEFF"Cifra";"Este periodo"\r\n"Facturación";1234,5\r\n"Citas";12\r\n"\'=SUM(A1)";-3,25\r\n');
  });
});
