import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { activeServices } from "@/lib/settings/queries";
import { useMe } from "./staff-gate";
import { useSettings } from "@/hooks/use-settings";
import { ApiError, type Appointment, type DayAgenda, staffApi } from "../agenda-api";
import { Dialog, DialogClose } from "@/components/ui/dialog";

export type DialogRequest =
  | { kind: "add"; date: string; staffId?: string; time?: string }
  | { kind: "move"; appointment: Appointment }
  | { kind: "block"; date: string };

type Staff = DayAgenda["staff"];

interface Props {
  request: DialogRequest;
  staff: Staff;
  onClose: () => void;
  onDone: (message: string) => void;
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
          ? `${request.appointment.serviceName} de ${request.appointment.clientName ?? "cliente"}. La clienta recibe un email con la nueva hora.`
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

/** A form's values and its submission: errors and per-field messages come from the server as is. */
function useActionForm<T extends Record<string, string>>(initial: T, onDone: (message: string) => void) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof T) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  async function submit(event: FormEvent, send: () => Promise<unknown>, message: string) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await send();
      onDone(message);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (e instanceof ApiError) setFields(e.fields);
      setBusy(false);
    }
  }
  return { form, set, error, fields, busy, submit };
}

function Form({
  children,
  error,
  busy,
  label,
  onSubmit,
}: {
  children: ReactNode;
  error: string | null;
  busy: boolean;
  label: string;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
      {children}
      {error ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
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
  const { form, set, error, fields, busy, submit } = useActionForm(
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
      busy={busy}
      label="Guardar cita"
      onSubmit={(e) =>
        submit(e, () => staffApi.add({ ...form, staff: chosen }), `Cita de ${form.name.trim()} guardada.`)
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
  const { form, set, error, fields, busy, submit } = useActionForm(
    { date: appointment.date, time: appointment.time, staff: appointment.staffId },
    onDone,
  );
  return (
    <Form
      error={error}
      busy={busy}
      label="Mover cita"
      onSubmit={(e) =>
        submit(e, () => staffApi.move(appointment.id, form), `Cita movida al ${form.date} a las ${form.time}.`)
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
