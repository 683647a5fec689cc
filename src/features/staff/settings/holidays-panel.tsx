import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { longSpanishDate } from "@/lib/dates";
import { staffApi } from "../shared/staff-api";

interface Proposal {
  date: string;
  name: string;
  blocked: boolean;
  chosen: boolean;
}

/**
 * A year's public holidays in one step (OW-05): the region's national and regional holidays are
 * proposed, each one can be left out or renamed (and its date corrected) before the salon closes on
 * them. Days already closed are shown as such and not offered again.
 */
export function HolidaysPanel({ year: initialYear, onChanged }: { year: string; onChanged: () => void }) {
  const [year, setYear] = useState(initialYear);
  const [proposals, setProposals] = useState<Proposal[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      const data = await staffApi.holidays(year);
      setProposals(data.holidays.map((h) => ({ ...h, chosen: !h.blocked })));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  const update = (index: number, change: Partial<Proposal>) =>
    setProposals((list) => list && list.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const chosen = (proposals ?? []).filter((p) => p.chosen && !p.blocked);

  async function apply() {
    setBusy(true);
    setMessage(null);
    try {
      const { created, skipped } = await staffApi.applyHolidays({
        holidays: chosen.map((p) => ({ date: p.date, name: p.name })),
      });
      setMessage(
        `Salón cerrado ${created} ${created === 1 ? "día festivo" : "días festivos"}${skipped > 0 ? ` (${skipped} ya estaban cerrados)` : ""}.`,
      );
      setProposals(null);
      onChanged();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="festivos-titulo" className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
      <h2 id="festivos-titulo" className="text-xl font-semibold">
        Festivos del año
      </h2>
      <form onSubmit={load} className="flex flex-wrap items-end gap-2">
        <Field
          label="Año"
          inputMode="numeric"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          className="w-28"
        />
        <Button type="submit" variant="outline">
          Ver festivos
        </Button>
      </form>
      {proposals ? (
        <>
          <ul className="space-y-2" aria-label={`Festivos de ${year}`}>
            {proposals.map((p, i) => (
              <li key={`${p.date}-${i}`} className="flex flex-wrap items-end gap-2">
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={p.chosen && !p.blocked}
                    disabled={p.blocked}
                    onChange={(e) => update(i, { chosen: e.target.checked })}
                  />
                  <span className="sr-only">Cerrar el {longSpanishDate(p.date)}</span>
                </label>
                <Field
                  label="Día"
                  type="date"
                  value={p.date}
                  disabled={p.blocked}
                  onChange={(e) => e.target.value && update(i, { date: e.target.value })}
                  className="w-44"
                />
                <Field
                  label="Festivo"
                  value={p.name}
                  disabled={p.blocked}
                  onChange={(e) => update(i, { name: e.target.value })}
                  className="min-w-56 flex-1"
                />
                {p.blocked ? <span className="pb-3 text-sm text-muted-foreground">Ya cerrado</span> : null}
              </li>
            ))}
          </ul>
          <Button onClick={() => void apply()} disabled={busy || chosen.length === 0}>
            Cerrar el salón {chosen.length} {chosen.length === 1 ? "día" : "días"}
          </Button>
        </>
      ) : null}
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message}
      </p>
    </section>
  );
}
