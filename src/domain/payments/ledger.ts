/**
 * PY-07, PY-12: what an appointment's ledger rows mean to the desk, pure: how much of the visit is paid
 * (a deposit, what the desk took, a code's spend — less what went back), what is still owed, and which
 * payments the desk may void.
 */
import type { PaymentView } from "./schemas";

/** Cents of the visit's price paid so far: live payments in, their reversals out (a fee is not part of it). */
export function paidTowardVisit(payments: readonly PaymentView[]): number {
  const byId = new Map(payments.map((p) => [p.id, p]));
  return payments.reduce((sum, p) => {
    if (p.status !== "done") return sum;
    if (p.kind === "deposit" || p.kind === "visit") return sum + p.amountCents;
    const reversed = p.reverses ? byId.get(p.reverses) : undefined;
    if (reversed?.kind === "fee") return sum;
    if (p.kind === "refund" || p.kind === "void" || p.kind === "restore") return sum - p.amountCents;
    return sum;
  }, 0);
}

/** What the visit still owes, never below 0. */
export const owedCents = (priceCents: number, payments: readonly PaymentView[]) =>
  Math.max(0, priceCents - paidTowardVisit(payments));

/** A payment taken at the desk (or with a code) that has not been voided or given back: the desk may void it. */
export function voidable(p: PaymentView, payments: readonly PaymentView[]): boolean {
  return (
    p.kind === "visit" &&
    p.status === "done" &&
    !payments.some((r) => r.reverses === p.id && r.status !== "failed" && r.status !== "undone")
  );
}
