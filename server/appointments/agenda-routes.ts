/**
 * /api/staff/* (ST-01..ST-04, AC-04): the agenda's API, behind the staff guard
 * (server/http/staff-guard.ts: same origin, the signed-in person named for the
 * audit log). Each route states the roles it is for (`allow`, server/http/access.ts:
 * 401 without a session, 403 for another role); a professional is then kept to
 * their own column (`own` and `ownColumns` in each chain, server/http/access.ts). Each route validates with the domain's schemas and
 * calls one service.
 */
import { problemMessages } from "@/domain/booking/messages";
import { Hono } from "hono";
import type { z } from "zod";
import type { ServiceSetting } from "@/lib/settings/model";
import {
  addAppointmentBody,
  applyHolidaysBody,
  type HolidaysResponse,
  holidaysQuery,
  agendaQuery,
  appointmentIdParam,
  clientContactBody,
  clientNoteBody,
  type ClientView,
  newClientBody,
  clientQuery,
  csvQuery,
  type DayAgendaResponse,
  eraseBody,
  moveBody,
  serviceChangeBody,
  statusBody,
  timeOffBody,
  UNDO_SECONDS,
  undoBody,
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
  changeService,
  moveAppointment,
  searchClients,
  setClientNote,
  unblockTime,
  undoChange,
} from "./agenda-service";
import { cancel, getBooking } from "./booking-service";
import { inboundRepository } from "../notifications";
import { publicHolidays } from "./holidays";
import { changedView, staffView } from "./views";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { knownIds, offeredIds } from "../http/known-ids";
import { validate, validateOr } from "../http/validate";
import { appointmentsCsv } from "./csv";
import { ALL, allow, DESK, OWNER, own, ownColumns, ownRows, permitted } from "../http/access";
import { may } from "@/domain/staff/schemas";
import { appointments, clientsRepository } from "./repository";
import { isContactQuery, phoneKey } from "@/domain/booking/contact-validation";
import type { Context } from "hono";
import { site } from "@/content/site";
import { longSpanishDate, salonDateTime, dayBounds } from "@/lib/dates";
import { timeOffRepository } from "./time-off-repository";

/** The reception's wording where it differs from the visitor's. */
const agendaMessages = {
  slot_taken: "Esa hora ya está ocupada para esa profesional. Elige otra hora o profesional.",
  not_found: "No encontramos esa cita.",
} as const;

function answer<T, R>(c: Context, result: AgendaResult<T>, map: (value: T) => R, created = false) {
  if (result.ok) return c.json(map(result.value) as object, created ? 201 : 200);
  const status =
    result.error === "not_found"
      ? 404
      : ["outside_hours", "past", "not_qualified", "not_undoable"].includes(result.error)
        ? 422
        : 409;
  const message =
    result.message ??
    (result.conflicts !== undefined
      ? `Hay ${result.conflicts} ${result.conflicts === 1 ? "cita" : "citas"} en ese periodo: muévelas o cancélalas antes de bloquearlo.`
      : result.error === "slot_taken" || result.error === "not_found"
        ? agendaMessages[result.error]
        : undefined);
  return problem(c, status, result.error, { message });
}

const notFound = (c: Context) => problem(c, 404, "not_found", { message: agendaMessages.not_found });
const blockGone = (c: Context) => problem(c, 404, "not_found", { message: "No encontramos ese bloqueo." });
const appointmentId = validateOr("param", appointmentIdParam, notFound);
/** The appointment of the route's id is in the asker's column (AC-04). */
const ownAppointment = own((c) => getBooking(c.var.db, c.req.param("id") ?? ""), { missing: notFound });

/** A whole-salon block changed the closures the public pages show (OW-02): count it, tell every process. */
async function settingsSaved(deps: AppDeps) {
  await deps.settings.changed(deps.db);
}

/** SP-05: whether the signed-in person sees her clients' phone and email. */
const seesContacts = (c: Context<AppEnv>) => may(c.get("me"), "seeContacts");

