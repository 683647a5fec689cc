/**
 * The assistant's keyword rules (CH-07), pure. Replies are built from the same
 * content the page shows, so a price or an hour changes in one place only.
 */
import { bookingServices, euros } from "@/content/services";
import { hoursLines, site } from "@/content/site";
import type { WallClock } from "@/lib/dates";
import { openingStatus } from "@/lib/opening-status";
import { paths } from "@/lib/paths";

export type RuleId = "services" | "hours" | "address" | "booking" | "prices" | "greeting" | "fallback";

interface Rule {
  id: Exclude<RuleId, "fallback">;
  keywords: readonly string[];
}

/** In order: the first rule with a matching keyword wins. */
export const rules: readonly Rule[] = [
  { id: "services", keywords: ["servicio", "tratamiento", "service", "treatment", "qué"] },
  { id: "hours", keywords: ["horario", "hora", "abierto", "cerrado"] },
  { id: "address", keywords: ["donde", "ubicación", "dirección", "cómo llegar"] },
  { id: "booking", keywords: ["reserva", "cita", "agendar", "appointment"] },
  { id: "prices", keywords: ["precio", "costo", "cuánto"] },
  { id: "greeting", keywords: ["hola", "buenas", "qué tal", "buenos días", "hi", "hello"] },
];

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

export function matchesKeyword(input: string, keyword: string): boolean {
  const lower = input.normalize("NFC").toLowerCase();
  const text = ACCENT_SENSITIVE.has(keyword) ? lower : fold(lower);
  return matcherFor(keyword).test(text);
}

export function matchRule(input: string): RuleId {
  return rules.find((rule) => rule.keywords.some((k) => matchesKeyword(input, k)))?.id ?? "fallback";
}

function serviceLines(): string {
  return bookingServices.map((s) => `• ${s.name}: ${euros(s.price)} (${s.minutes} min)`).join("\n");
}

const bookingHint = `Puedes reservar online en la sección «Reservas» o escribirnos por WhatsApp al ${site.contact.whatsapp.display}.`;

export interface ReplyLink {
  href: string;
  label: string;
}

/** The booking section, offered as a link under replies that point to it. */
export const bookingLink: ReplyLink = { href: paths.booking, label: "Ir a Reservas" };

const linkedRules: ReadonlySet<RuleId> = new Set(["services", "booking", "fallback"]);

export const greeting = `¡Hola! Soy la asistente virtual de ${site.name}. ¿En qué puedo ayudarte hoy?`;

/** `now` is the salon's wall clock, for the live status in the hours reply (HM-09). */
export function replyFor(rule: RuleId, now?: WallClock): string {
  switch (rule) {
    case "services":
      return `Estos son nuestros servicios:\n${serviceLines()}\n\n${bookingHint}`;
    case "hours":
      return `${now ? `${openingStatus(now).text}.\n\n` : ""}Nuestro horario de atención:\n${hoursLines().join("\n")}\n\nLas reservas online están disponibles de lunes a sábado.`;
    case "address":
      return `Estamos en ${site.address.full}, ${site.address.city}. Dentro del centro comercial, sigue las indicaciones hacia el Local 45.`;
    case "booking":
      return `¡Genial! ${bookingHint} Solo tienes que elegir servicio, fecha y hora.`;
    case "prices":
      return `Nuestros precios:\n${serviceLines()}`;
    case "greeting":
      return `¡Hola! Qué alegría saludarte. Estos son nuestros servicios:\n${serviceLines()}\n\n¿Te ayudo con algo más?`;
    case "fallback":
      return `No estoy segura de haberte entendido. Puedes llamarnos al ${site.contact.whatsapp.display} (también por WhatsApp), escribirnos a ${site.contact.email} o reservar online en la sección «Reservas».`;
  }
}

/** message → reply (CH-07), with a link to the booking section where the reply points to it. */
export function reply(input: string, now?: WallClock): { rule: RuleId; text: string; link?: ReplyLink } {
  const rule = matchRule(input);
  const text = replyFor(rule, now);
  return linkedRules.has(rule) ? { rule, text, link: bookingLink } : { rule, text };
}
