import { describe, expect, test } from "vitest";
import { moneyLines, owedCents, paidTowardVisit, voidable } from "./ledger";
import type { PaymentView } from "./schemas";

let next = 0;
const row = (p: Partial<PaymentView> & Pick<PaymentView, "kind" | "amountCents">): PaymentView => ({
  id: String(++next),
  method: "cash",
  status: "done",
  at: "2026-11-24T10:00:00.000Z",
  reverses: null,
  reason: null,
  code: null,
  ...p,
});

describe("what a visit owes (PY-07, PY-12)", () => {
  test("PY-12 a deposit and the desk's payments count; a refund, a void or a code's value given back do not; a fee is not the visit's", () => {
    const deposit = row({ kind: "deposit", amountCents: 1000, method: "stripe" });
    const cash = row({ kind: "visit", amountCents: 1500 });
    const twice = row({ kind: "visit", amountCents: 1500 });
    const voided = row({ kind: "void", amountCents: 1500, reverses: twice.id, reason: "cobrado dos veces" });
    const fee = row({ kind: "fee", amountCents: 2000, method: "stripe" });
    const feeBack = row({ kind: "refund", amountCents: 2000, reverses: fee.id });
    const ledger = [deposit, cash, twice, voided, fee, feeBack];
    expect(paidTowardVisit(ledger)).toBe(2500);
    expect(owedCents(2500, ledger)).toBe(0);
    expect(owedCents(6000, ledger)).toBe(3500);
    // A pending refund has not left yet; a done one has.
    const refund = row({ kind: "refund", amountCents: 1000, reverses: deposit.id, status: "pending" });
    expect(paidTowardVisit([deposit, refund])).toBe(1000);
    expect(paidTowardVisit([deposit, { ...refund, status: "done" }])).toBe(0);
    // Never below 0.
    expect(owedCents(1000, [row({ kind: "visit", amountCents: 5000 })])).toBe(0);
  });

  test("PY-12 only a payment taken at the visit and not yet voided can be voided", () => {
    const cash = row({ kind: "visit", amountCents: 1500 });
    const deposit = row({ kind: "deposit", amountCents: 1000, method: "stripe" });
    expect(voidable(cash, [cash, deposit])).toBe(true);
    expect(voidable(deposit, [cash, deposit])).toBe(false);
    const voided = row({ kind: "void", amountCents: 1500, reverses: cash.id });
    expect(voidable(cash, [cash, voided])).toBe(false);
    expect(voidable(voided, [cash, voided])).toBe(false);
  });
});

describe("what the client is told about her money (PY-11)", () => {
  test("PY-11 paid and how, what goes back, and what she pays at the salon", () => {
    const deposit = row({ kind: "deposit", amountCents: 1000, method: "stripe" });
    expect(moneyLines([deposit], 2500, false)).toEqual([
      ["Señal pagada", "10\u00a0€ (online)"],
      ["Pagas en el salón", "15\u00a0€"],
    ]);
    const bono = row({ kind: "visit", amountCents: 2500, method: "bono", code: "BONO-AB23-CD45" });
    expect(moneyLines([bono], 2500, false)).toEqual([
      ["Pagado con bono BONO-AB23-CD45", "25\u00a0€"],
      ["Pagas en el salón", "nada, ya está pagada"],
    ]);
    // Cancelled within the policy: the session and the deposit go back; nothing to pay.
    const restored = row({
      kind: "restore",
      amountCents: 2500,
      method: "bono",
      code: "BONO-AB23-CD45",
      reverses: bono.id,
    });
    const refund = row({
      kind: "refund",
      amountCents: 1000,
      method: "stripe",
      status: "pending",
      reverses: deposit.id,
    });
    expect(moneyLines([deposit, refund, bono, restored], 2500, true)).toEqual([
      ["Señal pagada", "10\u00a0€ (online)"],
      ["Te devolvemos la señal", "10\u00a0€ (en tu tarjeta, en unos días)"],
      ["Devuelto a tu bono BONO-AB23-CD45", "1 sesión"],
    ]);
  });
});
