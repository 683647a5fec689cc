/**
 * What a service asks for when booked online (PY-01) and how money is recorded (PY-05): declared once
 * with their Spanish words; the tables, schemas, server, widget, email and /cita derive from these.
 */
import { site } from "@/content/site";
export const depositKinds = ["none", "fixed", "percent", "card"] as const;
export type DepositKind = (typeof depositKinds)[number];

export const depositKindNames: Record<DepositKind, string> = {
  none: "Nada: se paga en el salón",
  fixed: "Una señal fija (€)",
  percent: "Una señal (% del precio)",
  card: "Guardar la tarjeta: penalización si no viene o cancela tarde",
};

export interface Deposit {
  kind: DepositKind;
  /** Whole euros ('fixed', and the fee of 'card') or a percentage of the price ('percent'); 0 with 'none'. */
  amount: number;
  /** PY-03 ('card'): a cancellation later than this many hours before may be charged the fee. */
  feeNoticeHours: number;
}

/**
 * A price on the menu in cents. A service's price (and the fixed deposit or fee it asks) is whole euros,
 * as the owner types it and the cards show it ('25€'); every amount that moves — the ledger, a deposit,
 * a fee, a ticket, a report's revenue — is cents, and crosses from the one to the other here.
 */
export const centsOfPrice = (euros: number) => euros * 100;

/** PY-03: the no-show / late-cancel fee in cents a service keeps the card for; 0 when none. */
export function cardFeeCents(deposit: Deposit): number {
  return deposit.kind === "card" ? centsOfPrice(deposit.amount) : 0;
}

/** PY-03: the card-on-file policy in plain Spanish, as she accepts it before saving her card. */
export function cardPolicy(feeCents: number, noticeHours: number): string {
  return (
    `Para reservar guardamos tu tarjeta en Stripe; no te cobramos nada ahora. ` +
    `Si no vienes, o cancelas con menos de ${noticeHours} horas de antelación, el salón puede cobrarte ${eurosOfCents(feeCents)} ` +
    "en los 14 días siguientes. Si cancelas antes, no se cobra nada."
  );
}

/** How many days after an appointment its fee may still be charged. */
export const FEE_DAYS = 14;

/** The deposit in cents for a service of `priceEur`; 0 when none is asked. */
export function depositCents(deposit: Deposit, priceEur: number): number {
  if (deposit.kind === "fixed") return centsOfPrice(Math.min(deposit.amount, priceEur));
  if (deposit.kind === "percent") return Math.round(priceEur * deposit.amount);
  return 0;
}

/** An amount typed in euros ('45', '12,5', '12.50') → cents; empty or not a number → NaN (the schemas say so). */
export const centsOfTyped = (euros: string) =>
  euros.trim() === "" ? Number.NaN : Math.round(Number(euros.replace(",", ".")) * 100);

/** The two ways an amount is written, made once (a formatter per call cost a mail's render more than its text). */
const euros = {
  whole: new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: 0 }),
  cents: new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }),
};

/** '10 €', '12,50 €': every amount of money in cents, written once. */
export const eurosOfCents = (cents: number) => (cents % 100 === 0 ? euros.whole : euros.cents).format(cents / 100);

/** A price in whole euros (a service's, an appointment's) as every other amount is written: '25 €'. */
export const eurosOfWhole = (euros: number) => eurosOfCents(centsOfPrice(euros));

/**
 * The policy in plain Spanish, as the client accepts it before paying (PY-01): what is paid now, that
 * it is part of the price, and when it is given back.
 */
export function depositPolicy(cents: number, noticeHours: number): string {
  const amount = eurosOfCents(cents);
  return (
    `Para reservar pagas ahora una señal de ${amount} con tarjeta (pago seguro en Stripe); se descuenta del precio. ` +
    `Si cancelas hasta ${noticeHours} horas antes, o el salón cambia o anula tu cita, te la devolvemos entera. ` +
    "Si cancelas más tarde o no vienes, el salón se la queda."
  );
}

/**
 * PY-09: an appointment held while she pays its deposit, in the salon's words — the grid, the desk's
 * card and /cita say the same: 'Pendiente de señal (hasta 10:15)'.
 */
export function holdLabel(heldUntil: string | Date): string {
  return `Pendiente de señal (hasta ${holdTime(heldUntil)})`;
}

/** The salon's time a hold ends ('10:15'). */
export const holdTime = (heldUntil: string | Date) =>
  new Date(heldUntil).toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: site.timeZone });

/** How money arrives (PY-05): a deposit online, or what the desk takes at the visit. */
/** PY-11: how an online payment was made, as the provider says. */
export const paidWith = ["card", "bizum"] as const;
export type PaidWith = (typeof paidWith)[number];

export const paymentMethods = ["stripe", "cash", "card_terminal", "bizum", "other", "bono", "gift_card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodNames: Record<PaymentMethod, string> = {
  stripe: "Señal online (Stripe)",
  cash: "Efectivo",
  card_terminal: "Tarjeta (datáfono)",
  bizum: "Bizum",
  other: "Otro",
  bono: "Bono",
  gift_card: "Tarjeta regalo",
};

/** The methods the desk records at a visit. */
export const deskMethods = [
  "cash",
  "card_terminal",
  "bizum",
  "bono",
  "gift_card",
  "other",
] as const satisfies readonly PaymentMethod[];

/** PY-04: the methods a code pays with (the code says how much). */
export const codeMethods = ["bono", "gift_card"] as const satisfies readonly PaymentMethod[];

/**
 * PY-07: what a ledger row is — a deposit paid, a refund (of a deposit or a fee), a payment at the
 * visit (a code's spend included), a fee charged, a code sold, a code's spend given back, a void.
 */
export const paymentKinds = ["deposit", "refund", "visit", "fee", "sale", "restore", "void"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentKindNames: Record<PaymentKind, string> = {
  deposit: "Señal",
  refund: "Devolución",
  visit: "Cobro",
  fee: "Penalización",
  sale: "Venta",
  restore: "Devuelto al código",
  void: "Anulado",
};

export const paymentStatuses = ["pending", "done", "failed", "undone"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
