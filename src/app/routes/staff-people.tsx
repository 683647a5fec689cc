import { lazy } from "react";
import type { Route } from "./+types/staff-people";
import { site } from "@/content/site";
import { StaffPage } from "../staff-page";

// Staff code never loads on public pages: this route's lazy chunk.
const PeopleApp = lazy(() => import("@/features/agenda/components/people-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Personas y accesos | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion/personas` (AC-01..AC-05). */
export default function StaffPeoplePage() {
  return <StaffPage id="personas-titulo" title="Personas y accesos" width="max-w-5xl" App={PeopleApp} />;
}
