/**
 * /api/staff/* (ST-01..ST-04): the agenda's API. Every route but sign-in needs
 * the session cookie (401) and refuses cross-site requests (403); sign-in is
 * rate-limited per address, counted before the hash runs (RL-05). Each route
 * validates with the domain's schemas (issue 17) and calls one service.
 */
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  addAppointmentBody,
  applyHolidaysBody,
  type HolidaysResponse,
  holidaysQuery,
  agendaQuery,
  appointmentIdParam,
  clientQuery,
  csvQuery,
  type DayAgendaResponse,
  eraseBody,
  moveBody,
  signInBody,
  statusBody,
  timeOffBody,
  timeOffIdParam,
} from "@/domain/booking/schemas";
import {
  addAppointment,
  type AgendaResult,
  appointmentsBetween,
  blockHolidays,
  blockTime,
  holidayProposals,
  dayAgenda,
  eraseClient,
  findClient,
  markAppointment,
  moveAppointment,
  unblockTime,
} from "../booking/agenda-service";
import { cancel, getBooking } from "../booking/booking-service";
import { publicHolidays } from "../booking/holidays";
import { salonDateTime, staffView } from "../booking/presentation";
import type { AppDeps, AppEnv } from "../http/context";
import { isValidPhone, PHONE_MESSAGE } from "../http/phone";
import { problem } from "../http/problems";
import { knownIds, offeredIds } from "../settings/known-ids";
import { staffSettingsRoutes } from "./settings";
import { settingsChanged } from "../settings/repository";
import { fixedWindow } from "../http/rate-limit";
import { validate, validateOr } from "../http/validate";
import { appointmentsCsv } from "../staff/csv";
import { verifyPasscode } from "../staff/passcode";
import { isValidSession, newSession, SESSION_COOKIE, SESSION_HOURS } from "../staff/session";
import type { Context } from "hono";
import { site } from "@/content/site";
import { longSpanishDate } from "@/lib/dates";

/** The reception's wording where it differs from the visitor's. */
const agendaMessages = {
  slot_taken: "Esa hora ya está ocupada para esa profesional. Elige otra hora o profesional.",
  not_found: "No encontramos esa cita.",
} as const;

export interface StaffAuth {
  /** The scrypt hash to check passcodes against; undefined = the agenda is not configured. */
  passcodeHash: string | undefined;
}

