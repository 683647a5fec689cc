/**
 * Understands a booking request in everyday Spanish (CH-11), pure: a service by
 * any usual name ('corte', 'uñas', 'depilar las piernas'), a day ('hoy',
 * 'pasado mañana', 'el sábado que viene', 'el 28', '28/11') and a time ('a las
 * 10', '10:30', 'a las 5 de la tarde', 'por la mañana'), typos and missing
 * accents included. The chat turns the result into an answer with times.
 */
import { weekdayNames } from "@/content/site";
import type { ServiceId } from "@/content/services";
import { addDays, type IsoDate, type WallClock, weekdayOf } from "@/lib/dates";

export type PartOfDay = "morning" | "afternoon";

export interface BookingIntent {
  serviceId?: string;
  /** CH-13: the professional she named ('con Carmen'). */
  staffId?: string;
  /** What the visitor wrote for the service when it is not one of ours ('tinte'). */
  unknownService?: string;
  date?: IsoDate;
  /** A day that cannot be a date ('el 31' in a 30-day month). */
  invalidDay?: string;
  time?: string;
  partOfDay?: PartOfDay;
  /** The visitor wants to change or cancel an appointment they have (SS-01), not book a new one. */
  change?: true;
}

/** Words of changing an existing appointment ('cambiar mi cita al lunes'). */
const CHANGE = /\b(cambi|mover|muev|modific|aplaz|retras|adelant|anul|cancel)/;

/** lower case, no accents, no punctuation but ':' and '/' between digits (the chat reads messages so). */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[¿?¡!,;.]+(?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * CH-13: a message's words as words: lower case, accents folded on each word but 'ñ' kept ('uñas' is
 * nails, 'unas' is 'some'), split on anything that is not a letter or a digit.
 */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g, "")
    .normalize("NFC")
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

/**
 * CH-13: 'unas' written without its 'ñ' is nails only where it cannot be the article: after 'las', 'mis'…
 * ('pintarme las unas'), or followed by no noun ('unas el miércoles'); 'unas mechas', 'unas cejas' are not.
 */
const BEFORE_NAILS = new Set(["las", "mis", "tus", "sus", "de", "y"]);
const NOT_A_NOUN = new Set([
  "el",
  "la",
  "los",
  "las",
  "de",
  "del",
  "para",
  "a",
  "al",
  "en",
  "hoy",
  "manana",
  "mañana",
  "pasado",
  "este",
  "esta",
  "proximo",
  "y",
  "o",
  "por",
  "con",
  "que",
  "sobre",
  "hacia",
  ...weekdayNames.map((w) => w.normalize("NFD").replace(/[\u0300-\u036f]/g, "")),
]);
function nailsWithoutTilde(words: readonly string[], i: number): boolean {
  const before = words[i - 1];
  const after = words[i + 1];
  return (
    (before !== undefined && BEFORE_NAILS.has(before)) ||
    after === undefined ||
    NOT_A_NOUN.has(after) ||
    /^\d/.test(after)
  );
}

const serviceWords: Record<ServiceId, readonly string[]> = {
  corte: [
    "corte",
    "cortar",
    "cortarme",
    "pelo",
    "peinado",
    "peinar",
    "peinarme",
    "peluqueria",
    "cabello",
    "flequillo",
    "puntas",
  ],
  facial: ["facial", "cara", "cutis", "limpieza", "hidratacion"],
  manicura: ["manicura", "manicure", "pedicura", "uñas", "uña", "esmaltado", "semipermanente", "gel", "nail"],
  maquillaje: ["maquillaje", "maquillar", "maquillarme", "maquillan", "make"],
  masaje: ["masaje", "masajes", "masajito", "relajante", "contractura", "espalda"],
  depilacion: ["depilacion", "depilar", "depilarme", "cera", "piernas", "ingles", "axilas", "laser"],
};

const unknownServiceWords = ["tinte", "mechas", "tatuaje", "pestañas", "cejas", "barba", "botox", "micropigmentacion"];

