/** `/gestion/ajustes` · Cierres y festivos (OW-02, OW-05): a day or a range, all day or part of it, with a note. */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { closureInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import { longSpanishDate } from "@/lib/dates";
import { useSalonClock } from "@/hooks/use-salon-clock";
import type { SalonSettings } from "@/lib/settings/model";
import { ApiError } from "../shared/staff-api";
import { settingsApi } from "./settings-api";
import { HolidaysPanel } from "./holidays-panel";
import { Affected, Section, Status, useSave } from "./settings-kit";

export function Closures({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  const [form, setForm] = useState({ startDate: "", endDate: "", allDay: true, startTime: "", endTime: "", note: "" });
  const { fields, message, busy, pending, setPending, save, setMessage } = useSave(onSaved);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const body = () => ({
    startDate: form.startDate,
    endDate: form.endDate || form.startDate,
    allDay: form.allDay,
    ...(form.allDay ? {} : { startTime: form.startTime, endTime: form.endTime }),
    note: form.note,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = body();
    void save(closureInput, value, (dryRun) => settingsApi.addClosure(value, dryRun), {
      done: "Cierre guardado: la web ya no ofrece esas horas.",
    });
  }
  // The salon's today (after hydration): what has ended goes under 'Cierres pasados'.
  const today = useSalonClock()?.date ?? "";
  const coming = settings.closures.filter((c) => c.endDate >= today);
  const past = settings.closures.filter((c) => c.endDate < today);
  async function remove(id: number) {
    try {
      const saved = await settingsApi.deleteClosure(id);
      onSaved(saved.settings);
      setMessage("Cierre eliminado.");
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : String(e));
    }
  }
  return (
    <Section
      id="cierres"
      title="Cierres y festivos"
      text="Un día, varios o parte de un día. La web, el calendario de reservas, el estado «Abierto ahora» y el chat lo tienen en cuenta."
    >
      <ClosureList closures={coming} onRemove={remove} />
      {past.length > 0 ? (
        // Closures that have ended are history: folded away, still removable (issue 30).
        <details className="rounded-lg border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Cierres pasados ({past.length})</summary>
          <ClosureList closures={past} onRemove={remove} className="mt-2" />
        </details>
      ) : null}
      <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "grid gap-3 sm:grid-cols-2")}>
        <Field
          label="Desde el día"
          type="date"
          value={form.startDate}
          onChange={set("startDate")}
          error={fields.startDate}
        />
        <Field
          label="Hasta el día (incluido)"
          type="date"
          value={form.endDate}
          onChange={set("endDate")}
          error={fields.endDate}
          hint="Déjalo vacío para un solo día."
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            checked={form.allDay}
            onChange={(e) => setForm((f) => ({ ...f, allDay: e.target.checked }))}
          />
          Todo el día
        </label>
        {form.allDay ? null : (
          <>
            <Field
              label="Desde la hora"
              type="time"
              value={form.startTime}
              onChange={set("startTime")}
              error={fields.startTime}
            />
            <Field
              label="Hasta la hora"
              type="time"
              value={form.endTime}
              onChange={set("endTime")}
              error={fields.endTime}
            />
          </>
        )}
        <Field
          className="sm:col-span-2"
          label="Nota para la web"
          value={form.note}
          onChange={set("note")}
          error={fields.note}
          hint="Por ejemplo: Nochebuena, Inventario, Formación del equipo."
        />
        <div className="sm:col-span-2">
          {pending ? <Affected affected={pending.affected} onDismiss={() => setPending(null)} /> : null}
          <Status message={message} />
          <Button type="submit" disabled={busy}>
            {busy ? "Guardando…" : "Cerrar esos días"}
          </Button>
        </div>
      </form>
      <HolidaysPanel
        year={String(new Date().getFullYear() + (new Date().getMonth() === 11 ? 1 : 0))}
        onChanged={() => void settingsApi.current().then(onSaved)}
      />
    </Section>
  );
}

/** Closures with their days in words and a 'Quitar' that names the day ('Quitar cierre del viernes, …'). */
function ClosureList({
  closures,
  onRemove,
  className,
}: {
  closures: SalonSettings["closures"];
  onRemove: (id: number) => Promise<void>;
  className?: string;
}) {
  return (
    <ul className={cn("space-y-2", className)}>
      {closures.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
          <span>
            {c.startDate === c.endDate
              ? longSpanishDate(c.startDate)
              : `${longSpanishDate(c.startDate)} – ${longSpanishDate(c.endDate)}`}
            {c.startTime !== "00:00" || c.endTime !== "24:00" ? ` (${c.startTime}–${c.endTime})` : " (todo el día)"}
            {c.note ? ` · ${c.note}` : ""}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            // The day in words is long: it wraps on a phone instead of pushing the page sideways.
            className="h-auto! py-1 text-left whitespace-normal!"
            onClick={() => void onRemove(c.id)}
          >
            Quitar cierre del {longSpanishDate(c.startDate)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
