/**
 * The visitor's own appointment (BE-06). The manage token travels in a JSON
 * body, never in a URL, so it stays out of access logs; the page /cita reads it
 * from the URL fragment, which browsers never send.
 */
import { Hono } from "hono";
import { site } from "@/content/site";
import { calendarFileParam, type ManageResponse, manageTokenBody, rescheduleBody } from "@/domain/booking/schemas";
import { cancel, canCancelOnline, getBooking, visitOf } from "./booking-service";
import { bookingView, visitIcs } from "./views";
import { verifyToken } from "./tokens";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { validate, validateOr } from "../http/validate";
import { reschedule } from "./reschedule";
import { startCheckout } from "./deposits";
import { moneyLines } from "@/domain/payments/ledger";
import { centsOfPrice } from "@/domain/payments/policy";
import { ledgerOf } from "../payments";
import { reasonOf } from "../errors";

/** Anything but a well-formed token body is treated like a forged token: not found. */
const token = validateOr("json", manageTokenBody, (c) => problem(c, 404, "not_found"));

/** The booking policy in force (OW-11): the owner's settings. */
const noticeOf = async (deps: AppDeps) => (await deps.settings.current()).booking;

export function appointmentRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return (
    new Hono<AppEnv>()
      .post("/lookup", token, async (c) => {
        const id = verifyToken(env.bookingSecret, "manage", c.req.valid("json").token);
        const booking = id ? await getBooking(db, id) : undefined;
        if (!booking) return problem(c, 404, "not_found");
        const { cancelNoticeHours } = await noticeOf(deps);
        const visit = await visitOf(db, booking);
        return c.json(
          {
            ...bookingView(booking, env, visit),
            canCancel: canCancelOnline(booking, c.get("now"), cancelNoticeHours),
            cancelNoticeHours,
            // PY-11: her money, from the ledger of the whole visit.
            money: moneyLines(
              await ledgerOf(
                db,
                visit.map((p) => p.id),
              ),
              visit.reduce((sum, p) => sum + centsOfPrice(p.priceEur), 0),
              booking.status === "cancelled",
            ),
          } satisfies ManageResponse,
          200,
        );
      })
      // PY-09: 'Pagar la señal' on /cita — the held appointment's payment page (the same one while it
      // is open), until the hold ends.
      .post("/pay", token, async (c) => {
        const id = verifyToken(env.bookingSecret, "manage", c.req.valid("json").token);
        const booking = id ? await getBooking(db, id) : undefined;
        if (!booking) return problem(c, 404, "not_found");
        const now = c.get("now");
        const held =
          booking.status === "confirmed" && booking.heldUntil !== null && booking.heldUntil.getTime() > now.getTime();
        if (!held || !deps.payments)
          return problem(c, 409, "not_active", { message: "Esta cita ya no espera ningún pago." });
        try {
          const payment = await startCheckout(
            db,
            deps.payments,
            booking,
            {
              publicUrl: env.publicUrl,
              secret: env.bookingSecret,
              noticeHours: (await noticeOf(deps)).cancelNoticeHours,
            },
            now,
          );
          return c.json({ payment }, 200);
        } catch (error) {
          deps.log(`payments: checkout for ${booking.id} failed: ${reasonOf(error)}`);
          return problem(c, 503, "payments_unavailable", {
            message: `Ahora mismo no podemos abrir el pago. Tu hora sigue guardada: inténtalo en unos minutos o llámanos al ${site.contact.phone.display}.`,
          });
        }
      })
      // SS-01: 'Cambiar fecha u hora' on /cita.
      .post("/reschedule", validate("json", rescheduleBody), async (c) => {
        const body = c.req.valid("json");
        const id = verifyToken(env.bookingSecret, "manage", body.token);
        if (!id) return problem(c, 404, "not_found");
        const settings = await deps.settings.current();
        const { cancelNoticeHours, horizonDays } = settings.booking;
        const result = await reschedule(
          db,
          settings,
          id,
          { date: body.date, time: body.time, staffId: body.staff },
          c.get("now"),
          { noticeHours: cancelNoticeHours, horizonDays },
        );
        if (!result.ok) {
          if (result.error === "too_late")
            return problem(c, 409, "too_late", {
              message: `Ya no se puede cambiar online (hasta ${cancelNoticeHours} horas antes). Llámanos al ${site.contact.phone.display}.`,
            });
          const status = result.error === "not_found" ? 404 : result.error === "slot_not_offered" ? 422 : 409;
          return problem(c, status, result.error);
        }
        return c.json(
          {
            ...bookingView(result.booking, env, await visitOf(db, result.booking)),
            canCancel: canCancelOnline(result.booking, c.get("now"), cancelNoticeHours),
            cancelNoticeHours,
          } satisfies ManageResponse,
          200,
        );
      })
      .post("/cancel", token, async (c) => {
        const id = verifyToken(env.bookingSecret, "manage", c.req.valid("json").token);
        if (!id) return problem(c, 404, "not_found");
        const { cancelNoticeHours } = await noticeOf(deps);
        const result = await cancel(db, id, c.get("now"), { noticeHours: cancelNoticeHours, wholeVisit: true });
        if (!result.ok) return problem(c, result.error === "not_found" ? 404 : 409, result.error);
        return c.json(
          {
            ...bookingView(result.booking, env, await visitOf(db, result.booking)),
            canCancel: false,
          } satisfies ManageResponse,
          200,
        );
      })
  );
}

export function calendarRoutes({ db, env }: AppDeps) {
  const file = validateOr("param", calendarFileParam, (c) => problem(c, 404, "not_found"));
  return new Hono<AppEnv>().get("/:file", file, async (c) => {
    const id = verifyToken(env.bookingSecret, "calendar", c.req.valid("param").file.replace(/\.ics$/, ""));
    const booking = id ? await getBooking(db, id) : undefined;
    if (!booking) return problem(c, 404, "not_found");
    const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
    const parts = booking.visitPosition === 0 ? await visitOf(db, booking) : [booking];
    return c.body(visitIcs(parts, method), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="cita.ics"',
      "Cache-Control": "no-store",
    });
  });
}
