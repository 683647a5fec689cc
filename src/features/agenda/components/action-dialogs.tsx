import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Field, SelectField } from "@/components/ui/field";
import { activeServices } from "@/lib/settings/queries";
import { useMe } from "./staff-gate";
import { useSettings } from "@/hooks/use-settings";
import { ApiError, type Appointment, type DayAgenda, staffApi } from "../agenda-api";
import { UNDO_SECONDS, type UndoBody } from "@/domain/booking/schemas";
import { Dialog, DialogClose } from "@/components/ui/dialog";

export type DialogRequest =
  | { kind: "add"; date: string; staffId?: string; time?: string }
  | { kind: "move"; appointment: Appointment }
  | { kind: "block"; date: string };

/** A change the agenda can undo for UNDO_SECONDS (ST-06). */
export interface Undoable {
  id: string;
  body: UndoBody;
}

type Staff = DayAgenda["staff"];

type Done = (message: string, undo?: Undoable) => void;

interface Props {
  request: DialogRequest;
  staff: Staff;
  onClose: () => void;
  onDone: Done;
}

/** The reception's forms: add, move, block. The server's Spanish message is shown as is on a conflict. */
export function ActionDialog({ request, staff, onClose, onDone }: Props) {
  const title = request.kind === "add" ? "Nueva cita" : request.kind === "move" ? "Mover cita" : "Bloquear tiempo";
  return (
    <Dialog
      open
      onDismiss={onClose}
      title={title}
      description={
        request.kind === "move"
          ? `${request.appointment.serviceName} de ${request.appointment.clientName ?? "cliente"}.`
          : request.kind === "add"
            ? "Reserva por teléfono o en el salón. Con email, la clienta recibe la confirmación."
            : "Ausencias, formación o festivos: la web deja de ofrecer ese tiempo."
      }
    >
      {request.kind === "add" ? (
        <AddForm request={request} staff={staff} onDone={onDone} />
      ) : request.kind === "move" ? (
        <MoveForm appointment={request.appointment} staff={staff} onDone={onDone} />
      ) : (
        <BlockForm date={request.date} staff={staff} onDone={onDone} />
      )}
    </Dialog>
  );
}

/**
 * A form's values and its submission: errors and per-field messages come from the server as is.
 * A time outside the shift or the salon's hours comes back as a warning (ST-08); the form then
 * offers to save it anyway, which sends the same request with `override: true`.
 */
function useActionForm<T extends Record<string, string>>(initial: T, onDone: Done) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof T) => (e: { target: { value: string } }) => {
    setWarning(false);
    setForm((f) => ({ ...f, [key]: e.target.value }));
  };
  async function submit(
    event: FormEvent,
    send: (override: boolean) => Promise<Undoable | undefined | unknown>,
    message: string,
  ) {
    event.preventDefault();
    const override = warning && (event.nativeEvent as SubmitEvent).submitter?.dataset.override === "true";
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const undo = await send(override);
      onDone(message, isUndoable(undo) ? undo : undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setWarning(e instanceof ApiError && e.code === "outside_hours");
      if (e instanceof ApiError) setFields(e.fields);
      setBusy(false);
    }
  }
  const fill = (values: Partial<T>) => setForm((f) => ({ ...f, ...values }));
  return { form, set, fill, error, warning, fields, busy, submit };
}

const isUndoable = (v: unknown): v is Undoable =>
  typeof v === "object" && v !== null && "id" in v && "body" in v && typeof (v as Undoable).id === "string";

