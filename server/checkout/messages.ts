/**
 * TK-04: the ticket's copy by email to the client whose visit it closed — the same content as the
 * printed one: the QR tributario first ('QR tributario:' above, 'VERI*FACTU' below, an inline PNG at
 * 40 mm, level M), the salon's legal data, the number, the lines, the VAT included and how it was paid.
 */
import QRCode from "qrcode";
import { site } from "@/content/site";
import { invoiceTypeNames } from "@/domain/checkout/invoice";
import { tenderMethodNames } from "@/domain/checkout/sale";
import { eurosOfCents } from "@/domain/payments/policy";
import { salonDateTime } from "@/lib/dates";
import { escapeHtml, type MailMessage, type Renderers } from "../notifications";
import { checkoutRepository as repo } from "./repository";
import { VALIDAR_QR, validarQrUrl } from "./verifactu";
import { aeatAmount, aeatDate } from "@/domain/checkout/invoice";
import type { InvoiceRow } from "./tables";
import { verifactuTestPortal } from "../env";

/** 40 mm at the 96 px per inch mail clients draw at. */
const QR_PX = 151;

async function ticketMail(to: string, invoice: InvoiceRow, qrUrl: string): Promise<MailMessage> {
  const { date, time } = salonDateTime(new Date(invoice.issued_at));
  const title = `${invoiceTypeNames[invoice.type]} ${invoice.num_serie}`;
  const rows: [string, string][] = [
    ...invoice.lines.map((l): [string, string] => [
      `${l.quantity > 1 ? `${l.quantity} × ` : ""}${l.name}`,
      eurosOfCents(l.totalCents),
    ]),
    ...(invoice.discount_cents > 0 ? [["Descuento", eurosOfCents(-invoice.discount_cents)] as [string, string]] : []),
    ["Total", eurosOfCents(invoice.total_cents)],
    ...invoice.vat.map((v): [string, string] => [
      `IVA incluido ${v.rate} % (base ${eurosOfCents(v.baseCents)})`,
      eurosOfCents(v.vatCents),
    ]),
    ...invoice.tenders.map((t): [string, string] => [tenderMethodNames[t.method], eurosOfCents(t.cents)]),
    ...(invoice.change_cents > 0 ? [["Cambio", eurosOfCents(invoice.change_cents)] as [string, string]] : []),
  ];
  const issuer = `${invoice.issuer_name} · NIF ${invoice.issuer_nif} · ${invoice.issuer_address}`;
  const qr = await QRCode.toBuffer(qrUrl, { errorCorrectionLevel: "M", margin: 4, width: QR_PX * 2 });
  return {
    to,
    subject: `Tu ticket ${invoice.num_serie} · ${site.name}`,
    text: [
      `${title} · ${date}, ${time}`,
      issuer,
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      `QR tributario: ${qrUrl}`,
      "VERI*FACTU",
    ].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<div style="max-width:320px;margin:0 auto;font-size:14px">
<p style="text-align:center;margin:0">QR tributario:</p>
<p style="text-align:center;margin:4px 0"><img src="cid:qr-tributario" width="${QR_PX}" height="${QR_PX}" alt="Código QR tributario del ticket ${escapeHtml(invoice.num_serie)}"></p>
<p style="text-align:center;margin:0;font-weight:bold">VERI*FACTU</p>
<p style="text-align:center">${escapeHtml(issuer)}</p>
<p><strong>${escapeHtml(title)}</strong><br>${escapeHtml(`${date}, ${time}`)}</p>
<table style="width:100%;border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:2px 0">${escapeHtml(k)}</td><td style="text-align:right;white-space:nowrap">${escapeHtml(v)}</td></tr>`,
      )
      .join("")}</table>
<p>¡Gracias por tu visita!<br>${escapeHtml(site.name)}</p>
</div></body></html>`,
    images: [{ cid: "qr-tributario", filename: "qr-tributario.png", content: qr }],
  };
}

/**
 * TK-04: the `ticket` row of a visit: its ticket still standing (a cancelled one is not sent). The QR's
 * portal is read from the process's environment, as the server's own (server/env.ts) reads it.
 */
export const ticketRenderers = {
  async ticket(deps, row) {
    if (!row.booking_id) return undefined;
    const invoice = await repo.standingInvoiceOfBooking(deps.db, row.booking_id);
    const to = invoice ? await repo.clientEmailOfBooking(deps.db, row.booking_id) : undefined;
    if (!invoice || !to) return undefined;
    const qrUrl = validarQrUrl(verifactuTestPortal(process.env) ? VALIDAR_QR.test : VALIDAR_QR.production, {
      nif: invoice.issuer_nif,
      number: invoice.num_serie,
      date: aeatDate(invoice.issue_date),
      total: aeatAmount(invoice.total_cents),
    });
    return { channel: "email", mail: await ticketMail(to, invoice, qrUrl) };
  },
} satisfies Partial<Renderers>;
