import { lazy } from "react";
import type { Route } from "./+types/staff-account";
import { site } from "@/content/site";
import { StaffPage } from "../staff-page";

// Staff code never loads on public pages: this route's lazy chunk.
const AccountApp = lazy(() => import("@/features/agenda/components/account-app"));

export const meta: Route.MetaFunction = () => [
  { title: `Mi cuenta | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `/gestion/cuenta` (AC-01..AC-05). */
export default function StaffAccountPage() {
  return <StaffPage id="cuenta-titulo" title="Mi cuenta" width="max-w-5xl" App={AccountApp} />;
}
