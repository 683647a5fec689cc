/**
 * Every fact about the salon lives here once. Sections, SEO, booking rules and
 * the chat assistant import from this module; change a value here and the whole
 * site follows.
 */

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday, as Date#getDay

export interface OpeningHours {
  /** Spanish label shown on the page, e.g. 'Lunes a Viernes'. */
  label: string;
  /** Short label, e.g. 'L–V'. */
  short: string;
  days: readonly Weekday[];
  /** 24-hour "HH:MM" wall-clock times in the salon's time zone. */
  opens: string;
  closes: string;
}

const street = "Av. Principal 123";
const building = "Centro Comercial Plaza";
const unit = "Local 45";

export const site = {
  name: "Aurora Beauty Salón",
  shortName: "Aurora",
  tagline: "Salón de belleza y bienestar",
  /** The hero's headline, also on the social image. */
  slogan: "Tu belleza es nuestra pasión",
  description:
    "Salón de belleza en el Centro Comercial Plaza: peluquería, tratamientos faciales, manicura, maquillaje, masajes y depilación. Reserva tu cita online.",
  /** Public origin used for canonical URLs, Open Graph and the sitemap. */
  url: "https://www.aurorabeautysalon.es",
  locale: "es_ES",
  /** The salon's time zone: "today" and "now" for bookings are read here. */
  timeZone: "Europe/Madrid",
  foundedYear: 2014,
  contact: {
    phone: { display: "+34 912 345 678", href: "tel:+34912345678", e164: "+34912345678" },
    /** The chat assistant's number (CH-10): the salon's WhatsApp line. */
    whatsapp: {
      display: "+34 612 987 654",
      href: "https://wa.me/34612987654",
      e164: "+34612987654",
    },
    email: "hola@aurorabeautysalon.es",
  },
  address: {
    street,
    building,
    /** The shop's number inside the building. */
    unit,
    detail: `${building}, ${unit}`,
    full: `${street}, ${building}, ${unit}`,
    city: "Madrid",
    /** The autonomous community (ISO 3166-2:ES code without "ES-"): whose public holidays apply (OW-05). */
    region: "MD",
    postalCode: "28001",
    country: "ES",
  },
  hours: [
    { label: "Lunes a Viernes", short: "L–V", days: [1, 2, 3, 4, 5], opens: "09:00", closes: "20:00" },
    { label: "Sábados", short: "Sáb", days: [6], opens: "09:00", closes: "18:00" },
    { label: "Domingos", short: "Dom", days: [0], opens: "10:00", closes: "16:00" },
  ] satisfies readonly OpeningHours[],
  social: [
    { name: "Instagram", href: "https://www.instagram.com/aurorabeautysalon" },
    { name: "Facebook", href: "https://www.facebook.com/aurorabeautysalon" },
    { name: "TikTok", href: "https://www.tiktok.com/@aurorabeautysalon" },
  ],
  /**
   * The business behind the site (LSSI art. 10, RGPD art. 13). PLACEHOLDERS: the NIF and
   * registry entry must be replaced with the salon's real data before going live.
   */
  legal: {
    owner: "Aurora Beauty Salón S.L.",
    nif: "B00000000",
    registry: "Registro Mercantil de Madrid, tomo 0000, folio 00, hoja M-000000",
    privacyEmail: "privacidad@aurorabeautysalon.es",
  },
  credit: { name: "Estudio Lumen Web", href: "https://www.estudiolumenweb.es" },
  /** The copyright's first year (HM-08): '© 2025', and from 2026 on '© 2025–<current year>' (CN-03). */
  copyrightSince: 2025,
} as const;

/**
 * Whole years of experience to claim in `year` ('Más de 10 años', '+10', CN-03): the years since the
 * salon opened, rounded down to a multiple of five — computed, never typed.
 */
export function experienceYears(year: number): number {
  return Math.floor((year - site.foundedYear) / 5) * 5;
}

/** The footer's copyright in `year` (CN-03): '© 2025', then '© 2025–2026'. */
export function copyright(year: number): string {
  return year > site.copyrightSince ? `© ${site.copyrightSince}–${year}` : `© ${site.copyrightSince}`;
}

const yearFormat = new Intl.DateTimeFormat("en", { timeZone: site.timeZone, year: "numeric" });

/** The calendar year in the salon's time zone at `instant` (a page's facts are dated by it). */
export function salonYear(instant: Date): number {
  return Number(yearFormat.format(instant));
}

/** Link to a map search for the salon's address (HM-07). */
export const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${site.address.full}, ${site.address.city}`,
)}`;

/** The salon's opening hours on a weekday (0 = Sunday), or undefined when it is closed: the one lookup. */
export function hoursOnWeekday(weekday: number): OpeningHours | undefined {
  return site.hours.find((h) => (h.days as readonly number[]).includes(weekday));
}

/** The weekdays' Spanish names, 0 = Sunday (as `Date.getDay()`): every list of days reads them here. */
export const weekdayNames = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"] as const;
const weekdayPlurals = ["domingos", "lunes", "martes", "miércoles", "jueves", "viernes", "sábados"];

/**
 * Spanish words for a set of weekdays, Monday first: [1…6] → 'de lunes a sábado', [0] → 'los
 * domingos', [1, 3] → 'los lunes y miércoles'. Texts about booking days read the setting through it.
 */
export function weekdaysText(days: readonly number[]): string {
  const order = [...new Set(days)].map((d) => (d === 0 ? 7 : d)).sort((a, b) => a - b);
  const name = (d: number) => weekdayNames[d % 7] ?? "";
  const contiguous = order.every((d, i) => i === 0 || d === (order[i - 1] ?? 0) + 1);
  if (order.length >= 3 && contiguous) return `de ${name(order[0] ?? 1)} a ${name(order.at(-1) ?? 1)}`;
  const plural = order.map((d) => weekdayPlurals[d % 7] ?? "");
  return `los ${plural.length > 1 ? `${plural.slice(0, -1).join(", ")} y ${plural.at(-1)}` : (plural[0] ?? "")}`;
}

/** "9:00" from "09:00": the way hours are written on the page. */
export function displayTime(hhmm: string): string {
  return hhmm.replace(/^0/, "");
}
