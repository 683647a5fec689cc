import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { eurosOfCents, eurosOfWhole } from "./policy";

describe("PY-07 one formatter for every amount", () => {
  test("PY-07 whole euros without decimals, cents with two, the euro sign kept to its amount", () => {
    expect(eurosOfCents(1000)).toBe("10\u00a0€");
    expect(eurosOfCents(1250)).toBe("12,50\u00a0€");
    expect(eurosOfCents(5)).toBe("0,05\u00a0€");
    expect(eurosOfCents(-1500)).toBe("-15\u00a0€");
    expect(eurosOfWhole(25)).toBe("25\u00a0€");
  });

  test("PY-07 any amount reads as Spanish currency does (the formatters made once agree with one made per call)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(eurosOfCents(cents)).toBe(
          (cents / 100).toLocaleString("es-ES", {
            style: "currency",
            currency: "EUR",
            minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
          }),
        );
      }),
    );
  });
});
