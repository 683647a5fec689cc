/** `/gestion/ajustes` · Horario (OW-01): the week's hours, stated once, and the days without online booking. */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { hoursInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { SalonSettings } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import { Affected, Section, Status, useSave, weekdays } from "./settings-kit";

export function Hours({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  const [days, setDays] = useState(() =>
    weekdays.map(({ day }) => {
      const h = settings.hours.find((x) => x.weekday === day);
      return { weekday: day, open: Boolean(h), opens: h?.opens ?? "09:00", closes: h?.closes ?? "20:00" };
    }),
  );
  const [closedToBooking, setClosedToBooking] = useState<number[]>([...settings.bookingClosedWeekdays]);
  const { fields, message, busy, pending, setPending, save } = useSave(onSaved);
  const change = (i: number, patch: Partial<(typeof days)[number]>) =>
    setDays((d) => d.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { days, bookingClosedWeekdays: closedToBooking, version: settings.hoursVersion };
    // OW-09: the dry run shows the shifts the new hours would trim; the save trims exactly when it showed some.
    void save(
      hoursInput,
      body,
      (dryRun, preview) =>
        settingsApi.saveHours({ ...body, adjustShifts: dryRun || (preview?.shifts?.length ?? 0) > 0 }, dryRun),
      {
        done: "Horario guardado.",
      },
    );
  }
  return (
    <Section
      id="horario"
      title="Horario del salón"
      text="El horario se indica una sola vez: los turnos del equipo deben caber en él. Antes de guardar te mostramos los turnos que habría que ajustar y las citas que quedarían fuera."
    >
      <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
        {days.map((d, i) => {
          const name = weekdays[i]?.name ?? "";
          return (
            <fieldset
              key={d.weekday}
              className="grid items-end gap-3 border-b pb-3 last-of-type:border-0 sm:grid-cols-[8rem_1fr_1fr_12rem]"
            >
              <legend className="sr-only">{name}</legend>
              <label className="flex items-center gap-2 font-medium">
                <input type="checkbox" checked={d.open} onChange={(e) => change(i, { open: e.target.checked })} />
                {name}
              </label>
              <Field
                label={`Abre el ${name.toLowerCase()}`}
                type="time"
                disabled={!d.open}
                value={d.opens}
                onChange={(e) => change(i, { opens: e.target.value })}
                error={fields[`days.${i}.opens`]}
              />
              <Field
                label={`Cierra el ${name.toLowerCase()}`}
                type="time"
                disabled={!d.open}
                value={d.closes}
                onChange={(e) => change(i, { closes: e.target.value })}
                error={fields[`days.${i}.closes`]}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={closedToBooking.includes(d.weekday)}
                  onChange={(e) =>
                    setClosedToBooking((c) => (e.target.checked ? [...c, d.weekday] : c.filter((x) => x !== d.weekday)))
                  }
                />
                Sin reservas online
              </label>
            </fieldset>
          );
        })}
        {fields.days ? <p className="text-sm text-destructive">{fields.days}</p> : null}
        {pending ? (
          <Affected
            affected={pending.affected}
            shifts={pending.shifts}
            confirmLabel={
              pending.shifts.length > 0 ? "Guardar el horario y ajustar los turnos" : "Guardar el horario igualmente"
            }
            onConfirm={() => void pending.run()}
            onDismiss={() => setPending(null)}
          />
        ) : null}
        <Status message={message} />
        <Button type="submit" disabled={busy}>
          {busy ? "Guardando…" : "Guardar horario"}
        </Button>
      </form>
    </Section>
  );
}
