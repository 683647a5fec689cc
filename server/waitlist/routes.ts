/**
 * The waitlist's routes (WL-01, WL-02): a visitor joins from the widget or the chat, opens an offer's
 * link and accepts it; the agenda shows who waits on a day, and reception adds or removes someone.
 * The offer's token travels in a JSON body, never in a URL (as /cita's).
 */
import { type Context, Hono } from "hono";
import { site } from "@/content/site";
import { addDays, longSpanishDate, wallClockIn, salonDateTime } from "@/lib/dates";
import { findService } from "@/lib/settings/queries";
import { manageTokenBody } from "@/domain/booking/schemas";
import { problemMessages, tooManyBookingsMessage } from "@/domain/booking/messages";
import { timeWindows, windowLabel } from "@/domain/waitlist/rules";
import {
  deskWaitlistBody,
  type OfferAccepted,
  type OfferResponse,
  type WaitingView,
  waitlistDayQuery,
  waitlistRequestBody,
} from "@/domain/waitlist/schemas";
import type { SalonSettings } from "@/lib/settings/model";
import type { AppDeps, AppEnv } from "../http/context";
import { ALL, allow, own } from "../http/access";
import { problem } from "../http/problems";
import { validate, validateOr } from "../http/validate";
import { knownIds } from "../http/known-ids";
import { depositPlan, manageUrl, startCheckout, verifyToken } from "../appointments";
import { reasonOf } from "../errors";
import { acceptOffer, freeNowFor, joinWaitlist, waitingOn } from "./service";
import { waitlistRepository } from "./repository";

const token = validateOr("json", manageTokenBody, (c) => problem(c, 404, "offer_not_found"));

/**
 * The service and professional, checked against the settings, and a visit's other services (WL-06):
 * each offered, none twice; a field's message when one is not.
 */
function known(
  settings: SalonSettings,
  body: { service: string; staff?: string | undefined; extras?: readonly string[] | undefined },
) {
  const main = knownIds(
    settings,
    { service: body.service, staff: body.staff || undefined },
    { service: "Elige uno de nuestros servicios.", staff: problemMessages.not_qualified },
  );
  const ids = body.extras ?? [];
  const extras = ids.flatMap((id) => {
    const found = findService(settings, id);
    return found?.active ? [found] : [];
  });
  const wrong = extras.length !== ids.length || new Set([body.service, ...ids]).size !== ids.length + 1;
  return {
    ...main,
    extras,
    ...(wrong ? { fields: { ...main.fields, extras: "Elige servicios distintos de los que ofrecemos." } } : {}),
  };
}

/**
 * The days and window of an entry, or a field's message: from today at the earliest (an earlier
 * first day starts today), up to the booking horizon's last day.
 */
function entryInput(
  settings: SalonSettings,
  now: Date,
  body: { fromDay: string; toDay: string; window: keyof typeof timeWindows },
): { fromDay: string; toDay: string; windowStart: number; windowEnd: number } | { fields: Record<string, string> } {
  const today = wallClockIn(site.timeZone, now).date;
  const last = addDays(today, settings.booking.horizonDays);
  if (body.toDay < today) return { fields: { toDay: "Esos días ya han pasado: elige días a partir de hoy." } };
  if (body.fromDay > last)
    return { fields: { fromDay: `Solo damos citas hasta el ${longSpanishDate(last)}: elige días antes.` } };
  const window = timeWindows[body.window];
  return {
    fromDay: body.fromDay < today ? today : body.fromDay,
    toDay: body.toDay > last ? last : body.toDay,
    windowStart: window.start,
    windowEnd: window.end,
  };
}

