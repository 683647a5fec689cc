/**
 * `/regalos` (PY-04): the salon's bonos and gift cards, bought on Stripe's page; `/regalos#<code>` is
 * the printable card of one bought (the code travels in the fragment, never to a server's logs).
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { site } from "@/content/site";
import { useSettings } from "@/hooks/use-settings";
import { cn } from "@/lib/cn";
import { longSpanishDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import { giftKindNames, giftDesignNames } from "@/domain/gifts/rules";
import type { GiftCardView, GiftProductView } from "@/domain/gifts/schemas";
import { eurosOfCents } from "@/domain/payments/policy";

const UNREACHABLE = `No podemos contactar con el salón ahora mismo. Inténtalo más tarde o llámanos al ${site.contact.phone.display}.`;

const designClasses = {
  rosa: "bg-secondary text-secondary-foreground",
  dorado: "bg-accent/20",
  verde: "bg-success-soft",
} as const;

const whatItIs = (p: GiftProductView) =>
  p.kind === "bono"
    ? `${p.sessions} sesiones de ${p.serviceName ?? "un servicio"}, válido ${p.validMonths} meses`
    : `${eurosOfCents(p.amountCents ?? 0)} para cualquier servicio, válida ${p.validMonths} meses`;

export function GiftsPage({ code, bought }: { code: string; bought: boolean }) {
  if (code) return <GiftCard code={code} />;
  return <Shop bought={bought} />;
}

function Shop({ bought }: { bought: boolean }) {
  const [list, setList] = useState<{ online: boolean; products: GiftProductView[] } | null>(null);
  const [chosen, setChosen] = useState<GiftProductView | null>(null);
  useEffect(() => {
    let current = true;
    expectOk(api.gifts.$get({}, within(TIME_LIMITS.availabilityMs)), UNREACHABLE).then(
      (r) => current && setList(r),
      () => current && setList({ online: false, products: [] }),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="mt-6 space-y-6">
      {bought ? (
        <p role="status" className="rounded-xl bg-success-soft p-4 text-success">
          ¡Gracias! Te hemos enviado el código por email, con la tarjeta para imprimir o regalar.
        </p>
      ) : null}
      {list === null ? <p className="text-muted-foreground">Cargando…</p> : null}
      {list && list.products.length === 0 ? (
        <p>
          Ahora mismo no hay bonos ni tarjetas a la venta online. Pregúntanos en el salón: {site.contact.phone.display}.
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {list?.products.map((p) => (
          <li key={p.id} className={cn(cardVariants({ padding: "md" }), "space-y-2")}>
            <h2 className="text-xl font-semibold">{p.name}</h2>
            <p className="text-sm">
              {giftKindNames[p.kind]}: {whatItIs(p)}.
            </p>
            <p className="text-lg font-semibold">{eurosOfCents(p.priceCents)}</p>
            {list.online ? (
              <Button onClick={() => setChosen(p)} aria-expanded={chosen?.id === p.id}>
                Comprar {p.name}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">Cómpralo en el salón.</p>
            )}
            {chosen?.id === p.id ? <BuyForm product={p} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BuyForm({ product }: { product: GiftProductView }) {
  const { legal } = useSettings();
  const privacyId = useId();
  const [form, setForm] = useState({ buyerName: "", buyerEmail: "", recipientName: "", message: "" });
  const [state, setState] = useState<{ busy?: boolean; message?: string; fields?: Record<string, string> }>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ busy: true });
    try {
      const r = await expectOk(
        api.gifts.checkout.$post(
          { json: { product: product.id, ...form, privacyAccepted: true } },
          within(TIME_LIMITS.staffMs),
        ),
        UNREACHABLE,
      );
      window.location.assign(r.checkoutUrl);
    } catch (error) {
      setState(error instanceof ApiError ? { message: error.message, fields: error.fields } : { message: UNREACHABLE });
    }
  }
  const fields = state.fields ?? {};
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Comprar ${product.name}`}
      className="grid gap-3 pt-2"
    >
      <Field
        label="Tu nombre"
        autoComplete="name"
        value={form.buyerName}
        onChange={(e) => set({ buyerName: e.target.value })}
        error={fields.buyerName}
      />
      <Field
        label="Tu email (te enviamos el código)"
        type="email"
        autoComplete="email"
        value={form.buyerEmail}
        onChange={(e) => set({ buyerEmail: e.target.value })}
        error={fields.buyerEmail}
      />
      <Field
        label="Para (opcional)"
        value={form.recipientName}
        onChange={(e) => set({ recipientName: e.target.value })}
        error={fields.recipientName}
      />
      <Field
        label="Dedicatoria (opcional)"
        value={form.message}
        maxLength={200}
        onChange={(e) => set({ message: e.target.value })}
        error={fields.message}
      />
      <p id={privacyId} className="text-xs text-muted-foreground">
        Responsable: {legal.owner}. Usamos tu nombre y email para enviarte el código y atender el regalo. Más en nuestra{" "}
        <a href={paths.privacy} className="underline">
          política de privacidad
        </a>
        . El pago se hace en la página segura de Stripe.
      </p>
      {state.message ? (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <Button type="submit" aria-describedby={privacyId} disabled={state.busy}>
        {state.busy ? "Abriendo el pago…" : `Pagar ${eurosOfCents(product.priceCents)}`}
      </Button>
    </form>
  );
}

function GiftCard({ code }: { code: string }) {
  const [card, setCard] = useState<GiftCardView | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    let current = true;
    expectOk(api.gifts.card.$post({ json: { code } }, within(TIME_LIMITS.availabilityMs)), UNREACHABLE).then(
      (r) => current && setCard(r),
      (e: unknown) => current && setError(e instanceof Error ? e.message : UNREACHABLE),
    );
    return () => {
      current = false;
    };
  }, [code]);
  if (error)
    return (
      <p role="alert" className="mt-6">
        {error}
      </p>
    );
  if (!card) return <p className="mt-6 text-muted-foreground">Cargando la tarjeta…</p>;
  return (
    <article
      aria-label={`${card.name} para imprimir`}
      className={cn("mt-6 space-y-3 rounded-2xl p-8 text-center", designClasses[card.design])}
    >
      <p className="text-sm tracking-wide uppercase">{site.name}</p>
      <h2 className="text-3xl font-semibold">{card.name}</h2>
      {card.recipientName ? <p className="text-lg">Para {card.recipientName}</p> : null}
      {card.message ? <p className="italic">«{card.message}»</p> : null}
      <p>
        {card.kind === "bono"
          ? `${card.sessionsLeft ?? 0} sesiones de ${card.serviceName ?? ""}`
          : `Saldo: ${eurosOfCents(card.balanceCents ?? 0)}`}
      </p>
      <p className="font-mono text-2xl tracking-widest">{card.code}</p>
      <p className="text-sm">
        Válida hasta el {longSpanishDate(card.expiresAt.slice(0, 10))}. Úsala al reservar en{" "}
        {site.url.replace(/^https?:\/\//, "")} o en el salón. Diseño {giftDesignNames[card.design].toLowerCase()}.
      </p>
      <Button variant="outline" onClick={() => window.print()} className="print:hidden">
        Imprimir
      </Button>
    </article>
  );
}
