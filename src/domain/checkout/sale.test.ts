import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type SaleLine, saleTotals, settle, shareOut, splitVat, vatRates } from "./sale";

const line = fc.record({
  kind: fc.constantFrom("service" as const, "product" as const),
  name: fc.constant("x"),
  unitCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  vatRate: fc.constantFrom(...vatRates),
});
const discount = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant("amount" as const), cents: fc.integer({ min: 0, max: 100_000 }) }),
    fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: 0, max: 100 }) }),
  ),
  { nil: null },
);

describe("a sale's totals (TK-01, TK-02)", () => {
  test("TK-01 a two-service visit with a product and 10% off: the total, each line's share and the VAT", () => {
    const lines: SaleLine[] = [
      { kind: "service", name: "Corte y peinado", unitCents: 2500, quantity: 1, vatRate: 21 },
      { kind: "service", name: "Manicura", unitCents: 2000, quantity: 1, vatRate: 21 },
      { kind: "product", name: "Champú", unitCents: 1250, quantity: 2, vatRate: 21 },
    ];
    const t = saleTotals(lines, { kind: "percent", percent: 10 });
    expect(t.grossCents).toBe(7000);
    expect(t.discountCents).toBe(700);
    expect(t.totalCents).toBe(6300);
    expect(t.lines.map((l) => l.totalCents)).toEqual([2250, 1800, 2250]);
    // 63,00 € with 21% VAT included: base 52,07 €, VAT 10,93 €.
    expect(t.vat).toEqual([{ rate: 21, baseCents: 5207, vatCents: 1093 }]);
    expect(t.vatCents).toBe(1093);
  });

  test("TK-02 every sale adds up: lines to the total, base and VAT to each rate's lines, the discount never more than the sale", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), discount, (lines, d) => {
        const t = saleTotals(lines, d);
        expect(t.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(t.totalCents);
        expect(t.discountCents).toBeLessThanOrEqual(t.grossCents);
        expect(t.lines.every((l) => l.totalCents >= 0)).toBe(true);
        for (const v of t.vat) {
          const ofRate = t.lines.filter((l) => l.vatRate === v.rate).reduce((s, l) => s + l.totalCents, 0);
          expect(v.baseCents + v.vatCents).toBe(ofRate);
        }
        expect(t.vat.reduce((s, v) => s + v.baseCents + v.vatCents, 0)).toBe(t.totalCents);
      }),
    );
  });

  test("TK-02 shares add up exactly and follow the weights", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.nat(10_000), { minLength: 1, maxLength: 6 }),
        (total, w) => {
          const shares = shareOut(total, w);
          const sum = w.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          w.forEach((wi, i) => sum > 0 && expect(Math.abs((shares[i] ?? 0) - (total * wi) / sum)).toBeLessThan(1));
        },
      ),
    );
    expect(splitVat(12100, 21)).toEqual({ baseCents: 10000, vatCents: 2100 });
    expect(splitVat(1000, 0)).toEqual({ baseCents: 1000, vatCents: 0 });
  });
});

describe("paying it (TK-01)", () => {
  test("TK-01 split across the deposit, a card and cash: cash may be more, and the change is given back", () => {
    expect(
      settle(6300, [
        { method: "deposit", cents: 1000 },
        { method: "card_terminal", cents: 3000 },
        { method: "cash", cents: 5000 },
      ]),
    ).toEqual({ ok: true, changeCents: 2700, paidCents: 6300 });
  });

  test("TK-01 short or over: what is missing, or what a card or code pays beyond the total", () => {
    expect(settle(6300, [{ method: "cash", cents: 6000 }])).toEqual({ ok: false, problem: "short", cents: 300 });
    expect(settle(6300, [{ method: "card_terminal", cents: 7000 }])).toEqual({
      ok: false,
      problem: "over",
      cents: 700,
    });
    expect(settle(0, [])).toEqual({ ok: true, changeCents: 0, paidCents: 0 });
  });
});
