/**
 * TK-02: what an issued invoice can still become — never an edit. A mistake is cancelled: a registro de
 * anulación chained like any record, the sale's payments voided, its products back on the shelf and its
 * visit open to be charged again. A refund is a corrective invoice (R5, por diferencias: its amounts
 * negative in its record) numbered in its own series, the money given back in the ledger, the products
 * back. Each happens once (the database's unique keys), and not both.
 */
import { site } from "@/content/site";
import { aeatDate } from "@/domain/checkout/invoice";
import type { TenderMethod } from "@/domain/checkout/sale";
import type { PaymentMethod } from "@/domain/payments/policy";
import { type Database, type Queryable, sqlState } from "../db/client";
import { paymentsRepository } from "../payments";
import { checkoutRepository as repo } from "./repository";
import type { InvoiceRow } from "./tables";
import { aeatTimestamp, anulacionHuella } from "./verifactu";
import { chainAlta, issueFrom } from "./records";

export type CorrectionRefusal = { status: 404 | 409; message?: string };
type Outcome = { ok: true; invoiceId: string } | { ok: false; refusal: CorrectionRefusal };

class Refused extends Error {
  constructor(readonly refusal: CorrectionRefusal) {
    super("refused");
  }
}

const soldProducts = (invoice: InvoiceRow) =>
  invoice.lines.flatMap((l) =>
    l.kind === "product" && l.productId ? [{ id: l.productId, quantity: l.quantity }] : [],
  );

/**
 * The invoice to correct, under its issuer's chain lock (taken here, before anything is read that another
 * correction could change), or the refusal: unknown; `onlyTicket`'s words when it must be a ticket and is
 * not; already cancelled, refunded or replaced. Returns the invoice and the chain's last record.
 */
async function correctable(tx: Queryable, id: string, onlyTicket?: string) {
  const invoice = await repo.invoice(tx, id);
  if (!invoice) throw new Refused({ status: 404 });
  if (onlyTicket && invoice.type !== "F2") throw new Refused({ status: 409, message: onlyTicket });
  if (invoice.type !== "F2" && invoice.type !== "F1")
    throw new Refused({ status: 409, message: "Solo se corrige aquí un ticket o una factura completa." });
  const last = await repo.lockChain(tx, invoice.issuer_nif);
  if (await repo.cancellation(tx, id)) throw new Refused({ status: 409, message: "Este ticket ya está anulado." });
  const refund = await repo.correctionOf(tx, id);
  if (refund) throw new Refused({ status: 409, message: `Este ticket ya está devuelto: ${refund.num_serie}.` });
  const replaced = await repo.replacementOf(tx, id);
  if (replaced)
    throw new Refused({ status: 409, message: `Este ticket ya tiene su factura completa: ${replaced.num_serie}.` });
  return { invoice, last };
}

async function run(work: () => Promise<string>): Promise<Outcome> {
  try {
    return { ok: true, invoiceId: await work() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    // Two desks at once: the database let one through.
    if (sqlState(error) === "23505")
      return { ok: false, refusal: { status: 409, message: "Otra persona acaba de anular o devolver este ticket." } };
    throw error;
  }
}

/** TK-02: an invoice issued by mistake, cancelled with its reason. */
export function cancelInvoice(db: Database, id: string, reason: string, now: Date, by: string): Promise<Outcome> {
  return run(() =>
    db.transaction(async (tx) => {
      const { invoice, last } = await correctable(tx, id);
      await repo.insertCancellation(tx, id, reason, now, by);
      const fields = {
        IDEmisorFacturaAnulada: invoice.issuer_nif,
        NumSerieFacturaAnulada: invoice.num_serie,
        FechaExpedicionFacturaAnulada: aeatDate(invoice.issue_date),
        Huella: last?.huella ?? "",
        FechaHoraHusoGenRegistro: aeatTimestamp(now, site.timeZone),
      };
      await repo.insertRecord(tx, {
        issuer_nif: invoice.issuer_nif,
        position: (last?.position ?? 0) + 1,
        kind: "anulacion",
        invoice_id: id,
        generated_at: fields.FechaHoraHusoGenRegistro,
        previous_huella: last?.huella ?? null,
        huella: anulacionHuella(fields),
        fields: { IDVersion: "1.0", ...fields, TipoHuella: "01" },
      });
      await paymentsRepository.voidSale(tx, id, `Ticket ${invoice.num_serie} anulado: ${reason}`, now);
      await repo.returnStock(tx, soldProducts(invoice));
      await repo.reopenBookings(tx, id);
      return id;
    }),
  );
}

/** The desk's methods a refund goes back by (the deposit and the codes are given back from the appointment). */
const refundMethod: Record<Extract<TenderMethod, "cash" | "card_terminal" | "bizum">, PaymentMethod> = {
  cash: "cash",
  card_terminal: "card_terminal",
  bizum: "bizum",
};

/** TK-02: the whole sale given back: its corrective invoice (R5), and the money by `method`. */
export function refundInvoice(
  db: Database,
  id: string,
  method: keyof typeof refundMethod,
  reason: string,
  now: Date,
  by: string,
): Promise<Outcome> {
  return run(() =>
    db.transaction(async (tx) => {
      const { invoice, last } = await correctable(
        tx,
        id,
        "Una factura completa se devuelve con una rectificativa (R1): pídesela a la gestoría.",
      );
      const row = await issueFrom(tx, invoice, "R5", now, by, {
        tenders: [{ method, cents: invoice.total_cents }],
        change_cents: 0,
        corrects: id,
        request_key: `refund:${id}`,
      });
      // Por diferencias: the corrective record's amounts are the ticket's, negative.
      await chainAlta(tx, row, last, {
        TipoRectificativa: "I",
        FacturasRectificadas: invoice.num_serie,
        DescripcionOperacion: `Devolución del ticket ${invoice.num_serie}: ${reason}`,
      });
      const [bookingId] = await repo.bookingsOf(tx, id);
      await paymentsRepository.refundSale(
        tx,
        {
          bookingId: bookingId ?? null,
          invoiceId: row.id,
          method: refundMethod[method],
          cents: invoice.total_cents,
          reason: `Devolución ${row.num_serie}: ${reason}`,
        },
        now,
      );
      await repo.returnStock(tx, soldProducts(invoice));
      return row.id;
    }),
  );
}

/**
 * TK-02: a ticket replaced, on her request, by a full invoice with her NIF and address (F3, in the F
 * series): the same sale, its record naming the ticket it replaces (FacturasSustituidas); the ticket
 * stays as issued.
 */
export function replaceTicket(
  db: Database,
  id: string,
  client: { name: string; nif: string; address: string },
  now: Date,
  by: string,
): Promise<Outcome> {
  return run(() =>
    db.transaction(async (tx) => {
      const { invoice: ticket, last } = await correctable(
        tx,
        id,
        "Solo un ticket (factura simplificada) se sustituye por una completa.",
      );
      const row = await issueFrom(tx, ticket, "F3", now, by, {
        client_name: client.name,
        client_nif: client.nif,
        client_address: client.address,
        corrects: id,
        request_key: `replace:${id}`,
      });
      await chainAlta(tx, row, last, {
        FacturasSustituidas: ticket.num_serie,
        DescripcionOperacion: `Factura completa en sustitución del ticket ${ticket.num_serie}`,
      });
      return row.id;
    }),
  );
}
