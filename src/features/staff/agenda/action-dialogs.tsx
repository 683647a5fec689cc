/** The reception's dialogs (ST-03, ST-04): add, move, block; each form is a file of its own. */
import { Dialog } from "@/components/ui/dialog";
import type { Appointment } from "../shared/staff-api";
import type { Done, Staff } from "./action-form";
import { AddForm } from "./add-form";
import { BlockForm } from "./block-form";
import { MoveForm } from "./move-form";

export type DialogRequest =
  | {
      kind: "add";
      date: string;
      staffId?: string;
      time?: string;
      /** 'Reservar de nuevo' (ST-11): the client and her last service. */
      client?: { name: string; phone: string; email: string };
      service?: string;
    }
  | { kind: "move"; appointment: Appointment }
  | { kind: "block"; date: string };

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
