import { CalendarPlus } from "lucide-react";
import { cn } from "@/lib/cn";

/** 'Añadir al calendario': the appointment's .ics file (BE-05). */
export function CalendarLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      download="cita.ics"
      className={cn("inline-flex items-center gap-1 font-semibold underline underline-offset-2", className)}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Añadir al calendario
    </a>
  );
}
