/**
 * The agenda's waitlist (WL-01, WL-02): who waits for a time on the day shown — what, with whom, when
 * in the day, and the offer out to her now — and reception's own additions (a phone is enough).
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { useSettings } from "@/hooks/use-settings";
import { cn } from "@/lib/cn";
import { addDays } from "@/lib/dates";
import { activeServices, professionalsFor } from "@/lib/settings/queries";
import { timeWindows, type TimeWindow } from "@/domain/waitlist/rules";
import type { WaitingView } from "@/domain/waitlist/schemas";
import { ApiError, staffApi } from "../shared/staff-api";

export function WaitlistPanel({ date, onChanged }: { date: string; onChanged: (count: number) => void }) {
  const [waiting, setWaiting] = useState<WaitingView[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState("");
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    staffApi.waiting(date).then(
      (r) => {
        if (!current) return;
        setWaiting(r.waiting);
        onChanged(r.waiting.length);
      },
      (e: unknown) => current && setStatus(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [date, version, onChanged]);

  async function remove(entry: WaitingView) {
    try {
      await staffApi.removeWaiting(entry.id);
      setStatus(`${entry.name} ya no está en la lista de espera.`);
      setVersion((v) => v + 1);
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <section aria-labelledby="espera-titulo" className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="espera-titulo" className="text-xl font-semibold">
          Lista de espera
        </h2>
        <Button variant="outline" size="sm" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
          Añadir a la lista de espera
        </Button>
      </div>
      <p role="status" className="text-sm">
        {status ||
          (waiting === null
            ? "Cargando…"
            : waiting.length === 0
              ? "Nadie espera un hueco este día."
              : `${waiting.length} ${waiting.length === 1 ? "persona espera" : "personas esperan"} un hueco este día.`)}
      </p>
      {adding ? (
        <DeskWaitlistForm
          date={date}
          onAdded={(name) => {
            setAdding(false);
            setStatus(`${name} está en la lista de espera: le ofreceremos el primer hueco que encaje.`);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
      {waiting && waiting.length > 0 ? (
        <ul className="divide-y divide-border text-sm">
          {waiting.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-medium">{w.name}</span>
              <span>
                {w.serviceName} · {w.staffName ? `con ${w.staffName}` : "con cualquiera"} · {w.window}
              </span>
              {w.offer ? (
                <span className="rounded-full bg-secondary px-2 text-xs">
                  Hueco ofrecido: {w.offer.time} con {w.offer.staffName}, hasta las {w.offer.until}
                </span>
              ) : null}
              {w.offer && !w.channel && w.phone ? (
                // WL-06: no email and no consent to her phone: nobody has told her; the desk calls.
                <strong className="text-xs text-destructive">
                  Nadie se lo ha dicho: llámala:{" "}
                  <a href={`tel:${w.phone.replace(/[^\d+]/g, "")}`} className="underline">
                    {w.phone}
                  </a>
                </strong>
              ) : null}
              <span className="ml-auto flex gap-2">
                {w.phone ? (
                  <a href={`tel:${w.phone.replace(/[^\d+]/g, "")}`} className="underline">
                    Llamar
                  </a>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => void remove(w)}>
                  Quitar<span className="sr-only"> a {w.name}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DeskWaitlistForm({ date, onAdded }: { date: string; onAdded: (name: string) => void }) {
  const settings = useSettings();
  const services = activeServices(settings);
  const [form, setForm] = useState({
    service: services[0]?.id ?? "",
    staff: "",
    fromDay: date,
    toDay: addDays(date, 6),
    window: "any" as TimeWindow,
    name: "",
    phone: "",
    email: "",
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await staffApi.addWaiting({ ...form, ...(form.staff ? {} : { staff: "" }) });
      onAdded(form.name);
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Añadir a la lista de espera"
    >
      <SelectField
        label="Servicio"
        value={form.service}
        onChange={(e) => set({ service: e.target.value, staff: "" })}
        error={fields.service}
      >
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Con" value={form.staff} onChange={(e) => set({ staff: e.target.value })} error={fields.staff}>
        <option value="">Cualquier profesional</option>
        {professionalsFor(settings, form.service).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <Field
        label="Desde"
        type="date"
        value={form.fromDay}
        onChange={(e) => set({ fromDay: e.target.value })}
        error={fields.fromDay}
      />
      <Field
        label="Hasta"
        type="date"
        value={form.toDay}
        onChange={(e) => set({ toDay: e.target.value })}
        error={fields.toDay}
      />
      <SelectField
        label="Franja"
        value={form.window}
        onChange={(e) =>
          set({ window: (Object.keys(timeWindows) as TimeWindow[]).find((w) => w === e.target.value) ?? "any" })
        }
      >
        {(Object.keys(timeWindows) as TimeWindow[]).map((w) => (
          <option key={w} value={w}>
            {timeWindows[w].label}
          </option>
        ))}
      </SelectField>
      <Field
        label="Nombre de la clienta"
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        error={fields.name}
      />
      <Field
        label="Teléfono"
        type="tel"
        value={form.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={fields.phone}
      />
      <Field
        label="Email (opcional)"
        type="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
        error={fields.email}
      />
      {message ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {message}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start">
        Añadir
      </Button>
    </form>
  );
}
