import { Hono } from "hono";
import { site } from "@/content/site";
import {
  availabilityQuery,
  type AvailabilityResponse,
  awayQuery,
  type AwayResponse,
  freeDaysQuery,
  type FreeDaysResponse,
} from "@/domain/booking/schemas";
import { wallClockIn } from "@/lib/dates";
import { availability, awayDays, freeDays, visitAvailability } from "./availability-query";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { knownIds, offeredIds } from "../http/known-ids";
import { validate } from "../http/validate";

export function availabilityRoutes({ db, settings: store }: AppDeps) {
  return (
    new Hono<AppEnv>()
      // OW-08: the days a professional is away, so the calendar disables them when she is chosen.
      .get("/away", validate("query", awayQuery, { also: offeredIds(store, {}) }), async (c) => {
        const { staff } = c.req.valid("query");
        const settings = await store.current();
        if (!settings.team.some((p) => p.id === staff && p.active))
          return problem(c, 400, "validation", { fields: { staff: "Profesional desconocida." } });
        const now = wallClockIn(site.timeZone, c.get("now"));
        const away = await awayDays(db, settings, staff, now, settings.booking.horizonDays);
        return c.json({ staff, away } satisfies AwayResponse, 200);
      })
      // AP-04: the days with free time, so the calendar marks the others before a tap.
      .get("/days", validate("query", freeDaysQuery, { also: offeredIds(store, {}) }), async (c) => {
        const query = c.req.valid("query");
        const settings = await store.current();
        const { service, fields } = knownIds(settings, { service: query.service, staff: query.staff }, {});
        if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
        const parts = [{ service, staffId: query.staff || undefined }];
        for (const extra of query.extras ?? []) {
          const known = knownIds(settings, { service: extra.service, staff: extra.staff }, {});
          if (!known.service || known.fields) return problem(c, 400, "validation", { fields: known.fields ?? {} });
          parts.push({ service: known.service, staffId: extra.staff || undefined });
        }
        const now = wallClockIn(site.timeZone, c.get("now"));
        const days = await freeDays(db, settings, parts, now, settings.booking.horizonDays);
        return c.json({ days } satisfies FreeDaysResponse, 200);
      })
      .get("/", validate("query", availabilityQuery, { also: offeredIds(store, {}) }), async (c) => {
        const query = c.req.valid("query");
        const settings = await store.current();
        const { service, fields } = knownIds(settings, { service: query.service, staff: query.staff }, {});
        if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
        const now = wallClockIn(site.timeZone, c.get("now"));
        if (query.extras) {
          // SS-02: the times the whole visit fits, back to back.
          const parts = [{ service, staffId: query.staff || undefined }];
          for (const extra of query.extras) {
            const known = knownIds(settings, { service: extra.service, staff: extra.staff }, {});
            if (!known.service || known.fields) return problem(c, 400, "validation", { fields: known.fields ?? {} });
            parts.push({ service: known.service, staffId: extra.staff || undefined });
          }
          const slots = await visitAvailability(
            db,
            settings,
            { parts, date: query.date },
            now,
            settings.booking.horizonDays,
          );
          return c.json({ date: query.date, service: service.id, slots } satisfies AvailabilityResponse, 200);
        }
        const slots = await availability(
          db,
          settings,
          { service, date: query.date, staffId: query.staff || undefined },
          now,
          settings.booking.horizonDays,
        );
        return c.json({ date: query.date, service: service.id, slots } satisfies AvailabilityResponse, 200);
      })
  );
}
