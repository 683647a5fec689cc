/**
 * MS-06 … MS-08 on the server: a phone channel only while its provider is configured, a paid message
 * at most once (a provider answering late is a stand-in that holds its answers: the paid calls are
 * counted), the webhooks' batches, acknowledgements, 'BAJA' and the times messages go. Clocks are the
 * tests' own: the request's, the worker's `now`, and virtual timers for the providers' time limits.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { smsTransport } from "./channels/sms";
import { whatsAppTransport } from "./channels/whatsapp";
import { drainOutbox, type OutboxDeps, processOutbox } from "./outbox-worker";
import type { MailMessage } from "./messages";
import { dayAgenda } from "../appointments/agenda-service";
import { seedSettings } from "@/lib/settings/seed";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "../test/harness";
import {
  metaSignature,
  type ProviderStub,
  startProviderStub,
  stubEnv,
  TW,
  WA,
  whatsAppWebhook,
} from "../test/provider-stubs";
import { virtualTime } from "../test/virtual-time";
import { renderers } from "../outbox-renderers";

let t: TestDb;
let stub: ProviderStub;
let now = new Date("2026-11-24T07:00:00Z");
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";

beforeAll(async () => {
  t = await createTestDatabase();
  stub = await startProviderStub();
  ({ app, cookie } = await staffTestApp(t.db, stubEnv(stub), () => now));
}, 60_000);
afterAll(async () => {
  await stub?.close();
  await t?.drop();
});

async function saveMessages(target: typeof app, owner: string, values: Record<string, unknown>) {
  const current = (await (await target.request("/api/settings")).json()) as { messages: Record<string, unknown> };
  return target.request("http://localhost/api/staff/settings/messages", {
    method: "PUT",
    headers: { Host: "localhost", Cookie: owner, "Content-Type": "application/json" },
    body: JSON.stringify({
      ...current.messages,
      confirmRequestHours: null,
      lastReminderHours: null,
      reminderText: "",
      confirmRequestText: "",
      ...values,
    }),
  });
}

async function book(overrides: Record<string, unknown>) {
  const res = await postBooking(app, bookingBody(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

const mails: MailMessage[] = [];
function workerAt(at: Date, overrides: Partial<OutboxDeps> = {}): OutboxDeps {
  return {
    renderers,
    db: t.db,
    send: async (m) => {
      mails.push(m);
    },
    phone: {
      whatsapp: whatsAppTransport({ apiUrl: stub.url, phoneNumberId: WA.phoneNumberId, token: WA.token }),
      sms: smsTransport({ ...TW, apiUrl: stub.url, statusCallback: "https://salon.test/api/webhooks/sms/status" }),
    },
    now: () => at,
    secret: "test-secret-test-secret-test-secret-000",
    publicUrl: "https://salon.test",
    noticeHours: async () => 24,
    log: () => undefined,
    ...overrides,
  };
}

const paidCalls = () =>
  stub.requests.filter((r) => r.path === `/${WA.phoneNumberId}/messages` || r.path.endsWith("/Messages.json"));

const rowsOf = (bookingId: string, kind = "reminder") =>
  t.db.query<{ channel: string; sent: boolean; dropped: boolean; delivery: string | null; provider_id: string | null }>(
    `SELECT channel, sent_at IS NOT NULL AS sent, dropped_at IS NOT NULL AS dropped, delivery, provider_id
     FROM outbox WHERE booking_id = $1 AND kind = $2 ORDER BY id`,
    [bookingId, kind],
  );

describe("MS-06 a phone channel only while its provider is configured", () => {
  test("MS-06 with no provider the salon offers no phone channel and refuses one; the seed offers none; a message whose provider is gone goes by email", async () => {
    const bare = await createTestDatabase();
    try {
      const { app: plain, cookie: owner } = await staffTestApp(bare.db, {}, () => now);
      const settings = (await (await plain.request("/api/settings")).json()) as {
        messages: { offered: string | null; providers: string[] };
      };
      expect(settings.messages).toMatchObject({ offered: null, providers: [] });
      const chosen = await saveMessages(plain, owner, { offered: "whatsapp" });
      expect(chosen.status).toBe(400);
      expect(((await chosen.json()) as { fields: Record<string, string> }).fields.offered).toBe(
        "El servidor no tiene configurado WhatsApp: solo email.",
      );
      const ticked = await postBooking(
        plain,
        bookingBody({ date: "2026-11-27", time: "10:00", reminders: "whatsapp" }),
      );
      expect(ticked.status).toBe(400);
    } finally {
      await bare.drop();
    }

    // With both configured the owner chooses; a WhatsApp reminder whose provider is later removed from
    // the server goes by email at its time, not to a file and not lost.
    expect((await saveMessages(app, cookie, { offered: "whatsapp" })).status).toBe(201);
    const { id } = await book({ date: "2026-11-27", time: "12:00", reminders: "whatsapp" });
    await drainOutbox(workerAt(now)); // her confirmation
    const before = paidCalls().length;
    mails.length = 0;
    const dayBefore = new Date("2026-11-26T11:00:00Z");
    await drainOutbox(workerAt(dayBefore, { phone: {} }));
    expect(paidCalls().length).toBe(before);
    expect((await rowsOf(id)).map((r) => [r.channel, r.sent, r.dropped])).toEqual([
      ["whatsapp", false, true],
      ["email", true, false],
    ]);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Recordatorio/)]);
  });
});

describe("MS-07 a paid message at most once", () => {
  test("MS-07 an SMS provider that answers after its time limit: the message is 'unknown', shown to the desk, never sent again on SMS, WhatsApp or email; its late answer still names it", async () => {
    expect((await saveMessages(app, cookie, { offered: "sms", confirmRequestHours: 48 })).status).toBe(201);
    const { id } = await book({ date: "2026-12-03", time: "10:00", staff: "lucia", reminders: "sms" });
    await drainOutbox(workerAt(now));
    const before = paidCalls().length;
    mails.length = 0;
    // Two days before, 10:00 in Madrid: the confirmation request is due. The provider holds its answer.
    const time = virtualTime(new Date("2026-12-01T09:00:00Z"));
    stub.holdAnswers();
    const pass = await time.run(
      processOutbox(
        workerAt(time.clock.now(), { db: time.counted(t.db), timers: time.clock, phoneLimitMs: { sms: 15_000 } }),
      ),
    );
    expect(pass).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    await expect.poll(() => paidCalls().length).toBe(before + 1);
    stub.answerHeld();
    await expect.poll(async () => (await rowsOf(id, "confirm_request"))[0]?.provider_id).toMatch(/^SM/);
    expect(await rowsOf(id, "confirm_request")).toEqual([
      { channel: "sms", sent: false, dropped: true, delivery: "unknown", provider_id: expect.stringMatching(/^SM/) },
    ]);
    // Later passes (the backoff's times, the next day) send nothing more for it.
    for (const at of ["2026-12-01T09:01:00Z", "2026-12-01T10:00:00Z"]) await drainOutbox(workerAt(new Date(at)));
    expect(paidCalls().length).toBe(before + 1);
    expect(mails).toEqual([]);
    // The desk sees it on the appointment.
    const agenda = await dayAgenda(t.db, seedSettings, "2026-12-03");
    expect(agenda.appointments.find((a) => a.id === id)?.mailFailure).toMatchObject({
      kind: "confirm_request",
      channel: "sms",
      unknown: true,
    });
  });

  test("MS-07 a definite refusal (Twilio's error answer) is tried again, then goes by email", async () => {
    const { id } = await book({
      date: "2026-12-04",
      time: "11:00",
      staff: "lucia",
      phone: "+34 655 010 203",
      reminders: "sms",
    });
    await drainOutbox(workerAt(now));
    // Due at 11:00 in Madrid two days before; 10:59 sends what else is due by then (other tests' rows).
    await drainOutbox(workerAt(new Date("2026-12-02T09:59:00Z")));
    mails.length = 0;
    const toHer = () => paidCalls().filter((r) => new URLSearchParams(r.body).get("To") === "+34655010203");
    stub.failNext(3, 500);
    const at = new Date("2026-12-02T10:00:00Z");
    for (const seconds of [0, 31, 92]) await drainOutbox(workerAt(new Date(at.getTime() + seconds * 1000)));
    expect(toHer()).toHaveLength(3);
    expect((await rowsOf(id, "confirm_request")).map((r) => [r.channel, r.sent, r.dropped, r.delivery])).toEqual([
      ["sms", false, true, null],
      ["email", true, false, null],
    ]);
    expect(mails).toHaveLength(1);
  });

  test("MS-07 a signed batch of 40 statuses (over 8 KB) is accepted and read; one over Meta's 3 MB is a 413", async () => {
    const statuses = Array.from({ length: 40 }, (_, i) => ({
      id: `wamid.BATCH${i}`,
      status: "delivered",
      timestamp: String(1764300000 + i),
      recipient_id: "34600000000",
      conversation: { id: `conv-${i}`, origin: { type: "utility" } },
      pricing: { billable: true, pricing_model: "CBP", category: "utility" },
    }));
    const { id } = await book({ date: "2026-12-07", time: "10:00" });
    await t.db.query(
      `INSERT INTO outbox (booking_id, kind, channel, send_after, sent_at, provider_id, delivery)
       SELECT $2::uuid, 'reply', 'whatsapp', $1, $1, 'wamid.BATCH' || i, 'sent' FROM generate_series(0, 39) i`,
      [now, id],
    );
    const body = whatsAppWebhook({ statuses });
    expect(body.length).toBeGreaterThan(8 * 1024);
    const res = await app.request("http://localhost/api/webhooks/whatsapp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", "X-Hub-Signature-256": metaSignature(body) },
      body,
    });
    expect(res.status).toBe(200);
    const [delivered] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE provider_id LIKE 'wamid.BATCH%' AND delivery = 'delivered'",
    );
    expect(delivered?.n).toBe(40);
    const huge = "x".repeat(3 * 1024 * 1024 + 1);
    const tooBig = await app.request("http://localhost/api/webhooks/whatsapp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", "X-Hub-Signature-256": metaSignature(huge) },
      body: huge,
    });
    expect(tooBig.status).toBe(413);
  });
});

describe("MS-08 acknowledgements, 'BAJA' and the times messages go", () => {
  const post = (body: string) =>
    app.request("http://localhost/api/webhooks/whatsapp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", "X-Hub-Signature-256": metaSignature(body) },
      body,
    });
  const text = (id: string, from: string, body: string) =>
    whatsAppWebhook({ messages: [{ from, id, timestamp: "1764300000", type: "text", text: { body } }] });

  test("MS-08 her free text gets one 'Lo hemos recibido' per conversation (a day), not one per message", async () => {
    expect((await saveMessages(app, cookie, { offered: "whatsapp" })).status).toBe(201);
    const { id } = await book({ date: "2026-12-05", time: "10:00", phone: "+34 633 700 800", reminders: "whatsapp" });
    const replies = async () =>
      (
        await t.db.query<{ body: string }>(
          "SELECT body FROM outbox WHERE booking_id = $1 AND kind = 'reply' ORDER BY id",
          [id],
        )
      ).map((r) => r.body);
    expect((await post(text("wamid.T1", "34633700800", "¿Puedo llevar a mi hija?"))).status).toBe(200);
    expect((await post(text("wamid.T2", "34633700800", "Tiene 8 años"))).status).toBe(200);
    expect((await post(text("wamid.T1", "34633700800", "¿Puedo llevar a mi hija?"))).status).toBe(200);
    expect(await replies()).toEqual([expect.stringMatching(/^Lo hemos recibido: lo leerá alguien del salón/)]);
    // The next day, a new conversation: acknowledged again.
    now = new Date("2026-11-25T08:00:00Z");
    try {
      expect((await post(text("wamid.T3", "34633700800", "¿Y aparcamiento?"))).status).toBe(200);
    } finally {
      now = new Date("2026-11-24T07:00:00Z");
    }
    expect(await replies()).toHaveLength(2);
  });

  test("MS-08 a booking made after its reminder's time still gets one, half-way and in the day; a time at night moves to 9:00 or the evening before", async () => {
    expect((await saveMessages(app, cookie, { offered: "whatsapp", lastReminderHours: 2 })).status).toBe(201);
    const timed = async (bookingId: string) =>
      (
        await t.db.query<{ kind: string; send_after: Date }>(
          "SELECT kind, send_after FROM outbox WHERE booking_id = $1 AND kind IN ('confirm_request', 'reminder') ORDER BY send_after",
          [bookingId],
        )
      ).map((r) => r.send_after.toISOString());
    // Booked Tuesday at 8:00 for Tuesday 18:00 (10 h ahead): the 24 h reminder's time has passed, the
    // 2 h one (16:00) is still ahead: that one alone.
    const sameDay = await book({ date: "2026-11-24", time: "18:00", staff: "carmen" });
    expect(await timed(sameDay.id)).toEqual(["2026-11-24T15:00:00.000Z"]);
    // Without a last reminder: half-way, 13:00.
    expect((await saveMessages(app, cookie, { offered: "whatsapp" })).status).toBe(201);
    const late = await book({ date: "2026-11-24", time: "18:00", staff: "marta", service: "depilacion" });
    expect(await timed(late.id)).toEqual(["2026-11-24T12:00:00.000Z"]);
    // Booked at 22:00 for 11:00 the next morning: half-way is 4:30, at night: 9:00 instead.
    now = new Date("2026-11-24T21:00:00Z");
    try {
      const night = await book({ date: "2026-11-25", time: "11:00", staff: "lucia" });
      expect(await timed(night.id)).toEqual(["2026-11-25T08:00:00.000Z"]);
      // Under two hours ahead: the confirmation just sent is her reminder.
      now = new Date("2026-11-25T09:00:00Z");
      const soon = await book({ date: "2026-11-25", time: "11:00", staff: "sofia", service: "depilacion" });
      expect(await timed(soon.id)).toEqual([]);
    } finally {
      now = new Date("2026-11-24T07:00:00Z");
    }
  });
});
