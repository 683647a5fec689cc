import { Hono } from "hono";
import { parseBookingRequest } from "@/features/booking/booking-request";
import { type BookingRecord, book } from "../booking/booking-service";
import { signToken } from "../booking/tokens";
import type { AppDeps, AppEnv } from "../http/context";
import { appointmentJson } from "./appointment-json";
import { problem } from "../http/problems";
import { isValidPhone, PHONE_MESSAGE } from "../http/phone";
import { manageUrl } from "../mail/outbox-worker";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export function bookingView(booking: BookingRecord, deps: AppDeps) {
  return {
    ...appointmentJson(booking),
    staff: { id: booking.staffId, name: booking.staffName },
    manageUrl: manageUrl(deps.env.publicUrl, deps.env.bookingSecret, booking.id),
    calendarUrl: `/api/calendar/${signToken(deps.env.bookingSecret, "calendar", booking.id)}.ics`,
  };
}

export function bookingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const key = c.req.header("Idempotency-Key") ?? "";
    if (!IDEMPOTENCY_KEY.test(key)) return problem(c, 400, "idempotency_key_required");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return problem(c, 400, "validation", { message: "El cuerpo de la petición no es JSON válido." });
    }
    const parsed = parseBookingRequest(body, { isValidPhone, phoneMessage: PHONE_MESSAGE });
    if (!parsed.ok) return problem(c, 400, "validation", { message: parsed.message, fields: parsed.fields });
    const result = await book(deps.db, { ...parsed.value, idempotencyKey: key }, c.get("now"), deps.env);
    if (!result.ok) {
      const status = {
        slot_taken: 409,
        slot_not_offered: 422,
        too_many_bookings: 429,
        idempotency_mismatch: 422,
      } as const;
      return problem(c, status[result.error], result.error);
    }
    const view = bookingView(result.booking, deps);
    return result.replayed ? c.json({ ...view, replayed: true }, 200) : c.json(view, 201);
  });
}
