import { lazy, Suspense } from "react";
import type { Route } from "./+types/staff-settings";
import { site } from "@/content/site";
import { useHydrated } from "@/hooks/use-hydrated";

// The settings forms never load on public pages: this route's lazy chunk.
const SettingsApp = lazy(() => import("@/features/agenda/components/settings-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Ajustes del salón | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion/ajustes` (OW-03): the salon's services, hours, closures, team and time off, behind the staff session. */
export default function StaffSettings() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="ajustes-titulo" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 id="ajustes-titulo" className="mb-6 text-3xl font-semibold">
        Ajustes del salón
      </h1>
      {hydrated ? (
        <Suspense fallback={<p className="text-muted-foreground">Cargando…</p>}>
          <SettingsApp />
        </Suspense>
      ) : (
        <p className="text-muted-foreground">Cargando…</p>
      )}
    </section>
  );
}
