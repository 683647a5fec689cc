import { type FaqTopicId, faqTopicIds } from "@/content/faq";
/**
 * The settings forms' schemas (OW-06): `/gestion/ajustes` validates with them
 * before sending and the server validates the same body again, so a message
 * shown next to a field is the server's own. Per-field Spanish messages; the
 * checks that need the database or the clock (unknown ids, closures in the
 * past, shifts outside the hours) are the server's, worded the same way.
 */
import { z } from "zod";
import { isIsoDate } from "@/domain/booking/calendar-values";
import { CONTROL_CHARS, emailFieldProblem } from "@/domain/booking/contact-validation";
import { isValidNif, normalizeNif } from "./nif";
import { phoneChannels } from "@/domain/messages/channels";
import { messageTextProblem } from "@/domain/messages/templates";
import { waitlistModes } from "@/domain/waitlist/rules";
import { depositKinds } from "@/domain/payments/policy";

import { overlappingShifts } from "@/domain/booking/shifts";
import { toMinutes } from "@/lib/dates";

/** MS-01: an owner's text for a timed message; empty: the product's own (null). */
const messageText = z
  .string({ error: "Escribe el texto del mensaje." })
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = messageTextProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => (v === "" ? null : v))
  .nullable();

export const serviceIcons = ["scissors", "sparkles", "hand", "palette", "flower", "feather"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = (message = "Hora no válida (HH:MM).") => z.string({ error: message }).regex(TIME, { message });
const date = (message = "Fecha no válida.") => z.string({ error: message }).refine((v) => isIsoDate(v), { message });
/** Printable one-line text between `min` and `max` characters. */
const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .refine((v) => v.length >= min && v.length <= max && !CONTROL_CHARS.test(v.replace(/[\n\t]/g, " ")), {
      message,
    });
const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message });
export const weekday = int(0, 6, "Día de la semana no válido.");
/** A service's or professional's id: lower-case letters, digits and hyphens. */
const settingId = (message: string) => z.string({ error: message }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message });
export const version = int(1, 2_000_000_000, "Falta la versión de lo que editas: recarga la página.");

const feature = text(2, 60, "Cada característica necesita entre 2 y 60 caracteres.");

/** A service as the form edits it (OW-01). */
export const serviceInput = z.object({
  name: text(2, 60, "El nombre necesita entre 2 y 60 caracteres."),
  title: text(2, 60, "El título de la tarjeta necesita entre 2 y 60 caracteres."),
  description: text(10, 300, "La descripción necesita entre 10 y 300 caracteres."),
  features: z.tuple([feature, feature, feature], { error: "Escribe tres características." }),
  icon: z.enum(serviceIcons, { error: "Elige un icono de la lista." }),
  minutes: int(5, 480, "La duración va de 5 a 480 minutos.").refine((m) => m % 5 === 0, {
    message: "La duración va en múltiplos de 5 minutos.",
  }),
  bufferMinutes: int(0, 120, "El tiempo de recogida va de 0 a 120 minutos."),
  price: int(0, 5000, "El precio es un número entero de euros, de 0 a 5000."),
  active: z.boolean({ error: "Indica si el servicio se ofrece." }),
  position: int(0, 999, "El orden es un número de 0 a 999."),
  /** OW-07: words the chat also understands for it, besides its name ('mechas', 'tinte'). */
  chatWords: z
    .array(text(2, 30, "Cada palabra para el chat tiene entre 2 y 30 letras."), { error: "Palabras no válidas." })
    .max(12, { message: "Como mucho 12 palabras para el chat." })
    .optional(),
  /** PY-01: what booking it online asks for (absent: unchanged; a new service asks for nothing). */
  deposit: z
    .object({
      kind: z.enum(depositKinds, { error: "Elige qué se paga al reservar." }),
      amount: int(0, 5000, "La señal es un número entero de 0 a 5000."),
      /** PY-03: hours of notice before a cancellation may be charged the card's fee. */
      feeNoticeHours: int(1, 168, "El aviso va de 1 a 168 horas.").optional(),
    })
    .refine((d) => d.kind === "none" || d.amount > 0, {
      message: "Escribe cuánto es la señal.",
      path: ["amount"],
    })
    .refine((d) => d.kind !== "percent" || d.amount <= 100, {
      message: "La señal va de 1 a 100 % del precio.",
      path: ["amount"],
    })
    .optional(),
  /** OW-07: the professionals who do it (absent: unchanged). Nobody: it is not offered online. */
  staff: z.array(settingId("Profesional desconocida."), { error: "Elige quién lo hace." }).max(50).optional(),
});
export const serviceUpdate = serviceInput.extend({ version });
export type ServiceInput = z.input<typeof serviceInput>;