/** The agenda, its appointments, blocked time, holidays and clients (ST-*, AC-04): behind the staff guard. */
export function agendaRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get("/agenda", allow(ALL), validate("query", agendaQuery), async (c) => {
        const me = c.get("me");
        const agenda = await dayAgenda(c.var.db, await deps.settings.current(), c.req.valid("query").date);
        const { start: dayStart, end: dayEnd } = dayBounds(agenda.date);
        // A professional sees their own column, with the salon's closures (AC-04).
        return c.json(
          {
            ...agenda,
            staff: agenda.staff
              .filter((s) => me.role !== "professional" || s.id === me.staffId)
              .map((s) => ({ ...s, services: [...s.services] })),
            appointments: ownRows(me, agenda.appointments).map((a) => ({
              ...staffView(a, may(me, "seeContacts")),
              mailFailure: a.mailFailure,
              clientMessages: a.clientMessages,
            })),
            // A block of several days (OW-08) shows on each of its days from midnight to midnight.
            timeOff: ownRows(me, agenda.timeOff, true).map((t) => ({
              id: t.id,
              staffId: t.staffId,
              from: t.startsAt < dayStart ? "00:00" : salonDateTime(t.startsAt).time,
              to: t.endsAt > dayEnd ? "00:00" : salonDateTime(t.endsAt).time,
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
        allow(ALL),
        validate("json", addAppointmentBody, {
          also: offeredIds(deps.settings, { service: "Elige un servicio.", staff: "Elige una profesional." }),
        }),
        ownColumns(addAppointmentBody, (b) => [b.staff, ...(b.extras ?? []).map((x) => x.staff)]),
        async (c) => {
          const b = c.req.valid("json");
          const settings = await deps.settings.current();
          const { service, fields } = knownIds(
            settings,
            { service: b.service, staff: b.staff },
            { service: "Elige un servicio.", staff: "Elige una profesional." },
          );
          if (!service || fields) return problem(c, 400, "validation", { fields: fields ?? {} });
          // ST-09: each further service of a visit, known and done by the professional chosen for it (400 per field).
          const extras: { service: ServiceSetting; staffId: string }[] = [];
          for (const [i, x] of (b.extras ?? []).entries()) {
            const known = knownIds(
              settings,
              { service: x.service, staff: x.staff },
              { service: "Elige un servicio.", staff: "Elige una profesional." },
            );
            if (!known.service || known.fields)
              return problem(c, 400, "validation", {
                fields: Object.fromEntries(Object.entries(known.fields ?? {}).map(([k, v]) => [`extras.${i}.${k}`, v])),
              });
            extras.push({ service: known.service, staffId: x.staff });
          }
          const result = await addAppointment(
            c.var.db,
            settings,
            {
              service,
              date: b.date,
              time: b.time,
              staffId: b.staff,
              name: b.name.trim(),
              phone: b.phone?.trim() || null,
              email: b.email?.trim() || null,
              extras,
            },
            c.get("now"),
            { override: b.override === true, holdSeconds: UNDO_SECONDS },
          );
          if (result.ok) return c.json(changedView(result.value, seesContacts(c)), 201);
          return answer(c, result, changedView);
        },
      )
      .post(
        "/appointments/:id/move",
        allow(ALL),
        appointmentId,
        ownAppointment,
        validate("json", moveBody, { also: offeredIds(deps.settings, { staff: "Elige una profesional." }) }),
        ownColumns(moveBody, (to) => [to.staff]),
        async (c) => {
          const { id } = c.req.valid("param");
          const to = c.req.valid("json");
          const current = await getBooking(c.var.db, id);
          if (!current) return notFound(c);
          const settings = await deps.settings.current();
          const { staff } = knownIds(settings, { staff: to.staff }, {});
          if (!staff?.services.includes(current.serviceId))
            return problem(c, 400, "validation", {
              message: "Revisa los datos marcados.",
              fields: { staff: staff ? problemMessages.not_qualified : "Elige una profesional." },
            });
          return answer(
            c,
            await moveAppointment(
              c.var.db,
              settings,
              id,
              { date: to.date, time: to.time, staffId: to.staff },
              c.get("now"),
              { override: to.override === true, holdSeconds: UNDO_SECONDS },
            ),
            (b) => changedView(b, seesContacts(c)),
          );
        },
      )
      // AP-05: the appointment's service changed (re-priced; the database decides the time).
      .post(
        "/appointments/:id/service",
        allow(ALL),
        appointmentId,
        ownAppointment,
        validate("json", serviceChangeBody),
        async (c) => {
          const { id } = c.req.valid("param");
          const body = c.req.valid("json");
          return answer(
            c,
            await changeService(c.var.db, await deps.settings.current(), id, body.service, c.get("now"), {
              override: body.override === true,
            }),
            (b) => changedView(b, seesContacts(c)),
          );
        },
      )
      .post(
        "/appointments/:id/status",
        allow(ALL),
        appointmentId,
        ownAppointment,
        validate("json", statusBody),
        permitted<z.infer<typeof statusBody>>("cancel", ({ body }) => body.status === "cancelled"),
        async (c) => {
          const { id } = c.req.valid("param");
          const { status } = c.req.valid("json");
          const current = await getBooking(c.var.db, id);
          if (!current) return notFound(c);
          if (status === "cancelled") {
            // PY-02: the desk cancelling inside the notice keeps a paid deposit, as the client was told.
            const { cancelNoticeHours } = (await deps.settings.current()).booking;
            const result = await cancel(c.var.db, id, c.get("now"), {
              noticeHours: null,
              holdSeconds: UNDO_SECONDS,
              refundNoticeHours: cancelNoticeHours,
            });
            if (result.ok) return c.json(changedView(result.booking, seesContacts(c)), 200);
            return result.error === "not_found" ? notFound(c) : problem(c, 409, "not_active");
          }
          return answer(c, await markAppointment(c.var.db, id, status, c.get("now")), (b) =>
            changedView(b, seesContacts(c)),
          );
        },
      )
      // ST-06, RL-09: 'Deshacer' names the change (the answer of the add, the move or the status
      // change); the server restores what the audit log kept, through the rules of any move.
      .post(
        "/appointments/:id/undo",
        allow(ALL),
        appointmentId,
        ownAppointment,
        validate("json", undoBody),
        async (c) => {
          const { id } = c.req.valid("param");
          const current = await getBooking(c.var.db, id);
          if (!current) return notFound(c);
          const result = await undoChange(
            c.var.db,
            await deps.settings.current(),
            id,
            { change: c.req.valid("json").change, actorId: c.get("me").id },
            c.get("now"),
          );
          return answer(c, result, (booking) => ({
            appointment: booking ? staffView(booking, seesContacts(c)) : null,
          }));
        },
      )
      // One appointment with its client's details: a professional reads only their own (AC-04).
      .get("/appointments/:id", allow(ALL), appointmentId, ownAppointment, async (c) => {
        const booking = await getBooking(c.var.db, c.req.valid("param").id);
        if (!booking) return notFound(c);
        return c.json(staffView(booking, seesContacts(c)), 200);
      })
      .post(
        "/time-off",
        allow(ALL),
        validate("json", timeOffBody, {
          also: offeredIds(deps.settings, { staff: "Elige una profesional, o todo el salón." }),
        }),
        // Closing the whole salon is a setting (the owner's); a professional blocks only their own time,
        // when the owner lets her (SP-05).
        ownColumns(timeOffBody, (body) => [body.staffId]),
        permitted("blockTime"),
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
          const result = await blockTime(c.var.db, body);
          // A whole-salon block is a closure the public pages show (OW-02).
          if (result.ok && body.staffId === null) await settingsSaved(deps);
          return answer(c, result, (blocks) => ({ created: blocks.length }), true);
        },
      )
      .delete(
        "/time-off/:id",
        allow(ALL),
        validateOr("param", timeOffIdParam, blockGone),
        own((c) => timeOffRepository.ownerOf(c.var.db, c.req.param("id") ?? ""), { missing: blockGone }),
        permitted("blockTime"),
        async (c) => {
          const { id } = c.req.valid("param");
          if (!(await unblockTime(c.var.db, id))) return blockGone(c);
          await settingsSaved(deps);
          return c.json({ deleted: true as const }, 200);
        },
      )
      .get("/holidays", allow(OWNER), validate("query", holidaysQuery), async (c) => {
        const year = Number(c.req.valid("query").year);
        const holidays = await holidayProposals(c.var.db, publicHolidays(year));
        return c.json({ year, region: site.address.region, holidays } satisfies HolidaysResponse, 200);
      })
      .post("/holidays", allow(OWNER), validate("json", applyHolidaysBody), async (c) => {
        const result = await blockHolidays(c.var.db, c.req.valid("json").holidays);
        if (result.ok) {
          await settingsSaved(deps);
          return c.json({ created: result.created, skipped: result.skipped }, 201);
        }
        const days = result.busyDays.map((d) => longSpanishDate(d)).join("; ");
        return problem(c, 409, "slot_taken", {
          message: `Hay citas en ${result.busyDays.length === 1 ? "ese día" : "esos días"} (${days}): muévelas o cancélalas antes de cerrar. No se ha guardado ningún festivo.`,
        });
      })
      // MS-03: the inbox — what clients wrote back in the last two weeks that was not an answer; a
      // professional sees what was written about her own appointments.
      .get("/messages", allow(ALL), async (c) => {
        const since = new Date(c.get("now").getTime() - 14 * 24 * 3_600_000);
        const texts = await inboundRepository.recentTexts(c.var.db, since);
        const about = new Map(
          (
            await Promise.all(
              [...new Set(texts.flatMap((m) => (m.booking_id ? [m.booking_id] : [])))].map((id) =>
                getBooking(c.var.db, id),
              ),
            )
          ).flatMap((b) => (b ? [[b.id, b] as const] : [])),
        );
        const me = c.get("me");
        return c.json(
          {
            messages: texts
              .map((m) => ({ m, b: m.booking_id ? about.get(m.booking_id) : undefined }))
              .filter(({ b }) => me.role !== "professional" || b?.staffId === me.staffId)
              .map(({ m, b }) => ({
                id: m.id,
                channel: m.channel,
                body: m.body,
                receivedAt: new Date(m.received_at).toISOString(),
                appointment: b ? staffView(b, may(me, "seeContacts")) : null,
              })),
          },
          200,
        );
      })
      // A professional finds only the clients of their own appointments, and only those appointments;
      // one kept from contacts (SP-05) finds them by name only: a phone or email found would tell her whose it is.
      .get(
        "/clients",
        allow(ALL),
        validate("query", clientQuery),
        permitted<never, z.infer<typeof clientQuery>>("seeContacts", ({ query }) => isContactQuery(query.q ?? "")),
        async (c) => {
          const q = c.req.valid("query").q ?? "";
          const me = c.get("me");
          // AP-05: the desk also finds the clients it added who have no appointment yet.
          const added = me.role === "professional" ? [] : await clientsRepository.find(c.var.db, q);
          return c.json(
            {
              appointments: ownRows(me, await searchClients(c.var.db, q)).map((b) =>
                staffView(b, may(me, "seeContacts")),
              ),
              clients: added.map((r): ClientView => ({
                name: r.name,
                phone: r.phone,
                email: r.email,
                addedAt: r.created_at.toISOString(),
              })),
            },
            200,
          );
        },
      )
      // AP-05: a client added before her first appointment (one who has appointments is found through them).
      .post("/clients", allow(DESK), validate("json", newClientBody), async (c) => {
        const body = c.req.valid("json");
        const added = await clientsRepository.add(
          c.var.db,
          { name: body.name.trim(), phone: body.phone.trim(), email: body.email?.trim() || null },
          c.get("now"),
        );
        if (!added)
          return problem(c, 409, "conflict", {
            message: "Ya hay una clienta con ese teléfono: búscala por su teléfono.",
          });
        return c.json({ added: true }, 201);
      })
      // ST-07: the salon's note on a client; a professional notes only clients of their own appointments.
      .put("/clients/note", allow(ALL), validate("json", clientNoteBody), async (c) => {
        const { phone, note } = c.req.valid("json");
        const mine = ownRows(c.get("me"), await findClient(c.var.db, phone));
        if (mine.length === 0) return problem(c, 404, "not_found", { message: "No hay citas con ese teléfono." });
        await setClientNote(c.var.db, phone, note, c.get("now"));
        return c.json({ note: note || null }, 200);
      })
      // AP-05: the desk corrects a client's name, phone and email on every appointment of hers (audited).
      .put("/clients/contact", allow(DESK), validate("json", clientContactBody), async (c) => {
        const body = c.req.valid("json");
        const updated = await appointments.correctClient(
          c.var.db,
          phoneKey(body.phone),
          { name: body.name.trim(), phone: body.newPhone.trim(), email: body.email?.trim() || null },
          c.get("now"),
        );
        if (updated === 0) return problem(c, 404, "not_found", { message: "No hay citas con ese teléfono." });
        return c.json({ updated }, 200);
      })
      .get("/clients/export", allow(OWNER), validate("query", clientQuery), async (c) => {
        const q = c.req.valid("query").q ?? "";
        const appointments = (await findClient(c.var.db, q)).map((b) => staffView(b));
        if (appointments.length === 0) return problem(c, 404, "not_found", { message: "No hay datos de ese cliente." });
        c.header("Content-Disposition", 'attachment; filename="datos-cliente.json"');
        return c.json({ query: q, exportedAt: c.get("now").toISOString(), appointments }, 200);
      })
      .post("/clients/erase", allow(OWNER), validate("json", eraseBody), async (c) => {
        const erased = await eraseClient(c.var.db, c.req.valid("json").q, c.get("now"));
        if (erased === 0) return problem(c, 404, "not_found", { message: "No hay datos de ese cliente." });
        return c.json({ erased }, 200);
      })
      .get("/export.csv", allow(OWNER), validate("query", csvQuery), async (c) => {
        const { from, to } = c.req.valid("query");
        const csv = appointmentsCsv(await appointmentsBetween(c.var.db, from, to));
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="citas-${from}_${to}.csv"`,
        });
      })
  );
}
