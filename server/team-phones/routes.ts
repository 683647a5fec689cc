/**
 * The team on their phones (SP-02 … SP-04). Under /api/staff, each person's own: her push devices
 * and choices, her calendar feed's secret (a professional's: she has a column), the agenda's live
 * changes as server-sent events. Public: the feed itself, opened by its secret (a calendar app
 * sends no cookie).
 */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import {
  pushEventsBody,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  type PushSettingsView,
} from "@/domain/staff/phones";
import { emptyBody } from "@/domain/staff/schemas";
import type { AppDeps, AppEnv } from "../http/context";
import { ALL, allow } from "../http/access";
import { problem } from "../http/problems";
import { validate, validateOr } from "../http/validate";
import { columnFeed } from "../appointments";
import { newToken, tokenHash } from "../people";
import { agendaHub, type AgendaChange } from "./live";
import { phonesRepository as phones } from "./repository";

/** How often an idle stream says it is alive (proxies close silent connections), and how long one lasts. */
export interface LiveTiming {
  keepAliveMs: number;
  maxMs: number;
}
const LIVE: LiveTiming = { keepAliveMs: 25_000, maxMs: 10 * 60_000 };

const PROFESSIONAL = ["professional"] as const;

/** The feed's address: the secret in the path, as calendar apps need (it is the only key). */
const feedPath = (token: string) => `/api/feeds/${token}`;

export function teamPhoneRoutes(deps: AppDeps, timing: LiveTiming = LIVE) {
  const hub = agendaHub(deps.db);
  return (
    new Hono<AppEnv>()
      .get("/account/push", allow(ALL), async (c) => {
        const mine = await phones.settings(c.var.db, c.get("me").id);
        return c.json({ publicKey: deps.env.vapid?.publicKey ?? null, ...mine } satisfies PushSettingsView, 200);
      })
      .put("/account/push/events", allow(ALL), validate("json", pushEventsBody), async (c) => {
        await phones.choose(c.var.db, c.get("me").id, c.req.valid("json").events);
        const mine = await phones.settings(c.var.db, c.get("me").id);
        return c.json({ publicKey: deps.env.vapid?.publicKey ?? null, ...mine } satisfies PushSettingsView, 200);
      })
      .post("/account/push/subscriptions", allow(ALL), validate("json", pushSubscriptionBody), async (c) => {
        if (!deps.env.vapid) return problem(c, 409, "push_off");
        const { endpoint, keys } = c.req.valid("json");
        await phones.subscribe(c.var.db, c.get("me").id, { endpoint, ...keys }, c.get("now"));
        return c.json({ subscribed: true as const }, 201);
      })
      .post("/account/push/unsubscribe", allow(ALL), validate("json", pushUnsubscribeBody), async (c) => {
        const removed = await phones.unsubscribe(c.var.db, c.get("me").id, c.req.valid("json").endpoint);
        return removed ? c.json({ unsubscribed: true as const }, 200) : problem(c, 404, "push_not_found");
      })
      // SP-03: whether her feed is on; a new secret (the old address answers 404 from now); off.
      .get("/account/calendar", allow(PROFESSIONAL), async (c) =>
        c.json({ active: await phones.hasCalendar(c.var.db, c.get("me").id) }, 200),
      )
      .post("/account/calendar", allow(PROFESSIONAL), validate("json", emptyBody), async (c) => {
        const token = newToken();
        await phones.renewCalendar(c.var.db, c.get("me").id, tokenHash(token));
        return c.json({ active: true as const, url: `${deps.env.publicUrl}${feedPath(token)}` }, 201);
      })
      .delete("/account/calendar", allow(PROFESSIONAL), async (c) => {
        await phones.stopCalendar(c.var.db, c.get("me").id);
        return c.json({ active: false as const }, 200);
      })
      // SP-04: the agenda's changes as they commit, in any process; a professional hears of her column.
      .get("/agenda/live", allow(ALL), (c) => {
        const me = c.get("me");
        const concerns = (change: AgendaChange) =>
          me.role !== "professional" || change.day === null || change.staffId === "" || change.staffId === me.staffId;
        return streamSSE(c, async (stream) => {
          const pending: AgendaChange[] = [];
          let wake: (() => void) | undefined;
          const unsubscribe = await hub.subscribe((change) => {
            if (!concerns(change)) return;
            pending.push(change);
            wake?.();
          });
          stream.onAbort(() => {
            unsubscribe();
            wake?.();
          });
          const until = Date.now() + timing.maxMs;
          try {
            // The browser waits 2 s before reconnecting (EventSource's `retry`), then reloads the day.
            await stream.writeSSE({ event: "ready", data: "{}", retry: 2000 });
            while (!stream.aborted && Date.now() < until) {
              if (pending.length === 0)
                await new Promise<void>((resolve) => {
                  wake = resolve;
                  setTimeout(resolve, timing.keepAliveMs);
                });
              wake = undefined;
              if (stream.aborted) break;
              if (pending.length === 0) await stream.write(": alive\n\n");
              for (const change of pending.splice(0))
                await stream.writeSSE({ event: "change", data: JSON.stringify(change) });
            }
          } finally {
            unsubscribe();
          }
        });
      })
  );
}

const feedToken = z.object({ token: z.string().regex(/^[\w-]{43}$/) });

/** SP-03: `/api/feeds/:token`: her appointments as `text/calendar`, fresh on every fetch. */
export function feedRoutes(deps: AppDeps) {
  const gone = (c: Parameters<typeof problem>[0]) => problem(c, 404, "feed_not_found");
  return new Hono<AppEnv>().get("/:token", validateOr("param", feedToken, gone), async (c) => {
    const owner = await phones.calendarOwner(deps.db, tokenHash(c.req.valid("param").token));
    if (!owner) return gone(c);
    const body = await columnFeed(deps.db, owner.staff_id, owner.name, c.get("now"));
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Disposition": 'inline; filename="agenda.ics"',
    });
  });
}
