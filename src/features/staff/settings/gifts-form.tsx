/**
 * `/gestion/ajustes` · Bonos y tarjetas regalo (PY-04): what the salon sells on `/regalos` — a bono (N
 * sessions of a service, valid M months) or a gift card (an amount), with its price and design.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { giftDesignNames, giftDesigns, giftKindNames, giftKinds } from "@/domain/gifts/rules";
import { giftProductInput, type GiftProductView } from "@/domain/gifts/schemas";
import { centsOfTyped, eurosOfCents } from "@/domain/payments/policy";
import { cn } from "@/lib/cn";
import { activeServices } from "@/lib/settings/queries";
import type { SalonSettings } from "@/lib/settings/model";
import { ApiError } from "@/lib/api-client";
import { settingsApi } from "./settings-api";
import { Section, Status } from "./settings-kit";

export function GiftsForm({ settings }: { settings: SalonSettings }) {
  const [products, setProducts] = useState<GiftProductView[] | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const services = activeServices(settings);
  const [form, setForm] = useState({
    kind: "gift" as (typeof giftKinds)[number],
    name: "",
    service: services[0]?.id ?? "",
    sessions: "5",
    amount: "50",
    price: "50",
    months: "12",
    design: "rosa" as (typeof giftDesigns)[number],
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  useEffect(() => {
    let current = true;
    settingsApi.gifts().then(
      (r) => current && setProducts(r.products),
      () => current && setProducts([]),
    );
    return () => {
      current = false;
    };
  }, [saved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      kind: form.kind,
      name: form.name,
      service: form.kind === "bono" ? form.service : null,
      sessions: form.kind === "bono" ? Number(form.sessions) : null,
      amountCents: form.kind === "gift" ? centsOfTyped(form.amount) : null,
      priceCents: centsOfTyped(form.price),
      validMonths: Number(form.months),
      design: form.design,
      active: true,
    };
    const checked = giftProductInput.safeParse(body);
    if (!checked.success) {
      setFields(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? ""), i.message])));
      return;
    }
    try {
      const created = await settingsApi.addGift(body);
      setFields({});
      setSaved(`«${created.name}» a la venta en /regalos.`);
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      setSaved(error instanceof ApiError ? error.message : String(error));
    }
  }

  // PY-12: a product withdrawn from sale (the codes sold keep working), or put on sale again.
  async function toggle(p: GiftProductView) {
    try {
      const changed = await settingsApi.saveGift(p.id, {
        kind: p.kind,
        name: p.name,
        service: p.service,
        sessions: p.sessions,
        amountCents: p.amountCents,
        priceCents: p.priceCents,
        validMonths: p.validMonths,
        design: p.design,
        active: !p.active,
        version: p.version,
      });
      setSaved(
        changed.active ? `«${changed.name}» vuelve a estar a la venta.` : `«${changed.name}» retirado de la venta.`,
      );
    } catch (error) {
      setSaved(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <Section
      id="regalos"
      title="Bonos y tarjetas regalo"
      text={
        settings.payments.online
          ? "Lo que vendes en la página Regalos: el código llega por email al pagar y sirve al reservar o en el salón."
          : "Sin Stripe configurado se muestran en la página Regalos para comprarlos en el salón."
      }
    >
      <ul className="mb-4 space-y-1 text-sm">
        {products?.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-x-2">
            <span>
              <span className="font-medium">{p.name}</span> · {giftKindNames[p.kind]} ·{" "}
              {p.kind === "bono" ? `${p.sessions} × ${p.serviceName ?? ""}` : eurosOfCents(p.amountCents ?? 0)} ·{" "}
              {eurosOfCents(p.priceCents)} · {p.validMonths} meses{p.active ? "" : " · retirado de la venta"}
            </span>
            <Button size="sm" variant="ghost" onClick={() => void toggle(p)}>
              {p.active ? `Retirar ${p.name} de la venta` : `Volver a vender ${p.name}`}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Añadir un bono o tarjeta regalo"
        className={cn(cardVariants({ padding: "md" }), "grid gap-3 sm:grid-cols-2")}
      >
        <SelectField
          label="Tipo"
          value={form.kind}
          onChange={(e) => set({ kind: giftKinds.find((k) => k === e.target.value) ?? "gift" })}
        >
          {giftKinds.map((k) => (
            <option key={k} value={k}>
              {giftKindNames[k]}
            </option>
          ))}
        </SelectField>
        <Field label="Nombre" value={form.name} onChange={(e) => set({ name: e.target.value })} error={fields.name} />
        {form.kind === "bono" ? (
          <>
            <SelectField
              label="Servicio"
              value={form.service}
              onChange={(e) => set({ service: e.target.value })}
              error={fields.service}
            >
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <Field
              label="Sesiones"
              inputMode="numeric"
              value={form.sessions}
              onChange={(e) => set({ sessions: e.target.value })}
              error={fields.sessions}
            />
          </>
        ) : (
          <Field
            label="Valor (€)"
            inputMode="decimal"
            value={form.amount}
            onChange={(e) => set({ amount: e.target.value })}
            error={fields.amountCents}
          />
        )}
        <Field
          label="Precio de venta (€)"
          inputMode="decimal"
          value={form.price}
          onChange={(e) => set({ price: e.target.value })}
          error={fields.priceCents}
        />
        <Field
          label="Validez (meses)"
          inputMode="numeric"
          value={form.months}
          onChange={(e) => set({ months: e.target.value })}
          error={fields.validMonths}
        />
        <SelectField
          label="Diseño"
          value={form.design}
          onChange={(e) => set({ design: giftDesigns.find((d) => d === e.target.value) ?? "rosa" })}
        >
          {giftDesigns.map((d) => (
            <option key={d} value={d}>
              {giftDesignNames[d]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="justify-self-start">
          Añadir a la venta
        </Button>
      </form>
      <Status message={saved} />
    </Section>
  );
}
