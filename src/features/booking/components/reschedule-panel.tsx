/**
 * 'Cambiar fecha u hora' on /cita (SS-01): the service's free times by the widget's rules (the
 * same calendar, the same availability), then one confirmation; the server moves the appointment
 * in one transaction and mails the updated calendar entry. The times are her professional's
 * (SS-04): another professional, or any, only when the client chooses so; the button says with whom.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { site } from "@/content/site";
import type { ManageResponse } from "@/domain/booking/schemas";
import { useSettings } from "@/hooks/use-settings";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import { type IsoDate, longSpanishDate, wallClockIn } from "@/lib/dates";
import { type ApiSlot, fetchAvailability } from "../booking-api";
import { extrasParam } from "@/domain/booking/visit";

const SlotCalendar = lazy(() => import("./slot-calendar"));

const UNREACHABLE = `No hemos podido cambiar tu cita ahora mismo. Inténtalo más tarde o llámanos al ${site.contact.phone.display}.`;

export function ReschedulePanel({
  token,
  appointment,
  onMoved,
  onClose,
}: {
  token: string;
  appointment: ManageResponse;
  onMoved: (moved: ManageResponse) => void;
  onClose: () => void;
}) {
  const settings = useSettings();
  const [now] = useState(() => wallClockIn(site.timeZone));
  // A visit (SS-02) keeps each service's professional; a single appointment may change hers, if asked.
  const single = appointment.visit.length <= 1;
  const current = appointment.staff;
  const others = settings.team.filter(
    (p) => p.active && p.id !== current.id && p.services.includes(appointment.service),
  );
  /** The professional asked for: hers, another one, or "" (whoever is free). */
  const [who, setWho] = useState(current.id);
  const [date, setDate] = useState<IsoDate>(appointment.date);
  const [loaded, setLoaded] = useState<{ date: IsoDate; slots: ApiSlot[] } | null>(null);
  const [time, setTime] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // A visit (SS-02) moves as one: the times where all its services fit back to back, each with its professional.
    const rest = appointment.visit.slice(1).map((p) => ({ service: p.service, staff: p.staff.id }));
    const query = new URLSearchParams({ service: appointment.service, date });
    if (who) query.set("staff", who);
    if (rest.length > 0) query.set("extras", extrasParam(rest));
    fetchAvailability(query.toString(), controller.signal).then(
      (found) =>
        setLoaded({ date, slots: found.filter((s) => !(date === appointment.date && s.time === appointment.time)) }),
      () => !controller.signal.aborted && setError(UNREACHABLE),
    );
    return () => controller.abort();
  }, [date, who, appointment.service, appointment.date, appointment.time, appointment.visit]);

  // The day's times once they have arrived for that day and professional.
  const slots = loaded?.date === date ? loaded.slots : null;
  const chosen = slots?.find((s) => s.time === time);
  /** Who she will have at the chosen time: the one asked for, or the first free when any will do. */
  const withWhom = who || chosen?.staff[0] || "";
  const nameOf = (id: string) => settings.team.find((p) => p.id === id)?.name ?? current.name;
  function chooseDay(day: IsoDate) {
    setDate(day);
    setTime("");
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const moved = await expectOk(
        api.appointments.reschedule.$post(
          { json: { token, date, time, ...(single && withWhom ? { staff: withWhom } : {}) } },
          within(TIME_LIMITS.availabilityMs),
        ),
        UNREACHABLE,
      );
      onMoved(moved);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : UNREACHABLE);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="cambiar-cita" className="space-y-4 rounded-xl bg-secondary p-3 sm:p-4">
      <h2 id="cambiar-cita" className="text-xl font-semibold">
        Cambiar fecha u hora
      </h2>
      <p className="text-sm">
        {single
          ? `${appointment.serviceName}. Te mostramos las horas de ${current.name}; si prefieres, elige otra profesional.`
          : "Cada servicio sigue con su profesional: te mostramos las horas en que todas están libres."}
      </p>
      {single && others.length > 0 ? (
        <SelectField
          label="Profesional"
          value={who}
          onChange={(e) => {
            setWho(e.target.value);
            setTime("");
          }}
        >
          <option value={current.id}>{current.name} (como ahora)</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          <option value="">Cualquier profesional</option>
        </SelectField>
      ) : null}
      <Suspense fallback={<p className="text-muted-foreground">Cargando calendario…</p>}>
        <SlotCalendar value={date} now={now} settings={settings} onChange={chooseDay} />
      </Suspense>
      {slots === null ? (
        <p className="text-muted-foreground">Buscando horas libres…</p>
      ) : slots.length === 0 ? (
        <p>
          {who
            ? `${nameOf(who)} no tiene horas libres el ${longSpanishDate(date)}. Elige otro día u otra profesional.`
            : `No quedan horas libres el ${longSpanishDate(date)}. Elige otro día.`}
        </p>
      ) : (
        <SelectField label="Nueva hora" value={time} onChange={(e) => setTime(e.target.value)}>
          <option value="">Elige una hora</option>
          {slots.map((s) => (
            <option key={s.time} value={s.time}>
              {s.time}
            </option>
          ))}
        </SelectField>
      )}
      <p role="alert" className="min-h-6 text-sm">
        {error}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          className="h-auto! min-h-11 py-2 text-left whitespace-normal!"
          disabled={busy || time === ""}
          onClick={() => void confirm()}
        >
          {busy
            ? "Cambiando…"
            : time
              ? `Cambiar al ${longSpanishDate(date)} a las ${time}${single ? ` con ${nameOf(withWhom)}` : ""}`
              : "Elige día y hora"}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onClose}>
          No cambiar
        </Button>
      </div>
    </section>
  );
}
