import {
  CalendarOff,
  CalendarPlus,
  ChevronLeft,
  ChevronRight,
  Download,
  Lock,
  MessageSquare,
  Search,
  Undo2,
  ListTodo,
} from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { site } from "@/content/site";
import { addDays, longSpanishDate, toMinutes, wallClockIn } from "@/lib/dates";
import { ApiError, type Appointment, type DayAgenda, staffApi } from "../shared/staff-api";
import { StaffGate, useMe } from "../shared/staff-gate";
import { dayColumns } from "./day-layout";
import { useSettings } from "@/hooks/use-settings";
import { ActionDialog, type DialogRequest } from "./action-dialogs";
import { type Undoable, undoOf } from "./action-form";
import { type Confirmation, ConfirmChange } from "./confirm-change";
import { AppointmentCard } from "./agenda-cards";
import { ServiceChange } from "./service-change";
import { DayGrid } from "./day-grid";
import { Dialog } from "@/components/ui/dialog";
import { UNDO_SECONDS } from "@/domain/booking/schemas";
import { may } from "@/domain/staff/schemas";
import { ClientsPanel } from "../clients/clients-panel";
import { InboxPanel } from "../messages/inbox-panel";
import { WaitlistPanel } from "../waitlist/waitlist-panel";
import { PaymentsPanel } from "../payments/payments-panel";
import { HolidaysPanel } from "../settings/holidays-panel";
import { useLiveAgenda, useOnline } from "../phones/use-live-agenda";

const today = () => wallClockIn(site.timeZone).date;

/** The day a link opens (a push's `?dia=`), else today. */
const firstDay = () => {
  const asked = new URLSearchParams(window.location.search).get("dia");
  return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today();
};

/** The salon's agenda (ST-01..ST-04): sign in, then the day with its appointments and actions. */
export default function AgendaApp() {
  return <StaffGate>{(signOut) => <Day onSignedOut={signOut} />}</StaffGate>;
}

