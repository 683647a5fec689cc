/** `/gestion/ajustes` · Servicios y precios (OW-01): each service's form with a live card preview. */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { ServiceCard } from "@/components/sections/services-grid";
import { serviceIcons, serviceInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import {
  type DepositKind,
  cardFeeCents,
  cardPolicy,
  depositCents,
  depositKindNames,
  depositKinds,
  depositPolicy,
} from "@/domain/payments/policy";
import { Affected, iconNames, Section, Status, useSave } from "./settings-kit";

type ServiceForm = Omit<
  ServiceSetting,
  "id" | "version" | "minutes" | "bufferMinutes" | "price" | "position" | "chatWords" | "deposit"
> & {
  /** PY-01: what booking it online asks for. */
  depositKind: DepositKind;
  depositAmount: string;
  feeNoticeHours: string;
  /** OW-07: the chat's words, as the owner types them ('mechas, tinte, color'). */
  chatWords: string;
  minutes: string;
  bufferMinutes: string;
  price: string;
  position: string;
};

const formOfService = (s: ServiceSetting): ServiceForm => ({
  name: s.name,
  title: s.title,
  description: s.description,
  features: s.features,
  icon: s.icon,
  active: s.active,
  minutes: String(s.minutes),
  bufferMinutes: String(s.bufferMinutes),
  price: String(s.price),
  position: String(s.position),
  chatWords: s.chatWords.join(", "),
  depositKind: s.deposit.kind,
  depositAmount: s.deposit.kind === "none" ? "" : String(s.deposit.amount),
  feeNoticeHours: String(s.deposit.feeNoticeHours),
});

const valuesOfService = ({ depositKind, depositAmount, feeNoticeHours, ...f }: ServiceForm) => ({
  ...f,
  deposit: {
    kind: depositKind,
    amount: depositKind === "none" ? 0 : Number(depositAmount || Number.NaN),
    feeNoticeHours: Number(feeNoticeHours || Number.NaN),
  },
  features: [f.features[0], f.features[1], f.features[2]] as [string, string, string],
  minutes: Number(f.minutes),
  bufferMinutes: Number(f.bufferMinutes),
  price: Number(f.price),
  position: Number(f.position),
  chatWords: f.chatWords
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean),
});

const newService: ServiceSetting = {
  id: "",
  name: "",
  title: "",
  description: "",
  features: ["", "", ""],
  icon: "sparkles",
  minutes: 60,
  bufferMinutes: 0,
  price: 0,
  active: true,
  position: 99,
  chatWords: [],
  deposit: { kind: "none", amount: 0, feeNoticeHours: 24 },
  version: 0,
};

export function Services({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Section
      id="servicios"
      title="Servicios y precios"
      text="Lo que cambies aquí se ve en la web en unos segundos: tarjetas, reservas, chat. Las citas ya reservadas conservan su precio y duración."
    >
      <div className="space-y-3">
        {settings.services.map((s) => (
          <details key={`${s.id}-${s.version}`} className={cn(cardVariants({ padding: "md" }))}>
            <summary className="cursor-pointer font-semibold">
              {s.name} · {s.price}€ · {s.minutes} min{s.active ? "" : " · no se ofrece"}
            </summary>
            <ServiceEditor
              service={s}
              team={settings.team}
              paymentsOnline={settings.payments.online}
              onSaved={onSaved}
              announce={setSaved}
            />
          </details>
        ))}
        <details key={`new-${settings.services.length}`} className={cn(cardVariants({ padding: "md" }))}>
          <summary className="cursor-pointer font-semibold">Añadir un servicio</summary>
          <ServiceEditor
            service={newService}
            team={settings.team}
            paymentsOnline={settings.payments.online}
            onSaved={onSaved}
            announce={setSaved}
          />
        </details>
      </div>
      <Status message={saved} />
    </Section>
  );
}

/** What the client will read before paying, from the form as it stands (PY-01). */
function depositHint(form: ServiceForm): string | undefined {
  const deposit = {
    kind: form.depositKind,
    amount: Number(form.depositAmount),
    feeNoticeHours: Number(form.feeNoticeHours),
  };
  if (!Number.isFinite(deposit.amount) || deposit.amount <= 0) return undefined;
  if (deposit.kind === "card")
    return `La clienta leerá: «${cardPolicy(cardFeeCents(deposit), deposit.feeNoticeHours || 24)}»`;
  const cents = depositCents(deposit, Number(form.price) || 0);
  return cents > 0 ? `La clienta leerá: «${depositPolicy(cents, 24).split(". ")[0]}.»` : undefined;
}

