/**
 * WL-01 … WL-03 in one process, on the engine the suite runs on (PGlite, and PostgreSQL in
 * `npm run test:postgres`): joining, the sweep's offers in both modes, accepting through the widget's
 * rules, expiry, the desk's view; races decided by the bookings' exclusion constraint.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SalonSettings } from "@/lib/settings/model";
import type { MailMessage } from "../notifications/messages";
import type { PhoneMessage } from "../notifications/channels/phone-message";
import { drainOutbox } from "../notifications/outbox-worker";
import { cancel } from "../appointments/booking-service";
import { createSettingsStore } from "../settings/store";
import { signToken } from "../appointments/tokens";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "../test/harness";
import { stubEnv } from "../test/provider-stubs";
import { sweepWaitlist } from "./service";
import { renderers } from "../outbox-renderers";

let t: TestDb;
let settings: SalonSettings;
const NOW = new Date("2026-11-24T07:00:00Z");
const SECRET = "test-secret-test-secret-test-secret-000";
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
let logs: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  settings = await createSettingsStore(t.db, () => NOW).current();
  // MS-06: a phone channel is offered only with its provider configured.
  ({ app, cookie, logs } = await staffTestApp(t.db, { BOOKING_SECRET: SECRET, ...stubEnv() }, () => NOW));
  const current = (await (await app.request("/api/settings")).json()) as { messages: Record<string, unknown> };
  const saved = await app.request("http://localhost/api/staff/settings/messages", {
    method: "PUT",
    headers: { Host: "localhost", Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ ...current.messages, offered: "whatsapp", reminderText: "", confirmRequestText: "" }),
  });
  expect(saved.status).toBe(201);
}, 60_000);
afterAll(async () => t?.drop());

const inMode = (mode: "one" | "all"): SalonSettings => ({
  ...settings,
  messages: { ...settings.messages, waitlistMode: mode },
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost", ...headers },
    body: JSON.stringify(body),
  });
}

let contacts = 0;
const clientName = (n: number) => `Clienta ${String.fromCharCode(64 + n)}`;
/** A visitor joins from the widget for `staff` on `day`, in a window. */
async function join(day: string, overrides: Record<string, unknown> = {}) {
  contacts++;
  const res = await post("/api/waitlist", {
    service: "corte",
    staff: "lucia",
    fromDay: day,
    toDay: day,
    window: "any",
    name: clientName(contacts),
    phone: `+34 61${String(contacts).padStart(7, "0")}`,
    email: `espera${contacts}@example.com`,
    privacyAccepted: true,
    ...overrides,
  });
  expect(res.status, `${await res.clone().text()} ${logs.join("\n")}`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Books every free hour of Lucía's on `day` but `except`; the appointment ids by time. */
async function fillLucia(day: string) {
  const slots = (
    (await (await app.request(`/api/availability?service=corte&date=${day}&staff=lucia`)).json()) as {
      slots: { time: string }[];
    }
  ).slots.map((s) => s.time);
  const ids = new Map<string, string>();
  for (const time of slots) {
    const res = await postBooking(app, bookingBody({ date: day, time, staff: "lucia" }));
    expect(res.status).toBe(201);
    ids.set(time, ((await res.json()) as { id: string }).id);
  }
  return ids;
}

const offersOf = (entryId: string) =>
  t.db.query<{ id: string; status: string; starts_at: Date; expires_at: Date }>(
    "SELECT id, status, starts_at, expires_at FROM waitlist_offers WHERE entry_id = $1 ORDER BY offered_at",
    [entryId],
  );
const entryStatus = async (id: string) =>
  (await t.db.query<{ status: string }>("SELECT status FROM waitlist_entries WHERE id = $1", [id]))[0]?.status;
const tokenOf = (offerId: string) => signToken(SECRET, "offer", offerId);
const accept = (offerId: string, at = NOW) =>
  post("/api/waitlist/offers/accept", { token: tokenOf(offerId) }, { "X-Salon-Test-Now": at.toISOString() });

/** The worker's pass: what it sent, by email and to phones. */
async function sent(at: Date) {
  const mails: MailMessage[] = [];
  const phones: PhoneMessage[] = [];
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
    now: () => at,
    secret: SECRET,
    publicUrl: "https://salon.test",
    noticeHours: async () => 24,
  });
  return { mails, phones };
}

