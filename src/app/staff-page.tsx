import { type ComponentType, type LazyExoticComponent, Suspense } from "react";
import { useHydrated } from "@/hooks/use-hydrated";

/**
 * A staff page (`/gestion`, `/gestion/ajustes`): its heading in the HTML, and its app — a lazy chunk
 * that never loads on public pages — mounted once the page has hydrated.
 */
export function StaffPage({
  id,
  title,
  width,
  App,
}: {
  id: string;
  title: string;
  width: "max-w-7xl" | "max-w-5xl";
  App: LazyExoticComponent<ComponentType>;
}) {
  const hydrated = useHydrated();
  const loading = <p className="text-muted-foreground">Cargando…</p>;
  return (
    <section aria-labelledby={id} className={`mx-auto ${width} px-4 py-8 sm:px-6`}>
      <h1 id={id} className="mb-6 text-3xl font-semibold">
        {title}
      </h1>
      {hydrated ? (
        // The browser tests' sign that the page is live (the staff pages have no chat button).
        <div data-hydrated="">
          <Suspense fallback={loading}>
            <App />
          </Suspense>
        </div>
      ) : (
        loading
      )}
    </section>
  );
}
