/**
 * PY-12: bonos and gift cards at the desk — sold there (paid in cash, by card terminal or Bizum; the
 * code emailed when she gives an email, and printable), and every code sold with what is left on it.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { giftKindNames } from "@/domain/gifts/rules";
import type { GiftProductView, SoldCodeView } from "@/domain/gifts/schemas";
import { eurosOfCents, paymentMethodNames } from "@/domain/payments/policy";
import { longSpanishDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { ApiError, staffApi } from "../shared/staff-api";

const methods = ["cash", "card_terminal", "bizum"] as const;

const left = (c: SoldCodeView) =>
  c.kind === "bono"
    ? `${c.sessionsLeft ?? 0} ${c.sessionsLeft === 1 ? "sesión" : "sesiones"}`
    : eurosOfCents(c.balanceCents ?? 0);

export function GiftSales() {
  const [products, setProducts] = useState<GiftProductView[]>([]);
  const [codes, setCodes] = useState<SoldCodeView[] | null>(null);
  const [form, setForm] = useState({
    product: "",
    method: "card_terminal" as (typeof methods)[number],
    buyerName: "",
    buyerEmail: "",
  });
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([staffApi.giftProducts(), staffApi.soldCodes()]).then(
      ([p, c]) => {
        if (!current) return;
        setProducts(p.products);
        setCodes(c.codes);
        setForm((f) => (f.product ? f : { ...f, product: p.products[0]?.id ?? "" }));
      },
      () => current && setCodes([]),
    );
    return () => {
      current = false;
    };
  }, [refresh]);

  async function sell(event: FormEvent) {
    event.preventDefault();
    try {
      const { code } = await staffApi.sellGift({ ...form, requestKey });
      setRequestKey(crypto.randomUUID());
      setFields({});
      setForm((f) => ({ ...f, buyerName: "", buyerEmail: "" }));
      setMessage(`Vendido: ${code.name}, código ${code.code}${form.buyerEmail ? " (enviado por email)" : ""}.`);
      setRefresh((n) => n + 1);
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <details className="rounded-xl border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Bonos y tarjetas regalo</summary>
      {products.length > 0 ? (
        <form
          onSubmit={(e) => void sell(e)}
          noValidate
          aria-label="Vender un bono o tarjeta"
          className="mt-3 grid gap-2 sm:grid-cols-2"
        >
          <SelectField
            label="Bono o tarjeta"
            value={form.product}
            error={fields.product}
            onChange={(e) => setForm({ ...form, product: e.target.value })}
          >
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {eurosOfCents(p.priceCents)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Cómo paga"
            value={form.method}
            onChange={(e) => setForm({ ...form, method: methods.find((m) => m === e.target.value) ?? "cash" })}
          >
            {methods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodNames[m]}
              </option>
            ))}
          </SelectField>
          <Field
            label="Quién compra"
            value={form.buyerName}
            error={fields.buyerName}
            onChange={(e) => setForm({ ...form, buyerName: e.target.value })}
          />
          <Field
            label="Email (opcional: le enviamos el código)"
            type="email"
            value={form.buyerEmail}
            error={fields.buyerEmail}
            onChange={(e) => setForm({ ...form, buyerEmail: e.target.value })}
          />
          <div className="sm:col-span-2">
            <Button type="submit" size="sm">
              Vender
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-muted-foreground">No hay bonos ni tarjetas a la venta (se añaden en Ajustes).</p>
      )}
      <p role="status" className="min-h-5">
        {message}
      </p>
      <h4 className="mt-3 font-semibold">Códigos vendidos</h4>
      {codes === null ? (
        <p>Cargando…</p>
      ) : codes.length === 0 ? (
        <p className="text-muted-foreground">Aún no se ha vendido ninguno.</p>
      ) : (
        <ul aria-label="Códigos vendidos" className="divide-y divide-border">
          {codes.map((c) => (
            <li key={c.code} className="py-1.5">
              <a href={`${paths.gifts}#${c.code}`} className="font-mono underline">
                {c.code}
              </a>{" "}
              · {giftKindNames[c.kind]} {c.name} · quedan {left(c)} · caduca el{" "}
              {longSpanishDate(c.expiresAt.slice(0, 10))}
              {c.buyerName ? ` · ${c.buyerName}` : ""}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
