/**
 * The widget's calls to the salon's booking service, on the site's own origin
 * only (BK-11). Loaded lazily with the first choice of service.
 */
import { site } from "@/content/site";
import type { BookingRequestBody } from "./booking-request";
import type { BookingFailure, ConfirmedBooking } from "./booking-machine";

export interface ApiSlot {
  time: string;
  staff: string[];
}

/** Free times for a query string built by the booking machine; throws when the service cannot answer. */
export async function fetchAvailability(query: string, signal?: AbortSignal): Promise<ApiSlot[]> {
  const res = await fetch(`/api/availability?${query}`, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`availability ${res.status}`);
  const body = (await res.json()) as { slots?: ApiSlot[] };
  if (!Array.isArray(body.slots)) throw new Error("availability: unexpected answer");
  return body.slots;
}

const UNAVAILABLE: BookingFailure = {
  code: "unavailable",
  message: `No hemos podido confirmar tu reserva: nuestro sistema de reservas no responde. Tu cita aún no está confirmada. Puedes intentarlo de nuevo o enviarnos la solicitud por WhatsApp, teléfono (${site.contact.phone.display}) o email.`,
  handoff: true,
};

export type SubmitResult = { ok: true; booking: ConfirmedBooking } | { ok: false; failure: BookingFailure };

async function post(body: BookingRequestBody, idempotencyKey: string): Promise<Response> {
  return fetch("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(body),
  });
}

/**
 * Books once per key: a network failure is retried with the same key, so a
 * retry can only ever find the booking the first try made (BE-03).
 */
export async function submitBooking(body: BookingRequestBody, idempotencyKey: string): Promise<SubmitResult> {
  let res: Response | undefined;
  for (let attempt = 0; attempt < 2 && !res; attempt++) {
    try {
      res = await post(body, idempotencyKey);
    } catch {
      res = undefined;
    }
  }
  if (!res || res.status >= 500) return { ok: false, failure: UNAVAILABLE };
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!data) return { ok: false, failure: UNAVAILABLE };
  if (res.ok) {
    const staff = data.staff as { name?: string } | undefined;
    return {
      ok: true,
      booking: {
        reference: String(data.reference),
        serviceName: String(data.serviceName),
        staffName: String(staff?.name ?? ""),
        date: String(data.date),
        time: String(data.time),
        calendarUrl: String(data.calendarUrl),
      },
    };
  }
  // A field the server alone checks (the phone against libphonenumber) comes back in `fields`:
  // its own words say what to fix, where the general message would only say "check the fields".
  const fieldMessages =
    typeof data.fields === "object" && data.fields !== null
      ? Object.values(data.fields as Record<string, unknown>).filter((m): m is string => typeof m === "string")
      : [];
  return {
    ok: false,
    failure: {
      code: typeof data.error === "string" ? data.error : "error",
      message:
        fieldMessages.length > 0
          ? fieldMessages.join(" ")
          : typeof data.message === "string"
            ? data.message
            : UNAVAILABLE.message,
      handoff: false,
    },
  };
}
