/**
 * MS-01: the timed messages follow the owner's settings — a confirmation request (to a phone only), the
 * reminder and an optional last one, each at her hours before the appointment, in her words.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { stubEnv } from "../test/provider-stubs";
import type { PhoneMessage } from "./channels/phone-message";
import type { MailMessage } from "./messages";
import { drainOutbox } from "./outbox-worker";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "../test/harness";
import { createSettingsStore } from "../settings/store";
import { renderers } from "../outbox-renderers";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
const NOW = new Date("2026-11-24T07:00:00Z");
beforeAll(async () => {
  t = await createTestDatabase();
  // MS-06: WhatsApp is offered only with its provider configured (no message leaves in these tests).
  ({ app, cookie } = await staffTestApp(t.db, stubEnv(), () => NOW));
  expect((await saveMessages({ offered: "whatsapp" })).status).toBe(201);
}, 60_000);
afterAll(async () => t?.drop());

async function saveMessages(values: Record<string, unknown>) {
  const current = (await (await app.request("/api/settings")).json()) as { messages: Record<string, unknown> };
  return app.request("http://localhost/api/staff/settings/messages", {
    method: "PUT",
    headers: { Host: "localhost", Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ ...current.messages, reminderText: "", confirmRequestText: "", ...values }),
  });
}

const timed = (bookingId: string) =>
  t.db.query<{ kind: string; channel: string; send_after: Date }>(
    "SELECT kind, channel, send_after FROM outbox WHERE booking_id = $1 AND kind IN ('confirm_request', 'reminder') ORDER BY send_after",
    [bookingId],
  );

describe("MS-01 reminder times and texts are the owner's", () => {
  test("MS-01 bad times are refused in Spanish and change nothing", async () => {
    const res = await saveMessages({ confirmRequestHours: 12, reminderHours: 24, lastReminderHours: 30 });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields.confirmRequestHours).toMatch(/25 a 168|antes que el recordatorio/);
    const text = await saveMessages({ reminderText: "Hola {cliente}" });
    expect(((await text.json()) as { fields: Record<string, string> }).fields.reminderText).toMatch(
      /\{cliente\} no es un dato/,
    );
  });

  test("MS-01 the default: a confirmation request 48 h before on her phone, the reminder 24 h before; with a 2 h last one and her own words", async () => {
    const booked = await postBooking(
      app,
      bookingBody({ date: "2026-11-30", time: "10:00", staff: "lucia", reminders: "whatsapp" }),
    );
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    expect((await timed(id)).map((r) => [r.kind, r.channel, r.send_after.toISOString()])).toEqual([
      ["confirm_request", "whatsapp", "2026-11-28T09:00:00.000Z"],
      ["reminder", "whatsapp", "2026-11-29T09:00:00.000Z"],
    ]);
    // Without her consent to a phone, no confirmation request: the reminder by email.
    const byMail = await postBooking(app, bookingBody({ date: "2026-11-30", time: "11:00", staff: "lucia" }));
    const mailId = ((await byMail.json()) as { id: string }).id;
    expect((await timed(mailId)).map((r) => [r.kind, r.channel])).toEqual([["reminder", "email"]]);

    const saved = await saveMessages({
      confirmRequestHours: 72,
      reminderHours: 24,
      lastReminderHours: 2,
      reminderText: "¡{nombre}! Mañana {dia} a las {hora}: {servicios}. Te esperamos.",
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const later = await postBooking(
      app,
      bookingBody({ name: "Nerea Gil", date: "2026-12-01", time: "10:00", staff: "lucia", reminders: "whatsapp" }),
    );
    const laterId = ((await later.json()) as { id: string }).id;
    expect((await timed(laterId)).map((r) => [r.kind, r.send_after.toISOString()])).toEqual([
      ["confirm_request", "2026-11-28T09:00:00.000Z"],
      ["reminder", "2026-11-30T09:00:00.000Z"],
      // MS-08: 2 h before 10:00 is 8:00, inside the quiet hours: at 9:00 instead.
      ["reminder", "2026-12-01T08:00:00.000Z"],
    ]);

    // The reminder goes in her words (SMS and the file show the text; WhatsApp the approved template).
    const phones: PhoneMessage[] = [];
    const mails: MailMessage[] = [];
    const settings = createSettingsStore(t.db, () => NOW);
    await drainOutbox({
      renderers,
      db: t.db,
      send: async (m) => {
        mails.push(m);
      },
      phone: {
        whatsapp: async (m) => {
          phones.push(m);
          return { providerId: `wamid.${phones.length}` };
        },
      },
      now: () => new Date("2026-11-30T09:00:00Z"),
      secret: "test-secret-test-secret-test-secret-000",
      publicUrl: "https://salon.test",
      noticeHours: async () => 24,
      texts: async () => (await settings.current()).messages,
    });
    const reminder = phones.find(
      (m) => m.kind === "template" && m.template === "recordatorio_cita" && m.parameters[0] === "Nerea Gil",
    );
    expect(reminder?.kind === "template" && reminder.text).toMatch(
      /^¡Nerea Gil! Mañana martes, 1 de diciembre de 2026 a las 10:00: Corte y Peinado\. Te esperamos\. Responde SI/,
    );
    // The first booking's confirmation request went as 'confirmar_cita'; answered, it would not have.
    expect(phones.some((m) => m.kind === "template" && m.template === "confirmar_cita")).toBe(true);
  });

  test("MS-01 a confirmation request is not sent once she has confirmed", async () => {
    const booked = await postBooking(
      app,
      bookingBody({ date: "2026-12-02", time: "10:00", staff: "lucia", reminders: "whatsapp" }),
    );
    const { id } = (await booked.json()) as { id: string };
    await t.db.query("UPDATE bookings SET client_confirmed_at = $2 WHERE id = $1", [id, NOW]);
    const phones: PhoneMessage[] = [];
    await drainOutbox({
      renderers,
      db: t.db,
      send: async () => {},
      phone: {
        whatsapp: async (m) => {
          phones.push(m);
          return { providerId: `wamid.c${phones.length}` };
        },
      },
      now: () => new Date("2026-11-29T10:00:00Z"),
      secret: "test-secret-test-secret-test-secret-000",
      publicUrl: "https://salon.test",
      noticeHours: async () => 24,
    });
    const [request] = await t.db.query<{ sent_at: Date | null; dropped_at: Date | null }>(
      "SELECT sent_at, dropped_at FROM outbox WHERE booking_id = $1 AND kind = 'confirm_request'",
      [id],
    );
    expect(request?.sent_at).toBeNull();
    expect(request?.dropped_at).not.toBeNull();
  });
});
