/** The confirm step of a drag or keyboard move, a cancellation or a no-show (ST-05, ST-06, ST-08). */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ApiError, type Appointment, staffApi } from "../shared/staff-api";
import { ChangeAlert, type Done, mailNote, moveNote, undoOf } from "./action-form";

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
  // ST-10: the keyboard move's hint says 'Intro para confirmar': the confirm button has the focus, so
  // a second Enter confirms (it landed on 'Cerrar', and cancelled).
  const confirmRef = useRef<HTMLButtonElement>(null);
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
        const moved = await staffApi.move(a.id, { staff: request.staffId, date: a.date, time: request.time, override });
        onDone(`Cita de ${who} movida a las ${request.time} con ${request.staffName}.`, undoOf(moved));
      } else {
        const changed = await staffApi.setStatus(a.id, request.status);
        onDone(
          request.status === "cancelled" ? `Cita de ${who} cancelada.` : `Cita de ${who} marcada como no presentada.`,
          undoOf(changed),
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
    <Dialog
      open
      onDismiss={onClose}
      title={title}
      description={what}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        confirmRef.current?.focus();
      }}
    >
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
          ref={confirmRef}
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
