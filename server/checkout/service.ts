/**
 * TK-01 … TK-03: 'Cobrar' — a visit (and any products) closed with one sale: its invoice (a ticket,
 * F2, or a full invoice, F1, with her NIF), numbered in its series, chained into VERI*FACTU, its
 * tenders in the ledger (PY-07), the products off the stock, all in one transaction or nothing. One
 * click is one sale: the request's key is the invoice's, and a repeat answers with the same ticket.
 */
import { randomUUID } from "node:crypto";
import { site } from "@/content/site";
import { aeatAmount, aeatDate, invoiceNumber, SIMPLIFIED_LIMIT_CENTS, seriesOf } from "@/domain/checkout/invoice";
import { SERVICE_VAT_RATE, type SaleLine, saleTotals, settle, type Tender, type VatRate } from "@/domain/checkout/sale";
import type { CheckoutBody, CheckoutDraft, InvoiceView, ProductView } from "@/domain/checkout/schemas";
import { paidTowardVisit } from "@/domain/payments/ledger";
import { centsOfPrice, eurosOfCents } from "@/domain/payments/policy";
import type { PaymentMethod } from "@/domain/payments/policy";
import { wallClockIn } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import { type Database, type Queryable, sqlState } from "../db/client";
import { appointments, type BookingRecord } from "../appointments";
import { ledgerOf, paymentsRepository } from "../payments";
import { enqueue } from "../notifications";
import { checkoutRepository as repo } from "./repository";
import type { InvoiceRow, ProductRow } from "./tables";
import { qrPath } from "./qr";
import { validarQrUrl } from "./verifactu";
import { chainAlta } from "./records";

export interface CheckoutRefusal {
  status: 404 | 409 | 422;
  code: "not_found" | "not_active" | "validation" | "legal_data" | "already_closed";
  message?: string;
  fields?: Record<string, string>;
}

/**
 * TK-01: a bono or gift card paying part of a sale (the gifts area's, given by the app): undefined when
 * spent and recorded in the sale's transaction, else why not in Spanish.
 */
export type CodeTender = (
  tx: Queryable,
  tender: {
    method: "gift_card" | "bono";
    code: string;
    cents: number;
    /** The visit's services a bono may pay one session of (id, name, price in cents). */
    services: readonly { id: string; name: string; cents: number }[];
    bookingId: string | null;
    invoiceId: string;
  },
  now: Date,
) => Promise<{ problem: string } | undefined>;

/** Thrown inside the sale's transaction to undo it and answer with the refusal. */
class Refused extends Error {
  constructor(readonly refusal: CheckoutRefusal) {
    super(refusal.code);
  }
}

export const productView = (p: ProductRow): ProductView => ({
  id: p.id,
  name: p.name,
  priceCents: p.price_cents,
  vatRate: p.vat_rate as VatRate,
  stock: p.stock,
});

/** The issuer as printed and sent: the owner's legal data in the settings, the salon's address. */
function issuerOf(settings: SalonSettings) {
  return {
    nif: settings.legal.nif,
    name: settings.legal.owner,
    address: `${site.address.full}, ${site.address.postalCode} ${site.address.city}`,
  };
}

/** The visit's appointments still to be charged (not cancelled), and what was paid toward them. */
async function visitToClose(db: Queryable, appointmentId: string) {
  const found = await appointments.withVisit(db, appointmentId);
  if (!found) return undefined;
  const parts = found.visit.filter((p) => p.status !== "cancelled");
  const ledger = await ledgerOf(
    db,
    found.visit.map((p) => p.id),
  );
  return { parts, paidCents: paidTowardVisit(ledger) };
}

const serviceLine = (b: BookingRecord): SaleLine => ({
  kind: "service",
  name: b.serviceName,
  unitCents: centsOfPrice(b.priceEur),
  quantity: 1,
  vatRate: SERVICE_VAT_RATE,
});

