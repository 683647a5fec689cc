/** `/gestion/ajustes` · Ausencias (OW-01, OW-08): one row per range, removed as one, with a reason. */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { timeOffText } from "@/domain/booking/time-off";
import type { SalonSettings } from "@/lib/settings/model";
import { ApiError, staffApi } from "../shared/staff-api";
import { settingsApi } from "./settings-api";
import { type Fields, Section, Status } from "./settings-kit";

type TimeOffRow = {
  id: string;
  staffId: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  reason: string;
};

export function TimeOff({ settings }: { settings: SalonSettings }) {
  const [rows, setRows] = useState<TimeOffRow[] | null>(null);
  const [form, setForm] = useState({ staff: settings.team[0]?.id ?? "", fromDate: "", toDate: "", reason: "" });
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const load = () => settingsApi.timeOff().then((r) => setRows((r as { timeOff: TimeOffRow[] }).timeOff));
  useEffect(() => {
    void load().catch(() => setRows([]));
  }, []);
  const name = (id: string) => settings.team.find((p) => p.id === id)?.name ?? id;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    try {
      await staffApi.block({
        staff: form.staff,
        fromDate: form.fromDate,
        toDate: form.toDate || form.fromDate,
        reason: form.reason,
      });
      setMessage(`Ausencia de ${name(form.staff)} guardada.`);
      await load();
    } catch (e) {
      if (e instanceof ApiError) {
        setFields(e.fields);
        setMessage(e.message);
      } else setMessage(String(e));
    }
  }
  async function remove(id: string) {
    try {
      await staffApi.unblock(id);
      setMessage("Ausencia eliminada.");
      await load();
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : String(e));
    }
  }
  return (
    <Section
      id="ausencias"
      title="Ausencias"
      text="Vacaciones, formación o días libres de cada profesional: la web no ofrece esas horas con ella."
    >
      <ul className="space-y-2">
        {(rows ?? []).map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span>
              {name(r.staffId)}, {timeOffText(r)}
              {r.reason ? ` · ${r.reason}` : ""}
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => void remove(r.id)}>
              Quitar ausencia de {name(r.staffId)}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "grid gap-3 sm:grid-cols-2")}>
        <SelectField
          label="Profesional"
          value={form.staff}
          onChange={(e) => setForm((f) => ({ ...f, staff: e.target.value }))}
          error={fields.staff}
        >
          {settings.team
            .filter((p) => p.active)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </SelectField>
        <Field
          label="Motivo"
          value={form.reason}
          onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
          error={fields.reason}
        />
        <Field
          label="Primer día de ausencia"
          type="date"
          value={form.fromDate}
          onChange={(e) => setForm((f) => ({ ...f, fromDate: e.target.value }))}
          error={fields.fromDate}
        />
        <Field
          label="Último día de ausencia"
          type="date"
          value={form.toDate}
          onChange={(e) => setForm((f) => ({ ...f, toDate: e.target.value }))}
          error={fields.toDate}
        />
        <div className="sm:col-span-2">
          <Status message={message} />
          <Button type="submit">Guardar ausencia</Button>
        </div>
      </form>
    </Section>
  );
}
