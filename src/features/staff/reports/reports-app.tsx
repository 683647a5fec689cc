/**
 * `/gestion/informes` (RP-01, RP-03): the salon's numbers for a period beside the previous one of the
 * same length — revenue, outcomes, no-shows, occupancy, new and returning clients, rebooking — per
 * professional, the top services, the busiest hours, where bookings came from and the messages' cost.
 * Each table downloads as CSV (Excel-safe). A professional sees her own; reception this week's counts.
 */
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { site } from "@/content/site";
import { sourceLabels, type AppointmentSource } from "@/domain/booking/status";
import { channelNames, type Channel } from "@/domain/messages/channels";
import { eurosOfCents, paymentMethodNames } from "@/domain/payments/policy";
import type { PeriodNumbers, ReportResponse } from "@/domain/reports/schemas";
import { cn } from "@/lib/cn";
import { csvText } from "@/lib/csv";
import { addDays, longSpanishDate, wallClockIn } from "@/lib/dates";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import { StaffGate, useMe } from "../shared/staff-gate";

export default function ReportsApp() {
  return <StaffGate roles={["owner", "reception", "professional"]}>{() => <Reports />}</StaffGate>;
}

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const weekdays = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
/**
 * A table's cell: its text, and for a number the value its CSV carries (TK-07: a spreadsheet gets numbers,
 * not '12,50 €' or '45 %' as text).
 */
type Cell = string | { text: string; value: number };
const textOf = (c: Cell) => (typeof c === "string" ? c : c.text);
const count = (n: number): Cell => ({ text: String(n), value: n });
const euros = (cents: number): Cell => ({ text: eurosOfCents(cents), value: cents / 100 });
const pct = (v: number | null): Cell =>
  v === null ? "—" : { text: `${Math.round(v * 1000) / 10} %`.replace(".", ","), value: Math.round(v * 1000) / 10 };
const hours = (m: number) => `${Math.round(m / 6) / 10} h`.replace(".", ",");

/** The rows every period shows, in the salon's words; money only where the role sees it. */
function metricRows(money: boolean): [string, (n: PeriodNumbers) => Cell][] {
  return [
    ...(money
      ? ([
          ["Facturación (citas realizadas)", (n) => euros(n.revenueCents)],
          ["Cobrado (señales, penalizaciones y cobros)", (n) => euros(n.collectedCents)],
        ] as [string, (n: PeriodNumbers) => Cell][])
      : []),
    ["Citas realizadas", (n) => count(n.completed)],
    ["No presentadas", (n) => count(n.noShow)],
    ["Canceladas con tiempo", (n) => count(n.cancelledEarly)],
    ["Canceladas tarde", (n) => count(n.cancelledLate)],
    ["Tasa de no presentadas", (n) => pct(n.noShowRate)],
    [
      "Ocupación (reservado / turnos)",
      (n) => {
        const p = pct(n.occupancy);
        const text = `${textOf(p)} (${hours(n.bookedMinutes)} de ${hours(n.shiftMinutes)})`;
        return typeof p === "string" ? text : { text, value: p.value };
      },
    ],
    ["Clientas nuevas", (n) => count(n.newClients)],
    ["Clientas que repiten", (n) => count(n.returningClients)],
    ["Vuelven a reservar en 8 semanas", (n) => pct(n.rebookedRate)],
  ];
}

