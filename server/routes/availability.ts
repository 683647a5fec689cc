import { Hono } from "hono";
import { site } from "@/content/site";
import { availabilityQuery, type AvailabilityResponse } from "@/domain/booking/schemas";
import { wallClockIn } from "@/lib/dates";
import { availability } from "../booking/availability-query";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { knownIds, offeredIds } from "../settings/known-ids";
import { validate } from "../http/validate";

export function availabilityRoutes({ db, env, settings: store }: AppDeps) {
  return new Hono<AppEnv>().get(
    "/",
    validate("query", availabilityQuery, { also: offeredIds(store, {}) }),
    async (c) => {
      const query = c.req.valid("query");
      const settings = await store.current();
      const { service, fields } = knownIds(settings, { service: query.service, staff: query.staff }, {});
      if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
      const slots = await availability(
        db,
        settings,
        { service, date: query.date, staffId: query.staff || undefined },
        wallClockIn(site.timeZone, c.get("now")),
        env.horizonDays,
      );
      return c.json({ date: query.date, service: service.id, slots } satisfies AvailabilityResponse, 200);
    },
  );
}
