/**
 * Every request and response of `/api`, once (issue 17). The server validates
 * with these (Hono + @hono/zod-validator) and the site's one API client
 * (`hono/client`) takes its types from the routes built on them, so the widget,
 * `/cita`, the agenda and the server cannot disagree on a field. Messages are
 * Spanish and shown as they are.
 *
 * A field's checks are the domain's own functions (contact rules, calendar
 * days, the slot grid, the team), so a schema adds shape, not new rules.
 */
import { z } from "zod";
import type { Slot } from "@/domain/booking/calendar-values";
import { problemMessages } from "@/domain/booking/messages";
import { daysBetween } from "@/lib/dates";
import { isIsoDate, isSlot } from "./calendar-values";
import { appointmentStatuses, bookingOrigins, deskStatuses } from "./status";
import { CONTROL_CHARS, emailFieldProblem, nameProblem, phoneProblem } from "./contact-validation";
import { MAX_VISIT_SERVICES } from "./visit";
import { channels, phoneChannels } from "@/domain/messages/channels";

export { extrasParam, MAX_VISIT_SERVICES } from "./visit";

/** A string field checked by a function that names its problem in Spanish. */
export function checked(problemOf: (value: string) => string | undefined, typeMessage: string) {
  return z.string({ error: typeMessage }).superRefine((value, ctx) => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isoDate = (message = "Fecha no válida: usa AAAA-MM-DD.") =>
  z.string({ error: message }).refine((v) => isIsoDate(v), { message });
const hhmm = (message = "Hora no válida (HH:MM).") => z.string({ error: message }).regex(TIME, { message });
// Ids are checked here for shape; whether the salon offers that service or professional is the
// server's check against its settings (OW-01), with the same message (server/http/known-ids.ts).
const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const serviceId = (message: string) => z.string({ error: message }).regex(ID, { message });
const professionalId = (message: string) => z.string({ error: message }).regex(ID, { message });
/** Printable text of reasonable length: searches and notes (a NUL byte broke the database, RL-06). */
const plainText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { message })
    .refine((v) => !CONTROL_CHARS.test(v.replace(/[\n\t]/g, " ")), { message });

const bookingStatus = z.enum(appointmentStatuses);

// ——— Errors ———

/** Every refusal: `{ error, message, fields? }`, the message in Spanish (BE-03). */
export const problemBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ProblemBody = z.infer<typeof problemBody>;

// ——— Public: health, availability, bookings, the visitor's appointment ———

/** `GET /api/health` (BE-01). */
export const healthResponse = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type HealthResponse = z.infer<typeof healthResponse>;

/** A visit's other services in a query string: `manicura:sofia,depilacion:` (professional optional). */
const EXTRAS =
  /^[a-z0-9][a-z0-9-]{0,39}:([a-z0-9][a-z0-9-]{0,39})?(,[a-z0-9][a-z0-9-]{0,39}:([a-z0-9][a-z0-9-]{0,39})?)?$/;

export const availabilityQuery = z.object({
  service: serviceId("Servicio desconocido."),
  date: isoDate(),
  staff: z.union([z.literal(""), professionalId("Profesional desconocida.")]).optional(),
  extras: z
    .string()
    .regex(EXTRAS, { message: `Como mucho ${MAX_VISIT_SERVICES} servicios por visita.` })
    .transform((v) =>
      v.split(",").map((part) => {
        const [service = "", staff = ""] = part.split(":");
        return { service, staff };
      }),
    )
    .optional(),
});

/** AP-04: `GET /api/availability/days` — the horizon's days with free time for a service (or visit) and professional. */
export const freeDaysQuery = availabilityQuery.omit({ date: true });
export interface FreeDaysResponse {
  days: string[];
}

export const availabilityResponse = z.object({
  date: z.string(),
  service: z.string(),
  slots: z.array(z.object({ time: z.string(), staff: z.array(z.string()) })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** OW-08: `GET /api/availability/away?staff=` — the days a professional is away, as ranges. */
export const awayQuery = z.object({ staff: professionalId("Profesional desconocida.") });
export interface AwayResponse {
  staff: string;
  away: { from: string; to: string }[];
}

/** The body of `POST /api/bookings` (BE-03): the widget builds it, the server trusts nothing in it. */
export const bookingRequestBody = z.object({
  service: serviceId("Elige uno de nuestros servicios."),
  date: isoDate("Elige una fecha válida."),
  time: z
    .string({ error: "Elige una de las horas ofrecidas." })
    .refine((t): t is Slot => isSlot(t), { message: "Elige una de las horas ofrecidas." }),
  staff: z.union([z.literal(""), z.null(), z.string()]).optional(),
  name: checked(nameProblem, "Escribe tu nombre."),
  phone: checked(phoneProblem, "Escribe tu teléfono."),
  email: checked(emailFieldProblem, "Escribe tu email."),
  privacyAccepted: z.literal(true, { error: "Debes leer y aceptar la información de privacidad." }),
  /** SS-02: up to two more services in the same visit, back to back after the first. */
  extras: z
    .array(
      z.object({
        service: serviceId("Elige uno de nuestros servicios."),
        staff: z.union([z.literal(""), z.null(), professionalId(problemMessages.not_qualified)]).optional(),
      }),
      { error: "Servicios no válidos." },
    )
    .max(MAX_VISIT_SERVICES - 1, { message: `Como mucho ${MAX_VISIT_SERVICES} servicios por visita.` })
    .optional(),
  /** MS-02: reminders on her phone (an unticked box: absent or null means email only). */
  reminders: z.enum(phoneChannels, { error: "Canal de recordatorios no válido." }).nullable().optional(),
  /** PY-04: a bono or gift card that pays it ('' or absent: none). */
  giftCode: z.string({ error: "Código no válido." }).max(40, { message: "Código no válido." }).optional(),
  /** RP-01: the widget was opened from the chat's times or from the client's /cita page (absent: the widget). */
  origin: z.enum(bookingOrigins, { error: "Origen no válido." }).optional(),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(0).optional(),
});
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

/** What every answer about an appointment says: salon-local day and time, instants in UTC. */
const appointmentView = z.object({
  id: z.string(),
  reference: z.string(),
  service: z.string(),
  serviceName: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: bookingStatus,
  price: z.number(),
});

const bookingResponse = appointmentView.extend({
  staff: z.object({ id: z.string(), name: z.string() }),
  /** Every service of the visit in time order (SS-02); one for a single appointment. */
  visit: z.array(
    z.object({
      service: z.string(),
      serviceName: z.string(),
      staff: z.object({ id: z.string(), name: z.string() }),
      time: z.string(),
      endTime: z.string(),
      price: z.number(),
    }),
  ),
  manageUrl: z.string(),
  calendarUrl: z.string(),
  replayed: z.literal(true).optional(),
  /** PY-01: the deposit of this appointment: paid, or held for her until `heldUntil` (an instant). */
  deposit: z.object({ amountCents: z.number(), paid: z.boolean(), heldUntil: z.string().nullable() }).optional(),
  /** PY-03: the fee her saved card guarantees, and its notice. */
  card: z.object({ feeCents: z.number(), noticeHours: z.number(), saved: z.boolean() }).optional(),
  /** PY-02: the deposit to pay on Stripe Checkout before `dueUntil` (the time is held until then). */
  payment: z
    .object({
      kind: z.enum(["deposit", "card"]),
      checkoutUrl: z.string(),
      dueUntil: z.string(),
      amountCents: z.number(),
      policy: z.string(),
    })
    .optional(),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

/** The manage token from `/cita`'s URL fragment, in a body so it stays out of logs (BE-06). */
export const manageTokenBody = z.object({ token: z.string().max(1000) });

/** SS-01: the visitor's new date and time (and, optionally, professional) for their appointment. */
export const rescheduleBody = manageTokenBody.extend({
  date: isoDate("Elige una fecha."),
  time: hhmm("Elige una hora."),
  staff: professionalId("Elige una profesional.").optional(),
});
export type RescheduleBody = z.input<typeof rescheduleBody>;

export const manageResponse = bookingResponse.extend({
  canCancel: z.boolean(),
  cancelNoticeHours: z.number().optional(),
  /** PY-11: what she paid and how, what goes back, what she pays at the salon (label, value). */
  money: z.array(z.tuple([z.string(), z.string()])).optional(),
});
export type ManageResponse = z.infer<typeof manageResponse>;

// ——— Staff: the agenda (ST-01 … ST-04) ———

export const agendaQuery = z.object({ date: isoDate("Fecha no válida.") });

/**
 * What the agenda adds to an appointment's public view. The columns it shows as stored (the client,
 * where the booking came from, her channel and confirmation) come with it from the table's
 * `agendaColumns` (server/appointments/tables.ts); the staff pages read the whole answer's type from
 * the route (`Appointment` in src/features/staff/shared/staff-api.ts).
 */
const staffAppointment = appointmentView.extend({
  staffId: z.string(),
  staffName: z.string(),
  endTime: z.string(),
  /** The salon's notes on the client (ST-07). */
  clientNote: z.string().nullable(),
  /** MS-08: when she answered 'BAJA' (no WhatsApp or SMS since; her reminders go by email). */
  messagesStopped: z.string().nullable().optional(),
  /** A message to her the outbox gave up on (RL-03), or left 'unknown' after no answer (MS-07). */
  mailFailure: z
    .object({
      kind: z.string(),
      reason: z.string(),
      channel: z.enum(channels).optional(),
      unknown: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  /** PY-03: the fee her saved card guarantees (null: none kept). */
  cardFee: z.object({ amountCents: z.number(), saved: z.boolean() }).nullable().optional(),
  /** PY-09: the time is held while she pays its deposit (or saves her card), until this instant; null when not. */
  heldUntil: z.string().nullable().optional(),
  /** MS-03: what she wrote back that was not an answer (the day agenda only). */
  clientMessages: z.array(z.object({ body: z.string(), receivedAt: z.string() })).optional(),
});
export type StaffAppointment = z.infer<typeof staffAppointment>;

const timeOffView = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string(),
});
export type TimeOffView = z.infer<typeof timeOffView>;

export const dayAgendaResponse = z.object({
  date: z.string(),
  hours: z.object({ opens: z.number(), closes: z.number() }).nullable(),
  staff: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      services: z.array(z.string()),
      shifts: z.array(z.object({ starts: z.string(), ends: z.string() })),
    }),
  ),
  appointments: z.array(staffAppointment),
  timeOff: z.array(timeOffView),
});
export type DayAgendaResponse = z.infer<typeof dayAgendaResponse>;

/**
 * ST-08: a booking or move outside the professional's shift or the salon's hours is refused with a
 * warning (422 `outside_hours`) unless the reception confirms it in so many words.
 */
const override = z.boolean({ error: "Confirmación no válida." }).optional();

/**
 * A phone or walk-in booking (ST-09): a name is enough; the phone and the email are optional (no email,
 * no mail). The messages speak to the receptionist.
 */
export const addAppointmentBody = z.object({
  service: serviceId("Elige un servicio."),
  staff: professionalId("Elige una profesional."),
  date: isoDate("Fecha no válida."),
  time: hhmm(),
  name: checked((v) => nameProblem(v, "desk"), "Escribe el nombre de la clienta."),
  phone: z
    .union([z.literal(""), z.null(), checked(phoneProblem, "Teléfono no válido.")], { error: "Teléfono no válido." })
    .optional(),
  email: z
    .union([z.literal(""), z.null(), checked(emailFieldProblem, "Email no válido.")], { error: "Email no válido." })
    .optional(),
  /** ST-09: a visit — more services back to back after the first, each with its professional. */
  extras: z
    .array(z.object({ service: serviceId("Elige un servicio."), staff: professionalId("Elige una profesional.") }), {
      error: "Servicios no válidos.",
    })
    .max(MAX_VISIT_SERVICES - 1, { message: `Como mucho ${MAX_VISIT_SERVICES} servicios por visita.` })
    .optional(),
  override,
});
export type AddAppointmentBody = z.input<typeof addAppointmentBody>;

export const moveBody = z.object({
  staff: professionalId("Elige una profesional."),
  date: isoDate("Fecha no válida."),
  time: hhmm(),
  override,
});
export type MoveBody = z.input<typeof moveBody>;

/** AP-05: `POST /api/staff/appointments/:id/service` — the appointment becomes this service. */
export const serviceChangeBody = z.object({
  service: serviceId("Elige un servicio."),
  override,
});
export type ServiceChangeBody = z.input<typeof serviceChangeBody>;

export const statusBody = z.object({
  status: z.enum(deskStatuses, { error: "Estado no válido." }),
});

/**
 * ST-06: every agenda change can be undone for this long, and the client email it causes waits in
 * the outbox that long, so an undone change sends nothing.
 */
export const UNDO_SECONDS = 10;
/** How long after a change the server still takes its 'Deshacer' (the button's time and a margin for slow links). */
export const UNDO_GRACE_SECONDS = UNDO_SECONDS + 20;

/** 'Deshacer' names the change it undoes, as the change's answer gave it (RL-09); the server knows the rest. */
export const undoBody = z.object({
  change: z
    .string({ error: "Falta el cambio que deshacer." })
    .regex(/^[1-9]\d{0,17}$/, { message: "Falta el cambio que deshacer." }),
});

export type UndoBody = z.input<typeof undoBody>;

/** The longest block the agenda takes in one step (a year and a day). */
const MAX_BLOCK_DAYS = 366;

/**
 * Time off for one professional, or for the whole salon when asked for in so many words
 * (`staff: null`): 0, "" or a wrong type never widen a block to everyone (RL-06). Absent or empty
 * times mean the whole day; anything else must be a time.
 */
export const timeOffBody = z
  .object({
    staff: z.union([z.null(), professionalId("Elige una profesional, o todo el salón.")], {
      error: "Elige una profesional, o todo el salón.",
    }),
    fromDate: isoDate("Fecha no válida."),
    toDate: z.union([z.literal(""), z.null(), z.string()]).optional(),
    fromTime: z.union([z.literal(""), z.null(), hhmm()], { error: "Hora no válida (HH:MM)." }).optional(),
    toTime: z
      .union([z.literal(""), z.null(), z.literal("24:00"), hhmm()], { error: "La hora final debe ser posterior." })
      .optional(),
    reason: z
      .union([z.null(), plainText(200, "El motivo admite hasta 200 caracteres, sin caracteres especiales.")], {
        error: "El motivo debe ser un texto.",
      })
      .optional(),
  })
  .transform((b, ctx) => {
    const toDate = b.toDate === undefined || b.toDate === null || b.toDate === "" ? b.fromDate : b.toDate;
    const fromTime = b.fromTime || "00:00";
    const toTime = b.toTime || "24:00";
    if (!isIsoDate(toDate) || toDate < b.fromDate)
      ctx.addIssue({ code: "custom", path: ["toDate"], message: "La fecha final debe ser igual o posterior." });
    else if (daysBetween(b.fromDate, toDate) >= MAX_BLOCK_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["toDate"],
        message: `Un bloqueo abarca como mucho ${MAX_BLOCK_DAYS} días; crea otro para el resto.`,
      });
    if (toTime !== "24:00" && toTime <= fromTime)
      ctx.addIssue({ code: "custom", path: ["toTime"], message: "La hora final debe ser posterior." });
    return { staffId: b.staff, fromDate: b.fromDate, toDate, fromTime, toTime, reason: (b.reason ?? "").trim() };
  });
export type TimeOffBody = z.input<typeof timeOffBody>;

const SEARCH_MESSAGE = "Escribe un teléfono o un email sin caracteres especiales.";
export const clientQuery = z.object({ q: plainText(254, SEARCH_MESSAGE).optional() });
export const eraseBody = z.object({ q: plainText(254, SEARCH_MESSAGE) });

/** ST-07: the salon's note on a client (allergies, preferences); empty removes it. */
export const clientNoteBody = z.object({
  phone: checked(phoneProblem, "Escribe el teléfono del cliente."),
  note: plainText(1000, "La nota admite hasta 1000 caracteres, sin caracteres especiales.").transform((v) => v.trim()),
});
export type ClientNoteBody = z.input<typeof clientNoteBody>;

/**
 * AP-05: a client's name, phone and email corrected at the desk — on every appointment of hers (found
 * by the phone she has now); her note follows her new phone.
 */
const clientName = checked((v) => nameProblem(v, "desk"), "Escribe el nombre de la clienta.");
const clientEmail = z
  .union([z.literal(""), checked(emailFieldProblem, "Email no válido.")], { error: "Email no válido." })
  .optional();

export const clientContactBody = z.object({
  phone: checked(phoneProblem, "Escribe el teléfono del cliente."),
  name: clientName,
  newPhone: checked(phoneProblem, "Teléfono no válido."),
  email: clientEmail,
});
export type ClientContactBody = z.input<typeof clientContactBody>;

/** AP-05: `POST /api/staff/clients` — a client added before her first appointment. */
export const newClientBody = z.object({
  name: clientName,
  phone: checked(phoneProblem, "Teléfono no válido."),
  email: clientEmail,
});
export type NewClientBody = z.input<typeof newClientBody>;

/** A client the desk added, without appointments yet (AP-05). */
export interface ClientView {
  name: string;
  phone: string;
  email: string | null;
  addedAt: string;
}

export const csvQuery = z
  .object({ from: isoDate("Elige un periodo válido."), to: isoDate("Elige un periodo válido.").optional() })
  .transform((q, ctx) => {
    const to = q.to ?? q.from;
    if (to < q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Elige un periodo válido." });
    return { from: q.from, to };
  });

// ——— Public holidays of the salon's region (OW-05) ———

export const holidaysQuery = z.object({
  year: z
    .string({ error: "Elige un año." })
    .regex(/^\d{4}$/, { message: "Elige un año." })
    .refine((y) => Number(y) >= 2000 && Number(y) <= 2199, { message: "Elige un año entre 2000 y 2199." }),
});

export const holidaysResponse = z.object({
  year: z.number(),
  region: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), blocked: z.boolean() })),
});
export type HolidaysResponse = z.infer<typeof holidaysResponse>;

/** The holidays to close the salon on, as the owner left them (each one editable before saving). */
export const applyHolidaysBody = z.object({
  holidays: z
    .array(
      z.object({
        date: isoDate("Fecha no válida."),
        name: plainText(80, "El nombre del festivo admite hasta 80 caracteres.").refine((n) => n.trim() !== "", {
          message: "Escribe el nombre del festivo.",
        }),
      }),
      { error: "Elige al menos un festivo." },
    )
    .min(1, { message: "Elige al menos un festivo." })
    .max(40, { message: "Como mucho 40 festivos de una vez." }),
});
export type ApplyHolidaysBody = z.input<typeof applyHolidaysBody>;

/** The calendar link's file name: a signed token and `.ics` (BE-06); anything else is not found. */
export const calendarFileParam = z.object({
  file: z
    .string()
    .max(300)
    .regex(/^[\w.-]+$/),
});

/** Path parameters: an appointment is a UUID, a block a bigserial (at most 18 digits always fit). */
export const appointmentIdParam = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: "No encontramos esa cita.",
  }),
});
export const timeOffIdParam = z.object({
  id: z.string().regex(/^\d{1,18}$/, { message: "No encontramos ese bloqueo." }),
});
