/**
 * `/gestion/ajustes` (OW-01, OW-03, OW-06): the salon changes its own
 * services, prices, hours, closures and team, live on the site within
 * seconds. Each form checks its values with the server's own schema before
 * sending; a change that touches future appointments lists them first (with
 * the clients' contact, to cancel or move them) and nothing is saved without
 * the owner seeing that list; a save that lost a race shows the current values.
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { ZodType } from "zod";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { ServiceCard } from "@/components/sections/services-grid";
import { closureInput, hoursInput, serviceIcons, serviceInput, teamMemberInput } from "@/domain/settings/schemas";
import type { StaffAppointment } from "@/domain/booking/schemas";
import { cn } from "@/lib/cn";
import { longSpanishDate } from "@/lib/dates";
import type { SalonSettings, ServiceSetting, TeamMember } from "@/lib/settings/model";
import { ApiError, staffApi } from "../agenda-api";
import { settingsApi } from "../settings-api";
import { StaffGate } from "./agenda-app";
import { HolidaysPanel } from "./holidays-panel";

type Fields = Record<string, string>;
type Saved = { settings: unknown; affected: StaffAppointment[] };

const weekdays = [
  { day: 1, name: "Lunes" },
  { day: 2, name: "Martes" },
  { day: 3, name: "Miércoles" },
  { day: 4, name: "Jueves" },
  { day: 5, name: "Viernes" },
  { day: 6, name: "Sábado" },
  { day: 0, name: "Domingo" },
] as const;

const iconNames: Record<(typeof serviceIcons)[number], string> = {
  scissors: "Tijeras",
  sparkles: "Destellos",
  hand: "Mano",
  palette: "Paleta",
  flower: "Flor",
  feather: "Pluma",
};

/** The schema's messages by field path ('features.1', 'days.3.closes'), as the server words them. */
function checkWith(schema: ZodType, value: unknown): Fields | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const fields: Fields = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}

export default function SettingsApp() {
  return <StaffGate>{() => <Settings />}</StaffGate>;
}

