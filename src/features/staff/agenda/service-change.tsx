/**
 * AP-05: the appointment's service changed at the desk — she asked for make-up, not a haircut: the
 * same time and professional, the new service's length and price. The server decides whether it fits;
 * outside her shift it asks first, as a move does.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { useSettings } from "@/hooks/use-settings";
import { ApiError, staffApi, type Appointment } from "../shared/staff-api";
import { eurosOfWhole } from "@/domain/payments/policy";

export function ServiceChange({ appointment, onChanged }: { appointment: Appointment; onChanged: () => void }) {
  const settings = useSettings();
  const professional = settings.team.find((p) => p.id === appointment.staffId);
  const services = settings.services.filter(
    (s) => s.active && s.id !== appointment.service && professional?.services.includes(s.id),
  );
  const [open, setOpen] = useState(false);
  const [service, setService] = useState(services[0]?.id ?? "");
  const [message, setMessage] = useState("");
  const [outside, setOutside] = useState(false);
  if (appointment.status !== "confirmed" || services.length === 0) return null;

  async function submit(override: boolean) {
    try {
      await staffApi.changeService(appointment.id, { service, ...(override ? { override: true } : {}) });
      const name = settings.services.find((s) => s.id === service)?.name ?? service;
      setMessage(`Servicio cambiado a ${name}. La clienta recibe el email con la cita actualizada.`);
      setOpen(false);
      setOutside(false);
      onChanged();
    } catch (error) {
      setOutside(error instanceof ApiError && error.code === "outside_hours");
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <section aria-label="Servicio" className="mt-4 space-y-2 border-t border-border pt-3 text-sm">
      {open ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField label="Nuevo servicio" value={service} onChange={(e) => setService(e.target.value)}>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {s.minutes} min · {eurosOfWhole(s.price)}
              </option>
            ))}
          </SelectField>
          <Button size="sm" onClick={() => void submit(false)}>
            Cambiar servicio
          </Button>
          {outside ? (
            <Button size="sm" variant="outline" onClick={() => void submit(true)}>
              Cambiar de todos modos
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Cambiar el servicio
        </Button>
      )}
      <p role="status" className="min-h-5">
        {message}
      </p>
    </section>
  );
}
