import { Hono } from "hono";
import { site } from "@/content/site";
import { findService } from "@/content/services";
import { findProfessional } from "@/content/team";
import { wallClockIn } from "@/lib/dates";
import { isIsoDate } from "@/features/booking/booking-request";
import { availability } from "../booking/availability-query";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";

export function availabilityRoutes({ db, env }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const service = findService(c.req.query("service") ?? "");
    const date = c.req.query("date");
    const staffId = c.req.query("staff") || undefined;
    const fields: Record<string, string> = {};
    if (!service) fields.service = "Servicio desconocido.";
    if (!isIsoDate(date)) fields.date = "Fecha no válida: usa AAAA-MM-DD.";
    if (staffId && !findProfessional(staffId)) fields.staff = "Profesional desconocida.";
    if (!service || !isIsoDate(date) || Object.keys(fields).length > 0)
      return problem(c, 400, "validation", { fields });
    const slots = await availability(
      db,
      { service, date, staffId },
      wallClockIn(site.timeZone, c.get("now")),
      env.horizonDays,
    );
    c.header("Cache-Control", "no-store");
    return c.json({ date, service: service.id, slots });
  });
}
