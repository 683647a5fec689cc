import { cn } from "@/lib/cn";
import type { BookingSummary } from "../booking-machine";

export function SummaryList({ summary, className }: { summary: BookingSummary; className?: string }) {
  const rows = [
    ["Servicio", summary.service],
    ["Profesional", summary.professional],
    ["Fecha", summary.date],
    ["Hora", summary.time],
    ["Duración", summary.duration],
    ["Precio", summary.price],
  ] as const;
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-muted p-4 text-sm", className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
