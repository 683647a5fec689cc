/**
 * TK-04: the ticket as printed on an 80 mm roll (and on screen): the QR tributario first, under
 * 'QR tributario:' and over 'VERI*FACTU', at 40 mm with its quiet zone (the symbol itself 30–40 mm),
 * then the salon's legal data, the number, the lines, the VAT breakdown ('IVA incluido') and how it
 * was paid. Its text is as large as the legends', as the AEAT asks.
 */
import { invoiceTypeNames } from "@/domain/checkout/invoice";
import type { InvoiceView } from "@/domain/checkout/schemas";
import { tenderMethodNames } from "@/domain/checkout/sale";
import { eurosOfCents } from "@/domain/payments/policy";
import { salonDateTime } from "@/lib/dates";

/** The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

export function Ticket({ invoice }: { invoice: InvoiceView }) {
  const { date, time } = salonDateTime(new Date(invoice.issuedAt));
  const side = invoice.qr.size + 2 * QUIET;
  // A corrective invoice (R5) gives the money back: its amounts are negative.
  const money = (cents: number) => eurosOfCents(invoice.type === "R5" ? -cents : cents);
  return (
    <article
      aria-label={`${invoiceTypeNames[invoice.type]} ${invoice.number}`}
      className="ticket mx-auto w-[80mm] max-w-full bg-white p-[3mm] font-mono text-[12px] leading-snug text-black"
    >
      <p className="text-center">QR tributario:</p>
      <svg
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        className="mx-auto block h-[40mm] w-[40mm]"
        role="img"
        aria-label={`Código QR tributario para comprobar el ticket ${invoice.number} en la AEAT`}
        shapeRendering="crispEdges"
      >
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={invoice.qr.path} fill="#000" />
      </svg>
      <p className="text-center font-semibold">VERI*FACTU</p>

      <div className="mt-2 border-t border-dashed border-black pt-2 text-center">
        <p className="font-semibold">{invoice.issuer.name}</p>
        <p>NIF {invoice.issuer.nif}</p>
        <p>{invoice.issuer.address}</p>
      </div>

      <div className="mt-2 border-t border-dashed border-black pt-2">
        <p className="font-semibold">
          {invoiceTypeNames[invoice.type]} {invoice.number}
        </p>
        <p>
          {date}, {time}
        </p>
        {invoice.corrects ? (
          <p>
            {invoice.type === "F3" ? "Sustituye al ticket" : "Rectifica el ticket"} {invoice.corrects.number}
          </p>
        ) : null}
        {invoice.client ? (
          <p>
            Cliente: {invoice.client.name} · NIF {invoice.client.nif}
            <br />
            {invoice.client.address}
          </p>
        ) : null}
      </div>

      <table className="mt-2 w-full border-t border-dashed border-black">
        <caption className="sr-only">Conceptos</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={i}>
              <td className="py-0.5 pr-2 align-top">
                {l.quantity > 1 ? `${l.quantity} × ` : ""}
                {l.name}
                {l.discountCents > 0 ? <span className="block">(dto. {money(l.discountCents)})</span> : null}
              </td>
              <td className="py-0.5 text-right align-top whitespace-nowrap">{money(l.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-2 border-t border-dashed border-black pt-2">
        {invoice.discountCents > 0 ? (
          <>
            <dt>Suma</dt>
            <dd className="text-right">{money(invoice.grossCents)}</dd>
            <dt>Descuento</dt>
            <dd className="text-right">{money(-invoice.discountCents)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{money(invoice.totalCents)}</dd>
      </dl>

      <table className="mt-2 w-full border-t border-dashed border-black">
        <caption className="pt-1 text-left">IVA incluido</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-normal">
              Tipo
            </th>
            <th scope="col" className="text-right font-normal">
              Base
            </th>
            <th scope="col" className="text-right font-normal">
              Cuota
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.vat.map((v) => (
            <tr key={v.rate}>
              <td>{v.rate} %</td>
              <td className="text-right">{money(v.baseCents)}</td>
              <td className="text-right">{money(v.vatCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-2 border-t border-dashed border-black pt-2">
        {invoice.tenders.map((t, i) => (
          <div key={i} className="contents">
            <dt>{tenderMethodNames[t.method]}</dt>
            <dd className="text-right">{money(t.cents)}</dd>
          </div>
        ))}
        {invoice.changeCents > 0 ? (
          <>
            <dt>Cambio</dt>
            <dd className="text-right">{money(invoice.changeCents)}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-center">¡Gracias por tu visita!</p>
    </article>
  );
}