function answer<T, R>(c: Context, result: AgendaResult<T>, map: (value: T) => R, created = false) {
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

const notFound = (c: Context) => problem(c, 404, "not_found", { message: agendaMessages.not_found });
const appointmentId = validateOr("param", appointmentIdParam, notFound);

/** A whole-salon block changed the closures the public pages show (OW-02): count it, tell every process. */
async function settingsSaved(deps: AppDeps) {
  await settingsChanged(deps.db);
  deps.settings.invalidate();
}

export function staffRoutes(deps: AppDeps, auth: StaffAuth) {
  const { db, env } = deps;
  const signInAttempts = fixedWindow(env.signIn.attempts, env.signIn.windowSeconds * 1000);

  // Cross-site requests never reach the agenda: the Origin (or Sec-Fetch-Site) must be this site.
  // `Origin: null` (sandboxed frames, file://) and anything unparsable are not this site (RL-06).
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header("Origin");
    const host = c.req.header("Host");
    const sameOrigin = origin === undefined || (host !== undefined && originHost(origin) === host);
    if (!sameOrigin || c.req.header("Sec-Fetch-Site") === "cross-site") return problem(c, 403, "forbidden");
    if (!auth.passcodeHash) return problem(c, 503, "not_configured");
    if (c.req.path.endsWith("/session") && c.req.method === "POST") return next();
    if (!isValidSession(env.bookingSecret, getCookie(c, SESSION_COOKIE), c.get("now")))
      return problem(c, 401, "unauthorized");
    await next();
  });

  return new Hono<AppEnv>()
    .use("*", guard)
    .post(
      "/session",
      validateOr("json", signInBody, (c) => problem(c, 401, "unauthorized", { message: "Código incorrecto." })),
      async (c) => {
        const ip = c.get("clientIp");
        const minutes = Math.ceil(env.signIn.windowSeconds / 60);
        // Counted before the hash runs (RL-05). Locked out means locked out: not even the right passcode is checked.
        if (!signInAttempts.take(ip, Date.now()))
          return problem(c, 429, "rate_limited", {
            message: `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? "minuto" : "minutos"} y vuelve a intentarlo.`,
          });
        const ok = await verifyPasscode(c.req.valid("json").passcode, auth.passcodeHash ?? "");
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
        return c.json({ signedIn: true }, 200);
      },
    )
    .get("/session", (c) => c.json({ signedIn: true }, 200))
    .route("/settings", staffSettingsRoutes(deps))
    .delete("/session", (c) => {
      deleteCookie(c, SESSION_COOKIE, { path: "/api/staff" });
      return c.json({ signedIn: false }, 200);
    })
    .get("/agenda", validate("query", agendaQuery), async (c) => {
      const agenda = await dayAgenda(db, await deps.settings.current(), c.req.valid("query").date);
      return c.json(
        {
          ...agenda,
          staff: agenda.staff.map((s) => ({ ...s, services: [...s.services] })),
          appointments: agenda.appointments.map((a) => ({ ...staffView(a), mailFailure: a.mailFailure })),
          timeOff: agenda.timeOff.map((t) => ({
            id: t.id,
            staffId: t.staffId,
            from: salonDateTime(t.startsAt).time,
            to: salonDateTime(t.endsAt).time,
            startsAt: t.startsAt.toISOString(),
            endsAt: t.endsAt.toISOString(),
            reason: t.reason,
          })),
        } satisfies DayAgendaResponse,
        200,
      );
    })
    .post(
      "/appointments",
      validate("json", addAppointmentBody, {
        also: offeredIds(deps.settings, { service: "Elige un servicio.", staff: "Elige una profesional." }),
      }),
      async (c) => {
        const b = c.req.valid("json");
        const settings = await deps.settings.current();
        const { service, fields } = knownIds(
          settings,
          { service: b.service, staff: b.staff },
          { service: "Elige un servicio.", staff: "Elige una profesional." },
        );
        if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
        if (!isValidPhone(b.phone)) return problem(c, 400, "validation", { fields: { phone: PHONE_MESSAGE } });
        const result = await addAppointment(
          db,
          settings,
          {
            service,
            date: b.date,
            time: b.time,
            staffId: b.staff,
            name: b.name.trim(),
            phone: b.phone.trim(),
            email: b.email?.trim() || null,
          },
          c.get("now"),
        );
        return answer(c, result, staffView, true);
      },
    )
    .post(
      "/appointments/:id/move",
      appointmentId,
      validate("json", moveBody, { also: offeredIds(deps.settings, { staff: "Elige una profesional." }) }),
      async (c) => {
        const { id } = c.req.valid("param");
        const to = c.req.valid("json");
        const current = await getBooking(db, id);
        if (!current) return notFound(c);
        const settings = await deps.settings.current();
        const { staff } = knownIds(settings, { staff: to.staff }, {});
        if (!staff?.services.includes(current.serviceId))
          return problem(c, 400, "validation", {
            message: "Revisa los datos marcados.",
            fields: { staff: staff ? "Esa profesional no realiza este servicio." : "Elige una profesional." },
          });
        return answer(
          c,
          await moveAppointment(db, settings, id, { date: to.date, time: to.time, staffId: to.staff }, c.get("now")),
          staffView,
        );
      },
    )
    .post("/appointments/:id/status", appointmentId, validate("json", statusBody), async (c) => {
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      if (status === "cancelled") {
        const result = await cancel(db, id, c.get("now"), { noticeHours: null });
        if (result.ok) return c.json(staffView(result.booking), 200);
        return result.error === "not_found" ? notFound(c) : problem(c, 409, "not_active");
      }
      return answer(c, await markAppointment(db, id, status, c.get("now")), staffView);
    })
    .post(
      "/time-off",
      validate("json", timeOffBody, {
        also: offeredIds(deps.settings, { staff: "Elige una profesional, o todo el salón." }),
      }),
      async (c) => {
        const body = c.req.valid("json");
        const { fields } = knownIds(
          await deps.settings.current(),
          { staff: body.staffId },
          {
            staff: "Elige una profesional, o todo el salón.",
          },
        );
        if (fields) return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields });
        const result = await blockTime(db, body);
        // A whole-salon block is a closure the public pages show (OW-02).
        if (result.ok && body.staffId === null) await settingsSaved(deps);
        return answer(c, result, (blocks) => ({ created: blocks.length }), true);
      },
    )
    .delete(
      "/time-off/:id",
      validateOr("param", timeOffIdParam, (c) =>
        problem(c, 404, "not_found", { message: "No encontramos ese bloqueo." }),
      ),
      async (c) => {
        if (!(await unblockTime(db, c.req.valid("param").id)))
          return problem(c, 404, "not_found", { message: "No encontramos ese bloqueo." });
        await settingsSaved(deps);
        return c.json({ deleted: true as const }, 200);
      },
    )
    .get("/holidays", validate("query", holidaysQuery), async (c) => {
      const year = Number(c.req.valid("query").year);
      const holidays = await holidayProposals(db, publicHolidays(year));
      return c.json({ year, region: site.address.region, holidays } satisfies HolidaysResponse, 200);
    })
    .post("/holidays", validate("json", applyHolidaysBody), async (c) => {
      const result = await blockHolidays(db, c.req.valid("json").holidays);
      if (result.ok) {
        await settingsSaved(deps);
        return c.json({ created: result.created, skipped: result.skipped }, 201);
      }
      const days = result.busyDays.map((d) => longSpanishDate(d)).join("; ");
      return problem(c, 409, "slot_taken", {
        message: `Hay citas en ${result.busyDays.length === 1 ? "ese día" : "esos días"} (${days}): muévelas o cancélalas antes de cerrar. No se ha guardado ningún festivo.`,
      });
    })
    .get("/clients", validate("query", clientQuery), async (c) =>
      c.json({ appointments: (await findClient(db, c.req.valid("query").q ?? "")).map(staffView) }, 200),
    )
    .get("/clients/export", validate("query", clientQuery), async (c) => {
      const q = c.req.valid("query").q ?? "";
      const appointments = (await findClient(db, q)).map(staffView);
      if (appointments.length === 0) return problem(c, 404, "not_found", { message: "No hay datos de ese cliente." });
      c.header("Content-Disposition", 'attachment; filename="datos-cliente.json"');
      return c.json({ query: q, exportedAt: c.get("now").toISOString(), appointments }, 200);
    })
    .post("/clients/erase", validate("json", eraseBody), async (c) => {
      const erased = await eraseClient(db, c.req.valid("json").q, c.get("now"));
      if (erased === 0) return problem(c, 404, "not_found", { message: "No hay datos de ese cliente." });
      return c.json({ erased }, 200);
    })
    .get("/export.csv", validate("query", csvQuery), async (c) => {
      const { from, to } = c.req.valid("query");
      const csv = appointmentsCsv(await appointmentsBetween(db, from, to));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="citas-${from}_${to}.csv"`,
      });
    });
}
