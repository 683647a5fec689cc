/**
 * The assistant's keyword rules (CH-07), pure. Replies are built from the same
 * content the page shows, so a price or an hour changes in one place only.
 */
import { euros } from "@/content/services";
import { site, weekdaysText } from "@/content/site";
import type { SalonSettings } from "@/lib/settings/model";
import { activeServices, bookableServices, bookingWeekdays, hoursLines } from "@/lib/settings/queries";
import { seedSettings } from "@/lib/settings/seed";
import { longSpanishDate, type WallClock } from "@/lib/dates";
import { parseBookingIntent } from "./booking-intent";
import { dayAnswer } from "./day-answer";
import { offlineDaysNote } from "@/domain/booking/online-days";
import { openingStatus } from "@/lib/opening-status";
import { paths } from "@/lib/paths";
import { type FaqTopicId, faqTopics } from "@/content/faq";

export interface ReplyLink {
  href: string;
  label: string;
}

/** The booking section, offered as a link under replies that point to it. */
const bookingLink: ReplyLink = { href: paths.booking, label: "Ir a Reservas" };

/** What a reply may use: the salon's settings (OW-02) and wall clock (HM-09 live status in the hours reply). */
export interface ReplyContext {
  now?: WallClock;
  /** The page's settings; the seed's when absent (tests of the wording). */
  settings?: SalonSettings;
}

/** One rule: its id, the words that trigger it, its reply (built from src/content) and an optional link. */
export interface Rule {
  id: string;
  keywords: readonly string[];
  reply: (context: ReplyContext) => string;
  link?: ReplyLink;
}

const serviceLines = ({ settings = seedSettings }: ReplyContext) =>
  activeServices(settings)
    .map((s) => `• ${s.name}: ${euros(s.price)} (${s.minutes} min)`)
    .join("\n");
/** The next closures that have not ended, in words, as the hours reply lists them (CH-12). */
function closureLines(settings: SalonSettings, now?: WallClock): string {
  const coming = settings.closures.filter((c) => !now || c.endDate >= now.date);
  const next = coming.slice(0, 3).map((c) => {
    const day = (date: string) => longSpanishDate(date);
    const when = c.startDate === c.endDate ? `el ${day(c.startDate)}` : `del ${day(c.startDate)} al ${day(c.endDate)}`;
    const part = c.startTime !== "00:00" || c.endTime !== "24:00" ? ` (${c.startTime}–${c.endTime})` : "";
    return `Cerrado ${when}${part}${c.note ? `: ${c.note}` : ""}`;
  });
  return next.length ? `\n\nCierres próximos:\n${next.join("\n")}` : "";
}

/** An open day without online booking, said after the hours (CH-12). */
const offlineNote = (settings: SalonSettings) => {
  const note = offlineDaysNote(settings);
  return note ? ` ${note}` : "";
};

const bookingHint = `Puedes reservar online en la sección «Reservas» o escribirnos por WhatsApp al ${site.contact.whatsapp.display}.`;

