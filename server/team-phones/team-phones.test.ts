/**
 * SP-02 … SP-04 on the server, on the test clock, against a local push service that checks each push
 * the real way (VAPID signature, payload decrypted with the device's key): events in a column pushed
 * once to the devices that chose them, never to the person who made the change, a gone device
 * forgotten; the private calendar feed; the live agenda's stream. On PGlite and (npm run
 * test:postgres) PostgreSQL, where two database handles stand for two processes.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import webPush from "web-push";
import { webPushTransport, drainOutbox } from "../notifications";
import { renderers } from "../outbox-renderers";
import { openPostgres } from "../db/client";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  onPostgres,
  postBooking,
  signIn,
  staffTestApp,
  type TestDb,
} from "../test/harness";
import { type PushServiceStub, startPushService } from "../test/push-service";
import { fanOutStaffEvents } from "./push";

const vapid = { ...webPush.generateVAPIDKeys(), subject: "mailto:dueña@salon.test" };
let t: TestDb;
let push: PushServiceStub;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
const now = new Date("2026-11-24T07:00:00Z");
const cookies: Record<"owner" | "reception" | "lucia" | "nuria", string> = {
  owner: "",
  reception: "",
  lucia: "",
  nuria: "",
};

beforeAll(async () => {
  t = await createTestDatabase();
  push = await startPushService();
  const made = await staffTestApp(
    t.db,
    { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject },
    () => now,
  );
  app = made.app;
  cookies.owner = made.cookie;
  cookies.reception = await signIn(app, await createPerson(t.db, "reception"));
  cookies.lucia = await signIn(app, await createPerson(t.db, "professional", { staffId: "lucia" }));
  cookies.nuria = await signIn(app, await createPerson(t.db, "professional", { staffId: "nuria" }));
}, 60_000);
afterAll(async () => {
  await push?.close();
  await t?.drop();
});

const staff = (method: string, path: string, cookie: string, body?: unknown) =>
  app.request(`http://localhost/api/staff${path}`, {
    method,
    headers: {
      Host: "localhost",
      Cookie: cookie,
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** What the server's jobs do every couple of seconds: fan the events out, then send the outbox. */
async function deliver(db = t.db) {
  await fanOutStaffEvents(db, now, true);
  await drainOutbox({
    renderers,
    db,
    send: async () => undefined,
    push: webPushTransport(vapid),
    now: () => now,
    secret: "test-secret-test-secret-test-secret-000",
    publicUrl: "https://salon.test",
    noticeHours: async () => 24,
  });
}

/** How many rows of `table` match `where` (SQL). */
async function rows(table: string, where: string) {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return row?.n;
}

