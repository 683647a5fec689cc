/**
 * MS-01 … MS-04 on the server, with no network: the providers are local stand-ins speaking their real
 * shapes (server/test/provider-stubs.ts), the webhooks are signed their way with real HMACs.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { whatsAppRequest } from "./channels/whatsapp";
import { smsTransport } from "./channels/sms";
import { whatsAppTransport } from "./channels/whatsapp";
import { drainOutbox } from "./outbox-worker";
import { outboxRepository } from "./repository";
import { appointments } from "../appointments/repository";
import { dayAgenda } from "../appointments/agenda-service";
import { seedSettings } from "@/lib/settings/seed";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  postBooking,
  signIn,
  testApp,
  type TestDb,
} from "../test/harness";
import {
  metaSignature,
  type ProviderStub,
  startProviderStub,
  stubEnv,
  TW,
  twilioSignature,
  WA,
  whatsAppWebhook,
} from "../test/provider-stubs";
import { renderers } from "../outbox-renderers";

let t: TestDb;
let stub: ProviderStub;
let app: ReturnType<typeof testApp>["app"];
// Booked on Tuesday 24 November 2026 at 08:00 (Madrid) for the days after.
let now = new Date("2026-11-24T07:00:00Z");

let ownerCookie = "";
let ownerEmail = "";
beforeAll(async () => {
  t = await createTestDatabase();
  stub = await startProviderStub();
  ({ app } = testApp(t.db, stubEnv(stub), () => now));
  const owner = await createPerson(t.db, "owner");
  ownerEmail = owner.email;
  ownerCookie = await signIn(app, owner);
  expect((await saveMessages({ offered: "whatsapp" })).status).toBe(201);
}, 60_000);

/**
 * What the 'Mensajes' form sends when only some of it is changed: the product's defaults, without the
 * confirmation request (these tests count the reminder alone; server/notifications/reminder-times.test.ts
 * has the request).
 */
const messageDefaults = {
  whatsappMillis: 0,
  smsMillis: 0,
  confirmRequestHours: null,
  reminderHours: 24,
  lastReminderHours: null,
  reminderText: "",
  confirmRequestText: "",
  waitlistMode: "one",
  waitlistHoldMinutes: 15,
};

/** The owner's 'Mensajes' form: which phone channel the booking dialog offers, and the prices. */
async function saveMessages(values: {
  offered: "whatsapp" | "sms" | null;
  whatsappMillis?: number;
  smsMillis?: number;
}) {
  const current = (await (await app.request("/api/settings")).json()) as { messages: { version: number } };
  return app.request("http://localhost/api/staff/settings/messages", {
    method: "PUT",
    headers: { Host: "localhost", Cookie: ownerCookie, "Content-Type": "application/json" },
    body: JSON.stringify({ ...messageDefaults, ...values, version: current.messages.version }),
  });
}
afterAll(async () => {
  await stub?.close();
  await t?.drop();
});

/** The worker's pass at `at`, with the providers' clients pointed at the stand-in. */
async function drainAt(at: Date) {
  await drainOutbox({
    renderers,
    db: t.db,
    send: async () => {},
    phone: {
      whatsapp: whatsAppTransport({ apiUrl: stub.url, phoneNumberId: WA.phoneNumberId, token: WA.token }),
      sms: smsTransport({ ...TW, apiUrl: stub.url, statusCallback: "https://salon.test/api/webhooks/sms/status" }),
    },
    now: () => at,
    secret: "test-secret-test-secret-test-secret-000",
    publicUrl: "https://salon.test",
    noticeHours: async () => 24,
  });
}

const waSends = () => stub.requests.filter((r) => r.path === `/${WA.phoneNumberId}/messages`);
const smsSends = () => stub.requests.filter((r) => r.path.endsWith("/Messages.json"));

function postWhatsApp(body: string, signature = metaSignature(body)) {
  return app.request("http://localhost/api/webhooks/whatsapp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost", "X-Hub-Signature-256": signature },
    body,
  });
}

