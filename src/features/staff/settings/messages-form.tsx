/**
 * `/gestion/ajustes` · Mensajes (MS-01, MS-05): which phone channel the booking dialog offers for the
 * reminder, how many messages went this month on each channel, and what the paid ones cost at the
 * prices of the salon's provider, which the owner writes here.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField, TextareaField } from "@/components/ui/field";
import { channelNames, channels, type PhoneChannel, phoneChannels } from "@/domain/messages/channels";
import { messageSettingsInput } from "@/domain/settings/schemas";
import {
  answerHint,
  defaultTexts,
  fillText,
  MAX_TEXT,
  messageTextProblem,
  placeholders,
  sampleValues,
  type TimedKind,
  timedKindNames,
} from "@/domain/messages/templates";
import { waitlistModeNames, waitlistModes } from "@/domain/waitlist/rules";
import { cn } from "@/lib/cn";
import type { SalonSettings } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import { type EditorProps, Status, useSave, VersionedSection } from "./settings-kit";

type Usage = Awaited<ReturnType<typeof settingsApi.messageUsage>>;

/** Thousandths of a euro as the salon reads them: '0,021 €', '1,25 €'. */
const eurosOfMillis = (millis: number) =>
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
      text="Cuándo y con qué palabras se recuerdan las citas, cómo se ofrecen los huecos a la lista de espera y lo que cuesta: WhatsApp y SMS los cobra tu proveedor por mensaje."
      version={version}
      settings={settings}
      onSaved={onSaved}
      Editor={MessagesEditor}
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

