/**
 * /api/staff/* (ST-01..ST-04): the agenda's API. Every route but sign-in needs
 * the session cookie (401) and refuses cross-site requests (403); sign-in is
 * rate-limited per IP (5 failures per 15 minutes → 429).
 */
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { findService } from "@/content/services";
import { findProfessional } from "@/content/team";
import { isIsoDate } from "@/features/booking/booking-request";
import { daysBetween } from "@/lib/dates";
import { CONTROL_CHARS, validateContact } from "@/features/booking/contact-validation";
import {
  addAppointment,
  type AgendaResult,
  appointmentsBetween,
  blockTime,
  dayAgenda,
  eraseClient,
  findClient,
  markAppointment,
  moveAppointment,
  unblockTime,
} from "../booking/agenda-service";
import { type BookingRecord, cancel, getBooking } from "../booking/booking-service";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { fixedWindow } from "../http/rate-limit";
import { salonDateTime } from "../mail/messages";
import { appointmentJson } from "./appointment-json";
import { appointmentsCsv } from "../staff/csv";
import { verifyPasscode } from "../staff/passcode";
import { isValidPhone, PHONE_MESSAGE } from "../http/phone";
import { isValidSession, newSession, SESSION_COOKIE, SESSION_HOURS } from "../staff/session";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The reception's wording where it differs from the visitor's. */
const agendaMessages = {
  slot_taken: "Esa hora ya está ocupada para esa profesional. Elige otra hora o profesional.",
  not_found: "No encontramos esa cita.",
} as const;

export interface StaffAuth {
  /** The scrypt hash to check passcodes against; undefined = the agenda is not configured. */
  passcodeHash: string | undefined;
}

/** The agenda sees the client and the professional as well. */
function view(b: BookingRecord) {
  return {
    ...appointmentJson(b),
    staffId: b.staffId,
    staffName: b.staffName,
    endTime: salonDateTime(b.endsAt).time,
    clientName: b.clientName,
    clientPhone: b.clientPhone,
    clientEmail: b.clientEmail,
    source: b.source,
  };
}