function postSms(
  path: "/api/webhooks/sms" | "/api/webhooks/sms/status",
  params: Record<string, string>,
  signature?: string,
) {
  return app.request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Host: "localhost",
      "X-Twilio-Signature": signature ?? twilioSignature(`https://salon.test${path}`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

async function book(overrides: Record<string, unknown>) {
  const res = await postBooking(app, bookingBody(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

const row = async (id: string) =>
  (
    await t.db.query<{ status: string; client_confirmed_at: Date | null; message_channel: string | null }>(
      "SELECT status, client_confirmed_at, message_channel FROM bookings WHERE id = $1",
      [id],
    )
  )[0];

describe("reminders on WhatsApp and SMS (MS-01, MS-02)", () => {
  test("MS-01 MS-02 with the box ticked the reminder goes by WhatsApp: an approved template with 'Confirmar', 'Cambiar', 'Cancelar'; without it, by email", async () => {
    const phone = "+34 605 450 285";
    const { id } = await book({ date: "2026-11-27", time: "10:00", phone, reminders: "whatsapp" });
    expect(await row(id)).toMatchObject({ message_channel: "whatsapp" });
    const [consent] = await t.db.query<{ channel: string; revoked_at: Date | null }>(
      "SELECT channel, revoked_at FROM message_consent WHERE phone_key = '605450285'",
    );
    expect(consent).toEqual({ channel: "whatsapp", revoked_at: null });
    const plain = await book({ date: "2026-11-27", time: "11:00" });
    const channels = await t.db.query<{ booking_id: string; channel: string }>(
      "SELECT booking_id, channel FROM outbox WHERE kind = 'reminder' AND booking_id = ANY($1::uuid[]) ORDER BY channel",
      [[id, plain.id]],
    );
    expect(channels).toEqual([
      { booking_id: plain.id, channel: "email" },
      { booking_id: id, channel: "whatsapp" },
    ]);

    await drainAt(new Date("2026-11-26T09:30:00Z")); // a day before, at 10:30 in Madrid
    const [sent] = waSends();
    expect(sent?.headers.authorization).toBe(`Bearer ${WA.token}`);
    const payload = whatsAppRequest.parse(JSON.parse(sent?.body ?? "{}"));
    expect(payload).toMatchObject({ to: "34605450285", type: "template", template: { name: "recordatorio_cita" } });
    if (payload.type !== "template") throw new Error("not a template");
    const buttons = payload.template.components.filter((c) => c.type === "button");
    expect(buttons.map((b) => b.type === "button" && b.parameters[0]?.payload)).toEqual([
      `confirm:${id}`,
      `change:${id}`,
      `cancel:${id}`,
    ]);
    const [mark] = await t.db.query<{ provider_id: string; delivery: string }>(
      "SELECT provider_id, delivery FROM outbox WHERE booking_id = $1 AND kind = 'reminder'",
      [id],
    );
    expect(mark).toEqual({ provider_id: "wamid.TEST1", delivery: "sent" });
  });

  test("MS-04 a provider's status callback moves the delivery forward only; a paid send cut off by a crash is 'unknown', never sent twice", async () => {
    const delivered = whatsAppWebhook({
      statuses: [{ id: "wamid.TEST1", status: "read", timestamp: "1764150000", recipient_id: "34605450285" }],
    });
    expect((await postWhatsApp(delivered)).status).toBe(200);
    const late = whatsAppWebhook({
      statuses: [{ id: "wamid.TEST1", status: "delivered", timestamp: "1764150001", recipient_id: "34605450285" }],
    });
    expect((await postWhatsApp(late)).status).toBe(200);
    const [state] = await t.db.query<{ delivery: string }>(
      "SELECT delivery FROM outbox WHERE provider_id = 'wamid.TEST1'",
    );
    expect(state?.delivery).toBe("read");

    // A worker claims a paid reminder, marks it as being sent, and dies before the provider answers.
    const { id } = await book({ date: "2026-11-28", time: "10:00", phone: "+34 611 000 111", reminders: "whatsapp" });
    await drainAt(now); // its confirmation email first (one booking's messages go in order)
    const at = new Date("2026-11-27T09:30:00Z");
    const claimed = (await outboxRepository.claimDue(t.db, at, 100, 60)).find(
      (r) => r.booking_id === id && r.kind === "reminder",
    );
    expect(claimed?.channel).toBe("whatsapp");
    await outboxRepository.markSending(t.db, claimed?.id ?? "", at);
    const before = waSends().length;
    await drainAt(new Date(at.getTime() + 120_000)); // the lease is over
    expect(waSends().length).toBe(before);
    const [lost] = await t.db.query<{ delivery: string; sent_at: Date | null }>(
      "SELECT delivery, sent_at FROM outbox WHERE id = $1",
      [claimed?.id],
    );
    expect(lost).toEqual({ delivery: "unknown", sent_at: null });
  });
});

describe("fallback (MS-04)", () => {
  test("MS-04 a WhatsApp reminder the provider keeps refusing goes by SMS after three tries; one reported failed goes by SMS too", async () => {
    const { id } = await book({ date: "2026-12-08", time: "10:00", phone: "+34 677 100 200", reminders: "whatsapp" });
    await drainAt(now); // the confirmation email
    const at = new Date("2026-12-07T09:30:00Z");
    const smsBefore = smsSends().length;
    stub.failNext(3, 503);
    // Three tries, 30 s and 60 s apart (the backoff), then SMS takes it.
    for (const seconds of [0, 31, 92]) await drainAt(new Date(at.getTime() + seconds * 1000));
    const rows = await t.db.query<{ channel: string; sent: boolean; dropped: boolean; attempts: number }>(
      `SELECT channel, sent_at IS NOT NULL AS sent, dropped_at IS NOT NULL AS dropped, attempts FROM outbox
       WHERE booking_id = $1 AND kind = 'reminder' ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      { channel: "whatsapp", sent: false, dropped: true, attempts: 3 },
      { channel: "sms", sent: true, dropped: false, attempts: 1 },
    ]);
    expect(new URLSearchParams(smsSends().slice(smsBefore)[0]?.body).get("Body")).toMatch(
      /^Hola, Ana López: te recordamos/,
    );

    // Sent, then reported undeliverable by Meta: SMS again, once however often Meta says so.
    const other = await book({ date: "2026-12-09", time: "10:00", phone: "+34 677 100 300", reminders: "whatsapp" });
    await drainAt(now);
    await drainAt(new Date("2026-12-08T09:30:00Z"));
    const [wa] = await t.db.query<{ provider_id: string }>(
      "SELECT provider_id FROM outbox WHERE booking_id = $1 AND kind = 'reminder' AND channel = 'whatsapp'",
      [other.id],
    );
    const failed = whatsAppWebhook({
      statuses: [
        {
          id: wa?.provider_id,
          status: "failed",
          timestamp: "1764300000",
          recipient_id: "34677100300",
          errors: [{ code: 131026, title: "Message undeliverable" }],
        },
      ],
    });
    expect((await postWhatsApp(failed)).status).toBe(200);
    expect((await postWhatsApp(failed)).status).toBe(200);
    const channels = await t.db.query<{ channel: string }>(
      "SELECT channel FROM outbox WHERE booking_id = $1 AND kind = 'reminder' ORDER BY id",
      [other.id],
    );
    expect(channels.map((c) => c.channel)).toEqual(["whatsapp", "sms"]);
  });
});

describe("replies (MS-03)", () => {
  test("MS-03 a signed 'Confirmar' marks the appointment confirmed by the client and answers once; a bad signature is a 403 that changes nothing", async () => {
    const { id } = await book({ date: "2026-11-30", time: "10:00", phone: "+34 622 111 222", reminders: "whatsapp" });
    const message = whatsAppWebhook({
      contacts: [{ profile: { name: "Ana" }, wa_id: "34622111222" }],
      messages: [
        {
          from: "34622111222",
          id: "wamid.IN1",
          timestamp: "1764300000",
          type: "button",
          button: { payload: `confirm:${id}`, text: "Confirmar" },
          context: { from: "34910000000", id: "wamid.ORIGINAL" },
        },
      ],
    });
    const forged = await postWhatsApp(message, metaSignature(message, "not-the-secret"));
    expect(forged.status).toBe(403);
    expect((await row(id))?.client_confirmed_at).toBeNull();

    expect((await postWhatsApp(message)).status).toBe(200);
    expect((await postWhatsApp(message)).status).toBe(200); // Meta delivers again: handled once
    expect((await row(id))?.client_confirmed_at).not.toBeNull();
    const replies = await t.db.query<{ body: string; channel: string }>(
      "SELECT body, channel FROM outbox WHERE booking_id = $1 AND kind = 'reply'",
      [id],
    );
    expect(replies).toEqual([
      { channel: "whatsapp", body: "¡Gracias! Te esperamos el lunes, 30 de noviembre de 2026 a las 10:00." },
    ]);
    // Another number cannot answer for her appointment: the button names it, the sender must be hers.
    const other = whatsAppWebhook({
      messages: [
        {
          from: "34699999999",
          id: "wamid.IN2",
          timestamp: "1764300001",
          type: "button",
          button: { payload: `cancel:${id}`, text: "Cancelar" },
        },
      ],
    });
    expect((await postWhatsApp(other)).status).toBe(200);
    expect((await row(id))?.status).toBe("confirmed");
    // Meta's handshake.
    const challenge = await app.request(
      `http://localhost/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=1158201444`,
      { headers: { Host: "localhost" } },
    );
    expect([challenge.status, await challenge.text()]).toEqual([200, "1158201444"]);
    const wrong = await app.request(
      "http://localhost/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1",
      { headers: { Host: "localhost" } },
    );
    expect(wrong.status).toBe(403);
  });

  test("MS-03 'Cancelar' cancels through the /cita rules: inside the notice it answers with the phone; outside it cancels", async () => {
    now = new Date("2026-11-24T07:00:00Z");
    const soon = await book({ date: "2026-11-24", time: "18:00", phone: "+34 633 111 222", reminders: "whatsapp" });
    const later = await book({ date: "2026-12-01", time: "10:00", phone: "+34 633 111 333", reminders: "whatsapp" });
    for (const [n, b, from] of [
      [1, soon.id, "34633111222"],
      [2, later.id, "34633111333"],
    ] as const) {
      const body = whatsAppWebhook({
        messages: [
          {
            from,
            id: `wamid.CANCEL${n}`,
            timestamp: "1764300000",
            type: "button",
            button: { payload: `cancel:${b}`, text: "Cancelar" },
          },
        ],
      });
      expect((await postWhatsApp(body)).status).toBe(200);
    }
    expect((await row(soon.id))?.status).toBe("confirmed");
    expect((await row(later.id))?.status).toBe("cancelled");
    const answers = await t.db.query<{ booking_id: string; body: string }>(
      "SELECT booking_id, body FROM outbox WHERE kind = 'reply' AND booking_id = ANY($1::uuid[])",
      [[soon.id, later.id]],
    );
    expect(answers.find((a) => a.booking_id === soon.id)?.body).toMatch(/^Faltan menos de 24 horas .* llámanos al/);
    expect(answers.find((a) => a.booking_id === later.id)?.body).toMatch(/^Hecho: tu cita está cancelada/);
  });

  test("MS-02 MS-03 MS-08 an SMS 'BAJA' (Twilio-signed) stops every paid message to that number, her reminders go by email and it shows on her appointments; 'SI' confirms; a forged one is a 403", async () => {
    const phone = "+34 644 555 666";
    // A salon that offers SMS: a WhatsApp consent is refused, an SMS one taken.
    expect((await saveMessages({ offered: "sms" })).status).toBe(201);
    const refused = await postBooking(app, bookingBody({ date: "2026-12-02", time: "11:00", reminders: "whatsapp" }));
    expect(refused.status).toBe(400);
    const first = await book({ date: "2026-12-02", time: "10:00", phone, reminders: "sms" });
    const second = await book({ date: "2026-12-03", time: "10:00", phone, reminders: "sms" });
    expect((await saveMessages({ offered: "whatsapp" })).status).toBe(201);
    const yes = {
      MessageSid: `SM${"a".repeat(32)}`,
      From: "+34644555666",
      To: TW.from,
      Body: "Sí",
      AccountSid: TW.accountSid,
    };
    expect((await postSms("/api/webhooks/sms", yes, "forged")).status).toBe(403);
    expect((await row(first.id))?.client_confirmed_at).toBeNull();
    const ok = await postSms("/api/webhooks/sms", yes);
    expect([ok.status, await ok.text()]).toEqual([200, "<Response></Response>"]);
    expect((await row(first.id))?.client_confirmed_at).not.toBeNull();

    const stop = {
      MessageSid: `SM${"b".repeat(32)}`,
      From: "+34644555666",
      To: TW.from,
      Body: "BAJA",
      AccountSid: TW.accountSid,
    };
    expect((await postSms("/api/webhooks/sms", stop)).status).toBe(200);
    const [consent] = await t.db.query<{ revoked_at: Date | null }>(
      "SELECT revoked_at FROM message_consent WHERE phone_key = '644555666'",
    );
    expect(consent?.revoked_at).not.toBeNull();
    // The reminders of both appointments are dropped; the answers to her go (by SMS, through Twilio).
    const before = smsSends().length;
    await drainAt(new Date("2026-12-02T09:00:00Z"));
    const sent = smsSends()
      .slice(before)
      .map((r) => new URLSearchParams(r.body))
      .filter((form) => form.get("To") === "+34644555666")
      .map((form) => form.get("Body"));
    expect(sent).toEqual([
      expect.stringMatching(/^¡Gracias! Te esperamos el miércoles, 2 de diciembre/),
      "Hecho: no te enviaremos más mensajes por aquí; los recordatorios te llegarán por email. Tus citas siguen en pie.",
    ]);
    // MS-08: her SMS reminders are dropped, and each goes by email instead, at its own time.
    const reminders = await t.db.query<{ booking_id: string; channel: string; dropped: boolean; send_after: Date }>(
      `SELECT booking_id::text, channel, dropped_at IS NOT NULL AS dropped, send_after FROM outbox
       WHERE kind = 'reminder' AND booking_id = ANY($1::uuid[]) ORDER BY booking_id, id`,
      [[first.id, second.id]],
    );
    expect(reminders.map(({ channel, dropped }) => [channel, dropped])).toEqual(
      [first.id, second.id].sort().flatMap(() => [
        ["sms", true],
        ["email", false],
      ]),
    );
    expect(reminders[1]?.send_after).toEqual(reminders[0]?.send_after);
    // MS-08: her 'BAJA' shows on her appointments (and so on her client card).
    const day = await dayAgenda(t.db, seedSettings, "2026-12-03");
    expect(day.appointments.find((a) => a.id === second.id)?.messagesStoppedAt).toEqual(expect.any(Date));
    // Twilio's delivery report, signed for the status URL.
    const [firstSms] = await t.db.query<{ provider_id: string }>(
      "SELECT provider_id FROM outbox WHERE channel = 'sms' AND provider_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    const sid = firstSms?.provider_id;
    const status = { MessageSid: sid ?? "", MessageStatus: "delivered", AccountSid: TW.accountSid };
    expect((await postSms("/api/webhooks/sms/status", status)).status).toBe(204);
    const [delivery] = await t.db.query<{ delivery: string }>("SELECT delivery FROM outbox WHERE provider_id = $1", [
      sid,
    ]);
    expect(delivery?.delivery).toBe("delivered");
  });

  test("MS-03 free text shows on her appointment and in the agenda's inbox; erasing her (RGPD) removes it and her consent", async () => {
    const { id } = await book({ date: "2026-12-04", time: "10:00", phone: "+34 655 000 777", reminders: "whatsapp" });
    const text = whatsAppWebhook({
      messages: [
        {
          from: "34655000777",
          id: "wamid.TXT1",
          timestamp: "1764300000",
          type: "text",
          text: { body: "¿Puedo llevar a mi hija?" },
        },
      ],
    });
    expect((await postWhatsApp(text)).status).toBe(200);
    const count = async (table: string) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE phone_key = '655000777'`))[0]?.n;
    expect([await count("inbound_messages"), await count("message_consent")]).toEqual([1, 1]);
    // Before: on her appointment in the day agenda, and in the agenda's inbox.
    const person = await createPerson(t.db, "reception");
    const cookie = await signIn(app, person);
    const staffGet = async (path: string) =>
      (await (
        await app.request(`http://localhost/api/staff${path}`, { headers: { Host: "localhost", Cookie: cookie } })
      ).json()) as {
        appointments?: { id: string; clientMessages?: { body: string }[] }[];
        messages?: { body: string; appointment: { id: string } | null }[];
      };
    const day = await staffGet("/agenda?date=2026-12-04");
    expect(day.appointments?.find((a) => a.id === id)?.clientMessages).toEqual([
      expect.objectContaining({ body: "¿Puedo llevar a mi hija?" }),
    ]);
    const inbox = await staffGet("/messages");
    expect(inbox.messages?.[0]).toMatchObject({ body: "¿Puedo llevar a mi hija?", appointment: { id } });
    await appointments.erase(t.db, [id], now);
    expect([await count("inbound_messages"), await count("message_consent")]).toEqual([0, 0]);
  });

  test("MS-05 the messages of a month per channel, and their cost at the owner's prices", async () => {
    const staff = (path: string) =>
      app.request(`http://localhost/api/staff${path}`, { headers: { Host: "localhost", Cookie: ownerCookie } });
    // January 2027: one reminder by WhatsApp, one by SMS, one by email.
    await book({ date: "2027-01-20", time: "10:00", phone: "+34 688 000 001", reminders: "whatsapp" });
    await saveMessages({ offered: "sms" });
    await book({ date: "2027-01-20", time: "11:00", phone: "+34 688 000 002", reminders: "sms" });
    await book({ date: "2027-01-20", time: "12:00", phone: "+34 688 000 003" });
    await drainAt(now);
    await drainAt(new Date("2027-01-19T12:00:00Z"));
    expect((await saveMessages({ offered: "whatsapp", whatsappMillis: -1, smsMillis: 75 })).status).toBe(400);
    expect((await saveMessages({ offered: "whatsapp", whatsappMillis: 21, smsMillis: 75 })).status).toBe(201);
    const usage = await (await staff("/settings/messages/usage?month=2027-01")).json();
    expect(usage).toEqual({
      month: "2027-01",
      counts: { email: 1, whatsapp: 1, sms: 1 },
      costMillis: { whatsapp: 21, sms: 75, total: 96 },
    });
    expect((await staff("/settings/messages/usage?month=2027-13")).status).toBe(400);
  });

  test("MS-01 a number written without its prefix ('688 000 009') reaches the provider with it", async () => {
    await book({ date: "2027-02-10", time: "10:00", phone: "688 000 009", reminders: "whatsapp" });
    await drainAt(now);
    await drainAt(new Date("2027-02-09T12:00:00Z"));
    expect(JSON.parse(waSends().at(-1)?.body ?? "{}")).toMatchObject({ to: "34688000009", type: "template" });
  });

  test("RV-01 a client who chose WhatsApp gets her review invitation there, once, the day after her visit is marked 'Realizada' (the approved template, with her link)", async () => {
    now = new Date("2026-12-01T08:00:00Z");
    const { id } = await book({ date: "2026-12-10", time: "10:00", phone: "+34 699 123 456", reminders: "whatsapp" });
    now = new Date("2026-12-10T13:00:00Z");
    const marked = await app.request(`http://localhost/api/staff/appointments/${id}/status`, {
      method: "POST",
      headers: {
        Host: "localhost",
        Cookie: await signIn(app, { email: ownerEmail }),
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    const invitations = () =>
      waSends()
        .map((r) => JSON.parse(r.body) as { to: string; template?: { name: string; components: unknown[] } })
        .filter((p) => p.to === "34699123456" && p.template?.name === "resena_cita");
    await drainAt(new Date("2026-12-11T09:59:00Z"));
    expect(invitations()).toHaveLength(0);
    await drainAt(new Date("2026-12-11T10:00:00Z"));
    await drainAt(new Date("2026-12-11T12:00:00Z"));
    expect(invitations()).toHaveLength(1);
    expect(JSON.stringify(invitations()[0]?.template?.components)).toContain(`/resena#${id}.`);
  });
});