/** The week's opening hours and the days closed to online booking (one form). */
export const hoursInput = z
  .object({
    days: z
      .array(
        z.object({
          weekday,
          open: z.boolean({ error: "Indica si abre ese día." }),
          opens: hhmm(),
          closes: hhmm(),
        }),
        { error: "Faltan los días de la semana." },
      )
      .length(7, { message: "Indica el horario de los siete días." }),
    bookingClosedWeekdays: z.array(weekday, { error: "Días sin reserva online no válidos." }).max(7),
    /** OW-09: trim the shifts that fall outside the new hours in the same save (shown first by a dry run). */
    adjustShifts: z.boolean({ error: "Indica si ajustamos los turnos." }).optional(),
    version,
  })
  .superRefine((h, ctx) => {
    const seen = new Set(h.days.map((d) => d.weekday));
    if (seen.size !== 7) ctx.addIssue({ code: "custom", path: ["days"], message: "Indica cada día una sola vez." });
    h.days.forEach((d, i) => {
      if (d.open && toMinutes(d.opens) >= toMinutes(d.closes))
        ctx.addIssue({
          code: "custom",
          path: ["days", i, "closes"],
          message: "El cierre debe ser posterior a la apertura.",
        });
    });
  });
export type HoursInput = z.input<typeof hoursInput>;

/** The slot grids a salon can choose (OW-11): appointments start every 15, 30 or 60 minutes. */
export const slotGrids = [15, 30, 60] as const;

/** How online booking works (OW-11): one form. */
export const bookingPolicyInput = z.object({
  horizonDays: int(1, 365, "Los días de antelación van de 1 a 365."),
  cancelNoticeHours: int(0, 168, "El aviso para cancelar va de 0 a 168 horas (una semana)."),
  maxFutureBookingsPerContact: int(1, 50, "Las citas futuras por cliente van de 1 a 50."),
  slotMinutes: z
    .number({ error: "Elige cada cuánto empiezan las citas." })
    .refine((m) => (slotGrids as readonly number[]).includes(m), { message: "Elige cada cuánto empiezan las citas." }),
  version,
});
export type BookingPolicyInput = z.input<typeof bookingPolicyInput>;

/** The business behind the site (issue 30: LSSI art. 10, RGPD art. 13), one form. */
export const legalInput = z.object({
  owner: text(2, 120, "Escribe el nombre o la razón social (de 2 a 120 caracteres)."),
  nif: z
    .string({ error: "Escribe el NIF." })
    .transform(normalizeNif)
    .refine(isValidNif, { message: "Ese NIF no es válido: revisa las letras, los números y el de control." }),
  registry: text(0, 200, "Los datos del registro tienen como mucho 200 caracteres."),
  privacyEmail: z
    .string({ error: "Escribe el email para la privacidad." })
    .transform((v) => v.trim())
    .refine((v) => emailFieldProblem(v) === undefined, { message: "Escribe un email válido para la privacidad." }),
  version,
});
export type LegalInput = z.input<typeof legalInput>;

/** CH-14: the owner's answers to everyday questions; an empty one is not answered (the chat gives the phone). */
const faqAnswer = z
  .string({ error: "Escribe la respuesta o déjala vacía." })
  .transform((v) => v.trim())
  .refine((v) => v.length <= 500, { message: "Como mucho 500 caracteres." })
  .transform((v) => (v === "" ? null : v));
export const faqInput = z.object({
  ...(Object.fromEntries(faqTopicIds.map((id) => [id, faqAnswer])) as Record<FaqTopicId, typeof faqAnswer>),
  version,
});
export type FaqInput = z.input<typeof faqInput>;

/** RV-03: the salon's Google profile (its 'review us' link); empty: none, so nobody is sent there. */
export const reviewSettingsInput = z.object({
  googleUrl: z
    .string({ error: "Pega el enlace de tu perfil de Google o déjalo vacío." })
    .trim()
    .max(500, { message: "Como mucho 500 caracteres." })
    .refine((v) => v === "" || /^https:\/\/[^\s]+\.[^\s]+$/.test(v), {
      message: "Pega un enlace que empiece por https:// (el de «Pedir reseñas» de tu perfil de Google).",
    })
    .transform((v) => (v === "" ? null : v)),
  version,
});
export type ReviewSettingsInput = z.input<typeof reviewSettingsInput>;
export type ReviewSettingsValues = z.output<typeof reviewSettingsInput>;
export type FaqValues = z.output<typeof faqInput>;
export type LegalValues = z.output<typeof legalInput>;

