import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { phoneProblem } from "@/domain/booking/contact-validation";
import { parseEnv } from "./env";
import { bookingBody, createTestDatabase, postBooking, type TestDb, testApp } from "./test/harness";

let t: TestDb;
let app: ReturnType<typeof testApp>["app"];

beforeAll(async () => {
  t = await createTestDatabase();
  app = testApp(t.db).app;
}, 60_000);
afterAll(async () => t?.drop());

async function slots(query: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/availability?${query}`, { headers });
  return { status: res.status, body: (await res.json()) as { slots: { time: string; staff: string[] }[] } };
}

describe("booking API", () => {
  test("BE-01 GET /api/health names the database", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: t.db.kind });
  });

  test("BE-02 availability lists the BK-05 slots with the professionals free for each", async () => {
    const { status, body } = await slots("service=corte&date=2026-11-24");
    expect(status).toBe(200);
    expect(body).toMatchObject({ date: "2026-11-24", service: "corte" });
    expect(body.slots.map((s) => s.time)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
    // Lucía works mornings, Carmen afternoons, Nuria from 10:00 on Tuesdays.
    expect(body.slots[0]?.staff).toEqual(["lucia"]);
    expect(body.slots.at(-1)?.staff).toEqual(["carmen"]);
    const nuria = await slots("service=corte&date=2026-11-24&staff=nuria");
    expect(nuria.body.slots.map((s) => s.time)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
  });

  test("BE-02 a booked professional disappears from that slot for the service's time plus buffer", async () => {
    const res = await postBooking(
      app,
      bookingBody({ service: "masaje", date: "2026-11-26", time: "14:00", staff: "marta" }),
    );
    expect(res.status).toBe(201);
    const after = await slots("service=masaje&date=2026-11-26&staff=marta");
    // 14:00–16:00 plus a 15-minute clean-up: 14:00, 15:00 and 16:00 are gone.
    expect(after.body.slots.map((s) => s.time)).toEqual(["17:00", "18:00"]);
    const facial = await slots("service=facial&date=2026-11-26&staff=marta");
    expect(facial.body.slots.map((s) => s.time)).toEqual(["17:00", "18:00"]);
  });

  test("BE-02 Sundays, past days and days beyond the horizon offer nothing; bad input is a 400", async () => {
    expect((await slots("service=corte&date=2026-11-29")).body.slots).toEqual([]);
    expect((await slots("service=corte&date=2026-11-20")).body.slots).toEqual([]);
    expect((await slots("service=corte&date=2027-03-01")).body.slots).toEqual([]);
    expect((await slots("service=uñas&date=2026-11-24")).status).toBe(400);
    expect((await slots("service=corte&date=2026-02-30")).status).toBe(400);
    expect((await slots("service=corte&date=mañana")).status).toBe(400);
    const res = await app.request("/api/availability?service=corte&date=24-11-2026");
    expect(await res.json()).toMatchObject({ error: "validation", message: expect.any(String) });
  });

  test("BE-03 201 with the booking, then the same key again → 200 with the same booking", async () => {
    const key = randomUUID();
    const body = bookingBody({ date: "2026-11-25", time: "12:00" });
    const first = await postBooking(app, body, { key });
    expect(first.status).toBe(201);
    const booking = (await first.json()) as Record<string, unknown>;
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^AUR-[A-Z2-9]{6}$/),
      service: "corte",
      date: "2026-11-25",
      time: "12:00",
      staff: { id: "lucia", name: "Lucía Martín" },
      startsAt: "2026-11-25T11:00:00.000Z",
      endsAt: "2026-11-25T12:00:00.000Z",
      manageUrl: expect.stringMatching(/^https:\/\/salon\.test\/cita#/),
    });
    const again = await postBooking(app, body, { key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...booking, replayed: true });
    const other = await postBooking(app, { ...body, time: "13:00" }, { key });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: "idempotency_mismatch" });
  });

  test("BE-03 409 slot_taken when the chosen professional's time was taken meanwhile", async () => {
    const body = { date: "2026-11-25", time: "16:00", staff: "carmen" };
    expect((await postBooking(app, bookingBody(body))).status).toBe(201);
    const res = await postBooking(app, bookingBody(body));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "slot_taken", message: expect.stringContaining("se acaba de reservar") });
  });

  test.each([
    ["a Sunday", { date: "2026-11-29", time: "10:00" }],
    ["beyond closing (a 120-minute massage at 19:00)", { service: "masaje", date: "2026-11-24", time: "19:00" }],
    ["beyond the 90-day horizon", { date: "2027-03-01", time: "10:00" }],
    ["a professional off shift", { date: "2026-11-24", time: "09:00", staff: "carmen" }],
  ])("BE-03 422 slot_not_offered for %s", async (_, overrides) => {
    const res = await postBooking(app, bookingBody(overrides));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "slot_not_offered", message: expect.any(String) });
  });

  test("BE-03 a slot that has passed on the server clock is 422", async () => {
    const late = testApp(t.db, {}, () => new Date("2026-11-24T09:30:00Z")).app;
    const res = await postBooking(late, bookingBody({ date: "2026-11-24", time: "10:00" }));
    expect(res.status).toBe(422);
  });

  test("BE-03 400 validation with Spanish messages per field", async () => {
    const res = await postBooking(
      app,
      bookingBody({ name: " ", phone: "12ab", email: "ana@", privacyAccepted: false }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("validation");
    expect(body.fields).toEqual({
      name: "Escribe tu nombre.",
      phone: "El teléfono solo puede contener números, espacios y el prefijo +.",
      email: "Escribe un email válido, por ejemplo nombre@correo.com.",
      privacy: expect.stringContaining("privacidad"),
    });
  });

  test("BE-03 400 without an idempotency key, 415 for non-JSON, 413 over 8 KB", async () => {
    const noKey = await app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody()),
    });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({ error: "idempotency_key_required" });
    const form = await postBooking(app, "service=corte", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: "unsupported_media_type", message: expect.any(String) });
    const huge = await postBooking(app, bookingBody({ name: "A".repeat(9000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: "payload_too_large" });
  });

  test("BE-07 429 over the per-IP booking rate and over 3 future bookings per phone or email", async () => {
    const strict = testApp(t.db, { RATE_LIMIT_BOOKINGS: "2", MAX_FUTURE_BOOKINGS_PER_CONTACT: "3" }).app;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postBooking(strict, { nonsense: true })).status);
    expect(statuses).toEqual([400, 400, 429]);

    const limited = testApp(t.db, { MAX_FUTURE_BOOKINGS_PER_CONTACT: "3" }).app;
    const contact = { phone: "+34 699 000 111", email: "limite@example.com" };
    const times = ["09:00", "10:00", "11:00", "12:00"];
    const results = [];
    const keys = times.map(() => randomUUID());
    const bodies = times.map((time) => bookingBody({ ...contact, date: "2026-12-01", time }));
    for (const [i, body] of bodies.entries()) results.push((await postBooking(limited, body, { key: keys[i] })).status);
    expect(results).toEqual([201, 201, 201, 429]);
    // Her third booking's retry, at her limit, is answered as it was (BE-03), not refused.
    const retry = await postBooking(limited, bodies[2], { key: keys[2] });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ time: "11:00", replayed: true });
    const sameEmail = await postBooking(
      limited,
      bookingBody({ email: "LIMITE@example.com", date: "2026-12-01", time: "13:00" }),
    );
    expect(sameEmail.status).toBe(429);
    expect(await sameEmail.json()).toMatchObject({ error: "too_many_bookings" });
  });

  test.each([
    ["HTML", { name: "<script>alert(1)</script>" }, "name"],
    ["SQL", { name: "x'); DROP TABLE bookings;--" }, "name"],
    ["a number for a name", { name: 42 }, "name"],
    ["an array for an email", { email: ["a@b.es"] }, "email"],
    ["an unknown service", { service: "tinte" }, "service"],
    ["an impossible date", { date: "2026-13-45" }, "date"],
    ["an off-grid time", { time: "10:30" }, "time"],
    ["a professional who does not do the service", { staff: "sofia" }, "staff"],
  ])("BE-07 %s gets a 400 with a Spanish message and stores nothing", async (_, overrides, field) => {
    const before = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
    const res = await postBooking(app, bookingBody({ date: "2026-11-27", ...overrides }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields[field]).toMatch(/[a-záéíóúñ]/i);
    const after = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test("BE-07 the honeypot and garbage bodies are refused without storing anything", async () => {
    const bot = await postBooking(app, bookingBody({ website: "http://spam.example" }));
    expect(bot.status).toBe(400);
    const garbage = await postBooking(app, "{not json");
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ error: "validation", message: expect.stringContaining("JSON") });
    const list = await postBooking(app, "[1,2,3]");
    expect(list.status).toBe(400);
  });

  test("BE-03 an internal error is a 500 with a Spanish message and no internals", async () => {
    const broken = testApp({
      ...t.db,
      query: async () => Promise.reject(new Error('relation "secret_table" does not exist')),
    });
    const res = await broken.app.request("/api/availability?service=corte&date=2026-11-24");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "internal", message: expect.stringContaining("Ha ocurrido un error") });
    expect(text).not.toContain("secret_table");
    expect(broken.logs.join("\n")).toContain("secret_table");
  });

  test("BE-10 X-Salon-Test-Now sets the clock only when the server was started with SALON_TEST_CLOCK=1", async () => {
    const header = { "X-Salon-Test-Now": "2026-11-24T17:30:00Z" }; // 18:30 in Madrid
    const plain = await slots("service=corte&date=2026-11-24", header);
    expect(plain.body.slots).toHaveLength(11);
    const testing = testApp(t.db, { SALON_TEST_CLOCK: "1" }).app;
    const res = await testing.request("/api/availability?service=corte&date=2026-11-24", { headers: header });
    const body = (await res.json()) as { slots: { time: string }[] };
    expect(body.slots.map((s) => s.time)).toEqual(["19:00"]);
    expect(() => parseEnv({ SALON_TEST_CLOCK: "1", NODE_ENV: "production", BOOKING_SECRET: "x".repeat(40) })).toThrow(
      /SALON_TEST_CLOCK/,
    );
  });

  test("BE-02 29 March and 25 October (DST Sundays' weeks) book at the right UTC instants", async () => {
    const spring = testApp(t.db, {}, () => new Date("2027-03-20T08:00:00Z")).app;
    const march = await postBooking(spring, bookingBody({ date: "2027-03-29", time: "10:00" }));
    expect(await march.json()).toMatchObject({ startsAt: "2027-03-29T08:00:00.000Z", time: "10:00" });
    const autumn = testApp(t.db, {}, () => new Date("2026-10-20T08:00:00Z")).app;
    const october = await postBooking(autumn, bookingBody({ date: "2026-10-26", time: "10:00" }));
    expect(await october.json()).toMatchObject({ startsAt: "2026-10-26T09:00:00.000Z", time: "10:00" });
    const saturday = await postBooking(autumn, bookingBody({ date: "2026-10-24", time: "10:00" }));
    expect(await saturday.json()).toMatchObject({ startsAt: "2026-10-24T08:00:00.000Z" });
  });

  test("BE-01 unknown API paths are JSON 404s", async () => {
    const res = await app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "api_not_found" });
  });
});

describe("one phone rule for the form and the server (BK-09)", () => {
  test("BK-09 whatever phone the form lets through the server books, and what it refuses the server refuses with the same words", async () => {
    // Before: the form had a shape rule and the server libphonenumber's; "(+34) 605 450 285" passed the
    // first and got "Ese teléfono no parece válido" from the second. Phones are written as people do.
    const written = fc
      .tuple(
        fc.constantFrom("", "+34 ", "(+34) ", "0034 ", "+44 ", "(", "+"),
        fc.constantFrom("6", "7", "9", "8", "1", "5"),
        fc.array(fc.constantFrom(..."0123456789"), { minLength: 6, maxLength: 10 }),
        fc.constantFrom(" ", "-", ".", ""),
      )
      .map(([prefix, first, rest, gap]) => `${prefix}${first}${rest.join("").replace(/(\d{3})(?=\d)/g, `$1${gap}`)}`);
    let day = 0;
    await fc.assert(
      fc.asyncProperty(written, async (phone) => {
        const form = phoneProblem(phone);
        const date = `2026-12-${String(1 + (day++ % 28)).padStart(2, "0")}`;
        const res = await postBooking(
          app,
          bookingBody({ date, time: "11:00", staff: "sofia", service: "depilacion", phone }),
        );
        const body = (await res.json()) as { fields?: Record<string, string> };
        if (form === undefined) expect(body.fields?.phone, phone).toBeUndefined();
        else {
          expect(res.status, phone).toBe(400);
          expect(body.fields?.phone, phone).toBe(form);
        }
      }),
      { numRuns: 120, seed: 20261125 },
    );
  });
});
