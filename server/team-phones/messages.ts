/**
 * SP-02: what a push says (pure: tested without a browser). Her client's first name, the service and
 * when — never a phone or an email; a message's words stay in the agenda (a lock screen is public).
 */
import type { PushEvent } from "@/domain/staff/phones";
import type { Role } from "@/domain/staff/schemas";
import { longSpanishDate, salonDateTime } from "@/lib/dates";
import { paths } from "@/lib/paths";

export interface PushAbout {
  id: string;
  clientName: string | null;
  serviceName: string;
  staffName: string;
  startsAt: Date;
}

export interface PushNotification {
  title: string;
  body: string;
  /** Where a tap opens the agenda: the appointment's day. */
  url: string;
  /**
   * One notification per event: pushes go out concurrently and may arrive out of order, so a later
   * one never replaces an earlier one about the same appointment (a stale time would stay on screen).
   */
  tag: string;
}

export function pushNotification(kind: PushEvent, b: PushAbout, role: Role, eventId: string): PushNotification {
  const { isoDate, time } = salonDateTime(b.startsAt);
  const first = (b.clientName ?? "").trim().split(/\s+/)[0] || "Una clienta";
  const when = `${longSpanishDate(isoDate)}, ${time}`;
  const whose = role === "professional" ? "" : ` · con ${b.staffName}`;
  const line = `${first} · ${b.serviceName} · ${when}${whose}`;
  const text: Record<PushEvent, { title: string; body: string }> = {
    booking_created: { title: "Nueva cita", body: line },
    booking_moved: { title: "Cita movida", body: `Ahora: ${line}` },
    booking_cancelled: { title: "Cita cancelada", body: line },
    client_message: {
      title: `Mensaje de ${first}`,
      body: `Sobre su cita: ${b.serviceName} · ${when}${whose}. Ábrelo en la agenda.`,
    },
    waitlist_accepted: { title: "Hueco aceptado (lista de espera)", body: line },
  };
  return { ...text[kind], url: `${paths.staff}?dia=${isoDate}`, tag: `cita-${b.id}-${eventId}` };
}
