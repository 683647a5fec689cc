import { cn } from "@/lib/cn";
import type { BookingSummary } from "../booking-machine";

/** Label–value rows of an appointment, as the summary, the dialog and /cita show them. */
export function DetailList({ rows, className }: { rows: readonly (readonly [string, string])[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4", className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryList({ summary, className }: { summary: BookingSummary; className?: string }) {
  const rows = [
    ["Servicio", summary.service],
    ["Profesional", summary.professional],
    ["Fecha", summary.date],
    ["Hora", summary.time],
    ["Duración", summary.duration],
    ["Precio", summary.price],
  ] as const;
  return <DetailList rows={rows} className={cn("gap-y-1 rounded-xl bg-muted p-4 text-sm", className)} />;
}