function ServiceEditor({
  service,
  team,
  paymentsOnline,
  onSaved,
  announce,
}: {
  service: ServiceSetting;
  team: SalonSettings["team"];
  paymentsOnline: boolean;
  onSaved: (s: SalonSettings) => void;
  announce: (message: string) => void;
}) {
  const [form, setForm] = useState(() => formOfService(service));
  // OW-07: who does it, chosen here too; nobody means it is not offered online.
  const active = team.filter((p) => p.active);
  const [staff, setStaff] = useState<string[]>(() =>
    active.filter((p) => p.services.includes(service.id)).map((p) => p.id),
  );
  const { fields, message, busy, pending, setPending, save } = useSave(onSaved, announce);
  const isNew = service.id === "";
  const set = (key: keyof ServiceForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const setFeature = (i: number) => (e: { target: { value: string } }) =>
    setForm((f) => {
      const features = [...f.features] as [string, string, string];
      features[i] = e.target.value;
      return { ...f, features };
    });
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...valuesOfService(form), staff };
    void save(
      serviceInput,
      values,
      (dryRun) =>
        isNew
          ? settingsApi.addService(values, dryRun)
          : settingsApi.saveService(service.id, { ...values, version: service.version }, dryRun),
      { done: isNew ? `Servicio «${values.name}» añadido.` : `Servicio «${values.name}» guardado.` },
    );
  }
  const preview = { ...service, ...valuesOfService(form), features: form.features };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nombre (reservas y emails)" value={form.name} onChange={set("name")} error={fields.name} />
        <Field label="Título de la tarjeta" value={form.title} onChange={set("title")} error={fields.title} />
        <Field
          className="sm:col-span-2"
          label="Descripción"
          value={form.description}
          onChange={set("description")}
          error={fields.description}
        />
        {[0, 1, 2].map((i) => (
          <Field
            key={i}
            label={`Característica ${i + 1}`}
            value={form.features[i] ?? ""}
            onChange={setFeature(i)}
            error={fields[`features.${i}`] ?? (i === 0 ? fields.features : undefined)}
          />
        ))}
        <SelectField label="Icono" value={form.icon} onChange={set("icon")} error={fields.icon}>
          {serviceIcons.map((icon) => (
            <option key={icon} value={icon}>
              {iconNames[icon]}
            </option>
          ))}
        </SelectField>
        <Field label="Precio (€)" inputMode="numeric" value={form.price} onChange={set("price")} error={fields.price} />
        <Field
          label="Duración (min)"
          inputMode="numeric"
          value={form.minutes}
          onChange={set("minutes")}
          error={fields.minutes}
        />
        <Field
          label="Recogida tras el servicio (min)"
          inputMode="numeric"
          value={form.bufferMinutes}
          onChange={set("bufferMinutes")}
          error={fields.bufferMinutes}
        />
        <Field
          label="Orden en la web"
          inputMode="numeric"
          value={form.position}
          onChange={set("position")}
          error={fields.position}
        />
        <Field
          className="sm:col-span-2"
          label="Palabras para el chat (separadas por comas)"
          hint="Además del nombre: cómo lo piden las clientas, por ejemplo «mechas, tinte, color»."
          value={form.chatWords}
          onChange={set("chatWords")}
          error={fields.chatWords ?? fields["chatWords.0"]}
        />
        <SelectField
          label="Al reservar online se paga"
          value={form.depositKind}
          onChange={(e) =>
            setForm((f) => ({ ...f, depositKind: depositKinds.find((k) => k === e.target.value) ?? "none" }))
          }
          error={fields["deposit.kind"]}
          hint={
            paymentsOnline
              ? undefined
              : "Sin Stripe configurado no se cobra nada online: se guardará y se aplicará cuando lo esté."
          }
        >
          {depositKinds.map((k) => (
            <option key={k} value={k}>
              {depositKindNames[k]}
            </option>
          ))}
        </SelectField>
        {form.depositKind === "card" ? (
          <Field
            label="Aviso para cancelar sin penalización (horas)"
            inputMode="numeric"
            value={form.feeNoticeHours}
            onChange={set("feeNoticeHours")}
            error={fields["deposit.feeNoticeHours"]}
          />
        ) : null}
        {form.depositKind === "none" ? null : (
          <Field
            label={
              form.depositKind === "fixed"
                ? "Señal (€)"
                : form.depositKind === "card"
                  ? "Penalización (€)"
                  : "Señal (% del precio)"
            }
            inputMode="numeric"
            value={form.depositAmount}
            onChange={set("depositAmount")}
            error={fields["deposit.amount"]}
            hint={depositHint(form)}
          />
        )}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
          />
          Se ofrece en la web
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Lo hacen</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {active.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={staff.includes(p.id)}
                  onChange={(e) =>
                    setStaff((now) => (e.target.checked ? [...now, p.id] : now.filter((id) => id !== p.id)))
                  }
                />
                {p.name}
              </label>
            ))}
          </div>
          {form.active && staff.length === 0 ? (
            <p className="mt-2 rounded-lg border border-accent/50 bg-accent/10 p-2 text-sm">
              Nadie hace este servicio: la web y el chat no lo ofrecerán hasta que elijas al menos una profesional.
            </p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          {pending ? (
            <Affected
              affected={pending.affected}
              confirmLabel="Dejar de ofrecerlo (las citas se mantienen)"
              onConfirm={() => void pending.run()}
              onDismiss={() => setPending(null)}
            />
          ) : null}
          <Status message={message} />
          <Button type="submit" disabled={busy}>
            {busy ? "Guardando…" : isNew ? "Añadir servicio" : `Guardar ${service.name}`}
          </Button>
        </div>
      </div>
      <div aria-label={`Vista previa de ${form.title || "la tarjeta"}`} role="group">
        <p className="mb-2 text-sm font-medium text-muted-foreground">Vista previa</p>
        <ServiceCard service={preview} as="div" />
      </div>
    </form>
  );
}
