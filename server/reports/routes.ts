/**
 * `GET /api/staff/reports` (RP-01, RP-03): the owner's numbers for a period; a professional gets her
 * own; reception gets the counts of today and this week, without money.
 */
import { Hono } from "hono";
import { site } from "@/content/site";
import { reportQuery, type ReportResponse } from "@/domain/reports/schemas";
import { addDays, wallClockIn, weekdayOf } from "@/lib/dates";
import type { AppDeps, AppEnv } from "../http/context";
import { ALL, allow } from "../http/access";
import { problem } from "../http/problems";
import { validate } from "../http/validate";
import { report } from "./service";

/** Reception's view: the counts, no money. */
const countsOnly = (r: ReportResponse): ReportResponse => {
  const strip = <T extends { revenueCents: number; collectedCents: number }>(n: T): T => ({
    ...n,
    revenueCents: 0,
    collectedCents: 0,
  });
  return {
    ...r,
    scope: "counts",
    salon: { current: strip(r.salon.current), previous: strip(r.salon.previous) },
    staff: r.staff.map((p) => ({ ...p, current: strip(p.current), previous: strip(p.previous) })),
    topServices: r.topServices.map((s) => ({ ...s, revenueCents: 0 })),
    messages: [],
    collectedByMethod: [],
  };
};

export function staffReportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/reports", allow(ALL), validate("query", reportQuery), async (c) => {
    const q = c.req.valid("query");
    const me = c.get("me");
    const settings = await deps.settings.current();
    if (me.role === "professional") {
      if (!me.staffId) return problem(c, 403, "not_yours");
      return c.json(await report(c.var.db, settings, q.from, q.to, me.staffId), 200);
    }
    if (me.role === "reception") {
      const today = wallClockIn(site.timeZone, c.get("now")).date;
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      if (q.from < monday || q.to > addDays(monday, 6))
        return problem(c, 403, "not_allowed", {
          message: "Recepción ve las cifras de hoy y de esta semana. Los informes completos son de la propietaria.",
        });
      return c.json(countsOnly(await report(c.var.db, settings, q.from, q.to, q.staff)), 200);
    }
    return c.json(await report(c.var.db, settings, q.from, q.to, q.staff), 200);
  });
}
