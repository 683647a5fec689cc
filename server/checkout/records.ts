/**
 * TK-02, TK-03: an invoice issued from another (a refund R5, a replacement F3) and the registro de alta every
 * invoice makes, chained to the issuer's last record — written once, for the sale and its corrections.
 */
import { randomUUID } from "node:crypto";
import { site } from "@/content/site";
import { aeatAmount, aeatDate, type InvoiceType, invoiceNumber, seriesOf } from "@/domain/checkout/invoice";
import { wallClockIn } from "@/lib/dates";
import type { Queryable } from "../db/client";
import { checkoutRepository as repo } from "./repository";
import type { InvoiceRow } from "./tables";
import { aeatTimestamp, altaHuella } from "./verifactu";

/** A new invoice of `type` from `base` (its lines, totals, issuer), numbered now in its series, and written. */
export async function issueFrom(
  tx: Queryable,
  base: InvoiceRow,
  type: InvoiceType,
  now: Date,
  by: string,
  changes: Partial<InvoiceRow>,
): Promise<InvoiceRow> {
  const day = wallClockIn(site.timeZone, now).date;
  const year = Number(day.slice(0, 4));
  const series = seriesOf(type, year);
  const number = await repo.nextNumber(tx, series);
  const row: InvoiceRow = {
    ...base,
    id: randomUUID(),
    type,
    series,
    number,
    num_serie: invoiceNumber(type, year, number),
    issued_at: now,
    issue_date: day,
    issued_by: by,
    ...changes,
  };
  await repo.insertInvoice(tx, row);
  return row;
}

/**
 * TK-03: the invoice's registro de alta, chained to the issuer's last record (read under its lock). An R5
 * (por diferencias) carries its amounts negative; `extra` adds the record's own fields (what it corrects).
 */
export async function chainAlta(
  tx: Queryable,
  invoice: InvoiceRow,
  last: { position: number; huella: string } | undefined,
  extra: Record<string, string> = {},
) {
  const sign = invoice.type === "R5" ? -1 : 1;
  const fields = {
    IDEmisorFactura: invoice.issuer_nif,
    NumSerieFactura: invoice.num_serie,
    FechaExpedicionFactura: aeatDate(invoice.issue_date),
    TipoFactura: invoice.type,
    CuotaTotal: aeatAmount(sign * invoice.vat_cents),
    ImporteTotal: aeatAmount(sign * invoice.total_cents),
    Huella: last?.huella ?? "",
    FechaHoraHusoGenRegistro: aeatTimestamp(invoice.issued_at, site.timeZone),
  };
  await repo.insertRecord(tx, {
    issuer_nif: invoice.issuer_nif,
    position: (last?.position ?? 0) + 1,
    kind: "alta",
    invoice_id: invoice.id,
    generated_at: fields.FechaHoraHusoGenRegistro,
    previous_huella: last?.huella ?? null,
    huella: altaHuella(fields),
    fields: {
      IDVersion: "1.0",
      ...fields,
      NombreRazonEmisor: invoice.issuer_name,
      DescripcionOperacion: "Servicios de peluquería y estética",
      ...extra,
      TipoHuella: "01",
    },
  });
}
