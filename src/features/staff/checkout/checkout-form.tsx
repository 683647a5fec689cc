/**
 * TK-01: 'Cobrar' — the visit's services (or none, a walk-in sale), products from the catalogue, a
 * discount and the payment split across methods; the total, the VAT and the change are the pure
 * core's (`saleTotals`, `settle`), the same numbers the server issues. One click is one sale: the
 * form's key is sent with every try, so a double click or a retry gives the same ticket.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { SIMPLIFIED_LIMIT_CENTS } from "@/domain/checkout/invoice";
import type { CheckoutDraft, InvoiceView, ProductView } from "@/domain/checkout/schemas";
import {
  type Discount,
  type SaleLine,
  saleTotals,
  settle,
  type TenderMethod,
  tenderMethodNames,
  tenderMethods,
} from "@/domain/checkout/sale";
import { centsOfTyped, eurosOfCents } from "@/domain/payments/policy";
import { ApiError, checkoutApi } from "./checkout-api";
import { ClientFields } from "./client-fields";

/** The methods the desk picks; the deposit already paid shows on its own line. */
const deskTenders = tenderMethods.filter((m) => m !== "deposit");
const needsCode = (m: TenderMethod) => m === "gift_card" || m === "bono";
const typed = (cents: number) => (cents / 100).toFixed(2).replace(".", ",").replace(/,00$/, "");

interface TenderRow {
  method: TenderMethod;
  amount: string;
  /** A bono's or gift card's code. */
  code: string;
}

