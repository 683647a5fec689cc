import { cn } from "@/lib/cn";
import { type CategoryFilter as Filter, filterOptions } from "../posts";

/** Filter buttons; the selected one is announced with aria-pressed (BL-01). */
export function CategoryFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  return (
    <div role="group" aria-label="Filtrar artículos por categoría" className="flex flex-wrap justify-center gap-2">
      {filterOptions.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            "h-10 rounded-full border px-4 text-sm font-medium transition-colors",
            option === value
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border bg-card text-foreground hover:border-primary hover:text-primary",
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
