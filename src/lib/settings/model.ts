/**
 * The salon's settings (OW-01): what the owner changes in `/gestion/ajustes` —
 * services and prices, opening hours, closures, the team and its shifts. They
 * live in the database, seeded from `src/content/` (./seed.ts); every public
 * surface, the booking rules and the server read them through the pure
 * functions of ./queries.ts, never from the content files directly.
 */
import type { FaqTopicId } from "@/content/faq";
import type { ServiceIcon } from "@/content/services";
import type { Weekday } from "@/content/site";
import type { Shift } from "@/content/team";

export type { ServiceIcon, Shift, Weekday };

export interface ServiceSetting {
  id: string;
  /** The name booked, mailed and listed ('Corte y Peinado'). */
  name: string;
  /** The landing card's heading ('Corte y peinado', HM-03). */
  title: string;
  description: string;
  features: readonly [string, string, string];
  icon: ServiceIcon;
  minutes: number;
  /** Clean-up minutes the professional stays busy after the service. */
  bufferMinutes: number;
  /** Whole euros. */
  price: number;
  active: boolean;
  /** Order on the page and in the lists (ascending). */
  position: number;
  /** OW-07: words the chat also understands for it ('mechas', 'tinte'), besides its name. */
  chatWords: readonly string[];
  /** PY-01: what booking it online asks for: nothing, or a deposit (whole euros, or % of the price). */
  deposit: { kind: "none" | "fixed" | "percent" | "card"; amount: number; feeNoticeHours: number };
  /** Optimistic-concurrency version (OW-06): a save names the version it edited. */
  version: number;
}

/** One weekday's opening hours (24-hour "HH:MM", salon time); a weekday with no entry is closed. */
export interface DayHours {
  weekday: Weekday;
  opens: string;
  closes: string;
}

/** A whole-salon closure (a day or a range, all day or part of it), salon-local. */
export interface Closure {
  id: number;
  startDate: string;
  /** "HH:MM"; "00:00" for a closure from the start of the day. */
  startTime: string;
  endDate: string;
  /** "HH:MM"; "24:00" for a closure to the end of the day. */
  endTime: string;
  /** Shown to visitors ('Cerrado por festivo'). */
  note: string;
}

export interface TeamMember {
  id: string;
  name: string;
  /** The role line ('Estilista'). */
  role: string;
  /** A public image path, or null for initials. */
  photo: string | null;
  /** CN-01: a few words about her, the owner's (null: none shown). */
  bio: string | null;
  services: readonly string[];
  shifts: readonly Shift[];
  active: boolean;
  position: number;
  version: number;
}

/**
 * How online booking works (OW-11): what the widget, the calendar, the chat, the legal texts, the
 * emails and /cita say, and what the server enforces. One form; an environment variable, when set,
 * fixes a value (server/settings/store.ts).
 */
export interface BookingPolicy {
  /** How many days ahead the calendar offers days and the server takes bookings. */
  horizonDays: number;
  /** Online cancelling and rescheduling close this many hours before the appointment. */
  cancelNoticeHours: number;
  /** Future appointments one phone or email may hold. */
  maxFutureBookingsPerContact: number;
  /** The slot grid: appointments start on the clock's multiples of this many minutes (15, 30 or 60). */
  slotMinutes: number;
  version: number;
  /** Values the server's environment sets (BOOKING_HORIZON_DAYS …): in force, not editable here. */
  fixedByServer: readonly Exclude<keyof BookingPolicy, "version" | "fixedByServer">[];
}

/**
 * The business behind the site (LSSI art. 10, RGPD art. 13): the legal texts, the notice beside
 * 'Confirmar' and the footer read it. Until the owner saves her own, the seed's placeholders show
 * and /gestion says so.
 */
export interface LegalData {
  owner: string;
  nif: string;
  /** The registry entry; empty for a salon that is not in the Registro Mercantil. */
  registry: string;
  privacyEmail: string;
  /** The fields still showing the seed's placeholder values. */
  placeholders: readonly ("owner" | "nif" | "registry" | "privacyEmail")[];
  version: number;
}

/**
 * MS-01, MS-05: which phone channel the booking dialog offers for reminders (null: none, email only),
 * and what a paid message costs the salon (thousandths of a euro), for the month's estimate.
 */