/** In order: the first rule with a matching keyword wins. Adding a rule is adding an entry here. */
export const rules = [
  {
    // WL-01: before 'change' and 'booking' ('si alguien cancela, avísame' is neither).
    id: "waitlist",
    keywords: [
      "lista de espera",
      "avísame",
      "avisame",
      "algo antes",
      "se libera",
      "si alguien cancela",
      "completo",
      "lleno",
    ],
    reply: () =>
      "Si no quedan horas cuando quieres, apúntate a la lista de espera: eliges servicio, días y franja, y si alguien cancela te avisamos con un enlace para reservar ese hueco.",
    link: { href: paths.waitlist(), label: "Avísame si se libera" },
  },
  {
    // SS-01: before 'booking' ('cambiar mi cita' is not a new booking).
    id: "change",
    keywords: ["cambiar", "cambio", "mover", "modificar", "aplazar", "cancelar", "anular"],
    reply: ({ settings = seedSettings }) =>
      `Puedes cambiar la fecha u hora de tu cita tú misma: abre el enlace «Consultar o cancelar tu cita» del email de confirmación y pulsa «Cambiar fecha u hora» (verás las horas libres) o «Cancelar cita». Se puede hasta ${settings.booking.cancelNoticeHours} horas antes; después, llámanos al ${site.contact.phone.display}.`,
  },
  {
    id: "services",
    keywords: ["servicio", "tratamiento", "service", "treatment", "qué"],
    reply: (context) => `Estos son nuestros servicios:\n${serviceLines(context)}\n\n${bookingHint}`,
    link: bookingLink,
  },
  {
    id: "hours",
    keywords: ["horario", "hora", "abierto", "cerrado"],
    reply: ({ now, settings = seedSettings }) =>
      `${now ? `${openingStatus(settings, now).text}.\n\n` : ""}Nuestro horario de atención:\n${hoursLines(settings).join("\n")}${closureLines(settings, now)}\n\nLas reservas online están disponibles ${weekdaysText(bookingWeekdays(settings))}.${offlineNote(settings)}`,
  },
  {
    id: "address",
    keywords: ["donde", "ubicación", "dirección", "cómo llegar"],
    reply: () =>
      `Estamos en ${site.address.full}, ${site.address.city}. Dentro del centro comercial, sigue las indicaciones hacia el ${site.address.unit}.`,
  },
  {
    id: "booking",
    keywords: ["reserva", "cita", "agendar", "appointment"],
    reply: () => `¡Genial! ${bookingHint} Solo tienes que elegir servicio, fecha y hora.`,
    link: bookingLink,
  },
  {
    id: "prices",
    keywords: ["precio", "costo", "cuánto"],
    reply: (context) => `Nuestros precios:\n${serviceLines(context)}`,
  },
  {
    // PY-04: bonos and gift cards, on /regalos (bought online where the salon takes payments).
    id: "gifts",
    keywords: ["bono", "tarjeta regalo", "tarjetas regalo", "regalo", "vale regalo", "cheque regalo"],
    reply: () =>
      `Tenemos bonos de sesiones y tarjetas regalo: míralos en la página Regalos. El código llega por email y sirve al reservar online o en el salón. ¿Dudas? Llámanos al ${site.contact.phone.display}.`,
    link: { href: paths.gifts, label: "Ver bonos y tarjetas regalo" },
  },
  {
    id: "greeting",
    keywords: ["hola", "buenas", "qué tal", "buenos días", "hi", "hello"],
    reply: (context) =>
      `¡Hola! Qué alegría saludarte. Estos son nuestros servicios:\n${serviceLines(context)}\n\n¿Te ayudo con algo más?`,
  },
] as const satisfies readonly Rule[];

/** When no rule matches. */
export const fallbackRule = {
  id: "fallback",
  keywords: [],
  reply: () =>
    `No estoy segura de haberte entendido. Puedes llamarnos al ${site.contact.whatsapp.display} (también por WhatsApp), escribirnos a ${site.contact.email} o reservar online en la sección «Reservas».`,
  link: bookingLink,
} as const satisfies Rule;

export type RuleId = (typeof rules)[number]["id"] | typeof fallbackRule.id | "faq";

/** CH-14: the everyday question a message asks (its words, as the keyword rules match them), if any. */
function faqTopicOf(input: string): FaqTopicId | undefined {
  return faqTopics.find((t) => t.words.some((w) => matchesKeyword(input, w)))?.id;
}

/** Keywords that keep their accent when matching: 'que' alone is too common in Spanish. */
const ACCENT_SENSITIVE = new Set(["qué"]);

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const matchers = new Map<string, RegExp>();

