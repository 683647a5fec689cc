/**
 * ST-11: the appointments a search found, as client cards — one per client (the same phone, else the
 * same email, else the same name), with their visit history and what it adds up to. Pure.
 *
 * A visit counts once it has happened: marked 'Realizada', or confirmed and already started (many
 * salons never mark visits done). Spent is the price of those visits, as each was booked (OW-04).
 */
import type { Appointment as StaffAppointment } from "@/features/staff/shared/staff-api";
import { type IsoDate, toMinutes } from "@/lib/dates";

export interface ClientCard {
  key: string;
  name: string;
  phone: string | null;
  email: string | null;
  note: string | null;
  /** MS-08: when she answered 'BAJA'; null if she did not. */
  messagesStopped: string | null;
  /** Newest first. */
  history: StaffAppointment[];
  visits: number;
  noShows: number;
  cancelled: number;
  spent: number;
  /** The next confirmed appointment still to come. */
  upcoming: StaffAppointment | undefined;
  /** What 'Reservar de nuevo' offers: the last service she had (or booked), with the same professional. */
  again: StaffAppointment | undefined;
}

/** The client an appointment is for: the phone's last nine digits, else the email, else the name. */
function clientKey(a: Pick<StaffAppointment, "clientPhone" | "clientEmail" | "clientName">): string {
  const digits = (a.clientPhone ?? "").replace(/\D/g, "").slice(-9);
  if (digits.length >= 6) return `tel:${digits}`;
  if (a.clientEmail) return `email:${a.clientEmail.trim().toLowerCase()}`;
  return `nombre:${(a.clientName ?? "").trim().toLowerCase()}`;
}

export function clientCards(
  appointments: readonly StaffAppointment[],
  now: { date: IsoDate; minutes: number },
): ClientCard[] {
  const started = (a: StaffAppointment) =>
    a.date < now.date || (a.date === now.date && toMinutes(a.time) <= now.minutes);
  const groups = new Map<string, StaffAppointment[]>();
  for (const a of appointments) {
    if (a.clientName === null && a.clientPhone === null && a.clientEmail === null) continue; // erased
    const key = clientKey(a);
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.entries()].map(([key, list]) => {
    const history = list.toSorted((a, b) => b.startsAt.localeCompare(a.startsAt));
    const latest = history[0];
    const visited = history.filter((a) => a.status === "completed" || (a.status === "confirmed" && started(a)));
    const upcoming = history.filter((a) => a.status === "confirmed" && !started(a)).at(-1);
    return {
      key,
      name: history.find((a) => a.clientName)?.clientName ?? "Sin nombre",
      phone: history.find((a) => a.clientPhone)?.clientPhone ?? null,
      email: history.find((a) => a.clientEmail)?.clientEmail ?? null,
      note: history.find((a) => a.clientNote)?.clientNote ?? null,
      messagesStopped: history.find((a) => a.messagesStopped)?.messagesStopped ?? null,
      history,
      visits: visited.length,
      noShows: history.filter((a) => a.status === "no_show").length,
      cancelled: history.filter((a) => a.status === "cancelled").length,
      spent: visited.reduce((sum, a) => sum + a.price, 0),
      upcoming,
      again: visited[0] ?? latest,
    };
  });
}