export interface MessageSettings {
  /** MS-06: null also while the owner's channel has no provider configured on the server. */
  offered: "whatsapp" | "sms" | null;
  /** MS-06: the phone channels whose provider the server has (its credentials); none: email only. */
  providers: readonly ("whatsapp" | "sms")[];
  whatsappMillis: number;
  smsMillis: number;
  /** MS-01: hours before an appointment its confirmation request goes (to a phone only); null: none. */
  confirmRequestHours: number | null;
  /** MS-01: hours before an appointment its reminder goes. */
  reminderHours: number;
  /** MS-01: an optional last reminder, hours before; null: none. */
  lastReminderHours: number | null;
  /** MS-01: the owner's wording (placeholders {nombre}, {servicios}, {dia}, {hora}); null: the product's. */
  reminderText: string | null;
  confirmRequestText: string | null;
  /** WL-02: a freed time goes to one waiting client at a time ('one', each holding it) or to all at once. */
  waitlistMode: "one" | "all";
  waitlistHoldMinutes: number;
  version: number;
}

/** CN-01: a photo the owner uploaded: its size and the widths made of it (AVIF and WebP each). */
export interface UploadedPhoto {
  width: number;
  height: number;
  widths: readonly number[];
}

/** CN-01: the hero's and 'Nosotros'' words and photos, the owner's; null: the seed's (src/content/home.ts). */
export interface SiteContent {
  heroHeadline: string | null;
  heroText: string | null;
  /** An uploaded photo's name (`SalonSettings.photos`). */
  heroPhoto: string | null;
  heroAlt: string | null;
  /** Paragraphs separated by a blank line. */
  aboutText: string | null;
  aboutPhoto: string | null;
  aboutAlt: string | null;
  version: number;
}

/** CN-01: one picture of the gallery; a client's photo only with her consent. */
export interface GalleryItem {
  /** An uploaded photo's name, or a seed artwork's path (`/images/…`). */
  photo: string;
  caption: string;
  alt: string;
  showsClient: boolean;
  consent: boolean;
}

/** CN-01: the gallery in order (null: the seed's six). */
export interface GallerySettings {
  items: readonly GalleryItem[] | null;
  version: number;
}

/** RV-03: where a happy reviewer is invited to say it on Google too (null: not set). */
export interface ReviewSettings {
  googleUrl: string | null;
  version: number;
}

/** CH-14: the owner's answers to everyday questions, by topic (src/content/faq.ts); null: not answered. */
export type FaqAnswers = Record<FaqTopicId, string | null> & { version: number };

export interface SalonSettings {
  /** Bumped by every saved change: the render cache's key. */
  version: number;
  /** Every service, inactive ones included, in order. */
  services: readonly ServiceSetting[];
  hours: readonly DayHours[];
  /** Weekdays online booking stays closed even when the salon is open (BK-06: Sunday by default). */
  bookingClosedWeekdays: readonly number[];
  /** Version of the hours and booking weekdays together (one form). */
  hoursVersion: number;
  /** Closures that have not ended yet, in date order. */
  closures: readonly Closure[];
  /** Every professional, inactive ones included, in order. */
  team: readonly TeamMember[];
  booking: BookingPolicy;
  legal: LegalData;
  messages: MessageSettings;
  faq: FaqAnswers;
  /** RV-03: the salon's Google profile, offered to 4–5★ reviewers. */
  reviews: ReviewSettings;
  /** CN-01: the owner's content. */
  content: SiteContent;
  gallery: GallerySettings;
  /** CN-01: the uploaded photos the content names, by name. */
  photos: Readonly<Record<string, UploadedPhoto>>;
  /** PY-02: whether the server takes payments (Stripe keys set); without, deposits are not asked. */
  payments: { online: boolean };
  /** CN-04: a bono or gift card is on sale (the gifts area says): 'Regalos' in the menu, the footer and the chat. */
  giftsOnSale: boolean;
}

/** What the environment fixes of the booking policy (OW-11: BOOKING_HORIZON_DAYS …; server/env.ts). */
export type BookingOverrides = Partial<Omit<BookingPolicy, "version" | "fixedByServer">>;