async function book(date: string, time: string, staffId: string, name = "Ana López") {
  const res = await postBooking(app, bookingBody({ date, time, staff: staffId, name }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("SP-02 Web Push through the outbox", () => {
  test("SP-02 a device subscribes; a booking in her column is pushed once, encrypted and signed; the desk's defaults skip bookings", async () => {
    const phone = push.device("lucia-phone");
    const desk = push.device("desk-tablet");
    const other = push.device("nuria-phone");
    expect((await staff("POST", "/account/push/subscriptions", cookies.lucia, phone.subscription)).status).toBe(201);
    expect((await staff("POST", "/account/push/subscriptions", cookies.reception, desk.subscription)).status).toBe(201);
    expect((await staff("POST", "/account/push/subscriptions", cookies.nuria, other.subscription)).status).toBe(201);
    const mine = (await (await staff("GET", "/account/push", cookies.lucia)).json()) as Record<string, unknown>;
    expect(mine).toMatchObject({ publicKey: vapid.publicKey, devices: 1 });
    expect(mine.events).toContain("booking_created");

    await book("2026-11-30", "10:00", "lucia", "Lucía Fernández Gil");
    await deliver();
    expect(push.refused).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [got] = push.received;
    expect(got?.device).toBe("lucia-phone");
    expect(got?.payload.title).toBe("Nueva cita");
    expect(got?.payload.body).toContain("Lucía · Corte y Peinado");
    expect(got?.payload.body).not.toMatch(/Fernández|\d{6}|@/);
    expect(got?.payload.url).toBe("/gestion?dia=2026-11-30");
    expect(got?.claims.sub).toBe(vapid.subject);
    expect(got?.ttl).toBe("86400");

    // Once: the same events fanned out again and the outbox drained again send nothing more.
    await deliver();
    expect(push.received).toHaveLength(1);
  });

  test("SP-02 moved and cancelled by the desk reach her; her own change does not; her choices are kept", async () => {
    const before = push.received.length;
    const id = await book("2026-11-30", "12:00", "lucia");
    const move = await staff("POST", `/appointments/${id}/move`, cookies.reception, {
      staff: "lucia",
      date: "2026-11-30",
      time: "13:00",
    });
    expect(move.status, await move.clone().text()).toBe(200);
    await deliver();
    // Sent concurrently, so in either order; each its own notification (its own tag).
    const mine = push.received.slice(before);
    expect(mine.map((p) => p.payload.title).sort()).toEqual(["Cita movida", "Nueva cita"]);
    expect(mine.find((p) => p.payload.title === "Cita movida")?.payload.body).toContain("13:00");
    expect(new Set(mine.map((p) => p.payload.tag)).size).toBe(2);

    // Lucía cancels it herself: nothing to tell her.
    const cancelled = await staff("POST", `/appointments/${id}/status`, cookies.lucia, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    await deliver();
    expect(push.received.slice(before)).toHaveLength(2);

    // She keeps only cancellations: a new booking is not pushed.
    const chosen = await staff("PUT", "/account/push/events", cookies.lucia, { events: ["booking_cancelled"] });
    expect(await chosen.json()).toMatchObject({ events: ["booking_cancelled"] });
    await book("2026-11-30", "14:00", "lucia");
    await deliver();
    expect(push.received.slice(before)).toHaveLength(2);
    expect((await staff("PUT", "/account/push/events", cookies.lucia, { events: ["nada"] })).status).toBe(400);
    await staff("PUT", "/account/push/events", cookies.lucia, {
      events: ["booking_created", "booking_moved", "booking_cancelled", "client_message", "waitlist_accepted"],
    });
  });

  test("SP-02 a device its push service calls gone (410) is deleted and never pushed again", async () => {
    push.gone("nuria-phone");
    await book("2026-12-02", "11:00", "nuria");
    await deliver();
    expect(await rows("push_subscriptions", "endpoint LIKE '%nuria-phone'")).toBe(0);
    expect(await rows("outbox", "kind = 'staff_push' AND dropped_at IS NOT NULL AND sent_at IS NULL")).toBe(1);
    await book("2026-12-02", "15:00", "nuria");
    await deliver();
    expect(push.received.filter((p) => p.device === "nuria-phone")).toHaveLength(0);
    expect(await rows("outbox", "kind = 'staff_push' AND sent_at IS NULL AND dropped_at IS NULL")).toBe(0);
  });

  test("SP-02 a push service in trouble (503): the push is retried with the outbox's backoff and arrives once; without VAPID keys nothing is queued", async () => {
    const tablet = push.device("desk-retry");
    expect((await staff("POST", "/account/push/subscriptions", cookies.owner, tablet.subscription)).status).toBe(201);
    await staff("PUT", "/account/push/events", cookies.owner, { events: ["booking_created"] });
    push.failNext("desk-retry", 1);
    await book("2026-12-02", "16:00", "nuria");
    await deliver();
    expect(push.failed).toEqual(["desk-retry"]);
    expect(push.received.filter((p) => p.device === "desk-retry")).toHaveLength(0);
    // The outbox's next try is 30 s later on its clock.
    const later = new Date(now.getTime() + 31_000);
    await drainOutbox({
      renderers,
      db: t.db,
      send: async () => undefined,
      push: webPushTransport(vapid),
      now: () => later,
      secret: "test-secret-test-secret-test-secret-000",
      publicUrl: "https://salon.test",
      noticeHours: async () => 24,
    });
    const arrived = push.received.filter((p) => p.device === "desk-retry");
    expect(arrived.map((p) => p.payload.body)).toEqual([expect.stringContaining("con Nuria")]);

    // A server without keys: the events are taken, nothing is queued.
    await book("2026-12-02", "17:00", "nuria");
    expect(await fanOutStaffEvents(t.db, now, false)).toBe(0);
    expect(await rows("staff_events", "fanned_out_at IS NULL")).toBe(0);
    expect(await rows("outbox", "kind = 'staff_push' AND sent_at IS NULL AND dropped_at IS NULL")).toBe(0);
    await staff("POST", "/account/push/unsubscribe", cookies.owner, { endpoint: tablet.subscription.endpoint });
  });

  test("SP-02 an event fanned out is kept a day, then deleted by a later pass that takes news", async () => {
    await book("2026-12-03", "10:00", "nuria");
    await fanOutStaffEvents(t.db, now, false);
    const taken = await rows("staff_events", `fanned_out_at = '${now.toISOString()}'`);
    expect(taken).toBeGreaterThan(0);
    const nextDay = new Date(now.getTime() + 25 * 3_600_000);
    await book("2026-12-03", "11:00", "nuria");
    await fanOutStaffEvents(t.db, nextDay, false);
    expect(await rows("staff_events", `fanned_out_at < '${nextDay.toISOString()}'`)).toBe(0);
    expect(await rows("staff_events", `fanned_out_at = '${nextDay.toISOString()}'`)).toBe(1);
  });

  test("SP-02 a bad subscription is refused in Spanish and nothing is stored", async () => {
    const bad = await staff("POST", "/account/push/subscriptions", cookies.lucia, {
      endpoint: "javascript:alert(1)",
      keys: { p256dh: "x", auth: "y" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("no es válida");
    expect(await rows("push_subscriptions", "endpoint LIKE 'javascript%'")).toBe(0);
  });

  test.skipIf(!onPostgres)(
    "SP-02 two processes fan out the same events at once: each push is queued and sent once (4 rounds; without SKIP LOCKED they double)",
    async () => {
      const second = openPostgres(t.url ?? "", 4);
      const phone = push.device("race-phone");
      expect((await staff("POST", "/account/push/subscriptions", cookies.lucia, phone.subscription)).status).toBe(201);
      const toPhone = () => push.received.filter((p) => p.device === "race-phone");
      try {
        const days = ["2026-12-02", "2026-12-09", "2026-12-16", "2026-12-23"];
        for (const [round, day] of days.entries()) {
          await Promise.all(["09:00", "11:00", "12:00", "13:00", "14:00"].map((time) => book(day, time, "lucia")));
          await Promise.all([fanOutStaffEvents(t.db, now, true), fanOutStaffEvents(second, now, true)]);
          expect(
            await rows("outbox", "kind = 'staff_push' AND push_endpoint LIKE '%race-phone'"),
            `round ${round + 1}`,
          ).toBe(5 * (round + 1));
        }
        await Promise.all([deliver(t.db), deliver(second)]);
        expect(toPhone()).toHaveLength(20);
        expect(new Set(toPhone().map((p) => p.payload.tag)).size).toBe(20);
      } finally {
        await second.close();
      }
    },
  );
});

describe("SP-03 a private calendar feed per professional", () => {
  test("SP-03 her secret URL gives her appointments as text/calendar (first name and service), renewing ends the old one", async () => {
    await book("2026-12-03", "10:00", "lucia", "Carmen Ruiz Soto");
    const made = await staff("POST", "/account/calendar", cookies.lucia, {});
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/salon\.test\/api\/feeds\/[\w-]{43}$/);
    const path = new URL(url).pathname;
    const feed = await app.request(`http://localhost${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("SUMMARY:Carmen · Corte y Peinado");
    expect(text).not.toMatch(/Ruiz|@example\.com|\+34/);
    // Only her column: Nuria's appointments are not in it.
    const nuriaIds = await t.db.query<{ id: string }>("SELECT id::text FROM bookings WHERE staff_id = 'nuria'");
    for (const { id } of nuriaIds) expect(text).not.toContain(id);
    // Updated as bookings change: a new one is there at the next fetch.
    await book("2026-12-03", "11:00", "lucia", "Berta Sanz");
    expect(await (await app.request(`http://localhost${path}`)).text()).toContain("SUMMARY:Berta · Corte y Peinado");

    const renewed = (await (await staff("POST", "/account/calendar", cookies.lucia, {})).json()) as { url: string };
    expect(renewed.url).not.toBe(url);
    const old = await app.request(`http://localhost${path}`);
    expect(old.status).toBe(404);
    expect(await old.json()).toMatchObject({ error: "feed_not_found" });
    expect((await app.request(`http://localhost${new URL(renewed.url).pathname}`)).status).toBe(200);
    expect((await staff("DELETE", "/account/calendar", cookies.lucia)).status).toBe(200);
    expect((await app.request(`http://localhost${new URL(renewed.url).pathname}`)).status).toBe(404);
    // The desk has no column, so no feed.
    expect((await staff("POST", "/account/calendar", cookies.reception, {})).status).toBe(403);
  });
});

describe("SP-04 the agenda's live changes", () => {
  /**
   * Opens the stream as `cookie` and waits for its 'ready' (the server listens from then on; the page
   * reloads the day on it); `changes(n)` reads until n 'change' events came or 5 s passed.
   */
  async function live(cookie: string) {
    const res = await staff("GET", "/agenda/live", cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const events: { event: string; data: string }[] = [];
    let text = "";
    async function until(done: () => boolean, limitMs = 5_000) {
      const deadline = Date.now() + limitMs;
      while (!done() && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<undefined>((r) => setTimeout(() => r(undefined), Math.max(0, deadline - Date.now()))),
        ]);
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        const blocks = text.split("\n\n");
        text = blocks.pop() ?? "";
        for (const b of blocks) {
          const event = /^event: (.*)$/m.exec(b)?.[1];
          if (event) events.push({ event, data: /^data: (.*)$/m.exec(b)?.[1] ?? "" });
        }
      }
    }
    await until(() => events.some((e) => e.event === "ready"));
    expect(events.map((e) => e.event)).toEqual(["ready"]);
    const changes = () =>
      events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data) as { day: string; staffId: string });
    return {
      async changes(want: number) {
        await until(() => changes().length >= want);
        await reader.cancel();
        return changes();
      },
    };
  }

  test("SP-04 a booking from the web and a desk move reach the open stream; a professional hears only her column", async () => {
    const desk = await live(cookies.reception);
    const lucia = await live(cookies.lucia);
    await book("2026-12-03", "14:00", "nuria");
    const id = await book("2026-12-03", "12:00", "lucia");
    await staff("POST", `/appointments/${id}/move`, cookies.reception, {
      staff: "lucia",
      date: "2026-12-01",
      time: "10:00",
    });
    const seenByDesk = await desk.changes(3);
    expect(seenByDesk.slice(0, 2)).toEqual([
      { day: "2026-12-03", staffId: "nuria" },
      { day: "2026-12-03", staffId: "lucia" },
    ]);
    expect(seenByDesk.map((c) => c.day)).toContain("2026-12-01");
    const seenByLucia = await lucia.changes(2);
    expect(seenByLucia.every((c) => c.staffId === "lucia")).toBe(true);
  });

  test.skipIf(!onPostgres)("SP-04 a change committed by another process reaches this one's stream", async () => {
    const second = openPostgres(t.url ?? "", 2);
    try {
      const stream = await live(cookies.owner);
      await second.query(
        "UPDATE bookings SET client_confirmed_at = $1 WHERE id = (SELECT id FROM bookings WHERE staff_id = 'nuria' ORDER BY starts_at LIMIT 1)",
        [now],
      );
      const seen = await stream.changes(1);
      expect(seen).toEqual([{ day: "2026-12-02", staffId: "nuria" }]);
    } finally {
      await second.close();
    }
  });

  test("SP-04 a payment and a client's WhatsApp-style confirmation of an appointment reach the stream too", async () => {
    const id = await book("2026-12-03", "13:00", "lucia");
    const desk = await live(cookies.reception);
    const paid = await staff("POST", `/appointments/${id}/payments`, cookies.reception, {
      method: "cash",
      amountCents: 2500,
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    await t.db.query("UPDATE bookings SET client_confirmed_at = $2 WHERE id = $1", [id, now]);
    expect(await desk.changes(2)).toEqual([
      { day: "2026-12-03", staffId: "lucia" },
      { day: "2026-12-03", staffId: "lucia" },
    ]);
  });

  test("SP-04 the stream needs a session", async () => {
    const res = await app.request("http://localhost/api/staff/agenda/live", { headers: { Host: "localhost" } });
    expect(res.status).toBe(401);
  });
});
