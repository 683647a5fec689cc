import { holdLabel } from "@/domain/payments/policy";
import { CheckCheck, MailWarning, NotebookPen, Plus, TriangleAlert, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { SelectField } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { fromMinutes, toMinutes } from "@/lib/dates";
import { type Appointment, type DayAgenda, staffApi } from "../shared/staff-api";
import { type Column, type Entry, gridRange, movedStart, STEP_MINUTES, statusLabels } from "./day-layout";

/** Vertical scale: pixels per minute (an hour is 96 px; a 30-minute service still shows two lines). */
const PX = 1.6;

/** Where an appointment is being moved to, before the confirm step. */
export interface MoveTarget {
  appointment: Appointment;
  staffId: string;
  time: string;
}

interface Props {
  day: DayAgenda;
  columns: Column[];
  /** The signed-in professional's column: 'Mi agenda', first in the phone switcher. */
  myColumn: string | null;
  /** The salon's current time in minutes when the day shown is today (the now line), else null. */
  nowMinutes: number | null;
  onOpen: (appointment: Appointment) => void;
  onAdd: (staffId: string, time: string) => void;
  onMove: (target: MoveTarget) => void;
  onBlockRemoved: () => void;
  onError: (message: string) => void;
  /** The column a phone shows (one at a time): the agenda's, so it can follow a booking just saved (ST-09). */
  shown: string | null;
  onShow: (staffId: string) => void;
}

interface Preview {
  id: string;
  column: number;
  start: number;
}

/**
 * The day as a time grid (ST-05): a time axis and one column per professional, every column at
 * once from 1024 px, one at a time with a switcher below. An appointment's height follows its
 * duration; a line marks the salon's current time. An appointment is moved by dragging it or, with
 * the keyboard, by the arrow keys (15 minutes, or the next professional) and Enter; either way the
 * move waits for a confirm step (`onMove`).
 */
export function DayGrid({
  day,
  columns,
  myColumn,
  nowMinutes,
  onOpen,
  onAdd,
  onMove,
  onBlockRemoved,
  onError,
  shown,
  onShow: setShown,
}: Props) {
  const range = gridRange(day, columns, myColumn !== null && columns.length === 1);
  const height = (range.end - range.start) * PX;
  const top = (minutes: number) => (minutes - range.start) * PX;
  const ordered = myColumn
    ? [...columns.filter((c) => c.id === myColumn), ...columns.filter((c) => c.id !== myColumn)]
    : columns;
  const shownId = columns.some((c) => c.id === shown) ? shown : (ordered[0]?.id ?? null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const drag = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  const columnRefs = useRef(new Map<number, HTMLElement>());
  const suppressClick = useRef(false);
  const hours: number[] = [];
  for (let h = range.start; h < range.end; h += 60) hours.push(h);

  // ST-10: a professional opening her own day on a phone sees her first appointment without
  // scrolling: the grid starts at her first hour, and the page brings the appointment into view
  // when the toolbar above leaves it below the fold (a small phone). Once per day shown.
  const grid = useRef<HTMLDivElement>(null);
  const own = myColumn !== null && columns.length === 1;
  const firstEntry = own ? columns[0]?.entries.find((e) => e.kind === "appointment") : undefined;
  const firstId = firstEntry?.kind === "appointment" ? firstEntry.appointment.id : undefined;
  useEffect(() => {
    if (!firstId || !window.matchMedia("(max-width: 1023px)").matches) return;
    const element = grid.current?.querySelector(`[data-appointment="${CSS.escape(firstId)}"]`);
    if (element && element.getBoundingClientRect().bottom > window.innerHeight)
      element.scrollIntoView({ block: "center" });
  }, [firstId, day.date]);

  const columnName = (index: number) => columns[index]?.name ?? "";

  function show(next: Preview | null, entry?: Extract<Entry, { kind: "appointment" }>) {
    setPreview(next);
    if (next && entry)
      setAnnouncement(
        `Mover a las ${fromMinutes(next.start)} con ${columnName(next.column)}. Intro para confirmar, Escape para dejarla.`,
      );
    else setAnnouncement("");
  }

  function request(entry: Extract<Entry, { kind: "appointment" }>, next: Preview) {
    const column = columns[next.column];
    const a = entry.appointment;
    show(null);
    if (!column || (column.id === a.staffId && next.start === entry.start)) return;
    onMove({ appointment: a, staffId: column.id, time: fromMinutes(next.start) });
  }

  function onKey(event: KeyboardEvent, entry: Extract<Entry, { kind: "appointment" }>, columnIndex: number) {
    const current =
      preview?.id === entry.appointment.id
        ? preview
        : { id: entry.appointment.id, column: columnIndex, start: entry.start };
    const duration = entry.end - entry.start;
    let next: Preview | null = null;
    if (event.key === "ArrowUp" || event.key === "ArrowDown")
      next = {
        ...current,
        start: movedStart(current.start, event.key === "ArrowUp" ? -STEP_MINUTES : STEP_MINUTES, duration, range),
      };
    else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const column = Math.max(0, Math.min(columns.length - 1, current.column + (event.key === "ArrowLeft" ? -1 : 1)));
      next = { ...current, column };
      const id = columns[column]?.id;
      if (id) setShown(id);
    } else if (event.key === "Enter" && preview?.id === entry.appointment.id) {
      event.preventDefault();
      request(entry, preview);
      return;
    } else if (event.key === "Escape" && preview) {
      event.preventDefault();
      show(null);
      return;
    }
    if (!next) return;
    event.preventDefault();
    show(next, entry);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0 || !event.isPrimary) return;
    drag.current = { id, x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent, entry: Extract<Entry, { kind: "appointment" }>, columnIndex: number) {
    const d = drag.current;
    if (!d || d.id !== entry.appointment.id) return;
    if (!d.moved && Math.hypot(event.clientX - d.x, event.clientY - d.y) < 6) return;
    d.moved = true;
    let column = columnIndex;
    for (const [index, element] of columnRefs.current) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && event.clientX >= rect.left && event.clientX < rect.right) column = index;
    }
    const start = movedStart(entry.start, (event.clientY - d.y) / PX, entry.end - entry.start, range);
    show({ id: d.id, column, start }, entry);
  }

  function onPointerUp(entry: Extract<Entry, { kind: "appointment" }>) {
    const d = drag.current;
    drag.current = null;
    if (!d?.moved) return;
    suppressClick.current = true;
    if (preview) request(entry, preview);
  }

  const previewEntry = preview
    ? columns.flatMap((c) => c.entries).find((e) => e.kind === "appointment" && e.appointment.id === preview.id)
    : undefined;

  return (
    <div>
      {ordered.length > 1 ? (
        // ST-10: a professional who sees only her own column gets no one-option switcher above it.
        <div className="mb-3 lg:hidden">
          <SelectField label="Ver la agenda de" value={shownId ?? ""} onChange={(e) => setShown(e.target.value)}>
            {ordered.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id === myColumn ? "Mi agenda" : c.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <p id="agenda-move-hint" className="sr-only">
        Pulsa para ver la cita. Con las flechas la mueves {STEP_MINUTES} minutos o a otra profesional; Intro para
        confirmar.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div ref={grid} className="relative flex">
        <div aria-hidden="true" className="w-12 shrink-0">
          <div className="h-10" />
          <div className="relative" style={{ height }}>
            {hours.map((h) => (
              <span key={h} className="absolute -translate-y-2 text-xs text-muted-foreground" style={{ top: top(h) }}>
                {fromMinutes(h)}
              </span>
            ))}
          </div>
        </div>
        <ol
          aria-label="Profesionales"
          className="grid min-w-0 flex-1 grid-cols-1 gap-1 lg:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
          style={{ "--cols": String(columns.length) } as React.CSSProperties}
        >
          {columns.map((column, index) => {
            const person = day.staff.find((p) => p.id === column.id);
            return (
              <li key={column.id} className={cn("min-w-0", column.id !== shownId && "hidden lg:block")}>
                {/* ST-10: the names stay in view while the day scrolls. */}
                <h3
                  className="sticky top-0 z-20 flex h-10 items-center truncate bg-background px-1 font-sans text-sm font-semibold"
                  title={column.name}
                >
                  {column.name}
                </h3>
                <div
                  ref={(el) => {
                    if (el) columnRefs.current.set(index, el);
                    else columnRefs.current.delete(index);
                  }}
                  className="relative overflow-hidden rounded-lg border border-border bg-muted/60"
                  style={{ height }}
                >
                  {person?.shifts.map((s) => (
                    <div
                      key={s.starts}
                      aria-hidden="true"
                      className="absolute inset-x-0 bg-card"
                      style={{ top: top(toMinutes(s.starts)), height: (toMinutes(s.ends) - toMinutes(s.starts)) * PX }}
                    />
                  ))}
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0"
                    style={{
                      backgroundImage: "linear-gradient(to bottom, var(--color-border) 1px, transparent 1px)",
                      backgroundSize: `100% ${60 * PX}px`,
                    }}
                  />
                  {!column.working && column.entries.length === 0 ? (
                    <p className="relative p-2 text-sm text-muted-foreground">No trabaja este día.</p>
                  ) : null}
                  <ul>
                    {column.entries.map((entry) => (
                      <GridEntry
                        key={
                          entry.kind === "appointment"
                            ? entry.appointment.id
                            : entry.kind === "blocked"
                              ? `b-${entry.block.id}`
                              : `f-${entry.start}`
                        }
                        entry={entry}
                        top={top(entry.start)}
                        height={Math.max(24, (Math.min(entry.end, range.end) - entry.start) * PX)}
                        dragging={preview?.id === (entry.kind === "appointment" ? entry.appointment.id : "")}
                        onAdd={() => onAdd(column.id, fromMinutes(entry.start))}
                        onOpen={() => {
                          if (suppressClick.current) {
                            suppressClick.current = false;
                            return;
                          }
                          if (entry.kind === "appointment") onOpen(entry.appointment);
                        }}
                        onKeyDown={(e) => entry.kind === "appointment" && onKey(e, entry, index)}
                        onPointerDown={(e) => entry.kind === "appointment" && onPointerDown(e, entry.appointment.id)}
                        onPointerMove={(e) => entry.kind === "appointment" && onPointerMove(e, entry, index)}
                        onPointerUp={() => entry.kind === "appointment" && onPointerUp(entry)}
                        onBlur={() =>
                          entry.kind === "appointment" &&
                          !drag.current &&
                          preview?.id === entry.appointment.id &&
                          show(null)
                        }
                        onBlockRemoved={onBlockRemoved}
                        onError={onError}
                      />
                    ))}
                  </ul>
                  {preview && previewEntry && preview.column === index ? (
                    <div
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-x-1 z-20 rounded-lg border-2 border-dashed border-primary bg-primary/10 p-1 text-xs font-semibold text-primary"
                      style={{ top: top(preview.start), height: (previewEntry.end - previewEntry.start) * PX }}
                    >
                      {fromMinutes(preview.start)}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
        {nowMinutes !== null && nowMinutes >= range.start && nowMinutes <= range.end ? (
          <div
            role="note"
            aria-label={`Hora actual: ${fromMinutes(nowMinutes)}`}
            className="pointer-events-none absolute right-0 left-10 z-30 flex items-center"
            style={{ top: 40 + top(nowMinutes) }}
          >
            <span className="size-2.5 -translate-x-1 rounded-full bg-destructive" />
            <span className="h-0.5 flex-1 bg-destructive" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

const statusStyles: Record<Appointment["status"], string> = {
  confirmed: "border-primary/40 bg-secondary text-secondary-foreground",
  cancelled: "border-border bg-muted text-muted-foreground line-through",
  completed: "border-success/40 bg-success-soft text-success",
  no_show: "border-destructive/40 bg-card text-destructive",
};

const appointmentLabel = (a: Appointment) =>
  `${a.time} ${a.serviceName}, ${a.clientName ?? "cliente sin datos"}${a.clientConfirmedAt && a.status === "confirmed" ? ", confirmada por la clienta" : ""}${a.heldUntil ? `, ${holdLabel(a.heldUntil).toLowerCase()}` : ""}`;

function GridEntry({
  entry,
  top,
  height,
  dragging,
  onOpen,
  onAdd,
  onKeyDown,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onBlur,
  onBlockRemoved,
  onError,
}: {
  entry: Entry;
  top: number;
  height: number;
  dragging: boolean;
  onOpen: () => void;
  onAdd: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onPointerDown: (e: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (e: PointerEvent) => void;
  onPointerUp: () => void;
  onBlur: () => void;
  onBlockRemoved: () => void;
  onError: (m: string) => void;
}) {
  const place = { top, height };
  if (entry.kind === "free")
    return (
      <li className="absolute inset-x-1 z-0" style={place}>
        <button
          type="button"
          onClick={onAdd}
          aria-label={`Nueva cita: ${entry.label}`}
          className="group flex size-full items-start gap-1 rounded-lg p-1 text-left text-xs text-success hover:bg-success-soft focus-visible:bg-success-soft"
        >
          <Plus aria-hidden="true" className="size-3.5 shrink-0 opacity-60 group-hover:opacity-100" />
          {/* ST-10: 'Libre' and the times on two lines when the column is narrow (nine on a laptop). */}
          <span className="line-clamp-2 leading-tight break-words">{entry.label}</span>
        </button>
      </li>
    );
  if (entry.kind === "blocked")
    return (
      <li
        className="absolute inset-x-1 z-10 flex items-start justify-between gap-1 overflow-hidden rounded-lg border border-dashed border-muted-foreground/40 bg-muted p-1 text-xs"
        style={place}
      >
        <span className="min-w-0">
          <span className="font-semibold">
            Bloqueado {entry.block.from}–{entry.block.to === "00:00" ? "24:00" : entry.block.to}
          </span>
          {entry.block.staffId === null ? " · todo el salón" : ""}
          {entry.block.reason ? ` · ${entry.block.reason}` : ""}
        </span>
        <button
          type="button"
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-card"
          onClick={() =>
            staffApi
              .unblock(entry.block.id)
              .then(onBlockRemoved, (e: unknown) => onError(e instanceof Error ? e.message : String(e)))
          }
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Quitar bloqueo {entry.block.from}</span>
        </button>
      </li>
    );
  const a = entry.appointment;
  // AP-02: overlapping appointments share the column side by side, each marked.
  const lane =
    entry.lanes > 1
      ? {
          left: `calc(0.25rem + (100% - 0.5rem) * ${entry.lane / entry.lanes})`,
          width: `calc((100% - 0.5rem) / ${entry.lanes})`,
        }
      : {};
  return (
    <li className={cn("absolute z-10", entry.lanes > 1 ? "" : "inset-x-1")} style={{ ...place, ...lane }}>
      <article aria-label={appointmentLabel(a)} data-appointment={a.id} className="size-full">
        <button
          type="button"
          aria-describedby="agenda-move-hint"
          onClick={onOpen}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onBlur={onBlur}
          className={cn(
            "flex size-full touch-pan-y flex-col overflow-hidden rounded-lg border px-1.5 py-1 text-left text-xs leading-tight select-none",
            statusStyles[a.status],
            // PY-09: a time held while she pays is drawn apart from a confirmed one.
            a.heldUntil && "border-dashed border-accent",
            entry.conflict && "ring-2 ring-destructive",
            dragging && "opacity-50",
          )}
        >
          <span className="flex w-full items-center gap-1 font-semibold">
            <span>
              {a.time}–{a.endTime}
            </span>
            {a.mailFailure ? <MailWarning aria-label="Email no enviado" className="size-3.5 text-destructive" /> : null}
            {a.clientNote ? <NotebookPen aria-label="Tiene notas" className="size-3.5" /> : null}
            {a.clientConfirmedAt && a.status === "confirmed" ? (
              <CheckCheck aria-label="Confirmada por la clienta" className="size-3.5 text-success" />
            ) : null}
          </span>
          {entry.conflict ? (
            <span className="flex items-center gap-0.5 font-semibold text-destructive">
              <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
              Solapada
            </span>
          ) : null}
          <span className="truncate font-medium">{a.clientName ?? "Datos borrados"}</span>
          <span className="truncate">{a.serviceName}</span>
          {a.status !== "confirmed" ? <span className="truncate">{statusLabels[a.status]}</span> : null}
          {a.heldUntil ? (
            <span className="line-clamp-2 font-semibold break-words text-accent">{holdLabel(a.heldUntil)}</span>
          ) : null}
        </button>
      </article>
    </li>
  );
}