/** What 'Cobrar' shows first for an appointment: its visit's services and what was already paid. */
export async function checkoutDraft(db: Queryable, appointmentId: string): Promise<CheckoutDraft | undefined> {
  const visit = await visitToClose(db, appointmentId);
  if (!visit) return undefined;
  const closed = await repo.invoiceOfBookings(
    db,
    visit.parts.map((p) => p.id),
  );
  return {
    lines: visit.parts.map(serviceLine).map(({ name, unitCents, quantity, vatRate }) => ({
      name,
      unitCents,
      quantity,
      vatRate,
    })),
    depositCents: visit.paidCents,
    clientName: visit.parts[0]?.clientName ?? null,
    invoice: closed ? { id: closed.id, number: closed.num_serie } : null,
  };
}

type Body = Omit<CheckoutBody, "products" | "discount"> & {
  products: { id: string; quantity: number }[];
  discount: CheckoutBody["discount"] | null;
  client?: { name: string; nif: string; address: string } | undefined;
};

/** The desk's payment methods as the ledger records them (the deposit is already in it). */
const ledgerMethod: Record<Exclude<Tender["method"], "deposit" | "gift_card" | "bono">, PaymentMethod> = {
  cash: "cash",
  card_terminal: "card_terminal",
  bizum: "bizum",
};

const alreadyClosed = (number: string): CheckoutRefusal => ({
  status: 409,
  code: "already_closed",
  message: `Esta visita ya está cobrada: ticket ${number}.`,
});
const short = (cents: number) => `Faltan ${eurosOfCents(cents)} por cobrar.`;
const over = (cents: number) => `Sobran ${eurosOfCents(cents)}: solo el efectivo puede pasar del total (da el cambio).`;