async function body(c: Context): Promise<Record<string, unknown>> {
  const data = (await c.req.json().catch(() => null)) as unknown;
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

function answer<T>(c: Context, result: AgendaResult<T>, map: (value: T) => unknown, created = false) {
  if (result.ok) return c.json(map(result.value) as object, created ? 201 : 200);
  const status =
    result.error === "not_found" ? 404 : result.error === "outside_hours" || result.error === "past" ? 422 : 409;
  const message =
    result.conflicts !== undefined
      ? `Hay ${result.conflicts} ${result.conflicts === 1 ? "cita" : "citas"} en ese periodo: muévelas o cancélalas antes de bloquearlo.`
      : result.error === "slot_taken" || result.error === "not_found"
        ? agendaMessages[result.error]
        : undefined;
  return problem(c, status, result.error, { message });
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** A search query: printable text of reasonable length, or undefined (RL-06). */
function searchQuery(value: unknown): string | undefined {
  return typeof value === "string" && value.length <= 254 && !CONTROL_CHARS.test(value) ? value : undefined;
}

const SEARCH_MESSAGE = "Escribe un teléfono o un email sin caracteres especiales.";

/** The longest block the agenda takes in one step (a year and a day). */
const MAX_BLOCK_DAYS = 366;

function str(value: unknown, max = 200): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

export function staffRoutes(deps: AppDeps, auth: StaffAuth) {
  const { db, env } = deps;
  const signInAttempts = fixedWindow(env.signIn.attempts, env.signIn.windowSeconds * 1000);
  const app = new Hono<AppEnv>();

  // Cross-site requests never reach the agenda: the Origin (or Sec-Fetch-Site) must be this site.
  app.use("*", async (c, next) => {
    const origin = c.req.header("Origin");
    const host = c.req.header("Host");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    // `Origin: null` (sandboxed frames, file://) and anything unparsable are not this site (RL-06).
    const sameOrigin = origin === undefined || (host !== undefined && originHost(origin) === host);
    if (!sameOrigin || fetchSite === "cross-site") return problem(c, 403, "forbidden");
    if (!auth.passcodeHash) return problem(c, 503, "not_configured");
    if (c.req.path.endsWith("/session") && c.req.method === "POST") return next();
    if (!isValidSession(env.bookingSecret, getCookie(c, SESSION_COOKIE), c.get("now")))
      return problem(c, 401, "unauthorized");
    await next();
  });

  app.post("/session", async (c) => {
    const ip = c.get("clientIp");
    const minutes = Math.ceil(env.signIn.windowSeconds / 60);
    // Counted before the hash runs (RL-05): attempts sent at once cannot all get checked while the
    // first ones are still hashing. Locked out means locked out: not even the right passcode is checked.
    if (!signInAttempts.take(ip, Date.now()))
      return problem(c, 429, "rate_limited", {
        message: `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? "minuto" : "minutos"} y vuelve a intentarlo.`,
      });
    const { passcode } = await body(c);
    const ok = typeof passcode === "string" && (await verifyPasscode(passcode, auth.passcodeHash ?? ""));
    if (!ok) return problem(c, 401, "unauthorized", { message: "Código incorrecto." });
    // A right passcode does not use up the address's attempts.
    signInAttempts.refund(ip);
    const secure = env.publicUrl.startsWith("https:") || c.req.header("X-Forwarded-Proto") === "https";
    setCookie(c, SESSION_COOKIE, newSession(env.bookingSecret, c.get("now")), {
      httpOnly: true,
      sameSite: "Strict",
      secure,
      path: "/api/staff",
      maxAge: SESSION_HOURS * 3600,
    });
    return c.json({ signedIn: true });
  });
  app.get("/session", (c) => c.json({ signedIn: true }));
  app.delete("/session", (c) => {
    deleteCookie(c, SESSION_COOKIE, { path: "/api/staff" });
    return c.json({ signedIn: false });
  });

  app.get("/agenda", async (c) => {
    const date = c.req.query("date");
    if (!isIsoDate(date)) return problem(c, 400, "validation", { fields: { date: "Fecha no válida." } });
    const agenda = await dayAgenda(db, date);
    return c.json({
      ...agenda,
      appointments: agenda.appointments.map((a) => ({ ...view(a), mailFailure: a.mailFailure })),
      timeOff: agenda.timeOff.map((t) => ({
        id: t.id,
        staffId: t.staffId,
        from: salonDateTime(t.startsAt).time,
        to: salonDateTime(t.endsAt).time,
        startsAt: t.startsAt.toISOString(),
        endsAt: t.endsAt.toISOString(),
        reason: t.reason,
      })),
    });
  });

  app.post("/appointments", async (c) => {
    const b = await body(c);
    const service = findService(str(b.service));
    const staff = findProfessional(str(b.staff));
    const email = str(b.email, 300).trim();
    const fields: Record<string, string> = {};
    if (!service) fields.service = "Elige un servicio.";
    if (!staff) fields.staff = "Elige una profesional.";
    else if (service && !(staff.services as readonly string[]).includes(service.id))
      fields.staff = "Esa profesional no realiza este servicio.";
    if (!isIsoDate(b.date)) fields.date = "Fecha no válida.";
    if (typeof b.time !== "string" || !TIME.test(b.time)) fields.time = "Hora no válida (HH:MM).";
    const contact = validateContact({ name: str(b.name), phone: str(b.phone), email: email || "sin@correo.es" });
    if (contact.name) fields.name = contact.name;
    if (contact.phone) fields.phone = contact.phone;
    else if (!isValidPhone(str(b.phone))) fields.phone = PHONE_MESSAGE;
    if (b.email !== undefined && b.email !== null && typeof b.email !== "string") fields.email = "Email no válido.";
    else if (email && contact.email) fields.email = contact.email;
    if (Object.keys(fields).length > 0 || !service || !staff || !isIsoDate(b.date) || typeof b.time !== "string")
      return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields });
    const result = await addAppointment(
      db,
      {
        service,
        date: b.date,
        time: b.time,
        staffId: staff.id,
        name: str(b.name),
        phone: str(b.phone),
        email: email || null,
      },
      c.get("now"),
    );
    return answer(c, result, view, true);
  });

  app.post("/appointments/:id/move", async (c) => {
    const id = c.req.param("id");
    const b = await body(c);
    const staff = findProfessional(str(b.staff));
    const current = UUID.test(id) ? await getBooking(db, id) : undefined;
    if (!current) return problem(c, 404, "not_found", { message: agendaMessages.not_found });
    const fields: Record<string, string> = {};
    if (!staff) fields.staff = "Elige una profesional.";
    else if (!(staff.services as readonly string[]).includes(current.serviceId))
      fields.staff = "Esa profesional no realiza este servicio.";
    if (!isIsoDate(b.date)) fields.date = "Fecha no válida.";
    if (typeof b.time !== "string" || !TIME.test(b.time)) fields.time = "Hora no válida (HH:MM).";
    if (Object.keys(fields).length > 0 || !staff || !isIsoDate(b.date) || typeof b.time !== "string")
      return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields });
    return answer(
      c,
      await moveAppointment(db, id, { date: b.date, time: b.time, staffId: staff.id }, c.get("now")),
      view,
    );
  });

  app.post("/appointments/:id/status", async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id)) return problem(c, 404, "not_found", { message: agendaMessages.not_found });
    const { status } = await body(c);
    if (status === "cancelled") {
      const result = await cancel(db, id, c.get("now"), { noticeHours: null });
      if (result.ok) return c.json(view(result.booking));
      return problem(
        c,
        result.error === "not_found" ? 404 : 409,
        result.error === "not_found" ? "not_found" : "not_active",
      );
    }
    if (status !== "completed" && status !== "no_show")
      return problem(c, 400, "validation", { fields: { status: "Estado no válido." } });
    return answer(c, await markAppointment(db, id, status, c.get("now")), view);
  });

  app.post("/time-off", async (c) => {
    const b = await body(c);
    const fields: Record<string, string> = {};
    // The whole salon only when asked for in so many words (`staff: null`): 0, "" or a wrong type
    // never widen a block to everyone (RL-06).
    let staffId: string | null = null;
    if (b.staff === null) staffId = null;
    else if (typeof b.staff === "string" && findProfessional(b.staff)) staffId = b.staff;
    else fields.staff = "Elige una profesional, o todo el salón.";
    if (!isIsoDate(b.fromDate)) fields.fromDate = "Fecha no válida.";
    const toDate = b.toDate === undefined || b.toDate === null || b.toDate === "" ? b.fromDate : b.toDate;
    if (!isIsoDate(toDate) || (isIsoDate(b.fromDate) && toDate < b.fromDate))
      fields.toDate = "La fecha final debe ser igual o posterior.";
    else if (isIsoDate(b.fromDate) && daysBetween(b.fromDate, toDate) >= MAX_BLOCK_DAYS)
      fields.toDate = `Un bloqueo abarca como mucho ${MAX_BLOCK_DAYS} días; crea otro para el resto.`;
    // Absent or empty: the whole day. Anything else must be a time: a wrong type never means "all day".
    const time = (value: unknown, fallback: string) =>
      value === undefined || value === null || value === "" ? fallback : typeof value === "string" ? value : "";
    const fromTime = time(b.fromTime, "00:00");
    const toTime = time(b.toTime, "24:00");
    if (!TIME.test(fromTime)) fields.fromTime = "Hora no válida (HH:MM).";
    if (toTime !== "24:00" && (!TIME.test(toTime) || toTime <= fromTime))
      fields.toTime = "La hora final debe ser posterior.";
    if (b.reason !== undefined && b.reason !== null && typeof b.reason !== "string")
      fields.reason = "El motivo debe ser un texto.";
    else if (
      typeof b.reason === "string" &&
      (b.reason.length > 200 || CONTROL_CHARS.test(b.reason.replace(/[\n\t]/g, " ")))
    )
      fields.reason = "El motivo admite hasta 200 caracteres, sin caracteres especiales.";
    if (Object.keys(fields).length > 0 || !isIsoDate(b.fromDate) || !isIsoDate(toDate))
      return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields });
    const result = await blockTime(db, {
      staffId,
      fromDate: b.fromDate,
      toDate,
      fromTime,
      toTime,
      reason: str(b.reason, 200),
    });
    return answer(c, result, (blocks) => ({ created: blocks.length }), true);
  });

  app.delete("/time-off/:id", async (c) =>
    (await unblockTime(db, c.req.param("id")))
      ? c.json({ deleted: true })
      : problem(c, 404, "not_found", { message: "No encontramos ese bloqueo." }),
  );

  app.get("/clients", async (c) => {
    const q = searchQuery(c.req.query("q") ?? "");
    if (q === undefined) return problem(c, 400, "validation", { fields: { q: SEARCH_MESSAGE } });
    return c.json({ appointments: (await findClient(db, q)).map(view) });
  });

  app.get("/clients/export", async (c) => {
    const q = searchQuery(c.req.query("q") ?? "");
    if (q === undefined) return problem(c, 400, "validation", { fields: { q: SEARCH_MESSAGE } });
    const appointments = (await findClient(db, q)).map(view);
    if (appointments.length === 0) return problem(c, 404, "not_found", { message: "No hay datos de ese cliente." });
    c.header("Content-Disposition", 'attachment; filename="datos-cliente.json"');
    return c.json({ query: q, exportedAt: c.get("now").toISOString(), appointments });
  });

  app.post("/clients/erase", async (c) => {
    const q = searchQuery((await body(c)).q);
    if (q === undefined) return problem(c, 400, "validation", { fields: { q: SEARCH_MESSAGE } });
    const erased = await eraseClient(db, q, c.get("now"));
    if (erased === 0) return problem(c, 404, "not_found", { message: "No hay datos de ese cliente." });
    return c.json({ erased });
  });

  app.get("/export.csv", async (c) => {
    const from = c.req.query("from");
    const to = c.req.query("to") ?? from;
    if (!isIsoDate(from) || !isIsoDate(to) || to < from)
      return problem(c, 400, "validation", { fields: { from: "Elige un periodo válido." } });
    const csv = appointmentsCsv(await appointmentsBetween(db, from, to));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="citas-${from}_${to}.csv"`,
    });
  });

  return app;
}
