/** 'Bloquear tiempo' (ST-04, AC-04): a professional's time, or the whole salon's (the owner's). */
import { Field, SelectField } from "@/components/ui/field";
import { staffApi } from "../shared/staff-api";
import { useMe } from "../shared/staff-gate";
import { Form, type Staff, StaffOptions, useActionForm } from "./action-form";

export function BlockForm({ date, staff, onDone }: { date: string; staff: Staff; onDone: (m: string) => void }) {
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
