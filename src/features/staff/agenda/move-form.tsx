/** 'Mover cita' (ST-03): another day, time or professional; the client is told (ST-05). */
import { type Appointment, staffApi } from "../shared/staff-api";
import { Form, moveNote, type Staff, undoOf, useActionForm, WhenFields } from "./action-form";

export function MoveForm({
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
            return undoOf(await staffApi.move(appointment.id, { ...form, override }));
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
