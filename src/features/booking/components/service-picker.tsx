import { Check } from "lucide-react";
import { euros } from "@/content/services";
import { bookableServices } from "@/lib/settings/queries";
import { cn } from "@/lib/cn";
import { useSettings } from "@/hooks/use-settings";
import { useHydrated } from "@/hooks/use-hydrated";
import { paths } from "@/lib/paths";

/**
 * Toggle buttons with aria-pressed: the choice is visible and announced (BK-02). Until the widget's
 * code has run they are deep links (BK-13) to the same choice, so a tap is never lost (PF-05).
 */
export function ServicePicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const settings = useSettings();
  const hydrated = useHydrated();
  return (
    <ul className="space-y-2" aria-label="Servicios disponibles">
      {bookableServices(settings).map((service) => {
        const selected = service.id === value;
        const classes = cn(
          "flex w-full items-center justify-between gap-3 rounded-xl border p-3 text-left transition-colors",
          selected ? "border-primary bg-secondary" : "border-border bg-card hover:border-primary/50",
        );
        const content = (
          <>
            <span>
              <span className="block font-medium">{service.name}</span>
              <span className="text-sm text-muted-foreground">{service.minutes} min</span>
            </span>
            <span className="flex items-center gap-2 font-semibold text-primary">
              {euros(service.price)}
              {selected ? <Check aria-hidden="true" className="size-4" /> : null}
            </span>
          </>
        );
        return (
          <li key={service.id}>
            {hydrated ? (
              <button type="button" aria-pressed={selected} onClick={() => onChange(service.id)} className={classes}>
                {content}
              </button>
            ) : (
              <a href={paths.bookService(service.id)} className={classes}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
