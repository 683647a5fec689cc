/**
 * What the agenda's forms share (ST-03, ST-05, ST-06, ST-08): the undoable change, the form state
 * with the server's messages, the form shell with 'Guardar igualmente', the professional/day/time
 * fields, the alert, and what the client will be told.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Field, SelectField } from "@/components/ui/field";
import { UNDO_SECONDS, type UndoBody } from "@/domain/booking/schemas";
import { cn } from "@/lib/cn";
import { ApiError, type Appointment, type DayAgenda } from "../shared/staff-api";

/** A change the agenda can undo for UNDO_SECONDS (ST-06), and where it landed (the view follows, ST-09). */
export interface Undoable {
  id: string;
  body: UndoBody;
  at?: { staffId: string; date: string };
}

export type Staff = DayAgenda["staff"];

export type Done = (message: string, undo?: Undoable) => void;

/**
 * A form's values and its submission: errors and per-field messages come from the server as is.
 * A time outside the shift or the salon's hours comes back as a warning (ST-08); the form then
 * offers to save it anyway, which sends the same request with `override: true`.
 */
export function useActionForm<T extends Record<string, string>>(initial: T, onDone: Done) {
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

export function Form({
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

export function StaffOptions({ staff, service }: { staff: Staff; service?: string }) {
  return staff
    .filter((p) => !service || p.services.includes(service))
    .map((p) => (
      <option key={p.id} value={p.id}>
        {p.name}
      </option>
    ));
}

/** Professional, day and time: the same three choices when adding or moving an appointment. */
export function WhenFields({
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

/** The mail a change causes, said before it is made; it waits the undo window (ST-05, ST-06). */
export const mailNote = (what: string) =>
  `La clienta recibirá el email con ${what} pasados ${UNDO_SECONDS} segundos (puedes deshacerlo antes).`;

export function moveNote(a: Appointment): string {
  return a.clientEmail
    ? mailNote("la nueva hora")
    : `La clienta no tiene email: no se le avisará${a.clientPhone ? `; llámala al ${a.clientPhone}` : ""}.`;
}

/** What 'Deshacer' sends: the change the server named in its answer (RL-09). */
export const undoOf = (answer: {
  id: string;
  change: string | null;
  staffId?: string;
  date?: string;
}): Undoable | undefined =>
  answer.change
    ? {
        id: answer.id,
        body: { change: answer.change },
        ...(answer.staffId && answer.date ? { at: { staffId: answer.staffId, date: answer.date } } : {}),
      }
    : undefined;

/** The server's answer to a change: a refusal, or a warning the reception may override (ST-08). */
export function ChangeAlert({
  error,
  warning,
  className,
}: {
  error: string | null;
  warning: boolean;
  className?: string;
}) {
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