/** TK-01: one sale, issued; its invoice's id (`replayed`: the same key was charged before). */
export async function checkout(
  db: Database,
  settings: SalonSettings,
  body: Body,
  now: Date,
  issuedBy: string,
  payWithCode?: CodeTender,
): Promise<{ ok: true; invoiceId: string; replayed: boolean } | { ok: false; refusal: CheckoutRefusal }> {
  const earlier = await repo.byRequestKey(db, body.requestKey);
  if (earlier) return { ok: true, invoiceId: earlier, replayed: true };
  if (settings.legal.placeholders.includes("nif") || settings.legal.placeholders.includes("owner"))
    return {
      ok: false,
      refusal: {
        status: 409,
        code: "legal_data",
        message: "Antes de cobrar con ticket, escribe el titular y el NIF del salón en Ajustes → Datos legales.",
      },
    };
  if (body.tenders.some((t) => (t.method === "gift_card" || t.method === "bono") && !t.code?.trim()))
    return {
      ok: false,
      refusal: {
        status: 422,
        code: "validation",
        fields: { tenders: "Escribe el código del bono o de la tarjeta regalo." },
      },
    };

  let parts: BookingRecord[] = [];
  let paidCents = 0;
  if (body.appointmentId) {
    const visit = await visitToClose(db, body.appointmentId);
    if (!visit) return { ok: false, refusal: { status: 404, code: "not_found" } };
    if (visit.parts.length === 0)
      return {
        ok: false,
        refusal: { status: 409, code: "not_active", message: "Esta cita está cancelada: no hay nada que cobrar." },
      };
    parts = visit.parts;
    paidCents = visit.paidCents;
    const closed = await repo.invoiceOfBookings(
      db,
      parts.map((p) => p.id),
    );
    if (closed) return { ok: false, refusal: alreadyClosed(closed.num_serie) };
  }
  const depositTendered = body.tenders.filter((t) => t.method === "deposit").reduce((s, t) => s + t.cents, 0);
  if (depositTendered !== paidCents)
    return {
      ok: false,
      refusal: {
        status: 422,
        code: "validation",
        fields: {
          tenders:
            paidCents > 0
              ? `Ya pagó ${eurosOfCents(paidCents)} (señal o bono): cuéntalo como «Señal ya pagada».`
              : "Esta venta no tiene nada pagado antes.",
        },
      },
    };

  // A friendly word first (the database still decides, below, if two sales take the last one at once).
  const inStock = await repo.stockOf(
    db,
    body.products.map((p) => p.id),
  );
  for (const item of body.products) {
    const p = inStock.find((s) => s.id === item.id);
    if (!p)
      return {
        ok: false,
        refusal: { status: 422, code: "validation", fields: { products: "Ese producto ya no se vende." } },
      };
    if (p.stock < item.quantity)
      return {
        ok: false,
        refusal: {
          status: 409,
          code: "not_active",
          message: p.stock === 0 ? `No queda ${p.name}.` : `Solo quedan ${p.stock} de ${p.name}.`,
        },
      };
  }

  const issuer = issuerOf(settings);
  const type = body.client ? "F1" : "F2";
  const invoiceId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // The issuer's chain first: sales issue one at a time (the series' row lock comes after, always).
      const last = await repo.lockChain(tx, issuer.nif);
      const sold = await takeStock(tx, body.products);
      const lines: SaleLine[] = [
        ...parts.map(serviceLine),
        ...body.products.map(({ id, quantity }) => {
          const p = sold.find((s) => s.id === id);
          if (!p)
            throw new Refused({
              status: 422,
              code: "validation",
              fields: { products: "Ese producto ya no se vende." },
            });
          return {
            kind: "product" as const,
            productId: p.id,
            name: p.name,
            unitCents: p.price_cents,
            quantity,
            vatRate: p.vat_rate as VatRate,
          };
        }),
      ];
      const totals = saleTotals(lines, body.discount);
      if (type === "F2" && totals.totalCents > SIMPLIFIED_LIMIT_CENTS)
        throw new Refused({
          status: 422,
          code: "validation",
          fields: { client: "Por encima de 3000 € el ticket no vale: haz factura completa con su NIF." },
        });
      const settled = settle(totals.totalCents, body.tenders);
      if (!settled.ok)
        throw new Refused({
          status: 422,
          code: "validation",
          fields: { tenders: settled.problem === "short" ? short(settled.cents) : over(settled.cents) },
        });
      const year = Number(wallClockIn(site.timeZone, now).date.slice(0, 4));
      const series = seriesOf(type, year);
      const number = await repo.nextNumber(tx, series);
      const row: InvoiceRow = {
        id: invoiceId,
        type,
        series,
        number,
        num_serie: invoiceNumber(type, year, number),
        issued_at: now,
        issue_date: wallClockIn(site.timeZone, now).date,
        issuer_nif: issuer.nif,
        issuer_name: issuer.name,
        issuer_address: issuer.address,
        client_name: body.client?.name ?? null,
        client_nif: body.client?.nif ?? null,
        client_address: body.client?.address ?? null,
        lines: totals.lines,
        vat: totals.vat,
        gross_cents: totals.grossCents,
        discount_cents: totals.discountCents,
        total_cents: totals.totalCents,
        vat_cents: totals.vatCents,
        tenders: body.tenders,
        change_cents: settled.changeCents,
        corrects: null,
        request_key: body.requestKey,
        issued_by: issuedBy,
      };
      await repo.insertInvoice(tx, row);
      await repo.closeBookings(
        tx,
        invoiceId,
        parts.map((p) => p.id),
      );
      await chainAlta(tx, row, last);
      // TK-04: her copy by email, when the visit has her address.
      const first = parts[0];
      if (first?.clientEmail)
        await enqueue(tx, { kind: "ticket", subject: { bookingId: first.id }, sendAfter: now, immediate: true });
      // PY-07: what she paid now goes into the ledger (cash less its change); the deposit is there already.
      let i = 0;
      for (const t of body.tenders) {
        i++;
        if (t.method === "deposit") continue;
        if (t.method === "gift_card" || t.method === "bono") {
          const refused = payWithCode
            ? await payWithCode(
                tx,
                {
                  method: t.method,
                  code: t.code ?? "",
                  cents: t.cents,
                  services: parts.map((p) => ({
                    id: p.serviceId,
                    name: p.serviceName,
                    cents: centsOfPrice(p.priceEur),
                  })),
                  bookingId: parts[0]?.id ?? null,
                  invoiceId,
                },
                now,
              )
            : { problem: "Los bonos y tarjetas regalo no están disponibles." };
          if (refused) throw new Refused({ status: 422, code: "validation", fields: { tenders: refused.problem } });
          continue;
        }
        const cents = t.method === "cash" ? t.cents - settled.changeCents : t.cents;
        if (cents <= 0) continue;
        await paymentsRepository.recordTender(
          tx,
          {
            bookingId: parts[0]?.id ?? null,
            method: ledgerMethod[t.method],
            cents,
            invoiceId,
            requestKey: `${body.requestKey}:${i}`,
          },
          now,
        );
      }
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    if (sqlState(error) === "23505") {
      // The same click arriving twice at once: the other one issued it.
      const replay = await repo.byRequestKey(db, body.requestKey);
      if (replay) return { ok: true, invoiceId: replay, replayed: true };
      const closed = await repo.invoiceOfBookings(
        db,
        parts.map((p) => p.id),
      );
      if (closed) return { ok: false, refusal: alreadyClosed(closed.num_serie) };
    }
    throw error;
  }
  return { ok: true, invoiceId, replayed: false };
}