/** Edit distance ≤ 1 for longer words: 'manicur', 'depilasion', 'masage'. */
function closeTo(rawWord: string, rawTarget: string): boolean {
  // 'll' and 'y' sound the same in most of Spain: 'maquiyaje' is 'maquillaje'.
  const word = rawWord.replace(/ll/g, "y");
  const target = rawTarget.replace(/ll/g, "y");
  if (word === target) return true;
  if (target.length < 5 || Math.abs(word.length - target.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < word.length && j < target.length) {
    if (word[i] === target[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (word.length > target.length) i++;
    else if (word.length < target.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (word.length - i) + (target.length - j) <= 1;
}

/** Words of a service's name worth matching ('lifting', 'pestañas' of 'Lifting de pestañas'). */
const nameWords = (name: string) => tokens(name).filter((w) => w.length >= 5);

/** A service as the chat knows it: its name, and the words the owner added for it (OW-07). */
export interface OfferedService {
  id: string;
  name: string;
  chatWords?: readonly string[];
}

function findService(
  words: readonly string[],
  offered: readonly OfferedService[],
): Pick<BookingIntent, "serviceId" | "unknownService"> {
  // The words the owner gave the chat for a service come first (OW-07: 'mechas, tinte, color'): hers
  // are meant, where a built-in word may be a coincidence ('unas mechas' is not nails).
  const ownWords = (service: OfferedService) =>
    (service.chatWords ?? []).flatMap((w) => tokens(w).filter((x) => x.length >= 3));
  for (const service of offered)
    if (words.some((w) => ownWords(service).some((n) => closeTo(w, n)))) return { serviceId: service.id };
  // The words people use for the salon's services; whether the service is offered now is the answer's check.
  for (const [id, names] of Object.entries(serviceWords) as [ServiceId, readonly string[]][]) {
    // 'uña' alone is one nail: only 'uñas' and the rest are matched.
    if (words.some((w) => names.some((n) => (n === "uña" ? false : closeTo(w, n))))) return { serviceId: id };
  }
  // 'unas' typed without its 'ñ' (CH-13): nails where it cannot be the article.
  if (words.some((w, i) => w === "unas" && nailsWithoutTilde(words, i))) return { serviceId: "manicura" };
  // A service the salon added in its settings (OW-02) is found by the words of its name.
  for (const service of offered)
    if (words.some((w) => nameWords(service.name).some((n) => closeTo(w, n)))) return { serviceId: service.id };
  const unknown = words.find((w) => unknownServiceWords.some((u) => closeTo(w, u)));
  return unknown ? { unknownService: unknown } : {};
}

/** The weekdays as the messages are read: no accents ("miercoles"). */
const weekdays = weekdayNames.map(normalise);
const months = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const numberWords: Record<string, number> = {
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};

function dateFromDayMonth(day: number, month: number | undefined, today: WallClock): IsoDate | "invalid" {
  const [y, m] = today.date.split("-").map(Number) as [number, number];
  const build = (year: number, mon: number) => {
    const d = new Date(Date.UTC(year, mon - 1, day));
    return d.getUTCMonth() === mon - 1 ? d.toISOString().slice(0, 10) : undefined;
  };
  if (month !== undefined) {
    const date = build(y, month);
    if (!date) return "invalid";
    // A day a few weeks back has passed (the chat says so); one months back means next year.
    const daysAgo = (Date.parse(today.date) - Date.parse(date)) / 86_400_000;
    return daysAgo > 60 ? (build(y + 1, month) ?? "invalid") : date;
  }
  // 'el 28': this month, or the next one when the 28th has passed.
  const thisMonth = build(y, m);
  if (thisMonth && thisMonth >= today.date) return thisMonth;
  const next = build(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1);
  return next ?? "invalid";
}

function findDate(text: string, today: WallClock): Pick<BookingIntent, "date" | "invalidDay"> {
  if (/\bpasado manana\b/.test(text)) return { date: addDays(today.date, 2) };
  // 'mañana' is tomorrow unless it is 'por/de/a la mañana' (the morning).
  if (/\bmanana\b/.test(text.replace(/\b(por|de|a|en) la manana\b/g, ""))) return { date: addDays(today.date, 1) };
  if (/\bhoy\b/.test(text)) return { date: today.date };
  // SS-03: a day gone by is past, never today ('ayer', 'el lunes pasado').
  if (/\bayer\b/.test(text)) return { date: addDays(today.date, -1) };

  const numeric = /\b(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2,4}))?\b/.exec(text);
  if (numeric) {
    const result = dateFromDayMonth(Number(numeric[1]), Number(numeric[2]), today);
    return result === "invalid" ? { invalidDay: numeric[0] } : { date: result };
  }
  const named = new RegExp(`\\b(?:el |dia )?(\\d{1,2}) de (${months.join("|")})\\b`).exec(text);
  if (named) {
    const result = dateFromDayMonth(Number(named[1]), months.indexOf(named[2] ?? "") + 1, today);
    return result === "invalid" ? { invalidDay: named[0] } : { date: result };
  }
  const dayOnly = /\b(?:el|dia) (\d{1,2})\b(?!\s*(?::|h\b|de la|horas))/.exec(text);
  if (dayOnly) {
    const day = Number(dayOnly[1]);
    if (day < 1 || day > 31) return { invalidDay: dayOnly[0] };
    const result = dateFromDayMonth(day, undefined, today);
    return result === "invalid" ? { invalidDay: dayOnly[0] } : { date: result };
  }
  const weekday = weekdays.findIndex((w) => new RegExp(`\\b${w}\\b`).test(text));
  if (weekday >= 0 && new RegExp(`\\b${weekdays[weekday]} (pasado|anterior)\\b`).test(text)) {
    const back = (weekdayOf(today.date) - weekday + 7) % 7 || 7;
    return { date: addDays(today.date, -back) };
  }
  if (weekday >= 0) {
    const ahead = (weekday - weekdayOf(today.date) + 7) % 7;
    // 'el sábado que viene' / 'el próximo sábado' on a Saturday means next week; plain 'el sábado' today.
    const next = /\b(que viene|proximo|siguiente)\b/.test(text) && ahead === 0 ? 7 : ahead;
    return { date: addDays(today.date, next) };
  }
  return {};
}

function findTime(text: string): Pick<BookingIntent, "time" | "partOfDay"> {
  const afternoon = /\b(de la tarde|por la tarde|de la noche|pm)\b/.test(text);
  const morning = /\b(de la manana|por la manana|a la manana|en la manana|am)\b/.test(text);
  const clock =
    /\b(?:a las?|sobre las?|hacia las?|las?)\s+(\d{1,2})(?:[:.h](\d{2}))?\b/.exec(text) ??
    /\b(\d{1,2})[:.h](\d{2})\b/.exec(text) ??
    /\b(\d{1,2})\s*h\b/.exec(text);
  const worded = new RegExp(`\\ba las? (${Object.keys(numberWords).join("|")})\\b( y media)?`).exec(text);
  let hour: number | undefined;
  let minute = 0;
  if (clock) {
    hour = Number(clock[1]);
    minute = clock[2] ? Number(clock[2]) : /\by media\b/.test(text) ? 30 : 0;
  } else if (worded) {
    hour = numberWords[worded[1] ?? ""];
    minute = worded[2] ? 30 : 0;
  } else if (/\b(mediodia)\b/.test(text)) {
    hour = 12;
  }
  if (hour !== undefined && hour <= 23 && minute < 60) {
    // The salon opens at 9: 'a las 5' means the afternoon unless the morning is said.
    if (hour < 12 && (afternoon || (!morning && hour <= 8))) hour += 12;
    return { time: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}` };
  }
  if (hour !== undefined) return { time: `${hour}:${String(minute).padStart(2, "0")}` };
  if (morning) return { partOfDay: "morning" };
  if (afternoon) return { partOfDay: "afternoon" };
  return {};
}

/** CH-13: a professional named in the request ('con Carmen', 'con lucia'): by her first name. */
function findProfessional(words: readonly string[], team: readonly { id: string; name: string }[]) {
  const named = team.find((p) => {
    const first = tokens(p.name)[0];
    return first !== undefined && words.includes(first);
  });
  return named ? { staffId: named.id } : {};
}

/** `offered`: the salon's services now (their names are understood too); `team`: who may be named. */
export function parseBookingIntent(
  input: string,
  today: WallClock,
  offered: readonly OfferedService[] = [],
  team: readonly { id: string; name: string }[] = [],
): BookingIntent {
  const text = normalise(input);
  const words = tokens(input);
  return {
    ...findService(words, offered),
    ...findProfessional(words, team),
    ...findDate(text, today),
    ...findTime(text),
    ...(CHANGE.test(text) ? { change: true as const } : {}),
  };
}

/** Whether a message is worth answering as a booking request rather than by the keyword rules. */
export function isBookingRequest(intent: BookingIntent): boolean {
  // A change is answered by the rules: the manage link does it (SS-01).
  if (intent.change) return false;
  const hasWhen =
    intent.date !== undefined ||
    intent.time !== undefined ||
    intent.partOfDay !== undefined ||
    intent.invalidDay !== undefined;
  return (intent.serviceId !== undefined || intent.unknownService !== undefined) && hasWhen;
}