/** MS-01, MS-05: the reminders' phone channel and a paid message's price, in thousandths of a euro ('0,021' €). */
export const messageSettingsInput = z
  .object({
    /** MS-01: the phone channel the booking dialog offers for reminders; null offers none. */
    offered: z.enum(phoneChannels, { error: "Elige WhatsApp, SMS o ninguno." }).nullable(),
    whatsappMillis: int(0, 10_000, "El precio de un WhatsApp va de 0 a 10 €."),
    smsMillis: int(0, 10_000, "El precio de un SMS va de 0 a 10 €."),
    /** MS-01: when the timed messages go, hours before the appointment; a null one is not sent. */
    confirmRequestHours: int(25, 168, "La petición de confirmación va de 25 a 168 horas antes.").nullable(),
    reminderHours: int(3, 72, "El recordatorio va de 3 a 72 horas antes."),
    lastReminderHours: int(1, 12, "El último aviso va de 1 a 12 horas antes.").nullable(),
    reminderText: messageText,
    confirmRequestText: messageText,
    waitlistMode: z.enum(waitlistModes, { error: "Elige cómo se ofrecen los huecos." }),
    waitlistHoldMinutes: int(5, 240, "La reserva del hueco dura de 5 a 240 minutos."),
    version,
  })
  .refine((v) => v.confirmRequestHours === null || v.confirmRequestHours > v.reminderHours, {
    message: "La petición de confirmación va antes que el recordatorio.",
    path: ["confirmRequestHours"],
  })
  .refine((v) => v.lastReminderHours === null || v.lastReminderHours < v.reminderHours, {
    message: "El último aviso va después del recordatorio.",
    path: ["lastReminderHours"],
  });
export type MessageSettingsInput = z.input<typeof messageSettingsInput>;
/** MS-05: which salon month to count ('2026-11'); absent: this one. */
export const usageQuery = z.object({
  month: z
    .string()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { message: "Mes no válido (AAAA-MM)." })
    .optional(),
});

/** A whole-salon closure: a day or a range, all day or part of it, with a public note. */
export const closureInput = z
  .object({
    startDate: date("Elige el primer día."),
    endDate: date("Elige el último día."),
    allDay: z.boolean({ error: "Indica si cierra todo el día." }),
    startTime: hhmm("Hora de inicio no válida (HH:MM).").optional(),
    endTime: hhmm("Hora de fin no válida (HH:MM).").optional(),
    note: text(0, 120, "La nota admite hasta 120 caracteres, sin caracteres especiales."),
  })
  .superRefine((c, ctx) => {
    if (c.endDate < c.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "El último día no puede ser anterior al primero." });
    if (!c.allDay) {
      if (!c.startTime) ctx.addIssue({ code: "custom", path: ["startTime"], message: "Indica desde qué hora." });
      if (!c.endTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: "Indica hasta qué hora." });
      if (c.startTime && c.endTime && c.startDate === c.endDate && c.endTime <= c.startTime)
        ctx.addIssue({ code: "custom", path: ["endTime"], message: "La hora final debe ser posterior." });
    }
  });
export type ClosureInput = z.input<typeof closureInput>;

const shift = z
  .object({
    days: z.array(weekday, { error: "Elige los días del turno." }).min(1, { message: "Elige al menos un día." }).max(7),
    starts: hhmm("Hora de entrada no válida (HH:MM)."),
    ends: hhmm("Hora de salida no válida (HH:MM)."),
  })
  .refine((s) => s.starts < s.ends, { path: ["ends"], message: "La salida debe ser posterior a la entrada." });

/** A professional (OW-01): name, role line, services, weekly shifts, active. */
export const teamMemberInput = z
  .object({
    name: text(2, 60, "El nombre necesita entre 2 y 60 caracteres."),
    role: text(2, 60, "La función necesita entre 2 y 60 caracteres."),
    services: z
      .array(settingId("Servicio desconocido."), { error: "Elige sus servicios." })
      .min(1, { message: "Elige al menos un servicio." })
      .max(50),
    shifts: z.array(shift, { error: "Turnos no válidos." }).max(14, { message: "Como mucho 14 turnos." }),
    active: z.boolean({ error: "Indica si atiende citas." }),
    position: int(0, 999, "El orden es un número de 0 a 999."),
  })
  .superRefine((p, ctx) => {
    const overlaps = overlappingShifts(p.shifts);
    if (overlaps[0]) ctx.addIssue({ code: "custom", path: ["shifts"], message: overlaps[0] });
  });