/** The products sold off the stock; not enough of one: its refusal, with how many are left. */
async function takeStock(tx: Queryable, items: readonly { id: string; quantity: number }[]) {
  try {
    return await repo.takeStock(tx, items);
  } catch (error) {
    if (sqlState(error) !== "23514") throw error;
    throw new Refused({ status: 409, code: "not_active", message: "Otra venta se ha llevado las últimas unidades." });
  }
}

/** An issued invoice as printed, with its QR tributario's URL. */
export async function invoiceView(db: Queryable, id: string, qrBase: string): Promise<InvoiceView | undefined> {
  const row = await repo.invoice(db, id);
  if (!row) return undefined;
  const [cancelled, refund, replacement, corrected] = await Promise.all([
    repo.cancellation(db, id),
    repo.correctionOf(db, id),
    repo.replacementOf(db, id),
    row.corrects ? repo.invoice(db, row.corrects) : Promise.resolve(undefined),
  ]);
  const qrUrl = validarQrUrl(qrBase, {
    nif: row.issuer_nif,
    number: row.num_serie,
    date: aeatDate(row.issue_date),
    total: aeatAmount(row.total_cents),
  });
  return {
    id: row.id,
    type: row.type,
    number: row.num_serie,
    issuedAt: new Date(row.issued_at).toISOString(),
    issueDate: row.issue_date,
    issuer: { nif: row.issuer_nif, name: row.issuer_name, address: row.issuer_address },
    client:
      row.client_nif && row.client_name
        ? { name: row.client_name, nif: row.client_nif, address: row.client_address ?? "" }
        : null,
    lines: row.lines,
    vat: row.vat,
    grossCents: row.gross_cents,
    discountCents: row.discount_cents,
    totalCents: row.total_cents,
    vatCents: row.vat_cents,
    tenders: row.tenders,
    changeCents: row.change_cents,
    qrUrl,
    qr: qrPath(qrUrl),
    huella: row.huella ?? "",
    cancelled: cancelled ? { reason: cancelled.reason, at: new Date(cancelled.cancelled_at).toISOString() } : null,
    refund: refund ? { id: refund.id, number: refund.num_serie } : null,
    corrects: corrected ? { id: corrected.id, number: corrected.num_serie } : null,
    replacement: replacement ? { id: replacement.id, number: replacement.num_serie } : null,
  };
}
