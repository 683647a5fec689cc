/**
 * Verified reviews (RV-01 … RV-04), pure: who may review and until when, how a reviewer is named in
 * public, the section's count and average, and when she is invited to the salon's Google profile.
 */
import { addDays, salonInstant, wallClockIn, type IsoDate } from "@/lib/dates";
import { site } from "@/content/site";

/** RV-01: a review is taken up to this many days after the visit. */
export const REVIEW_DAYS = 30;

/** RV-01: the invitation goes the day after the visit at this hour in the salon (never at night). */
const INVITATION_HOUR = "11:00";

/** RV-02: the note beside the reviews on the home page (RD-ley 24/2021: how they are verified). */
export const verificationNote = "Reseñas verificadas: solo clientas con una cita realizada";

/** The day after the visit (its salon date) at `INVITATION_HOUR`, or the same hour of the day after `now` if later. */
export function invitationTime(visitedAt: Date, now: Date): Date {
  const day = wallClockIn(site.timeZone, visitedAt).date;
  const next = salonInstant(addDays(day, 1), INVITATION_HOUR, site.timeZone);
  if (next > now) return next;
  return salonInstant(addDays(wallClockIn(site.timeZone, now).date, 1), INVITATION_HOUR, site.timeZone);
}

/** RV-01: the last instant a review of a visit that started at `visitedAt` is taken. */
export function reviewDeadline(visitedAt: Date): Date {
  return new Date(visitedAt.getTime() + REVIEW_DAYS * 24 * 3600 * 1000);
}

/**
 * RV-02: how a reviewer is named in public: her first name and the initial of her surname
 * ('Lucía Fernández' → 'Lucía F.'; 'lucía' → 'Lucía'); never her full name.
 */
export function publicName(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const cap = (w: string) => w.charAt(0).toLocaleUpperCase("es") + w.slice(1);
  const first = words[0] ? cap(words[0]).slice(0, 30) : "Clienta";
  const surname = words.slice(1).find((w) => /^\p{L}/u.test(w) && !/^(de|del|la|las|los|y)$/i.test(w));
  return surname ? `${first} ${surname.charAt(0).toLocaleUpperCase("es")}.` : first;
}

/** RV-02: the month of the visit as the card says it ('noviembre de 2026'). */
export function visitMonth(date: IsoDate): string {
  const [y, m] = date.split("-").map(Number);
  const name = new Intl.DateTimeFormat("es-ES", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, 1)),
  );
  return `${name} de ${y}`;
}

/** RV-02: the section's summary: how many reviews, their average to one decimal ('4,7'). */
export function averageText(average: number): string {
  return average.toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** RV-03: a happy reviewer (4–5★) is asked to say it on Google too, when the owner has set the link. */
export function invitesToGoogle(rating: number, googleUrl: string | null | undefined): googleUrl is string {
  return rating >= 4 && Boolean(googleUrl);
}

/** The stars in words, for a screen reader and the owner's list. */
export const starsLabel = (rating: number) => `${rating} de 5 estrellas`;
