/**
 * `/gestion/ajustes` · Mensajes (MS-01, MS-05): which phone channel the booking dialog offers for the
 * reminder, how many messages went this month on each channel, and what the paid ones cost at the
 * prices of the salon's provider, which the owner writes here.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { channelNames, channels, type PhoneChannel, phoneChannels } from "@/domain/messages/channels";
import { messageSettingsInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { SalonSettings } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import { type EditorProps, Status, useSave, VersionedSection } from "./settings-kit";

type Usage = Awaited<ReturnType<typeof settingsApi.messageUsage>>;

/** Thousandths of a euro as the salon reads them: '0,021 €', '1,25 €'. */
export const eurosOfMillis = (millis: number) =>
  (millis / 1000).toLocaleString("es-ES", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });

/** '0,021' or '0.021' euros → 21 thousandths; not a number → NaN (the schema says so). */
const millisOf = (euros: string) =>
  euros.trim() === "" ? Number.NaN : Math.round(Number(euros.replace(",", ".")) * 1000);

export function MessagesForm({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  const [usage, setUsage] = useState<Usage | null>(null);
  const version = settings.messages.version;
  // Counted again after a price is saved: the estimate follows the new prices.
  useEffect(() => {
    let current = true;
    settingsApi.messageUsage().then(
      (u) => current && setUsage(u),
      () => current && setUsage(null),
    );
    return () => {
      current = false;
    };
  }, [version]);
  return (
    <VersionedSection
      id="mensajes"
      title="Mensajes"
      text="Los recordatorios por WhatsApp y SMS los cobra tu proveedor por mensaje. Escribe su precio y verás cuánto llevas gastado este mes."
      version={version}
      settings={settings}
      onSaved={onSaved}
      Editor={PricesEditor}
    >
      <div className={cardVariants({ padding: "md" })}>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium">{usage ? `Este mes (${usage.month})` : "Este mes"}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col">Canal</th>
              <th scope="col">Enviados</th>
              <th scope="col">Coste estimado</th>
            </tr>
          </thead>
          <tbody>
            {channels.map((c) => (
              <tr key={c}>
                <th scope="row" className="text-left font-normal">
                  {channelNames[c]}
                </th>
                <td>{usage ? usage.counts[c] : "…"}</td>
                <td>{usage ? (c === "email" ? "Gratis" : eurosOfMillis(usage.costMillis[c])) : "…"}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" className="text-left">
                Total
              </th>
              <td />
              <td>{usage ? eurosOfMillis(usage.costMillis.total) : "…"}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </VersionedSection>
  );
}

function PricesEditor({ settings, onSaved, announce }: EditorProps) {
  const prices = settings.messages;
  const [form, setForm] = useState<{ offered: PhoneChannel | ""; whatsapp: string; sms: string }>({
    offered: prices.offered ?? "",
    whatsapp: String(prices.whatsappMillis / 1000).replace(".", ","),
    sms: String(prices.smsMillis / 1000).replace(".", ","),
  });
  const { fields, message, busy, save } = useSave(onSaved, announce);
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      offered: form.offered === "" ? null : form.offered,
      whatsappMillis: millisOf(form.whatsapp),
      smsMillis: millisOf(form.sms),
      version: prices.version,
    };
    void save(messageSettingsInput, body, () => settingsApi.saveMessageSettings(body), {
      done: "Mensajes guardados: la reserva online y el coste del mes ya lo usan.",
      preview: false,
    });
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className={cn(cardVariants({ padding: "md" }), "grid gap-3 sm:grid-cols-2 sm:items-end")}
    >
      <SelectField
        label="Recordatorio en el móvil"
        className="sm:col-span-2"
        value={form.offered}
        onChange={(e) => setForm((f) => ({ ...f, offered: phoneChannels.find((c) => c === e.target.value) ?? "" }))}
        error={fields.offered}
        hint="Lo que la reserva online ofrece en una casilla sin marcar. Sin marcarla, el recordatorio va por email."
      >
        <option value="whatsapp">WhatsApp</option>
        <option value="sms">SMS</option>
        <option value="">No ofrecer (solo email)</option>
      </SelectField>
      <Field
        label="Precio de un WhatsApp (€)"
        inputMode="decimal"
        value={form.whatsapp}
        onChange={(e) => setForm((f) => ({ ...f, whatsapp: e.target.value }))}
        error={fields.whatsappMillis}
      />
      <Field
        label="Precio de un SMS (€)"
        inputMode="decimal"
        value={form.sms}
        onChange={(e) => setForm((f) => ({ ...f, sms: e.target.value }))}
        error={fields.smsMillis}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Guardando…" : "Guardar mensajes"}
      </Button>
      <Status message={message} />
    </form>
  );
}
