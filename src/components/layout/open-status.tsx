import { useSalonClock } from "@/hooks/use-salon-clock";
import { cn } from "@/lib/cn";
import { openingStatus } from "@/lib/opening-status";
import { useSettings } from "@/hooks/use-settings";

/**
 * 'Abierto ahora · cierra a las 20:00' (HM-09). Rendered only in the browser, so the
 * prerendered HTML never shows a stale state, and updated as the minute changes.
 */
export function OpenStatus({
  className,
  room = "min-h-7",
}: {
  className?: string;
  /** The height kept before hydration brings the text (one line by default). */
  room?: string;
}) {
  const now = useSalonClock();
  const settings = useSettings();
  const status = now ? openingStatus(settings, now) : null;
  return (
    <p className={cn("flex items-center gap-2 text-sm font-semibold", room, className)}>
      {status ? (
        <>
          <span
            aria-hidden="true"
            className={cn(
              "size-2.5 rounded-full",
              status.state === "open"
                ? "bg-success"
                : status.state === "closing_soon"
                  ? "bg-amber-500"
                  : "bg-destructive",
            )}
          />
          {status.text}
        </>
      ) : null}
    </p>
  );
}
