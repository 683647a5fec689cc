import { lazy } from "react";
import type { Route } from "./+types/staff-access";
import { site } from "@/content/site";
import { StaffPage } from "../staff-page";

// Staff code never loads on public pages: this route's lazy chunk.
const AccessApp = lazy(() => import("@/features/agenda/components/access-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Acceso a la agenda | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion/acceso` (AC-01..AC-05). */
export default function StaffAccessPage() {
  return <StaffPage id="acceso-titulo" title="Acceso a la agenda" width="max-w-5xl" App={AccessApp} />;
}
