/** The legal notice's tax id (issue 30): DNI, NIE and CIF with their control characters. */
import { describe, expect, test } from "vitest";
import { isValidNif, normalizeNif } from "./nif";

describe("Spanish tax ids", () => {
  test("valid ones, written any way", () => {
    for (const nif of ["12345678Z", "x1234567l", "Y-1234567-X", "B12345674", "A58818501", "Q2826000H", "b 1234567 4"])
      expect(isValidNif(nif), nif).toBe(true);
    expect(normalizeNif("b-1234567.4")).toBe("B12345674");
  });
  test("a wrong control character, a wrong shape or a letter where a digit goes is refused", () => {
    for (const nif of ["12345678A", "X1234567A", "B12345675", "Q2826000A", "Q28260008", "1234", "ABCDEFGHI", ""])
      expect(isValidNif(nif), nif).toBe(false);
  });
});
