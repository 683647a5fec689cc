import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { ALL, type CategoryFilter as Filter, filterOptions } from "../posts";

/** The address of the blog filtered by one category (RT-02): `/blog?categoria=…`, or `/blog` for all. */
function categoryHref(option: Filter): string {
  return option === ALL ? paths.blog : `${paths.blog}?${new URLSearchParams({ categoria: option }).toString()}`;
}

const pill = (selected: boolean) =>
  cn(
    "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
    selected
      ? "border-primary bg-primary text-primary-foreground"
      : "border-border bg-card text-foreground hover:border-primary hover:text-primary",
  );

/**
 * The category filter (BL-01, RT-02). As plain links to `/blog?categoria=…` it works before and
 * without any script (PF-01: `/blog` renders the chosen category on the server, the chosen link marked
 * with aria-current). Given `onChange`, once its island has hydrated (the home page's section) it
 * becomes toggle buttons that filter in place, the selected one announced with aria-pressed.
 */
export function CategoryFilter({ value, onChange }: { value: Filter; onChange?: (value: Filter) => void }) {
  const hydrated = useHydrated();
  if (onChange && hydrated)
    return (
      <div role="group" aria-label="Filtrar artículos por categoría" className="flex flex-wrap justify-center gap-2">
        {filterOptions.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === value}
            onClick={() => onChange(option)}
            className={pill(option === value)}
          >
            {option}
          </button>
        ))}
      </div>
    );
  return (
    <nav aria-label="Filtrar artículos por categoría">
      <ul className="flex flex-wrap justify-center gap-2">
        {filterOptions.map((option) => (
          <li key={option}>
            <a
              href={categoryHref(option)}
              aria-current={option === value ? "page" : undefined}
              className={pill(option === value)}
            >
              {option}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