export const teamMemberUpdate = teamMemberInput.and(z.object({ version }));
export type TeamMemberInput = z.input<typeof teamMemberInput>;

/** A photo upload names the version of the professional it changes (OW-06). */
export const photoQuery = z.object({
  version: z.string({ error: "Falta la versión de la ficha: recarga la página." }).regex(/^[1-9]\d{0,8}$/, {
    message: "Falta la versión de la ficha: recarga la página.",
  }),
});

/** `?dryRun=1`: answer what a change would touch, store nothing (OW-03). */
export const dryRunQuery = z.object({ dryRun: z.enum(["0", "1"]).optional() });
export const settingIdParam = z.object({ id: settingId("No encontramos ese elemento.") });
export const closureIdParam = z.object({
  id: z.string().regex(/^[1-9]\d{0,15}$/, { message: "No encontramos ese cierre." }),
});

/** CN-01: a text the owner may leave empty (the seed's then), trimmed, within `min`–`max` characters. */
const ownText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Escribe ${label} o déjalo vacío.` })
    .transform((v) => v.trim())
    .refine((v) => v === "" || v.length >= min, { message: `Escribe al menos ${min} caracteres.` })
    .refine((v) => v.length <= max, { message: `Como mucho ${max} caracteres.` })
    .transform((v) => (v === "" ? null : v));

/** An uploaded photo's name (what the upload answered). */
const PHOTO_NAME = /^foto-[0-9a-f]{16}$/;
const photoName = z
  .string({ error: "Sube la foto otra vez." })
  .regex(PHOTO_NAME, { message: "Sube la foto otra vez." })
  .nullable();
const altText = ownText("un texto alternativo", 5, 200);

/** CN-01: the hero's and 'Nosotros'' words and photos; a photo needs its alt text (what it shows, for who cannot see it). */
export const contentInput = z
  .object({
    heroHeadline: ownText("el titular", 3, 80),
    heroText: ownText("el subtítulo", 3, 300),
    heroPhoto: photoName,
    heroAlt: altText,
    aboutText: ownText("el texto", 3, 2000),
    aboutPhoto: photoName,
    aboutAlt: altText,
    version,
  })
  .refine((v) => v.heroPhoto === null || v.heroAlt !== null, {
    message: "Describe la foto (qué se ve) para quien no puede verla.",
    path: ["heroAlt"],
  })
  .refine((v) => v.aboutPhoto === null || v.aboutAlt !== null, {
    message: "Describe la foto (qué se ve) para quien no puede verla.",
    path: ["aboutAlt"],
  });
export type ContentInput = z.input<typeof contentInput>;
export type ContentValues = z.output<typeof contentInput>;

/** CN-01: one picture of the gallery: its caption, its alt text, and a client's consent if she is in it. */
const galleryItem = z
  .object({
    photo: z
      .string({ error: "Sube la foto otra vez." })
      .refine((v) => PHOTO_NAME.test(v) || /^\/images\/[a-z0-9-]+\.svg$/.test(v), {
        message: "Sube la foto otra vez.",
      }),
    caption: z
      .string({ error: "Escribe el pie de foto." })
      .trim()
      .min(2, { message: "Escribe el pie de foto (2 a 60 caracteres)." })
      .max(60, { message: "Escribe el pie de foto (2 a 60 caracteres)." }),
    alt: z
      .string({ error: "Describe la foto." })
      .trim()
      .min(5, { message: "Describe la foto (qué se ve) para quien no puede verla: al menos 5 caracteres." })
      .max(200, { message: "Como mucho 200 caracteres." }),
    showsClient: z.boolean({ error: "Di si sale una clienta." }),
    consent: z.boolean({ error: "Di si tienes su consentimiento." }),
  })
  .refine((v) => !v.showsClient || v.consent, {
    message: "Si sale una clienta, necesitas su consentimiento por escrito para publicar la foto.",
    path: ["consent"],
  });
export type GalleryItemInput = z.input<typeof galleryItem>;

export const galleryInput = z.object({
  items: z.array(galleryItem, { error: "La galería no es válida." }).max(24, { message: "Como mucho 24 fotos." }),
  version,
});
export type GalleryInput = z.input<typeof galleryInput>;
export type GalleryValues = z.output<typeof galleryInput>;

/** CN-01: a few words about a professional (empty: none). */
export const bioInput = z.object({ bio: ownText("unas palabras", 1, 400), version });
export type BioInput = z.input<typeof bioInput>;
