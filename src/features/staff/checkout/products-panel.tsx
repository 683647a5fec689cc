/**
 * TK-01: the retail catalogue the desk sells from — name, price (VAT included), VAT rate and stock —
 * kept by the owner; a product taken out of sale stays on the tickets that sold it.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import type { ProductView } from "@/domain/checkout/schemas";
import { type VatRate, vatRates } from "@/domain/checkout/sale";
import { centsOfTyped, eurosOfCents } from "@/domain/payments/policy";
import { ApiError, checkoutApi } from "./checkout-api";

export function ProductsPanel({ products, onChanged }: { products: readonly ProductView[]; onChanged: () => void }) {
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [vatRate, setVatRate] = useState<VatRate>(21);
  const [stock, setStock] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");

  async function add(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setMessage("");
    try {
      await checkoutApi.addProduct({ name, priceCents: centsOfTyped(price), vatRate, stock: Number(stock || 0) });
      setName("");
      setPrice("");
      setStock("");
      setMessage(`${name.trim()}: añadido.`);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setMessage(error.message);
      }
    }
  }

  async function retire(p: ProductView) {
    await checkoutApi.retireProduct(p.id).catch(() => undefined);
    onChanged();
  }

  return (
    <section aria-labelledby="productos" className="space-y-3">
      <h2 id="productos" className="text-lg font-semibold">
        Productos
      </h2>
      {products.length === 0 ? (
        <p className="text-muted-foreground">Aún no hay productos a la venta.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {products.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                {p.name} · {eurosOfCents(p.priceCents)} · IVA {p.vatRate} % · quedan {p.stock}
              </span>
              <Button size="sm" variant="ghost" onClick={() => void retire(p)} aria-label={`Dejar de vender ${p.name}`}>
                Dejar de vender
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => void add(e)}
        noValidate
        className="grid gap-2 sm:grid-cols-[1fr_7rem_7rem_6rem_auto] sm:items-end"
      >
        <Field label="Nombre del producto" value={name} onChange={(e) => setName(e.target.value)} error={fields.name} />
        <Field
          label="Precio (€)"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={fields.priceCents}
        />
        <SelectField
          label="IVA"
          value={String(vatRate)}
          onChange={(e) => setVatRate(vatRates.find((r) => String(r) === e.target.value) ?? 21)}
        >
          {vatRates.map((r) => (
            <option key={r} value={r}>
              {r} %
            </option>
          ))}
        </SelectField>
        <Field
          label="Unidades"
          inputMode="numeric"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          error={fields.stock}
        />
        <Button type="submit">Añadir</Button>
      </form>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </section>
  );
}
