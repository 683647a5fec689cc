/**
 * Deep links into the widget (BK-13): `/?servicio=<id>#reservas`, optionally
 * `&fecha=YYYY-MM-DD&hora=HH:MM`; `/?profesional=<id>#reservas` chooses a professional
 * (HM-10, the team cards); `&origen=chat|cita` says the chat's times or the client's /cita page
 * opened it (RP-01: where bookings come from). Anything unknown is ignored, never an error; the
 * machine takes a date or time only if it is still offered.
 */
import type { Slot } from "@/domain/booking/calendar-values";
import type { BookingOrigin } from "@/domain/booking/status";
import type { SalonSettings } from "@/lib/settings/model";
import { findService } from "@/lib/settings/queries";
import type { IsoDate } from "@/lib/dates";
import { isIsoDate, isSlot } from "@/domain/booking/calendar-values";

export interface DeepLink {
  serviceId?: string;
  /** An active professional (HM-10); with a service, only if she does it. */
  staffId?: string;
  date?: IsoDate;
  time?: Slot;
  /** WL-01: open 'Avísame si se libera' (`espera=1`, the chat's link). */
  waitlist?: boolean;
}

const origins: Record<string, BookingOrigin> = { chat: "chat", cita: "manage" };

/** Where the link came from, whatever else it says (RP-01). */
export function linkOrigin(search: string): BookingOrigin | undefined {
  return origins[new URLSearchParams(search).get("origen") ?? ""];
}

export function parseDeepLink(search: string, settings: SalonSettings): DeepLink {
  const params = new URLSearchParams(search);
  const service = findService(settings, params.get("servicio") ?? "");
  const professional = settings.team.find((p) => p.active && p.id === params.get("profesional"));
  const waitlist = params.get("espera") === "1" ? { waitlist: true } : {};
  if (!service) return professional ? { staffId: professional.id, ...waitlist } : waitlist;
  const date = params.get("fecha");
  const time = params.get("hora");
  return {
    serviceId: service.id,
    ...(professional?.services.includes(service.id) ? { staffId: professional.id } : {}),
    ...(isIsoDate(date) ? { date } : {}),
    ...(isSlot(time) ? { time } : {}),
    ...waitlist,
  };
}
