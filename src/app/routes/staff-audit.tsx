import { lazy } from "react";
import type { Route } from "./+types/staff-audit";
import { site } from "@/content/site";
import { StaffPage } from "../staff-page";

// Staff code never loads on public pages: this route's lazy chunk.
const AuditApp = lazy(() => import("@/features/agenda/components/audit-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Registro de cambios | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion/registro` (AC-01..AC-05). */
export default function StaffAuditPage() {
  return <StaffPage id="registro-titulo" title="Registro de cambios" width="max-w-5xl" App={AuditApp} />;
}