function Day({ onSignedOut }: { onSignedOut: () => void }) {
  const settings = useSettings();
  // Holidays (closures) and exports are the owner's (AC-04); the server refuses them to others too.
  const me = useMe();
  const owner = me.role === "owner";
  const [date, setDate] = useState(firstDay);
  const [day, setDay] = useState<DayAgenda | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [opened, setDetails] = useState<Appointment | null>(null);
  const [undo, setUndo] = useState<(Undoable & { key: number }) | null>(null);
  /** The column a phone shows; it follows a booking or move just saved (ST-09). */
  const [shown, setShown] = useState<string | null>(null);
  const [clock, setClock] = useState(() => wallClockIn(site.timeZone));
  const [clientsOpen, setClientsOpen] = useState(false);
  const [inboxOpen, setInboxOpen] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  // WL-02: how many wait for a time on the day shown, on its button, whether the list is open or not.
  const [waitingCount, setWaitingCount] = useState(0);
  useEffect(() => {
    let current = true;
    staffApi.waiting(date).then(
      (r) => current && setWaitingCount(r.waiting.length),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [date]);
  const [holidaysOpen, setHolidaysOpen] = useState(false);
  const reload = useCallback(() => setRefresh((n) => n + 1), []);
  // SP-04: changes made anywhere reload the day; SP-01: offline, the last day loaded, read-only.
  const live = useLiveAgenda(date, reload);
  const online = useOnline();

  // The agenda is data on the server: fetch the day, and again when the tab regains focus (ST-02).
  useEffect(() => {
    let current = true;
    staffApi.day(date).then(
      (data) => {
        if (!current) return;
        setDay(data);
        // Offline, the service worker answers with the last day it kept (SP-01): the page follows its date.
        if (!navigator.onLine && data.date !== date) setDate(data.date);
      },
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

  /** 'Realizada' shows at once and rolls back if the server says no; it can be undone (ST-06). */
  async function markCompleted(appointment: Appointment) {
    const before = day;
    setDay(
      (d) =>
        d && {
          ...d,
          appointments: d.appointments.map((a) => (a.id === appointment.id ? { ...a, status: "completed" } : a)),
        },
    );
    try {
      const marked = await staffApi.setStatus(appointment.id, "completed");
      done(`Cita de ${appointment.clientName ?? "cliente"} marcada como realizada.`, undoOf(marked));
    } catch (error) {
      setDay(before);
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  /** A change landed: say so, offer 'Deshacer' for UNDO_SECONDS, and show the day as it is now. */
  function done(text: string, change?: Undoable) {
    setDialog(null);
    setConfirm(null);
    setDetails(null);
    setMessage(text);
    setUndo(change ? { ...change, key: Date.now() } : null);
    // The view follows what was saved: its day, and on a phone its professional's column (ST-09).
    if (change?.at) {
      setShown(change.at.staffId);
      if (change.at.date !== date) setDate(change.at.date);
    }
    reload();
  }

  async function undoLast() {
    if (!undo) return;
    const change = undo;
    setUndo(null);
    try {
      await staffApi.undo(change.id, change.body);
      setMessage("Cambio deshecho. No se ha enviado ningún email.");
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
    reload();
  }

  // 'Deshacer' is offered for UNDO_SECONDS; the client email waits as long on the server.
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undo]);

  // The now line follows the salon's clock (a minute at a time).
  useEffect(() => {
    const timer = setInterval(() => setClock(wallClockIn(site.timeZone)), 30_000);
    return () => clearInterval(timer);
  }, []);

  const columns = day ? dayColumns(day, settings) : [];
  const cancelled = day ? day.appointments.filter((a) => a.status === "cancelled") : [];
  // The open appointment as the agenda last loaded it: opened from a card drawn before a change
  // reloaded the day, it shows the change as soon as the day has it.
  const details = opened ? (day?.appointments.find((a) => a.id === opened.id) ?? opened) : null;
  return (
    <div className="space-y-6">
      {online ? null : (
        <p role="status" className="rounded-xl border border-border bg-muted p-3 text-sm">
          Sin conexión: ves {day ? `el ${longSpanishDate(day.date)}` : "el último día"} tal como se cargó en este móvil.
          Para cambiar algo, espera a tener conexión.
        </p>
      )}
      <fieldset disabled={!online} className="min-w-0 space-y-6">
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
          {/* SP-04: whether changes made elsewhere arrive by themselves. */}
          <p className="self-center text-xs text-muted-foreground" data-live={live ? "on" : "off"}>
            {live ? "● En directo" : online ? "Conectando…" : ""}
          </p>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button onClick={() => setDialog({ kind: "add", date })}>
              <CalendarPlus aria-hidden="true" />
              Nueva cita
            </Button>
            {may(me, "blockTime") ? (
              <Button variant="outline" onClick={() => setDialog({ kind: "block", date })}>
                <Lock aria-hidden="true" />
                Bloquear tiempo
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setClientsOpen((open) => !open)} aria-expanded={clientsOpen}>
              <Search aria-hidden="true" />
              Clientes
            </Button>
            <Button variant="outline" onClick={() => setWaitlistOpen((open) => !open)} aria-expanded={waitlistOpen}>
              <ListTodo aria-hidden="true" />
              Lista de espera{" "}
              {/* On a phone the count's room is kept while it loads: the toolbar never wraps anew above the grid
                a professional's phone has just scrolled to (ST-10). */}
              <span className="inline-block min-w-8 text-left tabular-nums lg:min-w-0">
                {waitingCount ? `(${waitingCount})` : ""}
              </span>
            </Button>
            <Button variant="outline" onClick={() => setInboxOpen((open) => !open)} aria-expanded={inboxOpen}>
              <MessageSquare aria-hidden="true" />
              Mensajes
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

        <div role="status" aria-live="polite" className="flex min-h-11 flex-wrap items-center gap-3 text-sm">
          <span>{message}</span>
          {undo ? (
            <Button key={undo.key} size="sm" variant="outline" onClick={() => void undoLast()}>
              <Undo2 aria-hidden="true" />
              Deshacer
            </Button>
          ) : null}
        </div>

        {inboxOpen ? <InboxPanel /> : null}
        {waitlistOpen ? <WaitlistPanel date={date} onChanged={setWaitingCount} /> : null}
        {clientsOpen ? (
          <ClientsPanel onChanged={reload} onBookAgain={(again) => setDialog({ kind: "add", date, ...again })} />
        ) : null}
        {holidaysOpen ? <HolidaysPanel year={String(Number(date.slice(0, 4)) + 1)} onChanged={reload} /> : null}

        <section aria-labelledby="agenda-dia">
          <h2 id="agenda-dia" className="mb-4 text-2xl font-semibold first-letter:uppercase">
            {longSpanishDate(date)}
            {day && !day.hours ? <span className="ml-2 text-base text-muted-foreground">· Cerrado</span> : null}
          </h2>
          {day === null ? (
            <p className="text-muted-foreground">Cargando agenda…</p>
          ) : (
            <>
              <DayGrid
                day={day}
                columns={columns.map((c) => ({
                  ...c,
                  entries: c.entries.filter((e) => e.kind !== "appointment" || e.appointment.status !== "cancelled"),
                }))}
                myColumn={me.role === "professional" ? (me.staffId ?? null) : null}
                nowMinutes={clock.date === date ? clock.minutes : null}
                onOpen={setDetails}
                onAdd={(staffId, time) => setDialog({ kind: "add", date, staffId, time })}
                onMove={({ appointment, staffId, time }) =>
                  setConfirm({
                    kind: "move",
                    appointment,
                    staffId,
                    staffName: day.staff.find((p) => p.id === staffId)?.name ?? staffId,
                    time,
                  })
                }
                onBlockRemoved={reload}
                onError={setMessage}
                shown={shown}
                onShow={setShown}
              />
              {cancelled.length > 0 ? (
                <details className="mt-6">
                  <summary className="cursor-pointer text-sm font-medium">Canceladas ({cancelled.length})</summary>
                  <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
                    {cancelled.map((a) => (
                      <li key={a.id}>
                        <AppointmentCard appointment={a} onStatus={() => undefined} onMove={() => undefined} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </>
          )}
        </section>

        {details ? (
          <Dialog
            open
            onDismiss={() => setDetails(null)}
            title={`Cita de ${details.clientName ?? "cliente"}`}
            description={`${longSpanishDate(details.date)}, con ${details.staffName}`}
          >
            <div className="mt-3">
              <AppointmentCard
                appointment={details}
                canCancel={may(me, "cancel")}
                started={
                  clock.date > details.date || (clock.date === details.date && clock.minutes >= toMinutes(details.time))
                }
                onMove={() => {
                  setDetails(null);
                  setDialog({ kind: "move", appointment: details });
                }}
                onStatus={(status) => {
                  setDetails(null);
                  if (status === "completed") void markCompleted(details);
                  else setConfirm({ kind: "status", appointment: details, status });
                }}
              />
              <ServiceChange key={details.id} appointment={details} onChanged={reload} />
              <PaymentsPanel appointment={details} canCharge={me.role !== "professional"} />
            </div>
          </Dialog>
        ) : null}

        {confirm ? <ConfirmChange request={confirm} onClose={() => setConfirm(null)} onDone={done} /> : null}

        {dialog && day ? (
          <ActionDialog request={dialog} staff={day.staff} onClose={() => setDialog(null)} onDone={done} />
        ) : null}
      </fieldset>
    </div>
  );
}
