/**
 * PY-07, PY-12: what an appointment's ledger rows mean to the desk, pure: how much of the visit is paid
 * (a deposit, what the desk took, a code's spend — less what went back), what is still owed, and which
 * payments the desk may void.
 */
import type { PaymentView } from "./schemas";
import { eurosOfCents, paymentMethodNames } from "./policy";

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

/**
 * PY-11: what the client is told about her money in every message about the appointment — what she
 * paid and how, what is given back, and what she pays at the salon — as label and value rows.
 */
export function moneyLines(
  payments: readonly PaymentView[],
  priceCents: number,
  cancelled: boolean,
): [string, string][] {
  const live = (p: PaymentView) =>
    p.status === "done" && !payments.some((r) => r.reverses === p.id && r.status !== "failed" && r.status !== "undone");
  const lines: [string, string][] = [];
  for (const p of payments) {
    if (p.kind === "deposit" && p.status === "done")
      lines.push([
        "Señal pagada",
        `${eurosOfCents(p.amountCents)} (${p.paidWith === "bizum" ? "con Bizum" : p.paidWith === "card" ? "con tarjeta" : "online"})`,
      ]);
    if (p.kind === "visit" && p.code && live(p))
      lines.push([
        `Pagado con ${p.method === "bono" ? "bono" : "tarjeta regalo"} ${p.code}`,
        eurosOfCents(p.amountCents),
      ]);
    if (p.kind === "visit" && !p.code && live(p))
      lines.push([`Pagado en el salón (${paymentMethodNames[p.method].toLowerCase()})`, eurosOfCents(p.amountCents)]);
    if (p.kind === "refund" && (p.status === "pending" || p.status === "done")) {
      const of = payments.find((d) => d.id === p.reverses);
      if (of?.kind === "deposit")
        lines.push([
          p.status === "done" ? "Señal devuelta" : "Te devolvemos la señal",
          `${eurosOfCents(p.amountCents)} (en tu tarjeta, en unos días)`,
        ]);
    }
    if (p.kind === "restore" && p.status === "done")
      lines.push([
        `Devuelto a tu ${p.method === "bono" ? "bono" : "tarjeta regalo"} ${p.code ?? ""}`.trim(),
        p.method === "bono" ? "1 sesión" : eurosOfCents(p.amountCents),
      ]);
  }
  if (!cancelled) {
    const owed = owedCents(priceCents, payments);
    lines.push(["Pagas en el salón", owed > 0 ? eurosOfCents(owed) : "nada, ya está pagada"]);
  }
  return lines;
}

/**
 * PY-11: the money lines in one short sentence, for a WhatsApp or SMS text ('Señal pagada: 10 € (online).
 * Pagas en el salón: 15 €.'); empty when there is nothing to say.
 */
export const moneySentence = (lines: readonly [string, string][]) =>
  lines.map(([label, value]) => `${label}: ${value}.`).join(" ");
