/**
 * TK-02: the invoices a sale issues, with their Spanish names, and how they are numbered: each kind
 * has its own series per year ('T2026-000001' for tickets), unbroken — the database hands out the next
 * number under a lock; this module only writes it.
 */
import type { IsoDate } from "@/lib/dates";

/** The AEAT's TipoFactura values the salon issues (L2 of Orden HAC/1177/2024). */
export const invoiceTypes = ["F2", "F1", "F3", "R5"] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

export const invoiceTypeNames: Record<InvoiceType, string> = {
  F2: "Factura simplificada",
  F1: "Factura",
  F3: "Factura en sustitución de factura simplificada",
  R5: "Factura rectificativa de factura simplificada",
};

/** Each series' letter: tickets, full invoices (F1 and the F3 that replaces a ticket), corrections. */
const seriesLetter: Record<InvoiceType, string> = { F2: "T", F1: "F", F3: "F", R5: "R" };

/** 'T2026-000123': the series (letter and year) and the number, as printed and sent (NumSerieFactura). */
export function invoiceNumber(type: InvoiceType, year: number, n: number): string {
  return `${seriesOf(type, year)}${String(n).padStart(6, "0")}`;
}

/** The series a number belongs to: 'T2026-'. */
export const seriesOf = (type: InvoiceType, year: number) => `${seriesLetter[type]}${year}-`;

/** FechaExpedicionFactura and the QR's fecha: 'DD-MM-AAAA'. */
export function aeatDate(date: IsoDate): string {
  const [y, m, d] = date.split("-");
  return `${d}-${m}-${y}`;
}

/** ImporteTotal, CuotaTotal and the QR's importe: '123.45' (a point, two decimals). */
export const aeatAmount = (cents: number) => (cents / 100).toFixed(2);

/** RD 1619/2012 art. 4.2: a salon's simplified invoice goes up to 3,000 € (VAT included); above it, a full one. */
export const SIMPLIFIED_LIMIT_CENTS = 300_000;
