/**
 * The visitor's own appointment (BE-06). The manage token travels in a JSON
 * body, never in a URL, so it stays out of access logs; the page /cita reads it
 * from the URL fragment, which browsers never send.
 */
import { Hono } from "hono";
import { getBooking, cancel, canCancelOnline } from "../booking/booking-service";
import { verifyToken } from "../booking/tokens";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { bookingIcs } from "../mail/calendar";
import { bookingView } from "./bookings";

async function tokenOf(c: { req: { json: () => Promise<unknown> } }): Promise<unknown> {
  try {
    return ((await c.req.json()) as { token?: unknown } | null)?.token;
  } catch {
    return undefined;
  }
}

export function appointmentRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono<AppEnv>()
    .post("/lookup", async (c) => {
      const id = verifyToken(env.bookingSecret, "manage", await tokenOf(c));
      const booking = id ? await getBooking(db, id) : undefined;
      if (!booking) return problem(c, 404, "not_found");
      return c.json({
        ...bookingView(booking, deps),
        canCancel: canCancelOnline(booking, c.get("now"), env.cancelNoticeHours),
        cancelNoticeHours: env.cancelNoticeHours,
      });
    })
    .post("/cancel", async (c) => {
      const id = verifyToken(env.bookingSecret, "manage", await tokenOf(c));
      if (!id) return problem(c, 404, "not_found");
      const result = await cancel(db, id, c.get("now"), { noticeHours: env.cancelNoticeHours });
      if (!result.ok) return problem(c, result.error === "not_found" ? 404 : 409, result.error);
      return c.json({ ...bookingView(result.booking, deps), canCancel: false });
    });
}

export function calendarRoutes({ db, env }: AppDeps) {
  return new Hono<AppEnv>().get("/:file", async (c) => {
    const id = verifyToken(env.bookingSecret, "calendar", c.req.param("file").replace(/\.ics$/, ""));
    const booking = id ? await getBooking(db, id) : undefined;
    if (!booking) return problem(c, 404, "not_found");
    const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
    return c.body(bookingIcs(booking, method, method === "CANCEL" ? 1 : 0), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="cita.ics"',
      "Cache-Control": "no-store",
    });
  });
}
