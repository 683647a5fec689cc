/**
 * `/gestion/ajustes` · Reservas online (OW-11): how far ahead clients book, until when they cancel
 * online, how many future appointments one client may hold, and every how many minutes
 * appointments start. What is saved is what the widget, the calendar, the chat, the legal texts,
 * the emails and /cita say from the next request on; appointments already booked keep their time.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { bookingPolicyInput, slotGrids } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { BookingPolicy, SalonSettings } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import { type EditorProps, Status, useSave, VersionedSection } from "./settings-kit";

const gridNames: Record<(typeof slotGrids)[number], string> = {
  15: "Cada 15 minutos (9:00, 9:15, 9:30…)",
  30: "Cada 30 minutos (9:00, 9:30, 10:00…)",
  60: "A las horas en punto (9:00, 10:00…)",
};

export function BookingPolicyForm({
  settings,
  onSaved,
}: {
  settings: SalonSettings;
  onSaved: (s: SalonSettings) => void;
}) {
  return (
    <VersionedSection
      id="reservas"
      title="Reservas online"
      text="Cuánto antes se puede reservar y cancelar online, y cada cuánto empiezan las citas. La web, el chat, los emails y los textos legales dicen siempre lo que guardes aquí; las citas ya reservadas no cambian."
      version={settings.booking.version}
      settings={settings}
      onSaved={onSaved}
      Editor={PolicyEditor}
    />
  );
}

function PolicyEditor({ settings, onSaved, announce }: EditorProps) {
  const policy = settings.booking;
  const [form, setForm] = useState({
    horizonDays: String(policy.horizonDays),
    cancelNoticeHours: String(policy.cancelNoticeHours),
    maxFutureBookingsPerContact: String(policy.maxFutureBookingsPerContact),
    slotMinutes: String(policy.slotMinutes),
  });
  const { fields, message, busy, save } = useSave(onSaved, announce);
  // A value the server's configuration sets is in force whatever is saved here: shown, not editable.
  const fixed = (key: BookingPolicy["fixedByServer"][number], variable: string) =>
    policy.fixedByServer.includes(key)
      ? { disabled: true, hint: `Lo fija la configuración del servidor (${variable}).` }
      : {};
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const number = (v: string) => (v.trim() === "" ? Number.NaN : Number(v.replace(",", ".")));
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      horizonDays: number(form.horizonDays),
      cancelNoticeHours: number(form.cancelNoticeHours),
      maxFutureBookingsPerContact: number(form.maxFutureBookingsPerContact),
      slotMinutes: number(form.slotMinutes),
      version: policy.version,
    };
    void save(bookingPolicyInput, body, () => settingsApi.saveBooking(body), {
      done: "Reservas online guardadas: la web ya lo dice así.",
      preview: false,
    });
  }
  return (
    <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "grid gap-4 sm:grid-cols-2")}>
      <Field
        label="Días de antelación para reservar"
        inputMode="numeric"
        value={form.horizonDays}
        onChange={set("horizonDays")}
        error={fields.horizonDays}
        {...fixed("horizonDays", "BOOKING_HORIZON_DAYS")}
      />
      <Field
        label="Horas de aviso para cancelar o cambiar online"
        inputMode="numeric"
        value={form.cancelNoticeHours}
        onChange={set("cancelNoticeHours")}
        error={fields.cancelNoticeHours}
        {...fixed("cancelNoticeHours", "CANCEL_NOTICE_HOURS")}
      />
      <Field
        label="Citas futuras por cliente (mismo teléfono o email)"
        inputMode="numeric"
        value={form.maxFutureBookingsPerContact}
        onChange={set("maxFutureBookingsPerContact")}
        error={fields.maxFutureBookingsPerContact}
        {...fixed("maxFutureBookingsPerContact", "MAX_FUTURE_BOOKINGS_PER_CONTACT")}
      />
      <SelectField
        label="Las citas empiezan"
        value={form.slotMinutes}
        onChange={set("slotMinutes")}
        error={fields.slotMinutes}
        {...fixed("slotMinutes", "SLOT_MINUTES")}
      >
        {slotGrids.map((m) => (
          <option key={m} value={m}>
            {gridNames[m]}
          </option>
        ))}
      </SelectField>
      <div className="space-y-2 sm:col-span-2">
        <Status message={message} />
        <Button type="submit" disabled={busy}>
          {busy ? "Guardando…" : "Guardar reservas online"}
        </Button>
      </div>
    </form>
  );
}
