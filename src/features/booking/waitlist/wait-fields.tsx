/**
 * What an entry waits for (WL-01) — with whom, which days, which part of the day — as the widget's
 * 'Avísame si se libera' and the agenda's 'Añadir a la lista de espera' both ask it.
 */
import { Field, SelectField } from "@/components/ui/field";
import { useSettings } from "@/hooks/use-settings";
import { professionalsFor } from "@/lib/settings/queries";
import { timeWindows, type TimeWindow } from "@/domain/waitlist/rules";

export interface WaitChoice {
  staff: string;
  fromDay: string;
  toDay: string;
  window: TimeWindow;
}

const windows = Object.keys(timeWindows) as TimeWindow[];

export function WaitFields({
  serviceId,
  value,
  onChange,
  fields,
}: {
  serviceId: string;
  value: WaitChoice;
  onChange: (patch: Partial<WaitChoice>) => void;
  fields: Record<string, string>;
}) {
  const settings = useSettings();
  return (
    <>
      <SelectField
        label="Con"
        value={value.staff}
        onChange={(e) => onChange({ staff: e.target.value })}
        error={fields.staff}
      >
        <option value="">Cualquier profesional</option>
        {professionalsFor(settings, serviceId).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <Field
        label="Desde"
        type="date"
        value={value.fromDay}
        onChange={(e) => onChange({ fromDay: e.target.value })}
        error={fields.fromDay}
      />
      <Field
        label="Hasta"
        type="date"
        value={value.toDay}
        onChange={(e) => onChange({ toDay: e.target.value })}
        error={fields.toDay}
      />
      <SelectField
        label="Franja"
        value={value.window}
        onChange={(e) => onChange({ window: windows.find((w) => w === e.target.value) ?? "any" })}
        error={fields.window}
      >
        {windows.map((w) => (
          <option key={w} value={w}>
            {timeWindows[w].label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
