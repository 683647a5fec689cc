import { stoppedLabel, channelNames } from "@/domain/messages/channels";
import { holdLabel } from "@/domain/payments/policy";
import { MailWarning, NotebookPen, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { Appointment } from "../shared/staff-api";
import { statusLabels } from "./day-layout";
import { sourceLabels } from "@/domain/booking/status";

const mailKinds: Record<string, string> = {
  confirmation: "de confirmación",
  reminder: "de recordatorio",
  update: "del cambio",
  cancellation: "de cancelación",
  confirm_request: "de petición de confirmación",
};

/** RL-03, MS-07: what the desk reads about a message that did not go as it should. */
function failureText(f: NonNullable<Appointment["mailFailure"]>): string {
  const what = `${f.channel && f.channel !== "email" ? "El mensaje" : "El email"} ${mailKinds[f.kind] ?? ""}`;
  const channel = f.channel && f.channel !== "email" ? ` por ${channelNames[f.channel]}` : "";
  if (f.unknown)
    return `${what}${channel} quedó sin confirmar: el proveedor no respondió a tiempo y no se reenvía para no cobrarlo dos veces. Si hace falta, llámala.`;
  return `No se pudo enviar ${what.charAt(0).toLowerCase()}${what.slice(1)}${channel} a la clienta: llámala para confirmar.`;
}

const statusStyles: Record<Appointment["status"], string> = {
  confirmed: "bg-secondary text-secondary-foreground",
  cancelled: "bg-muted text-muted-foreground line-through",
  completed: "bg-success-soft text-success",
  no_show: "bg-destructive/10 text-destructive",
};

export function AppointmentCard({
  appointment: a,
  onStatus,
  onMove,
  started = false,
  canCancel = true,
}: {
  appointment: Appointment;
  /** SP-05: the owner lets her cancel (the server refuses otherwise too). */
  canCancel?: boolean;
  onStatus: (status: Exclude<Appointment["status"], "confirmed">) => void;
  onMove: () => void;
  /** AP-01: the appointment has begun by the salon's clock; only then has it an outcome. */
  started?: boolean;
}) {
  const label = `${a.time} ${a.serviceName}, ${a.clientName ?? "cliente sin datos"}`;
  return (
    <article
      aria-label={label}
      className={cn("rounded-xl border border-border p-3 text-sm", a.status === "cancelled" && "opacity-70")}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">
          {a.time}–{a.endTime}
        </p>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", statusStyles[a.status])}>
          {statusLabels[a.status]}
        </span>
      </div>
      <p>{a.serviceName}</p>
      <p className="font-medium">{a.clientName ?? "Datos borrados"}</p>
      {a.clientPhone ? (
        <a
          href={`tel:${a.clientPhone.replace(/[^\d+]/g, "")}`}
          className="inline-flex items-center gap-1 text-primary underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          {a.clientPhone}
        </a>
      ) : null}
      {a.clientNote ? (
        <p className="mt-1 flex items-start gap-1 rounded-lg bg-accent/10 p-2 text-xs">
          <NotebookPen aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <span className="font-semibold">Notas: </span>
            {a.clientNote}
          </span>
        </p>
      ) : null}
      {a.clientMessages && a.clientMessages.length > 0 ? (
        <div className="mt-1 rounded-lg bg-muted p-2 text-xs">
          <p className="font-semibold">Mensajes de la clienta:</p>
          <ul>
            {a.clientMessages.map((m) => (
              <li key={m.receivedAt}>«{m.body}»</li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.heldUntil ? (
        <p className="text-xs font-semibold text-accent">
          {holdLabel(a.heldUntil)}: la clienta está pagando la señal online; si no la paga, la hora se libera.
        </p>
      ) : null}
      {a.clientConfirmedAt && a.status === "confirmed" ? (
        <p className="text-xs font-medium text-success">
          Confirmada por la clienta
          {a.messageChannel ? ` por ${channelNames[a.messageChannel]}` : ""}
        </p>
      ) : null}
      {a.messagesStopped ? <p className="text-xs text-muted-foreground">{stoppedLabel(a.messagesStopped)}</p> : null}
      <p className="text-xs text-muted-foreground">
        {sourceLabels[a.source]} · {a.reference}
      </p>
      {a.mailFailure ? (
        <p className="mt-1 flex items-start gap-1 text-xs font-medium text-destructive">
          <MailWarning aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{failureText(a.mailFailure)}</span>
        </p>
      ) : null}
      {a.status === "confirmed" ? (
        <div className="mt-2 flex flex-wrap gap-1">
          <Button size="sm" variant="outline" onClick={onMove} aria-label={`Mover: ${label}`}>
            Mover
          </Button>
          {started ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onStatus("completed")}
                aria-label={`Realizada: ${label}`}
              >
                Realizada
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onStatus("no_show")}
                aria-label={`No presentada: ${label}`}
              >
                No vino
              </Button>
            </>
          ) : null}
          {canCancel ? (
            <Button size="sm" variant="ghost" onClick={() => onStatus("cancelled")} aria-label={`Cancelar: ${label}`}>
              Cancelar
            </Button>
          ) : null}
          {started ? null : (
            <p className="w-full text-xs text-muted-foreground">
              Podrás marcarla como realizada o no presentada desde las {a.time}.
            </p>
          )}
        </div>
      ) : null}
    </article>
  );
}