function Settings() {
  const [settings, setSettings] = useState<SalonSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    settingsApi.current().then(
      (loaded) => current && setSettings(loaded as SalonSettings),
      (e: unknown) => current && setError(e instanceof ApiError ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!settings) return <p className="text-muted-foreground">Cargando ajustes…</p>;
  const update = (next: unknown) => setSettings(next as SalonSettings);
  return (
    <div className="space-y-10">
      <nav aria-label="Secciones de ajustes" className="flex flex-wrap gap-3 text-sm">
        {["servicios", "horario", "cierres", "equipo", "ausencias"].map((id) => (
          <a key={id} href={`#${id}`} className="rounded-full border px-3 py-1 capitalize hover:border-primary">
            {id}
          </a>
        ))}
        <a href="/gestion" className="rounded-full border px-3 py-1 hover:border-primary">
          Volver a la agenda
        </a>
      </nav>
      <Services settings={settings} onSaved={update} />
      <Hours settings={settings} onSaved={update} />
      <Closures settings={settings} onSaved={update} />
      <Team settings={settings} onSaved={update} />
      <TimeOff settings={settings} />
    </div>
  );
}

function Section({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-titulo`} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}

/**
 * One save: the schema first, then a dry run that lists what it touches (shown, to confirm), then
 * the save. A 409 conflict brings the current values; a 409 with appointments lists them.
 */
function useSave(onSaved: (settings: unknown) => void, announce?: (message: string) => void) {
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ affected: StaffAppointment[]; run: () => Promise<void> } | null>(null);

  function refused(e: unknown) {
    if (e instanceof ApiError) {
      setFields(e.fields);
      setMessage(e.message);
      const body = e.body as { settings?: unknown; affected?: StaffAppointment[] } | null;
      if (e.code === "conflict" && body?.settings) onSaved(body.settings);
      if (e.code === "has_appointments" && body?.affected) setPending({ affected: body.affected, run: async () => {} });
    } else setMessage(String(e));
  }

  async function save(
    schema: ZodType,
    value: unknown,
    send: (dryRun: boolean) => Promise<Saved>,
    options: { done: string; preview?: boolean },
  ) {
    const wrong = checkWith(schema, value);
    setPending(null);
    if (wrong) {
      setFields(wrong);
      setMessage("Revisa los datos marcados.");
      return;
    }
    setBusy(true);
    setFields({});
    setMessage(null);
    const commit = async () => {
      setBusy(true);
      try {
        const saved = await send(false);
        setPending(null);
        // An editor keyed by version is replaced after a save: its section says it.
        if (announce) announce(options.done);
        else setMessage(options.done);
        onSaved(saved.settings);
      } catch (e) {
        refused(e);
      } finally {
        setBusy(false);
      }
    };
    try {
      if (options.preview !== false) {
        const preview = await send(true);
        if (preview.affected.length > 0) {
          setPending({ affected: preview.affected, run: commit });
          setMessage(null);
          return;
        }
      }
      await commit();
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  }
  return { fields, message, busy, pending, setPending, save, setMessage };
}

function Status({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium">
      {message}
    </p>
  );
}

/** Appointments a change touches (OW-03): who, when, how to reach them; cancel here or move in the agenda. */
function Affected({
  affected,
  onConfirm,
  onDismiss,
  confirmLabel,
}: {
  affected: StaffAppointment[];
  onConfirm?: () => void;
  onDismiss: () => void;
  confirmLabel?: string;
}) {
  const [list, setList] = useState(affected);
  const [note, setNote] = useState<string | null>(null);
  async function cancel(a: StaffAppointment) {
    try {
      await staffApi.setStatus(a.id, "cancelled");
      setList((l) => l.filter((x) => x.id !== a.id));
      setNote(`Cita de ${a.clientName ?? "cliente"} cancelada; le enviamos un email si lo tiene.`);
    } catch (e) {
      setNote(e instanceof ApiError ? e.message : String(e));
    }
  }
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-500 bg-amber-50 p-4 text-sm">
      <p className="font-semibold">
        {list.length === 0
          ? "Ya no queda ninguna cita afectada."
          : `Este cambio afecta a ${list.length} ${list.length === 1 ? "cita" : "citas"}:`}
      </p>
      <ul className="space-y-2">
        {list.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {longSpanishDate(a.date)} {a.time} · {a.serviceName} con {a.staffName} · {a.clientName ?? "Sin nombre"}
              {a.clientPhone ? ` · ${a.clientPhone}` : ""}
              {a.clientEmail ? ` · ${a.clientEmail}` : ""}
            </span>
            <span className="flex gap-2">
              <a href={`/gestion?fecha=${a.date}`} className="underline">
                Mover en la agenda
              </a>
              <Button type="button" size="sm" variant="outline" onClick={() => void cancel(a)}>
                Cancelar cita de {a.clientName ?? "cliente"}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {note ? <p aria-live="polite">{note}</p> : null}
      <div className="flex gap-2">
        {onConfirm ? (
          <Button type="button" size="sm" onClick={onConfirm}>
            {confirmLabel ?? "Guardar igualmente"}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          Volver al formulario
        </Button>
      </div>
    </div>
  );
}

// ——— Services ———

type ServiceForm = Omit<ServiceSetting, "id" | "version" | "minutes" | "bufferMinutes" | "price" | "position"> & {
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
});

const valuesOfService = (f: ServiceForm) => ({
  ...f,
  features: [f.features[0], f.features[1], f.features[2]] as [string, string, string],
  minutes: Number(f.minutes),
  bufferMinutes: Number(f.bufferMinutes),
  price: Number(f.price),
  position: Number(f.position),
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
  version: 0,
};

function Services({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: unknown) => void }) {
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
            <ServiceEditor service={s} onSaved={onSaved} announce={setSaved} />
          </details>
        ))}
        <details key={`new-${settings.services.length}`} className={cn(cardVariants({ padding: "md" }))}>
          <summary className="cursor-pointer font-semibold">Añadir un servicio</summary>
          <ServiceEditor service={newService} onSaved={onSaved} announce={setSaved} />
        </details>
      </div>
      <Status message={saved} />
    </Section>
  );
}

function ServiceEditor({
  service,
  onSaved,
  announce,
}: {
  service: ServiceSetting;
  onSaved: (s: unknown) => void;
  announce: (message: string) => void;
}) {
  const [form, setForm] = useState(() => formOfService(service));
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
    const values = valuesOfService(form);
    void save(
      serviceInput,
      values,
      (dryRun) =>
        (isNew
          ? settingsApi.addService(values, dryRun)
          : settingsApi.saveService(service.id, { ...values, version: service.version }, dryRun)) as Promise<Saved>,
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
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
          />
          Se ofrece en la web
        </label>
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

// ——— Opening hours ———

function Hours({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: unknown) => void }) {
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
    void save(hoursInput, body, (dryRun) => settingsApi.saveHours(body, dryRun) as Promise<Saved>, {
      done: "Horario guardado.",
    });
  }
  return (
    <Section
      id="horario"
      title="Horario del salón"
      text="El horario se indica una sola vez: los turnos del equipo deben caber en él. Antes de guardar te mostramos las citas que quedarían fuera."
    >
      <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
        {days.map((d, i) => {
          const name = weekdays[i]?.name ?? "";
          return (
            <fieldset key={d.weekday} className="grid items-end gap-3 sm:grid-cols-[8rem_1fr_1fr_12rem]">
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
            confirmLabel="Guardar el horario igualmente"
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

// ——— Closures ———

function Closures({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: unknown) => void }) {
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
    void save(closureInput, value, (dryRun) => settingsApi.addClosure(value, dryRun) as Promise<Saved>, {
      done: "Cierre guardado: la web ya no ofrece esas horas.",
    });
  }
  async function remove(id: number) {
    try {
      const saved = await settingsApi.deleteClosure(id);
      onSaved((saved as Saved).settings);
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
      <ul className="space-y-2">
        {settings.closures.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span>
              {c.startDate === c.endDate
                ? longSpanishDate(c.startDate)
                : `${longSpanishDate(c.startDate)} – ${longSpanishDate(c.endDate)}`}
              {c.startTime !== "00:00" || c.endTime !== "24:00" ? ` (${c.startTime}–${c.endTime})` : " (todo el día)"}
              {c.note ? ` · ${c.note}` : ""}
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => void remove(c.id)}>
              Quitar cierre {c.startDate}
            </Button>
          </li>
        ))}
      </ul>
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

// ——— Team ———

type ShiftForm = { days: number[]; starts: string; ends: string };

const newMember: TeamMember = {
  id: "",
  name: "",
  role: "",
  photo: null,
  services: [],
  shifts: [],
  active: true,
  position: 99,
  version: 0,
};

function Team({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: unknown) => void }) {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Section
      id="equipo"
      title="Equipo"
      text="Quién atiende, qué servicios hace y en qué turnos. Los turnos deben caber en el horario del salón."
    >
      <div className="space-y-3">
        {settings.team.map((p) => (
          <details key={`${p.id}-${p.version}`} className={cn(cardVariants({ padding: "md" }))}>
            <summary className="cursor-pointer font-semibold">
              {p.name} · {p.role}
              {p.active ? "" : " · no atiende citas"}
            </summary>
            <MemberEditor member={p} settings={settings} onSaved={onSaved} announce={setSaved} />
          </details>
        ))}
        <details key={`new-${settings.team.length}`} className={cn(cardVariants({ padding: "md" }))}>
          <summary className="cursor-pointer font-semibold">Añadir una profesional</summary>
          <MemberEditor member={newMember} settings={settings} onSaved={onSaved} announce={setSaved} />
        </details>
      </div>
      <Status message={saved} />
    </Section>
  );
}

function MemberEditor({
  member,
  settings,
  onSaved,
  announce,
}: {
  member: TeamMember;
  settings: SalonSettings;
  onSaved: (s: unknown) => void;
  announce: (message: string) => void;
}) {
  const [form, setForm] = useState({
    name: member.name,
    role: member.role,
    services: [...member.services],
    shifts: member.shifts.map((s) => ({ days: [...s.days] as number[], starts: s.starts, ends: s.ends })),
    active: member.active,
    position: String(member.position),
  });
  const { fields, message, busy, pending, setPending, save } = useSave(onSaved, announce);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const isNew = member.id === "";
  const setShift = (i: number, patch: Partial<ShiftForm>) =>
    setForm((f) => ({ ...f, shifts: f.shifts.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...form, position: Number(form.position) };
    void save(
      teamMemberInput,
      values,
      (dryRun) =>
        (isNew
          ? settingsApi.addTeamMember(values, dryRun)
          : settingsApi.saveTeamMember(member.id, { ...values, version: member.version }, dryRun)) as Promise<Saved>,
      { done: isNew ? `${values.name} añadida al equipo.` : `Ficha de ${values.name} guardada.` },
    );
  }
  const label = member.name || "la nueva profesional";
  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const saved = await settingsApi.uploadPhoto(member.id, member.version, file);
      announce(`Foto de ${member.name} guardada.`);
      onSaved((saved as Saved).settings);
    } catch (e) {
      setPhotoError(e instanceof ApiError ? e.message : String(e));
    }
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
      {isNew ? (
        <p className="text-sm text-muted-foreground">Guarda la ficha para añadir su foto.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {member.photo ? (
            <img
              src={member.photo}
              alt={`Foto de ${member.name}`}
              width={96}
              height={96}
              className="size-24 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-24 items-center justify-center rounded-full bg-secondary text-2xl font-semibold"
            >
              {member.name.slice(0, 1)}
            </span>
          )}
          <Field
            label={`Foto de ${member.name}`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
            hint="La que hiciste con el móvil: la recortamos en cuadrado y la optimizamos."
            error={photoError ?? undefined}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Nombre"
          value={form.name}
          onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
          error={fields.name}
        />
        <Field
          label="Función"
          value={form.role}
          onChange={(e) => setForm((f) => ({ ...f, role: e.target.value }))}
          error={fields.role}
        />
        <Field
          label="Orden en la web"
          inputMode="numeric"
          value={form.position}
          onChange={(e) => setForm((f) => ({ ...f, position: e.target.value }))}
          error={fields.position}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Servicios de {label}</legend>
        <div className="flex flex-wrap gap-3">
          {settings.services.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.services.includes(s.id)}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    services: e.target.checked ? [...f.services, s.id] : f.services.filter((x) => x !== s.id),
                  }))
                }
              />
              {s.name}
            </label>
          ))}
        </div>
        {fields.services ? <p className="mt-1 text-sm text-destructive">{fields.services}</p> : null}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Turnos de {label}</legend>
        {form.shifts.map((shift, i) => (
          <div key={i} className="grid items-end gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_8rem_8rem_auto]">
            <div className="flex flex-wrap gap-2" role="group" aria-label={`Días del turno ${i + 1}`}>
              {weekdays.map(({ day, name }) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={shift.days.includes(day)}
                    onChange={(e) =>
                      setShift(i, {
                        days: e.target.checked ? [...shift.days, day] : shift.days.filter((x) => x !== day),
                      })
                    }
                  />
                  {name.slice(0, 3)}
                </label>
              ))}
              {fields[`shifts.${i}.days`] ? (
                <p className="w-full text-sm text-destructive">{fields[`shifts.${i}.days`]}</p>
              ) : null}
            </div>
            <Field
              label={`Entrada turno ${i + 1}`}
              type="time"
              value={shift.starts}
              onChange={(e) => setShift(i, { starts: e.target.value })}
              error={fields[`shifts.${i}.starts`]}
            />
            <Field
              label={`Salida turno ${i + 1}`}
              type="time"
              value={shift.ends}
              onChange={(e) => setShift(i, { ends: e.target.value })}
              error={fields[`shifts.${i}.ends`]}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setForm((f) => ({ ...f, shifts: f.shifts.filter((_, j) => j !== i) }))}
            >
              Quitar turno {i + 1}
            </Button>
          </div>
        ))}
        {fields.shifts ? <p className="text-sm text-destructive">{fields.shifts}</p> : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            setForm((f) => ({ ...f, shifts: [...f.shifts, { days: [1, 2, 3, 4, 5], starts: "09:00", ends: "15:00" }] }))
          }
        >
          Añadir turno
        </Button>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
        />
        Atiende citas y aparece en la web
      </label>
      {pending ? (
        <Affected
          affected={pending.affected}
          confirmLabel="Guardar igualmente (las citas se mantienen)"
          onConfirm={() => void pending.run()}
          onDismiss={() => setPending(null)}
        />
      ) : null}
      <Status message={message} />
      <Button type="submit" disabled={busy}>
        {busy ? "Guardando…" : isNew ? "Añadir al equipo" : `Guardar ficha de ${member.name}`}
      </Button>
    </form>
  );
}

// ——— Time off ———

type TimeOffRow = {
  id: string;
  staffId: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  reason: string;
};

function TimeOff({ settings }: { settings: SalonSettings }) {
  const [rows, setRows] = useState<TimeOffRow[] | null>(null);
  const [form, setForm] = useState({ staff: settings.team[0]?.id ?? "", fromDate: "", toDate: "", reason: "" });
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const load = () => settingsApi.timeOff().then((r) => setRows((r as { timeOff: TimeOffRow[] }).timeOff));
  useEffect(() => {
    void load().catch(() => setRows([]));
  }, []);
  const name = (id: string) => settings.team.find((p) => p.id === id)?.name ?? id;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    try {
      await staffApi.block({
        staff: form.staff,
        fromDate: form.fromDate,
        toDate: form.toDate || form.fromDate,
        reason: form.reason,
      });
      setMessage(`Ausencia de ${name(form.staff)} guardada.`);
      await load();
    } catch (e) {
      if (e instanceof ApiError) {
        setFields(e.fields);
        setMessage(e.message);
      } else setMessage(String(e));
    }
  }
  async function remove(id: string) {
    try {
      await staffApi.unblock(id);
      setMessage("Ausencia eliminada.");
      await load();
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : String(e));
    }
  }
  return (
    <Section
      id="ausencias"
      title="Ausencias"
      text="Vacaciones, formación o días libres de cada profesional: la web no ofrece esas horas con ella."
    >
      <ul className="space-y-2">
        {(rows ?? []).map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span>
              {name(r.staffId)}: {longSpanishDate(r.fromDate)} {r.fromTime} – {longSpanishDate(r.toDate)} {r.toTime}
              {r.reason ? ` · ${r.reason}` : ""}
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => void remove(r.id)}>
              Quitar ausencia de {name(r.staffId)}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "grid gap-3 sm:grid-cols-2")}>
        <SelectField
          label="Profesional"
          value={form.staff}
          onChange={(e) => setForm((f) => ({ ...f, staff: e.target.value }))}
          error={fields.staff}
        >
          {settings.team
            .filter((p) => p.active)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </SelectField>
        <Field
          label="Motivo"
          value={form.reason}
          onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
          error={fields.reason}
        />
        <Field
          label="Primer día de ausencia"
          type="date"
          value={form.fromDate}
          onChange={(e) => setForm((f) => ({ ...f, fromDate: e.target.value }))}
          error={fields.fromDate}
        />
        <Field
          label="Último día de ausencia"
          type="date"
          value={form.toDate}
          onChange={(e) => setForm((f) => ({ ...f, toDate: e.target.value }))}
          error={fields.toDate}
        />
        <div className="sm:col-span-2">
          <Status message={message} />
          <Button type="submit">Guardar ausencia</Button>
        </div>
      </form>
    </Section>
  );
}
