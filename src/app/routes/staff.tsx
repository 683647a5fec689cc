import { lazy, Suspense } from "react";
import type { Route } from "./+types/staff";
import { site } from "@/content/site";
import { useHydrated } from "@/hooks/use-hydrated";

// The agenda's code never loads on public pages: it is this route's lazy chunk.
const AgendaApp = lazy(() => import("@/features/agenda/components/agenda-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Agenda | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion` (ST-01): a prerendered shell that becomes the salon's agenda after sign-in. */
export default function Staff() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="agenda-titulo" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 id="agenda-titulo" className="mb-6 text-3xl font-semibold">
        Agenda del salón
      </h1>
      {hydrated ? (
        <Suspense fallback={<p className="text-muted-foreground">Cargando…</p>}>
          <AgendaApp />
        </Suspense>
      ) : (
        <p className="text-muted-foreground">Cargando…</p>
      )}
    </section>
  );
}
