import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { problemMessages } from "@/domain/booking/messages";
import { bookingRequestBody, type BookingResponse } from "@/domain/booking/schemas";
import type { VisitChoice } from "./availability-query";
import { type BookingStep, placeBooking } from "./place-booking";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { knownIds, offeredIds, onTheGrid } from "../http/known-ids";
import { validate } from "../http/validate";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Every booking names its request (BE-03): the same key again is the same booking. */
const idempotencyKey = createMiddleware<AppEnv>(async (c, next) => {
  if (!IDEMPOTENCY_KEY.test(c.req.header("Idempotency-Key") ?? "")) return problem(c, 400, "idempotency_key_required");
  await next();
});

/** `steps`: the booking's registered steps, in order (a gift code, then the deposit: server/app.ts). */
export function bookingRoutes(deps: AppDeps, steps: readonly BookingStep[]) {
  return new Hono<AppEnv>().post(
    "/",
    deps.visitorWrites,
    idempotencyKey,
    validate("json", bookingRequestBody, {
      aliases: { privacyAccepted: "privacy" },
      also: async (c, raw) => ({
        ...(await offeredIds(deps.settings, {
          service: "Elige uno de nuestros servicios.",
          staff: problemMessages.not_qualified,
        })(c, raw)),
        ...(await onTheGrid(deps.settings, "Elige una de las horas ofrecidas.")(c, raw)),
      }),
    }),
    async (c) => {
      const body = c.req.valid("json");
      if (body.website) return problem(c, 400, "validation", { message: "No hemos podido procesar la reserva." });
      const settings = await deps.settings.current();
      const { service, fields } = knownIds(
        settings,
        { service: body.service, staff: body.staff },
        { service: "Elige uno de nuestros servicios.", staff: problemMessages.not_qualified },
      );
      if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
      // MS-02: consent only to the channel the salon offers (its setting), none when it offers none.
      if (body.reminders && body.reminders !== settings.messages.offered)
        return problem(c, 400, "validation", {
          fields: { reminders: "El salón no envía recordatorios por ese canal." },
        });
      // SS-02: the visit's other services, each offered and done by the professional named.
      const extras: VisitChoice[] = [];
      for (const extra of body.extras ?? []) {
        const known = knownIds(
          settings,
          { service: extra.service, staff: extra.staff },
          { service: "Elige uno de nuestros servicios.", staff: problemMessages.not_qualified },
        );
        if (!known.service || known.fields)
          return problem(c, 400, "validation", { fields: { extras: Object.values(known.fields ?? {})[0] ?? "" } });
        extras.push({ service: known.service, staffId: extra.staff || undefined });
      }
      const placed = await placeBooking(
        deps,
        {
          settings,
          service,
          extras,
          date: body.date,
          time: body.time,
          staffId: body.staff || undefined,
          name: body.name.trim(),
          phone: body.phone.trim(),
          email: body.email.trim(),
          idempotencyKey: c.req.header("Idempotency-Key") ?? "",
          messageChannel: body.reminders ?? null,
          // RP-01: where she came from (the widget, opened from the chat's times or from her /cita page).
          source: body.origin ?? "web",
          giftCode: body.giftCode,
        },
        steps,
        c.get("now"),
      );
      if (!placed.ok) return problem(c, placed.refusal.status, placed.refusal.code, placed.refusal);
      return placed.replayed
        ? c.json({ ...placed.view, replayed: true as const } satisfies BookingResponse, 200)
        : c.json(placed.view satisfies BookingResponse, 201);
    },
  );
}
