import { CalendarOff, CalendarPlus, ChevronLeft, ChevronRight, Download, Lock, Search } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { site } from "@/content/site";
import { addDays, fromMinutes, longSpanishDate, wallClockIn } from "@/lib/dates";
import { ApiError, type Appointment, type DayAgenda, staffApi } from "../agenda-api";
import { StaffGate, useMe } from "./staff-gate";
import { dayColumns } from "../day-layout";
import { useSettings } from "@/hooks/use-settings";
import { ActionDialog, type DialogRequest } from "./action-dialogs";
import { AppointmentCard, BlockedCard, FreeSlot } from "./agenda-cards";
import { ClientsPanel } from "./clients-panel";
import { HolidaysPanel } from "./holidays-panel";
import { cardVariants } from "@/components/ui/card";

const today = () => wallClockIn(site.timeZone).date;

/** The salon's agenda (ST-01..ST-04): sign in, then the day with its appointments and actions. */
export default function AgendaApp() {
  return <StaffGate>{(signOut) => <Day onSignedOut={signOut} />}</StaffGate>;
}

function Day({ onSignedOut }: { onSignedOut: () => void }) {
  const settings = useSettings();
  // Holidays (closures) and exports are the owner's (AC-04); the server refuses them to others too.
  const owner = useMe().role === "owner";
  const [date, setDate] = useState(today);
  const [day, setDay] = useState<DayAgenda | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [clientsOpen, setClientsOpen] = useState(false);
  const [holidaysOpen, setHolidaysOpen] = useState(false);
  const reload = useCallback(() => setRefresh((n) => n + 1), []);

  // The agenda is data on the server: fetch the day, and again when the tab regains focus (ST-02).
  useEffect(() => {
    let current = true;
    staffApi.day(date).then(
      (data) => current && setDay(data),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) onSignedOut();
        else setMessage(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [date, refresh, onSignedOut]);
  useEffect(() => {
    const onFocus = () => document.visibilityState === "visible" && reload();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [reload]);

  /** Status changes show at once and roll back if the server says no. */
  async function setStatus(appointment: Appointment, status: Exclude<Appointment["status"], "confirmed">) {
    const before = day;
    setDay(
      (d) => d && { ...d, appointments: d.appointments.map((a) => (a.id === appointment.id ? { ...a, status } : a)) },
    );
    try {
      await staffApi.setStatus(appointment.id, status);
      setMessage(status === "cancelled" ? `Cita de ${appointment.clientName ?? "cliente"} cancelada.` : null);
    } catch (error) {
      setDay(before);
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  const columns = day ? dayColumns(day, settings) : [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" size="icon" onClick={() => setDate((d) => addDays(d, -1))}>
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only">Día anterior</span>
        </Button>
        <Button variant="outline" onClick={() => setDate(today())}>
          Hoy
        </Button>
        <Button variant="outline" size="icon" onClick={() => setDate((d) => addDays(d, 1))}>
          <ChevronRight aria-hidden="true" />
          <span className="sr-only">Día siguiente</span>
        </Button>
        <Field
          label="Fecha"
          type="date"
          value={date}
          className="w-44"
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
        <div className="ml-auto flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ kind: "add", date })}>
            <CalendarPlus aria-hidden="true" />
            Nueva cita
          </Button>
          <Button variant="outline" onClick={() => setDialog({ kind: "block", date })}>
            <Lock aria-hidden="true" />
            Bloquear tiempo
          </Button>
          <Button variant="outline" onClick={() => setClientsOpen((open) => !open)} aria-expanded={clientsOpen}>
            <Search aria-hidden="true" />
            Clientes
          </Button>
          {owner ? (
            <>
              <Button variant="outline" onClick={() => setHolidaysOpen((open) => !open)} aria-expanded={holidaysOpen}>
                <CalendarOff aria-hidden="true" />
                Festivos
              </Button>
              <a
                href={`/api/staff/export.csv?from=${date}&to=${addDays(date, 30)}`}
                download
                className="inline-flex h-11 items-center gap-2 rounded-full border border-primary px-4 text-sm font-medium text-primary hover:bg-secondary"
              >
                <Download aria-hidden="true" className="size-4" />
                Exportar CSV (30 días)
              </a>
            </>
          ) : null}
        </div>
      </div>

      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message}
      </p>

      {clientsOpen ? <ClientsPanel onChanged={reload} /> : null}
      {holidaysOpen ? <HolidaysPanel year={String(Number(date.slice(0, 4)) + 1)} onChanged={reload} /> : null}

      <section aria-labelledby="agenda-dia">
        <h2 id="agenda-dia" className="mb-4 text-2xl font-semibold first-letter:uppercase">
          {longSpanishDate(date)}
          {day && !day.hours ? <span className="ml-2 text-base text-muted-foreground">· Cerrado</span> : null}
        </h2>
        {day === null ? (
          <p className="text-muted-foreground">Cargando agenda…</p>
        ) : (
          <ol className="grid gap-4 md:auto-cols-[minmax(14rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2">
            {columns.map((column) => (
              <li key={column.id} className={cardVariants({ padding: "sm" })}>
                <h3 className="mb-2 font-sans text-base font-semibold">{column.name}</h3>
                {!column.working && column.entries.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No trabaja este día.</p>
                ) : (
                  <ul className="space-y-2">
                    {column.entries.map((entry) =>
                      entry.kind === "appointment" ? (
                        <li key={entry.appointment.id}>
                          <AppointmentCard
                            appointment={entry.appointment}
                            onStatus={(status) => void setStatus(entry.appointment, status)}
                            onMove={() => setDialog({ kind: "move", appointment: entry.appointment })}
                          />
                        </li>
                      ) : entry.kind === "blocked" ? (
                        <li key={`b-${entry.block.id}`}>
                          <BlockedCard block={entry.block} onRemoved={reload} onError={setMessage} />
                        </li>
                      ) : (
                        <li key={`f-${entry.start}`}>
                          <FreeSlot
                            label={entry.label}
                            onAdd={() =>
                              setDialog({ kind: "add", date, staffId: column.id, time: fromMinutes(entry.start) })
                            }
                          />
                        </li>
                      ),
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      {dialog && day ? (
        <ActionDialog
          request={dialog}
          staff={day.staff}
          onClose={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            setMessage(text);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