describe("WL-01 joining the waitlist", () => {
  test("WL-01 a visitor joins for a service, a professional or anyone, days and a window; bad input is a Spanish 400 that stores nothing", async () => {
    const before = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM waitlist_entries"))[0]?.n;
    const bad = await post("/api/waitlist", {
      service: "corte",
      fromDay: "2026-11-27",
      toDay: "2026-11-26",
      window: "noche",
      name: "",
      phone: "12",
      email: "x",
      privacyAccepted: true,
    });
    expect(bad.status).toBe(400);
    const problem = (await bad.json()) as { fields: Record<string, string> };
    expect(problem.fields).toMatchObject({
      window: "Elige una franja: mañana, tarde o cualquier hora.",
      name: expect.any(String),
      phone: expect.any(String),
    });
    const unknown = await post("/api/waitlist", {
      service: "uñas-de-gel",
      fromDay: "2026-11-26",
      toDay: "2026-11-26",
      window: "any",
      name: "Ana",
      phone: "+34 600 000 001",
      email: "ana@example.com",
      privacyAccepted: true,
    });
    expect(unknown.status).toBe(400);
    const past = await post("/api/waitlist", {
      service: "corte",
      fromDay: "2026-11-01",
      toDay: "2026-11-02",
      window: "any",
      name: "Ana",
      phone: "+34 600 000 001",
      email: "ana@example.com",
      privacyAccepted: true,
    });
    expect(((await past.json()) as { fields: Record<string, string> }).fields.toDay).toMatch(/ya han pasado/);
    expect((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM waitlist_entries"))[0]?.n).toBe(before);

    // With the box ticked, her consent is stored for her number (MS-02).
    const id = await join("2026-12-14", { staff: "", window: "morning", reminders: "whatsapp" });
    const [entry] = await t.db.query<{ staff_id: string | null; window_start: number; window_end: number }>(
      "SELECT staff_id, window_start, window_end FROM waitlist_entries WHERE id = $1",
      [id],
    );
    expect(entry).toEqual({ staff_id: null, window_start: 0, window_end: 840 });
    expect(
      (await t.db.query("SELECT 1 FROM message_consent WHERE phone_key = '610000001' OR channel = 'whatsapp'")).length,
    ).toBeGreaterThan(0);
  });

  test("WL-01 reception adds someone from the agenda with a phone only, and the day's grid lists who waits", async () => {
    const desk = (path: string, body?: unknown, method = body ? "POST" : "GET") =>
      app.request(`http://localhost${path}`, {
        method,
        headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const added = await desk("/api/staff/waitlist", {
      service: "corte",
      staff: "",
      fromDay: "2026-12-15",
      toDay: "2026-12-16",
      window: "afternoon",
      name: "Rosa Vidal",
      phone: "+34 699 000 111",
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const day = (await (await desk("/api/staff/waitlist?date=2026-12-16")).json()) as {
      waiting: { id: string; name: string; serviceName: string; window: string; staffName: string | null }[];
    };
    expect(day.waiting.find((w) => w.id === id)).toMatchObject({
      name: "Rosa Vidal",
      serviceName: "Corte y Peinado",
      window: "desde las 14:00",
      staffName: null,
    });
    expect(
      (
        (await (await desk("/api/staff/waitlist?date=2026-12-17")).json()) as { waiting: { id: string }[] }
      ).waiting.some((w) => w.id === id),
    ).toBe(false);
    expect((await desk(`/api/staff/waitlist/${id}`, undefined, "DELETE")).status).toBe(200);
    expect(await entryStatus(id)).toBe("removed");
  });
});

describe("WL-02 a freed time is offered", () => {
  test("WL-02 one at a time: a cancellation's time goes to the first in line with a hold; when it expires, to the next; accepting books through the widget's rules", async () => {
    const day = "2026-11-26";
    const booked = await fillLucia(day);
    const first = await join(day);
    const second = await join(day);
    // Nothing is free: no offer.
    await sweepWaitlist(t.db, inMode("one"), NOW);
    expect(await offersOf(first)).toEqual([]);

    const freed = booked.get("11:00") as string;
    expect((await cancel(t.db, freed, NOW, { noticeHours: null })).ok).toBe(true);
    await sweepWaitlist(t.db, inMode("one"), NOW);
    const [offer] = await offersOf(first);
    expect(offer).toMatchObject({ status: "open", starts_at: new Date("2026-11-26T10:00:00Z") });
    expect(offer?.expires_at.getTime()).toBe(NOW.getTime() + 15 * 60_000);
    expect(await offersOf(second)).toEqual([]);
    // Her message carries the link (by email: she gave no consent to WhatsApp).
    const { mails } = await sent(NOW);
    const mail = mails.find((m) => m.to.startsWith("espera") && m.subject.startsWith("Se ha liberado un hueco"));
    expect(mail?.text).toContain(`https://salon.test/hueco#${tokenOf(offer?.id ?? "")}`);
    expect(mail?.text).toContain("antes de las 08:15");

    // 16 minutes later the hold is over: the next in line gets it.
    const later = new Date(NOW.getTime() + 16 * 60_000);
    await sweepWaitlist(t.db, inMode("one"), later);
    expect((await offersOf(first))[0]?.status).toBe("expired");
    const [next] = await offersOf(second);
    expect(next?.status).toBe("open");
    const late = await accept(offer?.id ?? "", later);
    expect(late.status).toBe(410);
    expect(((await late.json()) as { message: string }).message).toMatch(/caducado/);

    const taken = await accept(next?.id ?? "", later);
    expect(taken.status, await taken.clone().text()).toBe(201);
    const [appointment] = await t.db.query<{ source: string; client_name: string; status: string }>(
      "SELECT source, client_name, status FROM bookings WHERE staff_id = 'lucia' AND starts_at = '2026-11-26T10:00:00Z' AND status = 'confirmed'",
    );
    expect(appointment).toEqual({ source: "waitlist", client_name: clientName(contacts), status: "confirmed" });
    expect(await entryStatus(second)).toBe("booked");
    expect(await entryStatus(first)).toBe("waiting");
    // Accepting again answers the same appointment, not a second one.
    expect((await accept(next?.id ?? "", later)).status).toBe(201);
    expect(
      (
        await t.db.query(
          "SELECT 1 FROM bookings WHERE staff_id = 'lucia' AND starts_at = '2026-11-26T10:00:00Z' AND status = 'confirmed'",
        )
      ).length,
    ).toBe(1);
  });

  test("WL-02 all at once: everyone waiting is offered the time; the first to accept wins, the other gets 'ya no está libre' and stays on the list", async () => {
    const day = "2026-11-27";
    const booked = await fillLucia(day);
    const a = await join(day);
    const b = await join(day);
    expect((await cancel(t.db, booked.get("09:00") as string, NOW, { noticeHours: null })).ok).toBe(true);
    await sweepWaitlist(t.db, inMode("all"), NOW);
    const [offerA] = await offersOf(a);
    const [offerB] = await offersOf(b);
    const answers = await Promise.all([accept(offerA?.id ?? ""), accept(offerB?.id ?? "")]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(((await loser?.json()) as { message: string }).message).toMatch(/ya no está libre/);
    expect([await entryStatus(a), await entryStatus(b)].sort()).toEqual(["booked", "waiting"]);
    expect(
      (
        await t.db.query(
          "SELECT 1 FROM bookings WHERE staff_id = 'lucia' AND starts_at = '2026-11-27T08:00:00Z' AND status = 'confirmed'",
        )
      ).length,
    ).toBe(1);
  });

  test("WL-02 WL-05 removed time off frees a fitting time too; the offer holds it: the desk cannot book it; once the desk lifts the hold and books, the offer is taken and she is offered the next", async () => {
    const day = "2026-11-30";
    // Carmen (afternoons, 14:00–20:00) is away the whole afternoon.
    const [away] = await t.db.query<{ id: string }>(
      "INSERT INTO time_off (staff_id, starts_at, ends_at, reason) VALUES ('carmen', '2026-11-30T13:00:00Z', '2026-11-30T19:00:00Z', 'Médico') RETURNING id::text AS id",
    );
    const c = await join(day, { staff: "carmen", window: "afternoon" });
    await sweepWaitlist(t.db, inMode("one"), NOW);
    expect(await offersOf(c)).toEqual([]);
    await t.db.query("DELETE FROM time_off WHERE id = $1", [away?.id]);
    await sweepWaitlist(t.db, inMode("one"), NOW);
    const [offer] = await offersOf(c);
    expect(offer?.starts_at.toISOString()).toBe("2026-11-30T13:00:00.000Z");

    // WL-05: while she holds it, the widget does not offer 14:00 and the desk cannot book it.
    const free = (await (await app.request(`/api/availability?service=corte&date=${day}&staff=carmen`)).json()) as {
      slots: { time: string }[];
    };
    expect(free.slots.map((s) => s.time)).not.toContain("14:00");
    const deskBook = () =>
      app.request("http://localhost/api/staff/appointments", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Host: "localhost",
          Cookie: cookie,
          "X-Salon-Test-Now": NOW.toISOString(),
        },
        body: JSON.stringify({ service: "corte", staff: "carmen", date: day, time: "14:00", name: "Llamada" }),
      });
    expect((await deskBook()).status).toBe(409);
    // The desk lifts the hold on the grid and books the caller.
    const [hold] = await t.db.query<{ id: string; reason: string }>(
      "SELECT id::text AS id, reason FROM time_off WHERE waitlist_offer = $1",
      [offer?.id],
    );
    expect(hold?.reason).toBe("Guardado para la lista de espera");
    const lifted = await app.request(`http://localhost/api/staff/time-off/${hold?.id}`, {
      method: "DELETE",
      headers: { Host: "localhost", Cookie: cookie },
    });
    expect(lifted.status).toBe(200);
    const desk = await deskBook();
    expect(desk.status, await desk.clone().text()).toBe(201);
    const late = await accept(offer?.id ?? "");
    expect(late.status).toBe(409);
    expect(await entryStatus(c)).toBe("waiting");
    // The next sweep offers her the next free hour (freed with Carmen's afternoon).
    await sweepWaitlist(t.db, inMode("one"), NOW);
    const offers = await offersOf(c);
    expect(offers.map((o) => [o.status, o.starts_at.toISOString()])).toEqual([
      ["taken", "2026-11-30T13:00:00.000Z"],
      ["open", "2026-11-30T14:00:00.000Z"],
    ]);
  });
});

describe("WL-04 only what really freed; WL-06 who cannot be told", () => {
  test("WL-04 a time free when she joined is shown to her at once and never announced as freed; a cancellation after she joined is offered; joining is confirmed by email", async () => {
    const day = "2026-12-01";
    // Lucía's Tuesday has free hours: 12:00 free all along, 10:00 booked by someone else.
    const other = await postBooking(app, bookingBody({ date: day, time: "10:00", staff: "lucia" }));
    expect(other.status).toBe(201);
    const otherId = ((await other.json()) as { id: string }).id;
    const res = await post("/api/waitlist", {
      service: "corte",
      staff: "lucia",
      fromDay: day,
      toDay: day,
      window: "any",
      name: "Nuria Campos",
      phone: "+34 618 555 001",
      email: "nuria.campos@example.com",
      privacyAccepted: true,
    });
    expect(res.status).toBe(201);
    const joined = (await res.json()) as { id: string; freeNow: { date: string; time: string; staffName: string }[] };
    expect(joined.freeNow[0]).toEqual({ date: day, time: "09:00", staffId: "lucia", staffName: "Lucía Martín" });
    expect(joined.freeNow.map((f) => f.time)).not.toContain("10:00");
    // Her joining is confirmed (by email: no phone consent).
    const { mails } = await sent(NOW);
    const confirmation = mails.find((m) => m.to === "nuria.campos@example.com");
    expect(confirmation?.subject).toBe("En lista de espera: Corte y Peinado");
    expect(confirmation?.text).toMatch(
      /Te hemos apuntado a la lista de espera de Corte y Peinado con Lucía Martín el martes, 1 de diciembre de 2026/,
    );

    // Sweeps find free times all day, but none freed since she joined: nothing is announced.
    await sweepWaitlist(t.db, inMode("one"), NOW);
    await sweepWaitlist(t.db, inMode("one"), new Date(NOW.getTime() + 30 * 60_000));
    expect(await offersOf(joined.id)).toEqual([]);

    // 10:00 is cancelled after she joined: that time, and only that one, is offered.
    expect((await cancel(t.db, otherId, NOW, { noticeHours: null })).ok).toBe(true);
    await sweepWaitlist(t.db, inMode("one"), NOW);
    const offers = await offersOf(joined.id);
    expect(offers.map((o) => [o.status, o.starts_at.toISOString()])).toEqual([["open", "2026-12-01T09:00:00.000Z"]]);
  });

  test("WL-04 WL-05 a longer shift is freed time; the offer's hold keeps the time from the widget and passes to the next when it expires", async () => {
    const day = "2026-12-02"; // a Wednesday
    const first = await join(day, { staff: "carmen", window: "morning" });
    const second = await join(day, { staff: "carmen", window: "morning" });
    await sweepWaitlist(t.db, inMode("one"), NOW);
    expect(await offersOf(first)).toEqual([]);
    // Carmen starts at 13:00 on weekdays now (was 14:00): 13:00–14:00 is new.
    const settings = (await (await app.request("/api/settings")).json()) as {
      team: {
        id: string;
        name: string;
        role: string;
        services: string[];
        active: boolean;
        position: number;
        version: number;
      }[];
    };
    const carmen = settings.team.find((p) => p.id === "carmen");
    const saved = await app.request("http://localhost/api/staff/settings/team/carmen", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({
        name: carmen?.name,
        role: carmen?.role,
        services: carmen?.services,
        active: true,
        position: carmen?.position,
        shifts: [{ days: [1, 2, 3, 4, 5], starts: "13:00", ends: "20:00" }],
        version: carmen?.version,
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const newSettings = await createSettingsStore(t.db, () => NOW).current();
    await sweepWaitlist(t.db, { ...newSettings, messages: { ...newSettings.messages, waitlistMode: "one" } }, NOW);
    const [offer] = await offersOf(first);
    expect(offer?.starts_at.toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(await offersOf(second)).toEqual([]);
    const free = (await (await app.request(`/api/availability?service=corte&date=${day}&staff=carmen`)).json()) as {
      slots: { time: string }[];
    };
    expect(free.slots.map((x) => x.time)).not.toContain("13:00");
    // Her hold ends unanswered: the time passes to the next in line, held for her.
    const later = new Date(NOW.getTime() + 16 * 60_000);
    await sweepWaitlist(t.db, { ...newSettings, messages: { ...newSettings.messages, waitlistMode: "one" } }, later);
    expect((await offersOf(first))[0]?.status).toBe("expired");
    const [next] = await offersOf(second);
    expect([next?.status, next?.starts_at.toISOString()]).toEqual(["open", "2026-12-02T12:00:00.000Z"]);
    expect((await t.db.query("SELECT 1 FROM time_off WHERE waitlist_offer = $1", [next?.id])).length).toBe(1);
  });

  test("WL-06 a desk entry with no email and no phone consent shows 'llámala' with her phone when a time is offered to her", async () => {
    const day = "2026-12-03";
    const booked = await postBooking(app, bookingBody({ date: day, time: "11:00", staff: "lucia" }));
    const bookedId = ((await booked.json()) as { id: string }).id;
    const added = await app.request("http://localhost/api/staff/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({
        service: "corte",
        staff: "lucia",
        fromDay: day,
        toDay: day,
        window: "any",
        name: "Pilar Sin Email",
        phone: "+34 600 700 800",
      }),
    });
    expect(added.status).toBe(201);
    expect((await cancel(t.db, bookedId, NOW, { noticeHours: null })).ok).toBe(true);
    await sweepWaitlist(t.db, inMode("one"), NOW);
    const list = (await (
      await app.request(`http://localhost/api/staff/waitlist?date=${day}`, {
        headers: { Host: "localhost", Cookie: cookie },
      })
    ).json()) as {
      waiting: { name: string; phone: string | null; channel: string | null; offer: { time: string } | null }[];
    };
    expect(list.waiting.find((w) => w.name === "Pilar Sin Email")).toMatchObject({
      phone: "+34 600 700 800",
      channel: null,
      offer: { time: "11:00" },
    });
  });

  test("WL-06 a visit of two services waits: a time freed for its first service is offered only when the second fits after it, both parts are held, and accepting books the visit", async () => {
    const day = "2026-12-04";
    const booked = await fillLucia(day);
    const res = await post("/api/waitlist", {
      service: "corte",
      staff: "lucia",
      extras: ["manicura"],
      fromDay: day,
      toDay: day,
      window: "any",
      name: "Valeria Soto",
      phone: "+34 618 555 002",
      email: "valeria.soto@example.com",
      privacyAccepted: true,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const visit = (await res.json()) as { id: string; freeNow: unknown[] };
    expect(visit.freeNow).toEqual([]);
    const twice = await post("/api/waitlist", {
      service: "corte",
      extras: ["corte"],
      fromDay: day,
      toDay: day,
      window: "any",
      name: "Valeria Soto",
      phone: "+34 618 555 002",
      email: "valeria.soto@example.com",
      privacyAccepted: true,
    });
    expect(twice.status).toBe(400);

    // Lucía's 11:00 is cancelled: corte 11:00–12:00, then a manicure from 12:00 with whoever does it.
    expect((await cancel(t.db, booked.get("11:00") as string, NOW, { noticeHours: null })).ok).toBe(true);
    await sweepWaitlist(t.db, inMode("one"), NOW);
    const [offer] = await offersOf(visit.id);
    expect(offer?.starts_at.toISOString()).toBe("2026-12-04T10:00:00.000Z");
    const holds = await t.db.query<{ staff_id: string; starts_at: Date }>(
      "SELECT staff_id, starts_at FROM time_off WHERE waitlist_offer = $1 ORDER BY starts_at",
      [offer?.id],
    );
    expect(holds.map((h) => h.starts_at.toISOString())).toEqual([
      "2026-12-04T10:00:00.000Z",
      "2026-12-04T11:00:00.000Z",
    ]);
    expect(holds[0]?.staff_id).toBe("lucia");
    // Her offer names the visit.
    const lookup = await post("/api/waitlist/offers/lookup", { token: tokenOf(offer?.id ?? "") });
    expect(((await lookup.json()) as { serviceName: string }).serviceName).toBe(
      "Corte y Peinado + Manicura y Pedicura",
    );

    const accepted = await accept(offer?.id ?? "");
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const parts = await t.db.query<{ service_id: string; staff_id: string; starts_at: Date; reference: string }>(
      `SELECT service_id, staff_id, starts_at, reference FROM bookings
       WHERE client_email = 'valeria.soto@example.com' AND status = 'confirmed' ORDER BY starts_at`,
    );
    expect(parts.map((p) => [p.service_id, p.starts_at.toISOString()])).toEqual([
      ["corte", "2026-12-04T10:00:00.000Z"],
      ["manicura", "2026-12-04T11:00:00.000Z"],
    ]);
    expect(parts[1]?.staff_id).toBe(holds[1]?.staff_id);
    expect(new Set(parts.map((p) => p.reference)).size).toBe(1);
    expect((await t.db.query("SELECT 1 FROM time_off WHERE waitlist_offer = $1", [offer?.id])).length).toBe(0);
    expect(await entryStatus(visit.id)).toBe("booked");
  });
});
