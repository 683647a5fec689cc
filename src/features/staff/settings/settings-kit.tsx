/**
 * The pieces every `/gestion/ajustes` form shares (OW-03, OW-06): the schema
 * check with the server's messages, the save that asks first (dry run) and
 * lists the appointments a change touches, the refusal and conflict handling,
 * and the section and status shells.
 */
import { type ComponentType, type ReactNode, useState } from "react";
import type { ZodType } from "zod";
import { Button } from "@/components/ui/button";
import { fieldMessages } from "@/domain/field-messages";
import type { Appointment as StaffAppointment } from "@/features/staff/shared/staff-api";
import type { serviceIcons } from "@/domain/settings/schemas";
import { weekdayNames } from "@/content/site";
import { adjustmentLine, type ShiftAdjustment } from "@/domain/booking/shifts";
import { longSpanishDate } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import { ApiError, staffApi } from "../shared/staff-api";

export type Fields = Record<string, string>;
export type Saved = { settings: SalonSettings; affected: StaffAppointment[]; shifts?: ShiftAdjustment[] };
type Pending = { affected: StaffAppointment[]; shifts: ShiftAdjustment[]; run: () => Promise<void> };

/** The week as the forms list it, Monday first ('Lunes' … 'Domingo'). */
export const weekdays = ([1, 2, 3, 4, 5, 6, 0] as const).map((day) => ({
  day,
  name: weekdayNames[day].charAt(0).toUpperCase() + weekdayNames[day].slice(1),
}));

export const iconNames: Record<(typeof serviceIcons)[number], string> = {
  scissors: "Tijeras",
  sparkles: "Destellos",
  hand: "Mano",
  palette: "Paleta",
  flower: "Flor",
  feather: "Pluma",
};

/** The schema's messages by field path ('features.1', 'days.3.closes'), as the server words them. */
/** The schema's messages by field, worded and named as the server answers them (OW-06). */
function checkWith(schema: ZodType, value: unknown): Fields | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const { fields, general } = fieldMessages(result.error.issues);
  return general ? { ...fields, form: general } : fields;
}

export function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
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

/** An editor a section re-creates after each save. */
export interface EditorProps {
  settings: SalonSettings;
  onSaved: (settings: SalonSettings) => void;
  /** Says in the section (which outlives the editor) that the save was done. */
  announce: (message: string) => void;
}

/**
 * A section whose editor is keyed by its setting's version: after a save (or someone else's, on a
 * conflict) the form shows the values now in force, and the section says it was saved.
 */
export function VersionedSection({
  id,
  title,
  text,
  version,
  settings,
  onSaved,
  Editor,
  children,
}: {
  id: string;
  title: string;
  text: string;
  version: number;
  settings: SalonSettings;
  onSaved: (settings: SalonSettings) => void;
  Editor: ComponentType<EditorProps>;
  children?: ReactNode;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Section id={id} title={title} text={text}>
      {children}
      <Status message={saved} />
      <Editor key={version} settings={settings} onSaved={onSaved} announce={setSaved} />
    </Section>
  );
}

/**
 * One save: the schema first, then a dry run that lists what it touches (shown, to confirm), then
 * the save. A 409 conflict brings the current values; a 409 with appointments lists them.
 */
export function useSave(onSaved: (settings: SalonSettings) => void, announce?: (message: string) => void) {
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  function refused(e: unknown) {
    if (e instanceof ApiError) {
      setFields(e.fields);
      setMessage(e.message);
      const body = e.body as { settings?: SalonSettings; affected?: StaffAppointment[] } | null;
      if (e.code === "conflict" && body?.settings) onSaved(body.settings);
      if (e.code === "has_appointments" && body?.affected)
        setPending({ affected: body.affected, shifts: [], run: async () => {} });
    } else setMessage(String(e));
  }

  async function save(
    schema: ZodType,
    value: unknown,
    /** `preview`: what the dry run answered, when the save follows one. */
    send: (dryRun: boolean, preview?: Saved) => Promise<Saved>,
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
    const commit = async (preview?: Saved) => {
      setBusy(true);
      try {
        const saved = await send(false, preview);
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
        const shifts = preview.shifts ?? [];
        if (preview.affected.length > 0 || shifts.length > 0) {
          setPending({ affected: preview.affected, shifts, run: () => commit(preview) });
          setMessage(null);
          return;
        }
        await commit(preview);
        return;
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

export function Status({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium">
      {message}
    </p>
  );
}

/**
 * What a change touches, before it is saved: appointments (OW-03: who, when, how to reach them; cancel
 * here or move in the agenda) and the shifts the new hours would trim (OW-09).
 */
export function Affected({
  affected,
  shifts = [],
  onConfirm,
  onDismiss,
  confirmLabel,
}: {
  affected: StaffAppointment[];
  shifts?: readonly ShiftAdjustment[];
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
      {shifts.length > 0 ? (
        <>
          <p className="font-semibold">
            {shifts.length === 1
              ? "Un turno queda fuera del nuevo horario; al guardar lo ajustamos así:"
              : `${shifts.length} turnos quedan fuera del nuevo horario; al guardar los ajustamos así:`}
          </p>
          <ul aria-label="Turnos que se ajustan" className="list-disc space-y-1 pl-5">
            {shifts.map((a) => (
              <li key={`${a.staffId}-${a.weekday}-${a.from.starts}`}>{adjustmentLine(a)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {shifts.length > 0 && affected.length === 0 ? null : (
        <p className="font-semibold">
          {list.length === 0
            ? "Ya no queda ninguna cita afectada."
            : `Este cambio afecta a ${list.length} ${list.length === 1 ? "cita" : "citas"}:`}
        </p>
      )}
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
      <div className="flex flex-wrap gap-2">
        {onConfirm ? (
          <Button type="button" size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal" onClick={onConfirm}>
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
