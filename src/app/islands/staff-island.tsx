import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from "react";
import { IslandRoot } from "./island-root";
import { LiveSettings } from "./live-settings";

/** Each staff page's app is its own chunk: opening the agenda never loads the settings editor. */
const apps = {
  agenda: lazy(() => import("@/features/staff/agenda/agenda-app")),
  ajustes: lazy(() => import("@/features/staff/settings/settings-app")),
  acceso: lazy(() => import("@/features/staff/people/access-app")),
  cuenta: lazy(() => import("@/features/staff/people/account-app")),
  personas: lazy(() => import("@/features/staff/people/people-app")),
  registro: lazy(() => import("@/features/staff/audit/audit-app")),
  informes: lazy(() => import("@/features/staff/reports/reports-app")),
  caja: lazy(() => import("@/features/staff/checkout/checkout-app")),
  contenido: lazy(() => import("@/features/staff/content/content-app")),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type StaffApp = keyof typeof apps;

/** The pages that show no salon facts (signing in): they need no settings. */
const withoutSettings: ReadonlySet<StaffApp> = new Set(["acceso"]);

/** A staff page's app (ST-*): a client-only island (`client:only`), PF-01, on the live settings (OW-11). */
export default function StaffIsland({ app }: { app: StaffApp }) {
  const App = apps[app];
  const page = (
    <Suspense fallback={<p className="text-muted-foreground">Cargando…</p>}>
      <App />
    </Suspense>
  );
  return (
    <IslandRoot>
      {/* The browser tests' sign that the page is live (the staff pages have no chat button). */}
      <div data-hydrated="">{withoutSettings.has(app) ? page : <LiveSettings>{page}</LiveSettings>}</div>
    </IslandRoot>
  );
}
