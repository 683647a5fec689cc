/**
 * The body of `POST /api/bookings` (BE-03) and its checks, shared by the
 * widget (which builds it) and the server (which trusts nothing it is sent).
 */
import { bookingSlots, type Slot } from "@/content/booking";
import { type BookingService, findService } from "@/content/services";
import { findProfessional } from "@/content/team";
import type { IsoDate } from "@/lib/dates";
import { type ContactErrors, validateContact } from "./contact-validation";

export interface BookingRequestBody {
  service: string;
  date: IsoDate;
  time: string;
  staff?: string;
  name: string;
  phone: string;
  email: string;
  /** The first-layer privacy notice was shown next to Confirm (BE-08). */
  privacyAccepted: boolean;
  /** Honeypot: people never see or fill it. */
  website: string;
}

export interface ValidBookingRequest {
  service: BookingService;
  date: IsoDate;
  time: Slot;
  staffId?: string;
  name: string;
  phone: string;
  email: string;
}

export type BookingFieldErrors = ContactErrors &
  Partial<Record<"service" | "date" | "time" | "staff" | "privacy", string>>;

export type ParsedBookingRequest =
  { ok: true; value: ValidBookingRequest } | { ok: false; message: string; fields: BookingFieldErrors };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day written YYYY-MM-DD (no 2026-02-30), in the years a salon's agenda can mean
 * (2000–2199): 0000-01-01 or 9999-12-31 are not dates anyone books or exports (RL-06).
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 2000 || year > 2199) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function isSlot(value: unknown): value is Slot {
  return typeof value === "string" && (bookingSlots as readonly string[]).includes(value);
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** What only the server checks on top of the shared rules (a phone-number library too big for the widget). */
export interface ServerChecks {
  isValidPhone?: (phone: string) => boolean;
  phoneMessage?: string;
}

export function parseBookingRequest(body: unknown, options: ServerChecks = {}): ParsedBookingRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, message: "La petición no tiene el formato esperado.", fields: {} };
  const b = body as Record<string, unknown>;
  const fields: BookingFieldErrors = {};

  const service = typeof b.service === "string" ? findService(b.service) : undefined;
  if (!service) fields.service = "Elige uno de nuestros servicios.";
  if (!isIsoDate(b.date)) fields.date = "Elige una fecha válida.";
  if (!isSlot(b.time)) fields.time = "Elige una de las horas ofrecidas.";
  let staffId: string | undefined;
  if (b.staff !== undefined && b.staff !== null && b.staff !== "") {
    const professional = typeof b.staff === "string" ? findProfessional(b.staff) : undefined;
    if (!professional || (service && !(professional.services as readonly string[]).includes(service.id)))
      fields.staff = "Esa profesional no realiza este servicio.";
    else staffId = professional.id;
  }
  const name = text(b.name);
  const phone = text(b.phone);
  const email = text(b.email);
  Object.assign(fields, validateContact({ name: name ?? "", phone: phone ?? "", email: email ?? "" }));
  if (!fields.phone && options.isValidPhone && !options.isValidPhone(phone ?? "")) fields.phone = options.phoneMessage;
  if (b.privacyAccepted !== true) fields.privacy = "Debes leer y aceptar la información de privacidad.";
  if (b.website !== undefined && b.website !== "")
    return { ok: false, message: "No hemos podido procesar la reserva.", fields: {} };

  if (Object.keys(fields).length > 0 || !service || !isIsoDate(b.date) || !isSlot(b.time))
    return { ok: false, message: "Revisa los datos marcados.", fields };
  return {
    ok: true,
    value: {
      service,
      date: b.date,
      time: b.time,
      staffId,
      name: (name ?? "").trim(),
      phone: (phone ?? "").trim(),
      email: (email ?? "").trim(),
    },
  };
}
