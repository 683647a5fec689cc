import { lazy } from "react";
import type { Route } from "./+types/staff-settings";
import { site } from "@/content/site";
import { StaffPage } from "../staff-page";

// The settings forms never load on public pages: this route's lazy chunk.
const SettingsApp = lazy(() => import("@/features/agenda/components/settings-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Ajustes del salón | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion/ajustes` (OW-03): the salon's services, hours, closures, team and time off, behind the staff session. */
export default function StaffSettings() {
  return <StaffPage id="ajustes-titulo" title="Ajustes del salón" width="max-w-5xl" App={SettingsApp} />;
}