export function waitlistRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono<AppEnv>()
    .post("/", deps.visitorWrites, validate("json", waitlistRequestBody), async (c) => {
      const body = c.req.valid("json");
      if (body.website) return problem(c, 400, "validation", { message: "No hemos podido guardar tu aviso." });
      const settings = await deps.settings.current();
      const { service, fields, extras } = known(settings, body);
      if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
      if (body.reminders && body.reminders !== settings.messages.offered)
        return problem(c, 400, "validation", { fields: { reminders: "El salón no envía mensajes por ese canal." } });
      const days = entryInput(settings, c.get("now"), body);
      if ("fields" in days) return problem(c, 400, "validation", { fields: days.fields });
      const entry = await joinWaitlist(
        db,
        {
          service,
          staffId: body.staff || null,
          ...days,
          name: body.name,
          phone: body.phone,
          email: body.email,
          messageChannel: body.reminders ?? null,
          source: body.from ?? "web",
          extras: extras ?? [],
        },
        c.get("now"),
      );
      // WL-04: a time that is free right now is shown to her at once, not announced later as freed.
      const freeNow = await freeNowFor(db, settings, entry, c.get("now"));
      return c.json(
        { id: entry.id, serviceName: service.name, fromDay: entry.from_day, toDay: entry.to_day, freeNow },
        201,
      );
    })
    .post("/offers/lookup", token, async (c) => {
      const id = verifyToken(env.bookingSecret, "offer", c.req.valid("json").token);
      const offer = id ? await waitlistRepository.offer(db, id) : undefined;
      if (!offer) return problem(c, 404, "offer_not_found");
      const { isoDate, time } = salonDateTime(offer.starts_at);
      const expired = offer.status === "open" && offer.expires_at.getTime() <= c.get("now").getTime();
      return c.json(
        {
          status: expired ? "expired" : offer.status,
          serviceName: offer.service_name,
          staffName: offer.staff_name,
          date: longSpanishDate(isoDate),
          time,
          until: salonDateTime(offer.expires_at).time,
          expiresAt: offer.expires_at.toISOString(),
          ...(offer.status === "accepted" && offer.entry.booking_id
            ? { manageUrl: manageUrl(env.publicUrl, env.bookingSecret, offer.entry.booking_id) }
            : {}),
        } satisfies OfferResponse,
        200,
      );
    })
    .post("/offers/accept", token, async (c) => {
      const id = verifyToken(env.bookingSecret, "offer", c.req.valid("json").token);
      if (!id) return problem(c, 404, "offer_not_found");
      const settings = await deps.settings.current();
      const now = c.get("now");
      // PY-09: the offered time is booked like any other — a service's deposit is asked here too.
      const result = await acceptOffer(db, settings, id, now, (services) => depositPlan(deps, settings, services, now));
      if (result.ok) {
        const booking = result.booking;
        const answer: OfferAccepted = {
          manageUrl: manageUrl(env.publicUrl, env.bookingSecret, booking.id),
          reference: booking.reference,
        };
        if (!deps.payments || !booking.heldUntil) return c.json(answer, 201);
        try {
          const payment = await startCheckout(
            db,
            deps.payments,
            booking,
            { publicUrl: env.publicUrl, secret: env.bookingSecret, noticeHours: settings.booking.cancelNoticeHours },
            now,
          );
          return c.json({ ...answer, payment } satisfies OfferAccepted, 201);
        } catch (error) {
          // Her time stays held; /cita offers 'Pagar la señal' until the hold ends.
          deps.log(`payments: checkout for ${booking.id} failed: ${reasonOf(error)}`);
          return c.json(answer, 201);
        }
      }
      if (result.error === "not_found") return problem(c, 404, "offer_not_found");
      if (result.error === "too_many_bookings")
        return problem(c, 429, "too_many_bookings", {
          message: tooManyBookingsMessage(settings.booking.maxFutureBookingsPerContact),
        });
      return problem(
        c,
        result.error === "taken" ? 409 : 410,
        result.error === "taken" ? "offer_taken" : "offer_expired",
      );
    });
}

/** `/api/staff/waitlist`: who waits on a day (the grid), and the desk's own additions and removals. */
const entryGone = (c: Context) =>
  problem(c, 404, "not_found", { message: "Esa persona ya no está en la lista de espera." });
/** A professional removes only who waits for her, or for anyone (AC-04). */
const ownEntry = own((c) => waitlistRepository.entryColumn(c.var.db, c.req.param("id") ?? ""), {
  missing: entryGone,
  shared: true,
});

export function staffWaitlistRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/waitlist", allow(ALL), validate("query", waitlistDayQuery), async (c) => {
      const settings = await deps.settings.current();
      const me = c.get("me");
      const nameOf = (id: string | null) => (id ? (settings.team.find((p) => p.id === id)?.name ?? id) : null);
      const waiting = (await waitingOn(c.var.db, c.req.valid("query").date))
        // A professional sees who waits for her, or for anyone who does what she does.
        .filter(({ entry }) => me.role !== "professional" || entry.staff_id === null || entry.staff_id === me.staffId)
        .map(({ entry, offer }): WaitingView => {
          const at = offer ? salonDateTime(offer.starts_at) : undefined;
          return {
            id: entry.id,
            name: entry.client_name ?? "",
            phone: entry.client_phone,
            service: entry.service_id,
            // WL-06: a visit's services, in order.
            serviceName: [entry.service_id, ...entry.extras]
              .map((id) => findService(settings, id)?.name ?? id)
              .join(" + "),
            staff: entry.staff_id,
            staffName: nameOf(entry.staff_id),
            fromDay: entry.from_day,
            toDay: entry.to_day,
            window: windowLabel(entry.window_start, entry.window_end),
            channel: entry.message_channel ?? (entry.client_email ? "email" : null),
            offer:
              offer && at
                ? {
                    date: at.date,
                    time: at.time,
                    staffName: nameOf(offer.staff_id) ?? "",
                    until: salonDateTime(offer.expires_at).time,
                  }
                : null,
          };
        });
      return c.json({ waiting }, 200);
    })
    .post("/waitlist", allow(ALL), validate("json", deskWaitlistBody), async (c) => {
      const body = c.req.valid("json");
      const settings = await deps.settings.current();
      const { service, fields } = known(settings, body);
      if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
      const days = entryInput(settings, c.get("now"), body);
      if ("fields" in days) return problem(c, 400, "validation", { fields: days.fields });
      const entry = await joinWaitlist(
        c.var.db,
        {
          service,
          staffId: body.staff || null,
          ...days,
          name: body.name,
          phone: body.phone,
          email: body.email || null,
          messageChannel: body.reminders ?? null,
          source: "staff",
        },
        c.get("now"),
      );
      return c.json({ id: entry.id }, 201);
    })
    .delete("/waitlist/:id{[0-9a-f-]{36}}", allow(ALL), ownEntry, async (c) => {
      const removed = await waitlistRepository.removeEntry(c.var.db, c.req.param("id"), c.get("now"));
      return removed ? c.json({ removed: true as const }, 200) : entryGone(c);
    });
}
