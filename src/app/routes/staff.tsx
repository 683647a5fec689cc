import { lazy } from "react";
import type { Route } from "./+types/staff";
import { site } from "@/content/site";
import { StaffPage } from "../staff-page";

// The agenda's code never loads on public pages: it is this route's lazy chunk.
const AgendaApp = lazy(() => import("@/features/agenda/components/agenda-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Agenda | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion` (ST-01): a shell that becomes the salon's agenda after sign-in. */
export default function Staff() {
  return <StaffPage id="agenda-titulo" title="Agenda del salón" width="max-w-7xl" App={AgendaApp} />;
}