export function CheckoutForm({
  appointmentId,
  draft,
  products,
  onIssued,
}: {
  appointmentId: string | null;
  draft: CheckoutDraft | null;
  products: readonly ProductView[];
  onIssued: (invoice: InvoiceView) => void;
}) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const [items, setItems] = useState<{ id: string; quantity: number }[]>([]);
  const [picked, setPicked] = useState(products[0]?.id ?? "");
  const [discountKind, setDiscountKind] = useState<"none" | "percent" | "amount">("none");
  const [discountValue, setDiscountValue] = useState("");
  const [tenders, setTenders] = useState<TenderRow[]>([{ method: "card_terminal", amount: "", code: "" }]);
  const [fullInvoice, setFullInvoice] = useState(false);
  const [client, setClient] = useState({ name: draft?.clientName ?? "", nif: "", address: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const deposit = draft?.depositCents ?? 0;
  const lines: SaleLine[] = [
    ...(draft?.lines ?? []).map((l) => ({ ...l, kind: "service" as const })),
    ...items.flatMap(({ id, quantity }) => {
      const p = products.find((x) => x.id === id);
      return p
        ? [{ kind: "product" as const, name: p.name, unitCents: p.priceCents, quantity, vatRate: p.vatRate }]
        : [];
    }),
  ];
  const discount: Discount | null =
    discountKind === "percent"
      ? { kind: "percent", percent: Number(discountValue) || 0 }
      : discountKind === "amount"
        ? { kind: "amount", cents: centsOfTyped(discountValue) || 0 }
        : null;
  const totals = saleTotals(lines, discount);
  const sent = [
    ...(deposit > 0 ? [{ method: "deposit" as const, cents: deposit }] : []),
    ...tenders
      .map((t) => ({
        method: t.method,
        cents: centsOfTyped(t.amount) || 0,
        ...(needsCode(t.method) ? { code: t.code.trim() } : {}),
      }))
      .filter((t) => t.cents > 0),
  ];
  const settled = settle(totals.totalCents, sent);
  // What the first payment line offers when left empty: what is still to pay.
  const left = Math.max(0, totals.totalCents - deposit);

  function addProduct() {
    if (!picked) return;
    setItems((now) =>
      now.some((i) => i.id === picked)
        ? now.map((i) => (i.id === picked ? { ...i, quantity: i.quantity + 1 } : i))
        : [...now, { id: picked, quantity: 1 }],
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFields({});
    setMessage("");
    // An empty single payment line means 'all of it' with that method.
    const paid =
      tenders.length === 1 && tenders[0] && tenders[0].amount.trim() === "" && left > 0
        ? [
            ...(deposit > 0 ? [{ method: "deposit" as const, cents: deposit }] : []),
            { method: tenders[0].method, cents: left },
          ]
        : sent;
    try {
      const r = await checkoutApi.charge({
        requestKey,
        ...(appointmentId ? { appointmentId } : {}),
        products: items,
        discount,
        tenders: paid,
        ...(fullInvoice ? { client } : {}),
      });
      onIssued(r.invoice);
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setMessage(error.message);
      } else setMessage(String(error));
      setBusy(false);
    }
  }

  const tooMuchForTicket = !fullInvoice && totals.totalCents > SIMPLIFIED_LIMIT_CENTS;
  const canSubmit =
    lines.length > 0 && (settled.ok || (tenders.length === 1 && tenders[0]?.amount.trim() === "" && left > 0));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5" aria-label="Cobrar">
      <section aria-labelledby="conceptos" className="space-y-2">
        <h2 id="conceptos" className="text-lg font-semibold">
          Conceptos
        </h2>
        {lines.length === 0 ? (
          <p className="text-muted-foreground">Añade un producto para una venta sin cita.</p>
        ) : null}
        <ul className="divide-y rounded-xl border">
          {totals.lines.map((l, i) => {
            const item = l.kind === "product" ? items[i - (draft?.lines.length ?? 0)] : undefined;
            return (
              <li key={i} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  {l.quantity > 1 ? `${l.quantity} × ` : ""}
                  {l.name}
                  <span className="text-muted-foreground"> · IVA {l.vatRate} %</span>
                </span>
                <span className="flex items-center gap-2">
                  {eurosOfCents(l.grossCents)}
                  {item ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Quitar ${l.name}`}
                      onClick={() => setItems((now) => now.filter((x) => x.id !== item.id))}
                    >
                      Quitar
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        {products.length > 0 ? (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label="Producto"
              value={picked}
              onChange={(e) => setPicked(e.target.value)}
              error={fields.products}
              className="w-full sm:w-auto sm:min-w-72"
            >
              {products.map((p) => (
                // Short enough for a phone's width: the stock only when it runs low.
                <option key={p.id} value={p.id} disabled={p.stock === 0}>
                  {p.name} · {eurosOfCents(p.priceCents)}
                  {p.stock === 0 ? " · agotado" : p.stock <= 3 ? ` · quedan ${p.stock}` : ""}
                </option>
              ))}
            </SelectField>
            <Button type="button" variant="outline" onClick={addProduct}>
              Añadir producto
            </Button>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="descuento" className="space-y-2">
        <h2 id="descuento" className="text-lg font-semibold">
          Descuento
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Tipo de descuento"
            value={discountKind}
            onChange={(e) => setDiscountKind(e.target.value as typeof discountKind)}
          >
            <option value="none">Sin descuento</option>
            <option value="percent">Porcentaje (%)</option>
            <option value="amount">Importe (€)</option>
          </SelectField>
          {discountKind !== "none" ? (
            <Field
              label={discountKind === "percent" ? "Descuento (%)" : "Descuento (€)"}
              inputMode="decimal"
              value={discountValue}
              onChange={(e) => setDiscountValue(e.target.value)}
              error={fields["discount.percent"] ?? fields["discount.cents"] ?? fields.discount}
              className="w-32"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="total" className="rounded-xl border p-3">
        <h2 id="total" className="sr-only">
          Total
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {totals.discountCents > 0 ? (
            <>
              <dt>Suma</dt>
              <dd className="text-right">{eurosOfCents(totals.grossCents)}</dd>
              <dt>Descuento</dt>
              <dd className="text-right">−{eurosOfCents(totals.discountCents)}</dd>
            </>
          ) : null}
          <dt className="text-lg font-semibold">Total</dt>
          <dd className="text-right text-lg font-semibold" aria-live="polite">
            {eurosOfCents(totals.totalCents)}
          </dd>
          <dt className="text-muted-foreground">IVA incluido</dt>
          <dd className="text-right text-muted-foreground">{eurosOfCents(totals.vatCents)}</dd>
        </dl>
      </section>

      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold">Cómo paga</legend>
        {deposit > 0 ? (
          <p>
            {tenderMethodNames.deposit}: <strong>{eurosOfCents(deposit)}</strong>
          </p>
        ) : null}
        {tenders.map((t, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <SelectField
              label={`Forma de pago ${i + 1}`}
              value={t.method}
              onChange={(e) =>
                setTenders((now) =>
                  now.map((x, j) =>
                    j === i ? { ...x, method: deskTenders.find((m) => m === e.target.value) ?? "cash" } : x,
                  ),
                )
              }
            >
              {deskTenders.map((m) => (
                <option key={m} value={m}>
                  {tenderMethodNames[m]}
                </option>
              ))}
            </SelectField>
            {needsCode(t.method) ? (
              <Field
                label={`Código ${i + 1}`}
                value={t.code}
                onChange={(e) => setTenders((now) => now.map((x, j) => (j === i ? { ...x, code: e.target.value } : x)))}
                className="w-44"
              />
            ) : null}
            <Field
              label={`Importe ${i + 1} (€)`}
              inputMode="decimal"
              placeholder={i === 0 && tenders.length === 1 ? typed(left) : ""}
              value={t.amount}
              onChange={(e) => setTenders((now) => now.map((x, j) => (j === i ? { ...x, amount: e.target.value } : x)))}
              className="w-32"
            />
            {tenders.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Quitar la forma de pago ${i + 1}`}
                onClick={() => setTenders((now) => now.filter((_, j) => j !== i))}
              >
                Quitar
              </Button>
            ) : null}
          </div>
        ))}
        {tenders.length < 5 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setTenders((now) => [...now, { method: "cash", amount: "", code: "" }])}
          >
            Añadir otra forma de pago
          </Button>
        ) : null}
        <p aria-live="polite" className="font-medium">
          {settled.ok
            ? settled.changeCents > 0
              ? `Cambio: ${eurosOfCents(settled.changeCents)}`
              : "Cuadra."
            : tenders.length === 1 && tenders[0]?.amount.trim() === ""
              ? `Se cobra todo (${eurosOfCents(left)}) con ${tenderMethodNames[tenders[0].method].toLowerCase()}.`
              : settled.problem === "short"
                ? `Faltan ${eurosOfCents(settled.cents)}.`
                : `Sobran ${eurosOfCents(settled.cents)}: solo el efectivo puede pasar del total.`}
        </p>
        {fields.tenders ? <p className="text-sm text-destructive">{fields.tenders}</p> : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="sr-only">Factura completa</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={fullInvoice} onChange={(e) => setFullInvoice(e.target.checked)} />
          Quiere factura completa (con su NIF)
        </label>
        {tooMuchForTicket ? (
          <p className="text-sm text-destructive">Por encima de 3000 € hace falta factura completa.</p>
        ) : null}
        {fullInvoice ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <ClientFields client={client} onChange={setClient} fields={fields} addressClassName="sm:col-span-2" />
          </div>
        ) : null}
      </fieldset>

      {message ? (
        <p role="alert" className="rounded-xl border border-destructive p-3 text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy || !canSubmit}>
        {busy ? "Cobrando…" : `Cobrar ${eurosOfCents(totals.totalCents)}`}
      </Button>
    </form>
  );
}