/** An hours field's text: '' for none (an optional message). */
const hoursText = (hours: number | null) => (hours === null ? "" : String(hours));
const hoursOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function MessagesEditor({ settings, onSaved, announce }: EditorProps) {
  const current = settings.messages;
  const [form, setForm] = useState({
    offered: (current.offered ?? "") as PhoneChannel | "",
    whatsapp: String(current.whatsappMillis / 1000).replace(".", ","),
    sms: String(current.smsMillis / 1000).replace(".", ","),
    confirmRequestHours: hoursText(current.confirmRequestHours),
    reminderHours: hoursText(current.reminderHours),
    lastReminderHours: hoursText(current.lastReminderHours),
    reminderText: current.reminderText ?? defaultTexts.reminder,
    confirmRequestText: current.confirmRequestText ?? defaultTexts.confirm_request,
    waitlistMode: current.waitlistMode,
    waitlistHoldMinutes: String(current.waitlistHoldMinutes),
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const { fields, message, busy, save } = useSave(onSaved, announce);
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      offered: form.offered === "" ? null : form.offered,
      whatsappMillis: millisOf(form.whatsapp),
      smsMillis: millisOf(form.sms),
      confirmRequestHours: form.confirmRequestHours.trim() === "" ? null : hoursOf(form.confirmRequestHours),
      reminderHours: hoursOf(form.reminderHours),
      lastReminderHours: form.lastReminderHours.trim() === "" ? null : hoursOf(form.lastReminderHours),
      // The product's own wording is stored as none, so a later change of it reaches her too.
      reminderText: form.reminderText.trim() === defaultTexts.reminder ? "" : form.reminderText,
      confirmRequestText:
        form.confirmRequestText.trim() === defaultTexts.confirm_request ? "" : form.confirmRequestText,
      waitlistMode: form.waitlistMode,
      waitlistHoldMinutes: hoursOf(form.waitlistHoldMinutes),
      version: current.version,
    };
    void save(messageSettingsInput, body, () => settingsApi.saveMessageSettings(body), {
      done: "Mensajes guardados: los próximos recordatorios y avisos ya los usan.",
      preview: false,
    });
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className={cn(cardVariants({ padding: "md" }), "grid gap-3 sm:grid-cols-2 sm:items-start")}
    >
      <SelectField
        label="Recordatorio en el móvil"
        className="sm:col-span-2"
        value={form.offered}
        onChange={(e) => set({ offered: phoneChannels.find((c) => c === e.target.value) ?? "" })}
        error={fields.offered}
        hint={
          current.providers.length === 0
            ? "El servidor no tiene WhatsApp ni SMS configurados: todos los mensajes van por email."
            : "Lo que la reserva online ofrece en una casilla sin marcar. Sin marcarla, el recordatorio va por email."
        }
      >
        {current.providers.map((channel) => (
          <option key={channel} value={channel}>
            {channelNames[channel]}
          </option>
        ))}
        <option value="">No ofrecer (solo email)</option>
      </SelectField>
      <Field
        label="Petición de confirmación (horas antes)"
        inputMode="numeric"
        value={form.confirmRequestHours}
        onChange={(e) => set({ confirmRequestHours: e.target.value })}
        error={fields.confirmRequestHours}
        hint="Por WhatsApp o SMS, con Confirmar, Cambiar y Cancelar. Vacío: no se pide."
      />
      <Field
        label="Recordatorio (horas antes)"
        inputMode="numeric"
        value={form.reminderHours}
        onChange={(e) => set({ reminderHours: e.target.value })}
        error={fields.reminderHours}
      />
      <Field
        label="Último aviso (horas antes, opcional)"
        inputMode="numeric"
        value={form.lastReminderHours}
        onChange={(e) => set({ lastReminderHours: e.target.value })}
        error={fields.lastReminderHours}
        hint="Por ejemplo 2. Vacío: no se envía."
      />
      <div className="hidden sm:block" />
      <MessageText
        kind="confirm_request"
        value={form.confirmRequestText}
        onChange={(v) => set({ confirmRequestText: v })}
        error={fields.confirmRequestText}
      />
      <MessageText
        kind="reminder"
        value={form.reminderText}
        onChange={(v) => set({ reminderText: v })}
        error={fields.reminderText}
      />
      <SelectField
        label="Lista de espera: a quién se ofrece un hueco"
        value={form.waitlistMode}
        onChange={(e) => set({ waitlistMode: waitlistModes.find((m) => m === e.target.value) ?? "one" })}
        error={fields.waitlistMode}
      >
        {waitlistModes.map((m) => (
          <option key={m} value={m}>
            {waitlistModeNames[m]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Minutos para aceptar un hueco"
        inputMode="numeric"
        value={form.waitlistHoldMinutes}
        onChange={(e) => set({ waitlistHoldMinutes: e.target.value })}
        error={fields.waitlistHoldMinutes}
        hint="Pasado ese tiempo, el aviso caduca y el hueco se ofrece a la siguiente."
      />
      <Field
        label="Precio de un WhatsApp (€)"
        inputMode="decimal"
        value={form.whatsapp}
        onChange={(e) => set({ whatsapp: e.target.value })}
        error={fields.whatsappMillis}
      />
      <Field
        label="Precio de un SMS (€)"
        inputMode="decimal"
        value={form.sms}
        onChange={(e) => set({ sms: e.target.value })}
        error={fields.smsMillis}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Guardando…" : "Guardar mensajes"}
      </Button>
      <Status message={message} />
    </form>
  );
}

/** A timed message's text with its preview, filled with a sample client as it will be sent. */
function MessageText({
  kind,
  value,
  onChange,
  error,
}: {
  kind: TimedKind;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const problem = messageTextProblem(value.trim());
  return (
    <div className="grid gap-2">
      <TextareaField
        label={`Texto: ${timedKindNames[kind].toLowerCase()}`}
        rows={3}
        maxLength={MAX_TEXT}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? problem}
        hint={`Puedes usar ${placeholders.map((p) => `{${p}}`).join(", ")}.`}
      />
      <figure className="rounded-lg bg-muted p-3 text-sm">
        <figcaption className="mb-1 text-xs font-medium text-muted-foreground">Vista previa</figcaption>
        <p>{problem ? "—" : `${fillText(kind, value.trim() || null, sampleValues)} ${answerHint}`}</p>
      </figure>
    </div>
  );
}
