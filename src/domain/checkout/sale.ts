/**
 * TK-01, TK-02: what a sale at the desk adds up to, pure — its lines (the visit's services, retail
 * products), a discount shared out over the lines to the cent, the VAT breakdown per rate ('IVA
 * incluido': prices carry their VAT), and the payment split across methods with the change of cash.
 * The server issues the ticket from these numbers; the 'Cobrar' form shows the same ones as she types.
 */

/** The tenders a sale may be paid with: the desk's methods, the codes, and the deposit already paid online. */
export const tenderMethods = ["cash", "card_terminal", "bizum", "gift_card", "bono", "deposit"] as const;
export type TenderMethod = (typeof tenderMethods)[number];

export const tenderMethodNames: Record<TenderMethod, string> = {
  cash: "Efectivo",
  card_terminal: "Tarjeta (datáfono)",
  bizum: "Bizum",
  gift_card: "Tarjeta regalo",
  bono: "Bono",
  deposit: "Señal ya pagada",
};

/** The VAT rates a Spanish salon sells at (per cent): general, reduced, super-reduced, exempt. */
export const vatRates = [21, 10, 4, 0] as const;
export type VatRate = (typeof vatRates)[number];

/**
 * The VAT of hairdressing and beauty services in Spain (the general rate, Ley 37/1992 art. 90); the
 * products carry their own. docs/decisions/031-checkout-and-verifactu.md: why a constant for now.
 */
export const SERVICE_VAT_RATE: VatRate = 21;

export interface SaleLine {
  kind: "service" | "product";
  /** The product sold (its stock goes back with a refund or a cancellation). */
  productId?: string;
  name: string;
  /** The price of one, VAT included, in cents. */
  unitCents: number;
  quantity: number;
  vatRate: VatRate;
}

export type Discount = { kind: "amount"; cents: number } | { kind: "percent"; percent: number };

export interface PricedLine extends SaleLine {
  /** unitCents × quantity. */
  grossCents: number;
  /** This line's share of the discount (the shares add up to the sale's discount exactly). */
  discountCents: number;
  /** What the line costs after the discount, VAT included. */
  totalCents: number;
}

export interface VatShare {
  rate: VatRate;
  /** Base imponible. */
  baseCents: number;
  /** Cuota de IVA. */
  vatCents: number;
}

export interface SaleTotals {
  lines: PricedLine[];
  grossCents: number;
  discountCents: number;
  /** ImporteTotal: what the client pays. */
  totalCents: number;
  /** CuotaTotal: the VAT in it. */
  vatCents: number;
  /** One row per rate that has lines, highest rate first. */
  vat: VatShare[];
}

/** The discount in cents, never more than the sale (a percentage is rounded to the cent). */
function discountCentsOf(discount: Discount | null | undefined, grossCents: number): number {
  if (!discount) return 0;
  const cents = discount.kind === "amount" ? discount.cents : Math.round((grossCents * discount.percent) / 100);
  return Math.min(Math.max(0, cents), grossCents);
}

/**
 * Shares `total` over `weights` in proportion, to the cent, adding up exactly (largest remainder:
 * the cents left by rounding down go to the largest fractions, the earlier line on a tie).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** A total with its VAT included, split into base and VAT at `rate` (the base rounded to the cent). */
export function splitVat(totalCents: number, rate: VatRate): { baseCents: number; vatCents: number } {
  const baseCents = Math.round((totalCents * 100) / (100 + rate));
  return { baseCents, vatCents: totalCents - baseCents };
}

/** TK-01, TK-02: the sale's totals from its lines and discount. */
export function saleTotals(lines: readonly SaleLine[], discount?: Discount | null): SaleTotals {
  const gross = lines.map((l) => l.unitCents * l.quantity);
  const grossCents = gross.reduce((a, b) => a + b, 0);
  const discountCents = discountCentsOf(discount, grossCents);
  const shares = shareOut(discountCents, gross);
  const priced = lines.map((l, i) => {
    const g = gross[i] ?? 0;
    const d = shares[i] ?? 0;
    return { ...l, grossCents: g, discountCents: d, totalCents: g - d };
  });
  const vat = vatRates
    .map((rate) => {
      const total = priced.filter((l) => l.vatRate === rate).reduce((s, l) => s + l.totalCents, 0);
      const hasLines = priced.some((l) => l.vatRate === rate);
      return hasLines ? { rate, ...splitVat(total, rate) } : undefined;
    })
    .filter((v): v is VatShare => v !== undefined);
  return {
    lines: priced,
    grossCents,
    discountCents,
    totalCents: grossCents - discountCents,
    vatCents: vat.reduce((s, v) => s + v.vatCents, 0),
    vat,
  };
}

export interface Tender {
  method: TenderMethod;
  cents: number;
  /** The bono's or gift card's code. */
  code?: string;
}

export type Settlement =
  { ok: true; changeCents: number; paidCents: number } | { ok: false; problem: "short" | "over"; cents: number };

/**
 * TK-01: whether the tenders pay the total: every method pays at most what is left, except cash,
 * which may be more (the change is given back); short → what is missing, over → what is too much.
 */
export function settle(totalCents: number, tenders: readonly Tender[]): Settlement {
  const nonCash = tenders.filter((t) => t.method !== "cash").reduce((s, t) => s + t.cents, 0);
  const cash = tenders.filter((t) => t.method === "cash").reduce((s, t) => s + t.cents, 0);
  if (nonCash > totalCents) return { ok: false, problem: "over", cents: nonCash - totalCents };
  const left = totalCents - nonCash;
  if (cash < left) return { ok: false, problem: "short", cents: left - cash };
  return { ok: true, changeCents: cash - left, paidCents: totalCents };
}