function matcherFor(keyword: string): RegExp {
  let re = matchers.get(keyword);
  if (!re) {
    const source = ACCENT_SENSITIVE.has(keyword) ? keyword : fold(keyword);
    // Start of a word; keywords of two letters ('hi') must be the whole word.
    const end = source.length <= 2 ? "(?![\\p{L}\\p{N}])" : "";
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(source)}${end}`, "u");
    matchers.set(keyword, re);
  }
  return re;
}

function matchesKeyword(input: string, keyword: string): boolean {
  const lower = input.normalize("NFC").toLowerCase();
  const text = ACCENT_SENSITIVE.has(keyword) ? lower : fold(lower);
  return matcherFor(keyword).test(text);
}

export const greeting = `¡Hola! Soy la asistente virtual de ${site.name}. ¿En qué puedo ayudarte hoy?`;

function findRule(id: RuleId): Rule {
  return rules.find((rule) => rule.id === id) ?? fallbackRule;
}

export function matchRule(input: string): RuleId {
  return rules.find((rule) => rule.keywords.some((k) => matchesKeyword(input, k)))?.id ?? fallbackRule.id;
}

/** A rule's answer: its text and, where it points to booking, the link (CH-07). */
export function answer(id: RuleId, context: ReplyContext = {}): { rule: RuleId; text: string; link?: ReplyLink } {
  const rule = findRule(id);
  const text = rule.reply(context);
  return rule.link ? { rule: id, text, link: rule.link } : { rule: id, text };
}

/**
 * message → reply (CH-07). `now` is the salon's wall clock, for the live status in the hours reply.
 * Before the keyword rules (CH-12): a question about one day gets that day's hours; a service the
 * salon does not offer gets a clear no with what it offers; a price asked for one service, that one.
 */
export function reply(
  input: string,
  now?: WallClock,
  settings?: SalonSettings,
): { rule: RuleId; text: string; link?: ReplyLink } {
  const context = { ...(now ? { now } : {}), ...(settings ? { settings } : {}) };
  const salon = settings ?? seedSettings;
  const day = now ? dayAnswer(input, now, salon) : null;
  if (day) return { rule: "hours", text: day };
  // CH-14: an everyday question gets the owner's answer, or the phone; never another topic.
  const topic = faqTopicOf(input);
  if (topic)
    return {
      rule: "faq",
      text:
        salon.faq[topic] ??
        `Sobre eso prefiero que te lo confirme el salón: llámanos al ${site.contact.phone.display} o escríbenos por WhatsApp al ${site.contact.whatsapp.display}.`,
    };
  const rule = matchRule(input);
  // CN-04: gifts are mentioned only while something is on sale.
  if (rule === "gifts" && !salon.giftsOnSale)
    return {
      rule: "gifts",
      text: `Ahora mismo no tenemos bonos ni tarjetas regalo a la venta. Si quieres regalar una cita, llámanos al ${site.contact.phone.display} y te ayudamos.`,
    };
  const named = now ? parseBookingIntent(input, now, activeServices(salon)) : {};
  if (named.unknownService && (rule === "fallback" || rule === "prices" || rule === "services"))
    return {
      rule: "services",
      text: `No, no hacemos ${named.unknownService}. Lo más cercano que ofrecemos:\n${serviceLines(context)}\n\n${bookingHint}`,
      link: bookingLink,
    };
  const service = named.serviceId ? activeServices(salon).find((s) => s.id === named.serviceId) : undefined;
  // A service on the list that nobody does right now (OW-07): said plainly, with who to call.
  if (service && !bookableServices(salon).includes(service))
    return {
      rule: "services",
      text: `Ahora mismo no podemos reservar ${service.name} online. Llámanos al ${site.contact.phone.display} y te decimos cuándo.`,
    };
  if (service && rule === "prices")
    return {
      rule,
      text: `${service.name}: ${euros(service.price)} (${service.minutes} min). ${bookingHint}`,
      link: bookingLink,
    };
  return answer(rule, context);
}