function download(name: string, rows: Cell[][]) {
  const values = rows.map((r) => r.map((c) => (typeof c === "string" ? c : c.value)));
  const url = URL.createObjectURL(new Blob([csvText(values)], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** RP-02: the chart of a table, drawn by a library loaded with it (the table stays the accessible twin). */
const BarChart = lazy(() => import("./bar-chart"));

function Table({
  title,
  head,
  rows,
  file,
  chart,
}: {
  title: string;
  head: string[];
  rows: Cell[][];
  file: string;
  chart?: { labels: string[]; values: number[]; unit: string } | undefined;
}) {
  return (
    <section aria-label={title} className={cn(cardVariants({ padding: "md" }), "space-y-2 overflow-x-auto")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button size="sm" variant="outline" onClick={() => download(file, [head, ...rows])}>
          Descargar CSV<span className="sr-only">: {title}</span>
        </Button>
      </div>
      {chart && chart.values.length > 0 ? (
        <Suspense fallback={<div className="h-[220px]" />}>
          <BarChart labels={chart.labels} values={chart.values} unit={chart.unit} title={title} />
        </Suspense>
      ) : null}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            {head.map((h) => (
              <th key={h} scope="col" className="pr-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="py-2 text-muted-foreground">
                Sin datos en este periodo.
              </td>
            </tr>
          ) : null}
          {rows.map((r) => (
            <tr key={r.map(textOf).join("|")}>
              {r.map((cell, i) =>
                i === 0 ? (
                  <th key={`${textOf(cell)}-${i}`} scope="row" className="pr-3 text-left font-normal">
                    {textOf(cell)}
                  </th>
                ) : (
                  <td key={`${textOf(cell)}-${i}`} className="pr-3">
                    {textOf(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Reports() {
  const me = useMe();
  const today = wallClockIn(site.timeZone).date;
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const [range, setRange] = useState(() =>
    me.role === "reception" ? { from: monday, to: addDays(monday, 6) } : { from: addDays(today, -29), to: today },
  );
  const [query, setQuery] = useState(range);
  const [report, setReport] = useState<ReportResponse | null>(null);
  const [message, setMessage] = useState("");
  useEffect(() => {
    let current = true;
    expectOk(api.staff.reports.$get({ query }, within(TIME_LIMITS.staffMs)), FALLBACK).then(
      (r) => {
        if (!current) return;
        setReport(r);
        setMessage("");
      },
      (e: unknown) => current && setMessage(e instanceof ApiError ? e.message : FALLBACK),
    );
    return () => {
      current = false;
    };
  }, [query]);
  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(range);
  }
  const money = report?.scope !== "counts";
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    count: (report?.busyHours ?? []).filter((b) => b.hour === hour).reduce((sum, b) => sum + b.count, 0),
  }));
  const metrics = metricRows(money);
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Periodo">
        <Field
          label="Desde"
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          className="w-44"
        />
        <Field
          label="Hasta"
          type="date"
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          className="w-44"
        />
        <Button type="submit">Ver</Button>
      </form>
      <p role="status" className="text-sm">
        {message ||
          (report
            ? `Del ${longSpanishDate(report.from)} al ${longSpanishDate(report.to)}, frente al ${longSpanishDate(report.previous.from)} – ${longSpanishDate(report.previous.to)}.`
            : "Cargando…")}
      </p>
      {report ? (
        <>
          <Table
            title={report.scope === "own" ? "Tus cifras" : "El salón"}
            head={["Cifra", "Este periodo", "Periodo anterior"]}
            rows={metrics.map(([label, f]) => [label, f(report.salon.current), f(report.salon.previous)])}
            file={`informe-${report.from}-${report.to}.csv`}
          />
          {report.scope !== "own" ? (
            <Table
              title="Por profesional"
              head={["Profesional", ...metrics.map(([label]) => label)]}
              rows={report.staff.map((s) => [s.name, ...metrics.map(([, f]) => f(s.current))])}
              file={`profesionales-${report.from}-${report.to}.csv`}
              chart={{
                labels: report.staff.map((s) => s.name.split(" ")[0] ?? s.name),
                values: report.staff.map((s) => s.current.completed),
                unit: "",
              }}
            />
          ) : null}
          <Table
            title="Servicios más reservados"
            head={money ? ["Servicio", "Citas", "Facturación"] : ["Servicio", "Citas"]}
            rows={report.topServices.map((s) =>
              money ? [s.name, count(s.count), euros(s.revenueCents)] : [s.name, count(s.count)],
            )}
            file={`servicios-${report.from}-${report.to}.csv`}
          />
          <Table
            title="Citas por hora del día"
            head={["Hora", "Citas"]}
            rows={byHour
              .filter((h) => h.count > 0)
              .map((h) => [`${String(h.hour).padStart(2, "0")}:00`, count(h.count)])}
            file={`por-hora-${report.from}-${report.to}.csv`}
            chart={{
              labels: byHour.map((h) => `${h.hour}h`),
              values: byHour.map((h) => h.count),
              unit: "",
            }}
          />
          <Table
            title="Día y hora con más citas"
            head={["Día", "Hora", "Citas"]}
            rows={[...report.busyHours]
              .sort((a, b) => b.count - a.count)
              .slice(0, 12)
              .map((h) => [weekdays[h.weekday] ?? "", `${String(h.hour).padStart(2, "0")}:00`, count(h.count)])}
            file={`dia-y-hora-${report.from}-${report.to}.csv`}
          />
          <Table
            title="De dónde llegan las reservas"
            head={["Origen", "Reservas"]}
            rows={report.sources.map((s) => [sourceLabels[s.source as AppointmentSource] ?? s.source, count(s.count)])}
            file={`origen-${report.from}-${report.to}.csv`}
          />
          {report.scope === "salon" ? (
            <Table
              title="Cobrado por forma de pago"
              head={["Forma de pago", "Este periodo", "Periodo anterior"]}
              rows={report.collectedByMethod.map((m) => [
                m.method === "bono" || m.method === "gift_card"
                  ? `${paymentMethodNames[m.method]} (uso; cobrado al venderlo)`
                  : paymentMethodNames[m.method],
                euros(m.current),
                euros(m.previous),
              ])}
              file={`cobrado-${report.from}-${report.to}.csv`}
            />
          ) : null}
          {report.scope === "salon" ? (
            <Table
              title="Mensajes enviados"
              head={["Canal", "Enviados", "Coste estimado"]}
              rows={report.messages.map((m) => [
                channelNames[m.channel as Channel] ?? m.channel,
                count(m.count),
                euros(Math.round(m.costMillis / 10)),
              ])}
              file={`mensajes-${report.from}-${report.to}.csv`}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
