/**
 * The widget's calls to the salon's booking service, through the site's one
 * API client (issue 17). Loaded lazily with the first choice of service.
 */
import { site } from "@/content/site";
import type { AvailabilityResponse, BookingRequestBody } from "@/domain/booking/schemas";
import type { AwayDays } from "@/domain/booking/time-off";
import type { GiftQuote } from "@/domain/gifts/schemas";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import type { BookingFailure, ConfirmedBooking } from "./booking-machine";

export type ApiSlot = AvailabilityResponse["slots"][number];

/**
 * Free times for a query string built by the booking machine; throws when the service cannot
 * answer, also when it takes longer than its time limit (then the widget hands over, BE-09).
 */
export async function fetchAvailability(query: string, signal?: AbortSignal): Promise<ApiSlot[]> {
  const params = new URLSearchParams(query);
  const body = await expectOk(
    api.availability.$get(
      {
        query: {
          service: params.get("service") ?? "",
          date: params.get("date") ?? "",
          ...(params.get("staff") ? { staff: params.get("staff") ?? "" } : {}),
          ...(params.get("extras") ? { extras: params.get("extras") ?? "" } : {}),
        },
      },
      within(TIME_LIMITS.availabilityMs, signal),
    ),
    "availability",
  );
  return body.slots;
}

/** AP-04: the days of the horizon with free time for a choice (its query, without a date). */
export async function fetchFreeDays(query: string, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams(query);
  const body = await expectOk(
    api.availability.days.$get(
      {
        query: {
          service: params.get("service") ?? "",
          ...(params.get("staff") ? { staff: params.get("staff") ?? "" } : {}),
          ...(params.get("extras") ? { extras: params.get("extras") ?? "" } : {}),
        },
      },
      within(TIME_LIMITS.availabilityMs, signal),
    ),
    "availability",
  );
  return body.days;
}

/** OW-08: the days a professional is away within the booking horizon (the calendar disables them). */
export async function fetchAway(staff: string, signal?: AbortSignal): Promise<AwayDays[]> {
  const body = await expectOk(
    api.availability.away.$get({ query: { staff } }, within(TIME_LIMITS.availabilityMs, signal)),
    "availability",
  );
  return body.away;
}

const UNAVAILABLE: BookingFailure = {
  code: "unavailable",
  message: `No hemos podido confirmar tu reserva: nuestro sistema de reservas no responde. Tu cita aún no está confirmada. Puedes intentarlo de nuevo o enviarnos la solicitud por WhatsApp, teléfono (${site.contact.phone.display}) o email.`,
  handoff: true,
};

export type SubmitResult = { ok: true; booking: ConfirmedBooking } | { ok: false; failure: BookingFailure };

/**
 * Books once per key: a failure to get any answer (network, or no answer within the limit) is
 * retried with the same key, so a retry can only ever find the booking the first try made (BE-03).
 */
export async function submitBooking(body: BookingRequestBody, idempotencyKey: string): Promise<SubmitResult> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const data = await expectOk(
        api.bookings.$post(
          { json: body },
          { ...within(TIME_LIMITS.bookingAttemptMs), headers: { "Idempotency-Key": idempotencyKey } },
        ),
        UNAVAILABLE.message,
      );
      return {
        ok: true,
        booking: {
          reference: data.reference,
          // A visit (SS-02) names every service and professional.
          serviceName: data.visit.map((p) => p.serviceName).join(" + ") || data.serviceName,
          staffName: [...new Set(data.visit.map((p) => p.staff.name))].join(" y ") || data.staff.name,
          date: data.date,
          time: data.time,
          calendarUrl: data.calendarUrl,
          ...(data.payment
            ? {
                checkoutUrl: data.payment.checkoutUrl,
                heldUntil: new Date(data.payment.dueUntil).toLocaleTimeString("es-ES", {
                  hour: "2-digit",
                  minute: "2-digit",
                  timeZone: site.timeZone,
                }),
              }
            : {}),
        },
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 0 && attempt === 0) continue;
      if (error.status === 0 || error.status >= 500) return { ok: false, failure: UNAVAILABLE };
      // A field the server alone checks (the phone against libphonenumber) comes back in `fields`:
      // its own words say what to fix, where the general message would only say "check the fields".
      const fieldMessages = Object.values(error.fields);
      return {
        ok: false,
        failure: {
          code: error.code,
          message: fieldMessages.length > 0 ? fieldMessages.join(" ") : error.message,
          handoff: false,
        },
      };
    }
  }
  return { ok: false, failure: UNAVAILABLE };
}

export type GiftQuoteResult = { ok: true; quote: GiftQuote } | { ok: false; message: string };

/** PY-11: what a bono or gift card would pay of a service (and the deposit still asked), or why not. */
export async function fetchGiftQuote(code: string, service: string, signal?: AbortSignal): Promise<GiftQuoteResult> {
  try {
    const quote = await expectOk(
      api.gifts.quote.$post({ json: { code, service } }, within(TIME_LIMITS.availabilityMs, signal)),
      "gifts",
    );
    return { ok: true, quote };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return { ok: false, message: error.fields.code ?? error.message };
    throw error;
  }
}