function Form({
  children,
  error,
  warning = false,
  busy,
  label,
  overrideLabel = "Guardar igualmente",
  note,
  onSubmit,
}: {
  children: ReactNode;
  error: string | null;
  warning?: boolean;
  busy: boolean;
  label: string;
  overrideLabel?: string;
  /** What the change will tell the client, said before it is made (ST-05). */
  note?: ReactNode;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
      {children}
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <ChangeAlert error={error} warning={warning} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <DialogClose>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        {warning ? (
          <Button type="submit" variant="outline" disabled={busy} data-override="true">
            {overrideLabel}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Guardando…" : label}
        </Button>
      </div>
    </form>
  );
}

function StaffOptions({ staff, service }: { staff: Staff; service?: string }) {
  return staff
    .filter((p) => !service || p.services.includes(service))
    .map((p) => (
      <option key={p.id} value={p.id}>
        {p.name}
      </option>
    ));
}

/** Professional, day and time: the same three choices when adding or moving an appointment. */
function WhenFields({
  staff,
  service,
  value,
  set,
  fields,
  labels: [dateLabel, timeLabel],
}: {
  staff: Staff;
  service: string;
  value: { staff: string; date: string; time: string };
  set: (key: "staff" | "date" | "time") => (e: { target: { value: string } }) => void;
  fields: Record<string, string>;
  labels: [string, string];
}) {
  return (
    <>
      <SelectField label="Profesional" value={value.staff} onChange={set("staff")} error={fields.staff}>
        <StaffOptions staff={staff} service={service} />
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <Field label={dateLabel} type="date" value={value.date} onChange={set("date")} error={fields.date} required />
        <Field
          label={timeLabel}
          type="time"
          step={300}
          value={value.time}
          onChange={set("time")}
          error={fields.time}
          required
        />
      </div>
    </>
  );
}

function AddForm({
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
      service: staff.find((p) => p.id === request.staffId)?.services[0] ?? "corte",
      staff: request.staffId ?? "",
      date: request.date,
      time: request.time ?? "10:00",
      name: "",
      phone: "",
      email: "",
    },
    onDone,
  );
  const qualified = staff.filter((p) => p.services.includes(form.service));
  const chosen = qualified.some((p) => p.id === form.staff) ? form.staff : (qualified[0]?.id ?? "");
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
            const made = await staffApi.add({ ...form, staff: chosen, override });
            return { id: made.id, body: { change: "add" } } satisfies Undoable;
          },
          `Cita de ${form.name.trim()} guardada.`,
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
      <Field label="Nombre" autoComplete="off" value={form.name} onChange={set("name")} error={fields.name} required />
      <KnownClients
        query={form.phone.replace(/\D/g, "").length >= 3 ? form.phone : form.name}
        onPick={(a) => fill({ name: a.clientName ?? "", phone: a.clientPhone ?? "", email: a.clientEmail ?? "" })}
      />
      <Field
        label="Teléfono"
        type="tel"
        autoComplete="off"
        value={form.phone}
        onChange={set("phone")}
        error={fields.phone}
        required
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

function MoveForm({
  appointment,
  staff,
  onDone,
}: {
  appointment: Appointment;
  staff: Staff;
  onDone: (m: string) => void;
}) {
  const { form, set, error, warning, fields, busy, submit } = useActionForm(
    { date: appointment.date, time: appointment.time, staff: appointment.staffId },
    onDone,
  );
  return (
    <Form
      error={error}
      warning={warning}
      busy={busy}
      label="Mover cita"
      overrideLabel="Mover igualmente"
      note={moveNote(appointment)}
      onSubmit={(e) =>
        submit(
          e,
          async (override) => {
            await staffApi.move(appointment.id, { ...form, override });
            return undoMove(appointment);
          },
          `Cita movida al ${form.date} a las ${form.time}.`,
        )
      }
    >
      <WhenFields
        staff={staff}
        service={appointment.service}
        value={form}
        set={set}
        fields={fields}
        labels={["Nueva fecha", "Nueva hora"]}
      />
    </Form>
  );
}

function BlockForm({ date, staff, onDone }: { date: string; staff: Staff; onDone: (m: string) => void }) {
  // Closing the whole salon is a setting: the owner's (AC-04).
  const owner = useMe().role === "owner";
  const { form, set, error, fields, busy, submit } = useActionForm(
    { staff: owner ? "" : (staff[0]?.id ?? ""), fromDate: date, toDate: date, fromTime: "", toTime: "", reason: "" },
    onDone,
  );
  return (
    <Form
      error={error}
      busy={busy}
      label="Bloquear"
      // The whole salon is asked for in so many words: `staff: null`, never an empty string.
      onSubmit={(e) => submit(e, () => staffApi.block({ ...form, staff: form.staff || null }), "Tiempo bloqueado.")}
    >
      <SelectField label="Quién" value={form.staff} onChange={set("staff")} error={fields.staff}>
        {owner ? <option value="">Todo el salón</option> : null}
        <StaffOptions staff={staff} />
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Desde el día"
          type="date"
          value={form.fromDate}
          onChange={set("fromDate")}
          error={fields.fromDate}
          required
        />
        <Field
          label="Hasta el día"
          type="date"
          value={form.toDate}
          onChange={set("toDate")}
          error={fields.toDate}
          required
        />
        <Field
          label="Desde la hora"
          type="time"
          value={form.fromTime}
          onChange={set("fromTime")}
          error={fields.fromTime}
          hint="Vacío: todo el día"
        />
        <Field label="Hasta la hora" type="time" value={form.toTime} onChange={set("toTime")} error={fields.toTime} />
      </div>
      <Field label="Motivo" value={form.reason} onChange={set("reason")} placeholder="Festivo, formación…" />
    </Form>
  );
}

/** The mail a change causes, said before it is made; it waits the undo window (ST-05, ST-06). */
export const mailNote = (what: string) =>
  `La clienta recibirá el email con ${what} pasados ${UNDO_SECONDS} segundos (puedes deshacerlo antes).`;

export function moveNote(a: Appointment): string {
  return a.clientEmail
    ? mailNote("la nueva hora")
    : `La clienta no tiene email: no se le avisará${a.clientPhone ? `; llámala al ${a.clientPhone}` : ""}.`;
}

/** Undoing a move is moving back to where it was. */
export const undoMove = (a: Appointment): Undoable => ({
  id: a.id,
  body: { change: "move", staff: a.staffId, date: a.date, time: a.time },
});

/** A change that waits for a confirm step: a drag or keyboard move, a cancellation, a no-show (ST-05, ST-06). */
export type Confirmation =
  | { kind: "move"; appointment: Appointment; staffId: string; staffName: string; time: string }
  | { kind: "status"; appointment: Appointment; status: "cancelled" | "no_show" };

/**
 * The confirm step: what will change and whether the client will be emailed. A move outside the
 * shift or the salon's hours comes back as a warning and needs 'Mover igualmente' (ST-08).
 */
export function ConfirmChange({
  request,
  onClose,
  onDone,
}: {
  request: Confirmation;
  onClose: () => void;
  onDone: Done;
}) {
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);
  const [busy, setBusy] = useState(false);
  const a = request.appointment;
  const who = a.clientName ?? "cliente";
  const title =
    request.kind === "move"
      ? "¿Mover la cita?"
      : request.status === "cancelled"
        ? "¿Cancelar la cita?"
        : "¿Marcar como no presentada?";
  const what =
    request.kind === "move"
      ? `${a.serviceName} de ${who}: de las ${a.time} con ${a.staffName} a las ${request.time} con ${request.staffName}.`
      : `${a.serviceName} de ${who}, ${a.time}–${a.endTime} con ${a.staffName}.`;
  const mail =
    request.kind === "move"
      ? moveNote(a)
      : request.status === "cancelled"
        ? a.clientEmail
          ? mailNote("la cancelación")
          : "La clienta no tiene email: no se le avisará."
        : "No se envía ningún email.";
  async function confirm(override: boolean) {
    setBusy(true);
    setError(null);
    try {
      if (request.kind === "move") {
        await staffApi.move(a.id, { staff: request.staffId, date: a.date, time: request.time, override });
        onDone(`Cita de ${who} movida a las ${request.time} con ${request.staffName}.`, undoMove(a));
      } else {
        await staffApi.setStatus(a.id, request.status);
        onDone(
          request.status === "cancelled" ? `Cita de ${who} cancelada.` : `Cita de ${who} marcada como no presentada.`,
          { id: a.id, body: { change: "status" } },
        );
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setWarning(e instanceof ApiError && e.code === "outside_hours");
      setBusy(false);
    }
  }
  const label =
    request.kind === "move" ? "Mover" : request.status === "cancelled" ? "Cancelar cita" : "Marcar no presentada";
  return (
    <Dialog open onDismiss={onClose} title={title} description={what}>
      <p className="mt-3 text-sm">{mail}</p>
      <ChangeAlert error={error} warning={warning} className="mt-3" />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <DialogClose>
          <Button type="button" variant="outline">
            Volver
          </Button>
        </DialogClose>
        {warning ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void confirm(true)}>
            Mover igualmente
          </Button>
        ) : null}
        <Button
          type="button"
          variant={request.kind === "status" ? "destructive" : "default"}
          disabled={busy || warning}
          onClick={() => void confirm(false)}
        >
          {busy ? "Guardando…" : label}
        </Button>
      </div>
    </Dialog>
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

/** The server's answer to a change: a refusal, or a warning the reception may override (ST-08). */
function ChangeAlert({ error, warning, className }: { error: string | null; warning: boolean; className?: string }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className={cn(
        "rounded-xl border p-3 text-sm",
        warning ? "border-accent/50 bg-accent/10 text-foreground" : "border-destructive/40 text-destructive",
        className,
      )}
    >
      {error}
    </p>
  );
}
