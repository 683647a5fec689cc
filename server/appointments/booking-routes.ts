import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { problemMessages, tooManyBookingsMessage } from "@/domain/booking/messages";
import { bookingRequestBody, type BookingResponse } from "@/domain/booking/schemas";
import { book, bookVisit, cancel, visitOf } from "./booking-service";
import { cardFeeOf, depositOf } from "../payments";
import { startCheckout } from "./deposits";
import { checkCode, GiftSpent, redeem } from "../gifts";
import type { Queryable } from "../db/client";
import { reasonOf } from "../errors";
import { bookingView } from "./views";
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

export function bookingRoutes(deps: AppDeps) {
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
      const extras = [];
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
      const request = {
        service,
        date: body.date,
        time: body.time,
        staffId: body.staff || undefined,
        name: body.name.trim(),
        phone: body.phone.trim(),
        email: body.email.trim(),
        idempotencyKey: c.req.header("Idempotency-Key") ?? "",
        messageChannel: body.reminders ?? null,
      };
      // RP-01: where she came from (the widget, opened from the chat's times or from her /cita page).
      const source = body.origin ?? "web";
      // PY-02: a service that asks for a deposit holds its time while she pays (with Stripe set up).
      const now = c.get("now");
      // PY-04: a bono or gift card pays it, spent in the booking's own transaction.
      const gift = body.giftCode?.trim()
        ? extras.length > 0
          ? { problem: "Un bono o tarjeta paga un servicio: resérvalo solo." }
          : await checkCode(deps.db, body.giftCode, service, now)
        : { code: "" };
      if ("problem" in gift) return problem(c, 422, "validation", { fields: { giftCode: gift.problem } });
      const { code } = gift;
      const services = [service, ...extras.map((e) => e.service)];
      const cents = deps.payments && !code ? depositOf(settings, services) : 0;
      // PY-03: or a card kept for a no-show's fee (saved on Stripe's page while the time is held).
      const card = deps.payments && cents === 0 && !code ? cardFeeOf(settings, services) : undefined;
      const dueUntil = new Date(now.getTime() + deps.env.paymentHoldMinutes * 60_000);
      const deposit =
        cents > 0
          ? { deposit: { cents, dueUntil } }
          : card
            ? { deposit: { cents: 0, dueUntil, cardFeeCents: card.cents, feeNoticeHours: card.noticeHours } }
            : {};
      const paidBy = code
        ? {
            inTransaction: async (tx: Queryable, booking: { id: string }) =>
              void (await redeem(tx, code, service, booking.id, now)),
          }
        : {};
      let result;
      try {
        result =
          extras.length > 0
            ? await bookVisit(deps.db, settings, { ...request, extras }, now, settings.booking, { ...deposit, source })
            : await book(deps.db, settings, request, now, settings.booking, { ...deposit, ...paidBy, source });
      } catch (error) {
        if (error instanceof GiftSpent) return problem(c, 409, "gift_spent");
        throw error;
      }
      if (!result.ok) {
        if (result.error === "too_many_bookings")
          return problem(c, 429, "too_many_bookings", {
            message: tooManyBookingsMessage(settings.booking.maxFutureBookingsPerContact),
          });
        const status = { slot_taken: 409, slot_not_offered: 422, idempotency_mismatch: 422 } as const;
        return problem(c, status[result.error], result.error);
      }
      // A new booking of one service is its own visit; a visit, or a replay of either, reads its parts.
      const visit = extras.length === 0 && !result.replayed ? [result.booking] : await visitOf(deps.db, result.booking);
      let view: BookingResponse = bookingView(result.booking, deps.env, visit);
      if (deps.payments && result.booking.paymentDueUntil) {
        try {
          const payment = await startCheckout(
            deps.db,
            deps.payments,
            result.booking,
            {
              publicUrl: deps.env.publicUrl,
              secret: deps.env.bookingSecret,
              noticeHours: settings.booking.cancelNoticeHours,
            },
            now,
          );
          view = { ...view, payment };
        } catch (error) {
          // No payment page: the time is given back at once, and she is told to call.
          deps.log(`stripe: checkout for ${result.booking.id} failed: ${reasonOf(error)}`);
          await cancel(deps.db, result.booking.id, now, { noticeHours: null, wholeVisit: true });
          return problem(c, 503, "payments_unavailable");
        }
      }
      return result.replayed
        ? c.json({ ...view, replayed: true as const } satisfies BookingResponse, 200)
        : c.json(view satisfies BookingResponse, 201);
    },
  );
}
