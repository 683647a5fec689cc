/**
 * 'Nueva cita' (ST-03, ST-07, ST-09): a phone or walk-in booking, with the clients the salon already
 * knows; a walk-in needs only a name; a visit of several services back to back, each with its
 * professional.
 */
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { useSettings } from "@/hooks/use-settings";
import { activeServices } from "@/lib/settings/queries";
import { MAX_VISIT_SERVICES } from "@/domain/booking/schemas";
import { fromMinutes, toMinutes } from "@/lib/dates";
import { type Appointment, staffApi } from "../shared/staff-api";
import type { DialogRequest } from "./action-dialogs";
import { Form, mailNote, type Staff, undoOf, useActionForm, WhenFields } from "./action-form";

export function AddForm({
  request,
  staff,
  onDone,
}: {
  request: Extract<DialogRequest, { kind: "add" }>;
  staff: Staff;
  onDone: (m: string) => void;
}) {
  const settings = useSettings();
  const { form, set, fill, error, warning, fields, busy, submit } = useActionForm(
    {
      service:
        (request.service && activeServices(settings).some((s) => s.id === request.service) ? request.service : null) ??
        staff.find((p) => p.id === request.staffId)?.services[0] ??
        "corte",
      staff: request.staffId ?? "",
      date: request.date,
      time: request.time ?? "10:00",
      name: request.client?.name ?? "",
      phone: request.client?.phone ?? "",
      email: request.client?.email ?? "",
    },
    onDone,
  );
  const qualified = staff.filter((p) => p.services.includes(form.service));
  const chosen = qualified.some((p) => p.id === form.staff) ? form.staff : (qualified[0]?.id ?? "");
  // ST-09: a visit — more services back to back after the first, each with its professional.
  const [extras, setExtras] = useState<{ service: string; staff: string }[]>([]);
  const services = activeServices(settings);
  const minutesOf = (id: string) => services.find((x) => x.id === id)?.minutes ?? 0;
  const whoDoes = (service: string) => staff.filter((p) => p.services.includes(service));
  const extraOf = (service: string, prefer: string) => ({
    service,
    staff: whoDoes(service).some((p) => p.id === prefer) ? prefer : (whoDoes(service)[0]?.id ?? ""),
  });
  const setExtra = (i: number, patch: Partial<{ service: string; staff: string }>) =>
    setExtras((list) =>
      list.map((x, j) => (j === i ? (patch.service ? extraOf(patch.service, x.staff) : { ...x, ...patch }) : x)),
    );
  /** When each further service starts: after everything before it. */
  const startOf = (i: number) =>
    fromMinutes(
      toMinutes(form.time || "00:00") +
        minutesOf(form.service) +
        extras.slice(0, i).reduce((sum, x) => sum + minutesOf(x.service), 0),
    );
  return (
    <Form
      error={error}
      warning={warning}
      busy={busy}
      label="Guardar cita"
      note={form.email.trim() ? mailNote("la confirmación") : null}
      onSubmit={(e) =>
        submit(
          e,
          async (override) => {
            return undoOf(await staffApi.add({ ...form, staff: chosen, override, extras }));
          },
          extras.length > 0
            ? `Visita de ${form.name.trim()} guardada: ${extras.length + 1} servicios seguidos.`
            : `Cita de ${form.name.trim()} guardada.`,
        )
      }
    >
      <SelectField label="Servicio" value={form.service} onChange={set("service")} error={fields.service}>
        {activeServices(settings).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.minutes} min)
          </option>
        ))}
      </SelectField>
      <WhenFields
        staff={staff}
        service={form.service}
        value={{ ...form, staff: chosen }}
        set={set}
        fields={fields}
        labels={["Fecha", "Hora"]}
      />
      {extras.map((x, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">
            Servicio {i + 2}, a las {startOf(i)}
          </legend>
          <SelectField
            label={`Servicio ${i + 2}`}
            value={x.service}
            onChange={(e) => setExtra(i, { service: e.target.value })}
            error={fields[`extras.${i}.service`]}
          >
            {services.map((sv) => (
              <option key={sv.id} value={sv.id}>
                {sv.name} ({sv.minutes} min)
              </option>
            ))}
          </SelectField>
          <SelectField
            label={`Profesional del servicio ${i + 2}`}
            value={x.staff}
            onChange={(e) => setExtra(i, { staff: e.target.value })}
            error={fields[`extras.${i}.staff`]}
          >
            {whoDoes(x.service).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="justify-self-start"
            onClick={() => setExtras((list) => list.filter((_, j) => j !== i))}
          >
            Quitar el servicio {i + 2}
          </Button>
        </fieldset>
      ))}
      {extras.length < MAX_VISIT_SERVICES - 1 ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            const next = services.find((sv) => sv.id !== form.service && whoDoes(sv.id).length > 0);
            if (next) setExtras((list) => [...list, extraOf(next.id, chosen)]);
          }}
        >
          Añadir otro servicio a la visita
        </Button>
      ) : null}
      <Field label="Nombre" autoComplete="off" value={form.name} onChange={set("name")} error={fields.name} required />
      <KnownClients
        query={form.phone.replace(/\D/g, "").length >= 3 ? form.phone : form.name}
        onPick={(a) => fill({ name: a.clientName ?? "", phone: a.clientPhone ?? "", email: a.clientEmail ?? "" })}
      />
      <Field
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="off"
        value={form.phone}
        onChange={set("phone")}
        error={fields.phone}
        hint="Para una clienta que entra sin cita basta su nombre."
      />
      <Field
        label="Email (opcional)"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={set("email")}
        error={fields.email}
      />
    </Form>
  );
}

/**
 * ST-07: while the reception types a name or phone, the clients the salon already knows, one per
 * phone; choosing one fills the form and shows the client's notes.
 */
function KnownClients({ query, onPick }: { query: string; onPick: (a: Appointment) => void }) {
  const [result, setResult] = useState<{ q: string; clients: Appointment[] }>({ q: "", clients: [] });
  const [picked, setPicked] = useState<Appointment | null>(null);
  const q = query.trim();
  const searching = q.length >= 3 && !(picked && (q === picked.clientName || q === picked.clientPhone));
  const found = searching && result.q === q ? result.clients : [];
  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = setTimeout(() => {
      staffApi.clients(q).then(
        ({ appointments }) => {
          if (!current) return;
          const byPhone = new Map<string, Appointment>();
          for (const a of appointments)
            if (a.clientPhone && a.clientName) byPhone.set(a.clientPhone.replace(/\D/g, "").slice(-9), a);
          setResult({ q, clients: [...byPhone.values()].slice(0, 4) });
        },
        () => current && setResult({ q, clients: [] }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, searching]);
  return (
    <div aria-live="polite">
      {found.length > 0 ? (
        <div role="group" aria-label="Clientes conocidos" className="flex flex-wrap gap-2">
          {found.map((a) => (
            <Button
              key={a.id}
              type="button"
              size="sm"
              variant="outline"
              className="h-auto! py-1 whitespace-normal!"
              onClick={() => {
                setPicked(a);
                onPick(a);
              }}
            >
              Usar: {a.clientName} · {a.clientPhone}
            </Button>
          ))}
        </div>
      ) : null}
      {picked?.clientNote ? (
        <p className="rounded-lg bg-accent/10 p-2 text-xs">
          <span className="font-semibold">Notas: </span>
          {picked.clientNote}
        </p>
      ) : null}
    </div>
  );
}
