import { Hono } from "hono";
import { site } from "@/content/site";
import { findService } from "@/content/services";
import { availabilityQuery, type AvailabilityResponse } from "@/domain/booking/schemas";
import { wallClockIn } from "@/lib/dates";
import { availability } from "../booking/availability-query";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { validate } from "../http/validate";

export function availabilityRoutes({ db, env }: AppDeps) {
  return new Hono<AppEnv>().get("/", validate("query", availabilityQuery), async (c) => {
    const query = c.req.valid("query");
    const service = findService(query.service);
    if (!service) return problem(c, 400, "validation", { fields: { service: "Servicio desconocido." } });
    const slots = await availability(
      db,
      { service, date: query.date, staffId: query.staff || undefined },
      wallClockIn(site.timeZone, c.get("now")),
      env.horizonDays,
    );
    return c.json({ date: query.date, service: service.id, slots } satisfies AvailabilityResponse, 200);
  });
}
