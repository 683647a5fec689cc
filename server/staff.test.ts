import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { problemMessages } from "@/domain/booking/messages";
import { UNDO_SECONDS } from "@/domain/booking/schemas";
import type { MailMessage } from "./notifications/messages";
import { drainOutbox } from "./notifications/outbox-worker";
import { hashPassword, verifyPassword } from "./people/passwords";
import { appointmentsCsv, csvField } from "./appointments/csv";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  postBooking,
  STAFF_PASSWORD,
  signIn as signInAs,
  type TestDb,
  testApp,
} from "./test/harness";
import { createApp } from "./app";
import { parseEnv } from "./env";
import type { Person } from "./people/repository";
import { renderers } from "./outbox-renderers";

const SECRET = "test-secret-test-secret-test-secret-000";
let t: TestDb;
let app: ReturnType<typeof createApp>;
let cookie = "";
let owner: Person;

const MONDAY = new Date("2026-11-24T07:00:00Z");
/** The app's clock: Monday morning unless a test moves it (and puts it back). */
let now = MONDAY;

beforeAll(async () => {
  t = await createTestDatabase();
  const env = parseEnv({
    BOOKING_SECRET: SECRET,
    STATIC_DIR: "none",
    SALON_TEST_CLOCK: "1",
    RATE_LIMIT_BOOKINGS: "100000",
    RATE_LIMIT_REQUESTS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000",
    TRUST_PROXY: "1",
  });
  app = createApp({ db: t.db, env, clock: () => now, log: () => undefined });
  owner = await createPerson(t.db, "owner");
  cookie = await signInAs(app, owner);
}, 60_000);
afterAll(async () => t?.drop());

/** Runs `run` with the app's clock at `instant`, signed in afresh (a session ages with the clock). */
async function atTime<T>(instant: Date, run: () => Promise<T>): Promise<T> {
  const before = cookie;
  now = instant;
  cookie = await signInAs(app, owner);
  try {
    return await run();
  } finally {
    now = MONDAY;
    cookie = before;
  }
}

function signIn(password: string, ip = "10.0.0.1", email = owner.email) {
  return app.request("/api/staff/session", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "http://localhost",
      Host: "localhost",
      "X-Forwarded-For": ip,
    },
    body: JSON.stringify({ email, password }),
  });
}

function staff(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return app.request(`http://localhost/api/staff${path}`, {
    method: init.method ?? "GET",
    headers: {
      Cookie: cookie,
      Host: "localhost",
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
}

async function addAppointment(overrides: Record<string, unknown> = {}) {
  return staff("/appointments", {
    method: "POST",
    body: {
      service: "corte",
      staff: "lucia",
      date: "2026-12-01",
      time: "10:00",
      name: "Rosa Díaz",
      phone: "611 222 333",
      ...overrides,
    },
  });
}

describe("staff sign-in (ST-01, replaced by AC-02/AC-03)", () => {
  test("ST-01 passwords are stored as scrypt hashes and verified in constant time", async () => {
    const hash = await hashPassword("una-frase-bastante-larga");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("una-frase-bastante-larga", hash)).toBe(true);
    expect(await verifyPassword("otra", hash)).toBe(false);
    const [row] = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM people WHERE id = $1", [
      owner.id,
    ]);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(STAFF_PASSWORD);
  });

  test("ST-01 sign-in sets an HttpOnly, SameSite=Strict cookie for 12 h; a wrong password is a 401", async () => {
    const res = await signIn(STAFF_PASSWORD, "10.0.0.2");
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=43200/);
    const wrong = await signIn("nope-nope-nope", "10.0.0.2");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Email o contraseña incorrectos." });
    // An unknown account gets the same answer.
    const nobody = await signIn(STAFF_PASSWORD, "10.0.0.2", "nadie@salon.test");
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toMatchObject({ message: "Email o contraseña incorrectos." });
  });

  test("ST-01 every staff route answers 401 without the session", async () => {
    const routes: [string, string][] = [
      ["GET", "/session"],
      ["GET", "/agenda?date=2026-12-01"],
      ["POST", "/appointments"],
      ["POST", "/appointments/00000000-0000-4000-8000-000000000000/move"],
      ["POST", "/appointments/00000000-0000-4000-8000-000000000000/status"],
      ["POST", "/time-off"],
      ["DELETE", "/time-off/1"],
      ["GET", "/clients?q=600000000"],
      ["GET", "/clients/export?q=600000000"],
      ["POST", "/clients/erase"],
      ["GET", "/export.csv?from=2026-12-01&to=2026-12-31"],
    ];
    for (const [method, path] of routes) {
      const res = await staff(path, { method, headers: { Cookie: "" }, body: method === "POST" ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const forged = await staff("/agenda?date=2026-12-01", {
      headers: { Cookie: `salon_staff=${"A".repeat(43)}` },
    });
    expect(forged.status).toBe(401);
  });

  test("ST-01 a cross-site request is a 403, even with the session", async () => {
    const res = await staff("/agenda?date=2026-12-01", { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    const post = await staff("/appointments", {
      method: "POST",
      body: {},
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(post.status).toBe(403);
  });

  test("ST-01 5 failed sign-ins per 15 minutes per address → 429", async () => {
    const other = await createPerson(t.db, "reception");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn("wrong-wrong-wrong", "10.9.9.9", other.email)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Locked out: even the right password waits.
    expect((await signIn(STAFF_PASSWORD, "10.9.9.9", other.email)).status).toBe(429);
  });

  test("ST-01 signing out ends the session on the server and clears the cookie", async () => {
    const mine = await signInAs(app, owner);
    const res = await staff("/session", { method: "DELETE", headers: { Cookie: mine } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/salon_staff=;.*Max-Age=0/);
    // The same cookie, kept by someone, no longer opens anything.
    expect((await staff("/session", { headers: { Cookie: mine } })).status).toBe(401);
  });
});

describe("agenda (ST-02, ST-03)", () => {
  test("ST-02 the day shows web and reception bookings with time, service, client, phone and status", async () => {
    const { app: web } = testApp(t.db);
    expect(
      (await postBooking(web, bookingBody({ date: "2026-12-01", time: "12:00", staff: "nuria", name: "Web Cliente" })))
        .status,
    ).toBe(201);
    expect((await addAppointment()).status).toBe(201);
    const res = await staff("/agenda?date=2026-12-01");
    expect(res.status).toBe(200);
    const day = (await res.json()) as {
      hours: { opens: number; closes: number };
      staff: { id: string; shifts: unknown[] }[];
      appointments: Record<string, unknown>[];
    };
    expect(day.hours).toEqual({ opens: 540, closes: 1200 });
    expect(day.staff).toHaveLength(8);
    expect(day.appointments.map((a) => [a.time, a.serviceName, a.clientName, a.status, a.source])).toEqual([
      ["10:00", "Corte y Peinado", "Rosa Díaz", "confirmed", "staff"],
      ["12:00", "Corte y Peinado", "Web Cliente", "confirmed", "web"],
    ]);
    expect(day.appointments[0]).toMatchObject({ clientPhone: "611 222 333", endTime: "11:00", staffId: "lucia" });
  });

  test("ST-03 adding onto taken time is the Spanish 409; outside hours is 422; bad input is 400", async () => {
    const taken = await addAppointment({ time: "10:30" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: "slot_taken", message: expect.stringContaining("ocupada") });
    expect((await addAppointment({ time: "19:30" })).status).toBe(422);
    const bad = await addAppointment({ staff: "sofia", phone: "abc", time: "25:00" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      staff: expect.any(String),
      phone: expect.any(String),
      time: expect.any(String),
    });
  });

  test("ST-03 move to another time and professional mails the client an update with .ics; onto taken time → 409", async () => {
    const created = (await (
      await addAppointment({ date: "2026-12-02", time: "09:00", email: "mover@example.com" })
    ).json()) as { id: string };
    await addAppointment({ date: "2026-12-02", time: "16:00", staff: "carmen", name: "Ocupa Hora" });
    const onto = await staff(`/appointments/${created.id}/move`, {
      method: "POST",
      body: { date: "2026-12-02", time: "16:30", staff: "carmen" },
    });
    expect(onto.status).toBe(409);
    const moved = await staff(`/appointments/${created.id}/move`, {
      method: "POST",
      body: { date: "2026-12-03", time: "17:00", staff: "carmen" },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ date: "2026-12-03", time: "17:00", staffId: "carmen" });
    const sent: MailMessage[] = [];
    await drainOutbox({
      renderers,
      db: t.db,
      send: async (m) => void sent.push(m),
      // After the agenda's undo window (ST-06): the update waits that long.
      now: () => new Date(Date.parse("2026-11-24T07:00:00Z") + (UNDO_SECONDS + 1) * 1000),
      secret: SECRET,
      publicUrl: "https://salon.test",
      noticeHours: async () => 24,
    });
    const update = sent.find((m) => m.to === "mover@example.com" && m.subject.startsWith("Tu cita ha cambiado"));
    expect(update?.text).toContain("Carmen Ruiz");
    expect(update?.text).toContain("17:00");
    expect(update?.ics?.content).toContain("SEQUENCE:1");
  });

  test("ST-03 cancel (mail + freed time), completed, no-show", async () => {
    const created = (await (
      await addAppointment({ date: "2026-12-04", time: "11:00", email: "cancela-rec@example.com" })
    ).json()) as { id: string };
    const cancelled = await staff(`/appointments/${created.id}/status`, {
      method: "POST",
      body: { status: "cancelled" },
    });
    expect(await cancelled.json()).toMatchObject({ status: "cancelled" });
    expect((await addAppointment({ date: "2026-12-04", time: "11:00" })).status).toBe(201);
    const again = await staff(`/appointments/${created.id}/status`, { method: "POST", body: { status: "cancelled" } });
    expect(again.status).toBe(409);
    const done = (await (await addAppointment({ date: "2026-12-04", time: "13:00" })).json()) as { id: string };
    // AP-01: its outcome from its start (13:00 in Madrid).
    await atTime(new Date("2026-12-04T12:05:00Z"), async () => {
      expect(
        await (
          await staff(`/appointments/${done.id}/status`, { method: "POST", body: { status: "completed" } })
        ).json(),
      ).toMatchObject({ status: "completed" });
      expect(
        await (await staff(`/appointments/${done.id}/status`, { method: "POST", body: { status: "no_show" } })).json(),
      ).toMatchObject({ status: "no_show" });
      expect(
        (await staff(`/appointments/${done.id}/status`, { method: "POST", body: { status: "borrada" } })).status,
      ).toBe(400);
    });
  });

  test("AP-05 the desk changes an appointment's service: re-priced, its length the new one's, the client told; a service she does not do or an overlap is refused", async () => {
    const res = await addAppointment({ date: "2026-12-18", time: "10:00", email: "cambio-servicio@example.com" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const change = (service: string, override?: boolean) =>
      staff(`/appointments/${id}/service`, { method: "POST", body: { service, ...(override ? { override } : {}) } });
    const row = async () =>
      (
        await t.db.query<{ service_id: string; price_eur: number; ends_at: Date; blocked_until: Date }>(
          "SELECT service_id, price_eur, ends_at, blocked_until FROM bookings WHERE id = $1",
          [id],
        )
      )[0];
    // Lucía does make-up (45 min, 35 €, 15 min clean-up), not facials.
    const facial = await change("facial");
    expect(facial.status).toBe(422);
    expect(await facial.json()).toMatchObject({ error: "not_qualified" });
    const ok = await change("maquillaje");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ service: "maquillaje", price: 35, endTime: "10:45" });
    expect(await row()).toMatchObject({
      service_id: "maquillaje",
      price_eur: 35,
      ends_at: new Date("2026-12-18T09:45:00Z"),
      blocked_until: new Date("2026-12-18T10:00:00Z"),
    });
    const mails = await t.db.query<{ kind: string }>(
      "SELECT kind FROM outbox WHERE booking_id = $1 AND kind = 'update'",
      [id],
    );
    expect(mails).toHaveLength(1);
    // Marta's 30-minute waxing at 15:00 with another client at 15:30: a 90-minute facial would overlap
    // her; the database says no, and nothing changes.
    const wax = (await (
      await addAppointment({ date: "2026-12-18", time: "15:00", staff: "marta", service: "depilacion" })
    ).json()) as { id: string };
    expect(
      (await addAppointment({ date: "2026-12-18", time: "15:30", staff: "marta", service: "depilacion" })).status,
    ).toBe(201);
    const overlap = await staff(`/appointments/${wax.id}/service`, { method: "POST", body: { service: "facial" } });
    expect(overlap.status).toBe(409);
    const [kept] = await t.db.query<{ service_id: string }>("SELECT service_id FROM bookings WHERE id = $1", [wax.id]);
    expect(kept?.service_id).toBe("depilacion");
    expect((await row())?.service_id).toBe("maquillaje");
  });

  test("AP-01 'Realizada' and 'No vino' are refused before the appointment's start, with the reason; from its start they are taken", async () => {
    const res = await addAppointment({ date: "2026-12-11", time: "12:00" });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string };
    for (const status of ["completed", "no_show"]) {
      const early = await staff(`/appointments/${made.id}/status`, { method: "POST", body: { status } });
      expect(early.status).toBe(409);
      expect(await early.json()).toMatchObject({ error: "not_started", message: problemMessages.not_started });
    }
    expect(
      (await t.db.query<{ status: string }>("SELECT status FROM bookings WHERE id = $1", [made.id]))[0]?.status,
    ).toBe("confirmed");
    // One minute before 12:00 in Madrid: still refused; at 12:00 it is taken.
    await atTime(new Date("2026-12-11T10:59:00Z"), async () => {
      const minuteBefore = await staff(`/appointments/${made.id}/status`, {
        method: "POST",
        body: { status: "no_show" },
      });
      expect(minuteBefore.status).toBe(409);
    });
    await atTime(new Date("2026-12-11T11:00:00Z"), async () => {
      const atStart = await staff(`/appointments/${made.id}/status`, { method: "POST", body: { status: "no_show" } });
      expect(await atStart.json()).toMatchObject({ status: "no_show" });
    });
  });

  test("AP-02 a completed appointment or a no-show keeps its time: the web does not offer it and the desk cannot book over it", async () => {
    const { app: web } = testApp(t.db);
    const offered = async () =>
      (
        (await (await web.request("/api/availability?service=corte&date=2026-12-16&staff=lucia")).json()) as {
          slots: { time: string }[];
        }
      ).slots.map((s) => s.time);
    expect(await offered()).toContain("10:00");
    const made = (await (await addAppointment({ date: "2026-12-16", time: "10:00" })).json()) as { id: string };
    await atTime(new Date("2026-12-16T09:00:00Z"), async () => {
      for (const status of ["completed", "no_show"]) {
        expect((await staff(`/appointments/${made.id}/status`, { method: "POST", body: { status } })).status).toBe(200);
        const over = await addAppointment({ date: "2026-12-16", time: "10:00" });
        expect(over.status).toBe(409);
        expect(await offered()).not.toContain("10:00");
      }
      // The database itself refuses it, whatever the application does (BE-04).
      await expect(
        t.db.query(
          `INSERT INTO bookings (id, reference, service_id, staff_id, starts_at, ends_at, blocked_until, price_eur, service_name, service_minutes)
           SELECT gen_random_uuid(), 'X', service_id, staff_id, starts_at, ends_at, blocked_until, price_eur, service_name, service_minutes
           FROM bookings WHERE id = $1`,
          [made.id],
        ),
      ).rejects.toMatchObject({ code: "23P01" });
    });
  });

  test("ST-03 block time for one professional or the whole salon; web availability follows; a day with appointments is refused", async () => {
    const { app: web } = testApp(t.db);
    const block = await staff("/time-off", {
      method: "POST",
      body: { staff: "lucia", fromDate: "2026-12-07", toDate: "2026-12-08", reason: "Formación" },
    });
    expect(block.status).toBe(201);
    // OW-08: two whole days are one range (one row, shown and removed as one).
    expect(await block.json()).toEqual({ created: 1 });
    const slots = (await (await web.request("/api/availability?service=corte&date=2026-12-07&staff=lucia")).json()) as {
      slots: unknown[];
    };
    expect(slots.slots).toEqual([]);
    expect((await postBooking(web, bookingBody({ date: "2026-12-08", time: "10:00", staff: "lucia" }))).status).toBe(
      422,
    );
    expect((await addAppointment({ date: "2026-12-07", time: "10:00" })).status).toBe(409);

    const holiday = await staff("/time-off", {
      method: "POST",
      body: { staff: null, fromDate: "2026-12-08", reason: "Festivo" },
    });
    expect(holiday.status).toBe(201);
    const none = (await (await web.request("/api/availability?service=depilacion&date=2026-12-08")).json()) as {
      slots: unknown[];
    };
    expect(none.slots).toEqual([]);

    const busy = await staff("/time-off", {
      method: "POST",
      body: { staff: null, fromDate: "2026-12-01", reason: "Cierre" },
    });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ message: expect.stringMatching(/Hay \d+ citas en ese periodo/) });

    const day = (await (await staff("/agenda?date=2026-12-08")).json()) as {
      timeOff: { id: string; staffId: string | null; reason: string; from: string; to: string }[];
    };
    expect(day.timeOff.map((b) => [b.staffId, b.reason, b.from, b.to])).toEqual([
      ["lucia", "Formación", "00:00", "00:00"],
      [null, "Festivo", "00:00", "00:00"],
    ]);
    expect((await staff(`/time-off/${day.timeOff[1]?.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await staff("/time-off/999999", { method: "DELETE" })).status).toBe(404);
  });
});

describe("a week off is one range, and the widget knows her days away (OW-08)", () => {
  test("OW-08 a week off is one row; the public away days of the professional cover it, merged over her days off", async () => {
    const { app: web } = testApp(t.db);
    const week = await staff("/time-off", {
      method: "POST",
      body: { staff: "carmen", fromDate: "2026-12-14", toDate: "2026-12-20", reason: "Vacaciones" },
    });
    expect(await week.json()).toEqual({ created: 1 });
    const more = await staff("/time-off", {
      method: "POST",
      body: { staff: "carmen", fromDate: "2026-12-21", toDate: "2026-12-22", reason: "Vacaciones" },
    });
    expect(more.status).toBe(201);
    // Half a day is not a day away: her afternoon shift is still partly free.
    await staff("/time-off", {
      method: "POST",
      body: { staff: "carmen", fromDate: "2026-12-28", fromTime: "14:00", toTime: "16:00", reason: "Médico" },
    });
    const res = await web.request("/api/availability/away?staff=carmen");
    expect(res.status).toBe(200);
    // Carmen works weekday afternoons: the weekend inside does not split the range; the reason stays the salon's.
    expect(await res.json()).toEqual({ staff: "carmen", away: [{ from: "2026-12-14", to: "2026-12-22" }] });
    const unknown = await web.request("/api/availability/away?staff=nadie");
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toMatch(/Profesional desconocida/);
  });
});

describe("lenient input refused (RL-06, issue 16 point 8)", () => {
  const timeOff = () => t.db.query("SELECT id FROM time_off");

  test("RL-06 a block never widens to the whole salon by accident, never defaults a wrong time to all day, never is cut short", async () => {
    const before = await timeOff();
    const cases: [Record<string, unknown>, string][] = [
      [{ staff: 0, fromDate: "2027-02-01" }, "staff"],
      [{ staff: "", fromDate: "2027-02-01" }, "staff"],
      [{ staff: ["lucia"], fromDate: "2027-02-01" }, "staff"],
      [{ fromDate: "2027-02-01" }, "staff"],
      [{ staff: "lucia", fromDate: "2027-02-01", fromTime: 930 }, "fromTime"],
      [{ staff: "lucia", fromDate: "2027-02-01", toTime: true }, "toTime"],
      [{ staff: "lucia", fromDate: "2027-01-01", toDate: "2028-01-02" }, "toDate"],
      [{ staff: null, fromDate: "0000-01-01" }, "fromDate"],
      [{ staff: null, fromDate: "2027-01-01", reason: "cierre\u0000" }, "reason"],
    ];
    for (const [body, field] of cases) {
      const res = await staff("/time-off", { method: "POST", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field], JSON.stringify(body)).toMatch(
        /\p{L}/u,
      );
    }
    const long = await staff("/time-off", {
      method: "POST",
      body: { staff: "lucia", fromDate: "2027-01-01", toDate: "2028-01-02" },
    });
    expect(((await long.json()) as { fields: { toDate: string } }).fields.toDate).toBe(
      "Un bloqueo abarca como mucho 366 días; crea otro para el resto.",
    );
    expect(await timeOff()).toEqual(before);
  });

  test("RL-06 the reception cannot book or move into the past (the client would be emailed a confirmation for it)", async () => {
    const past = await addAppointment({ date: "2026-11-23", time: "10:00", email: "pasado@example.com" });
    expect(past.status).toBe(422);
    expect(((await past.json()) as { message: string }).message).toBe(
      "Esa hora ya ha pasado. Elige una fecha y hora futuras.",
    );
    const created = (await (await addAppointment({ date: "2026-12-21", time: "10:00" })).json()) as { id: string };
    const moved = await staff(`/appointments/${created.id}/move`, {
      method: "POST",
      body: { date: "2026-11-23", time: "12:00", staff: "lucia" },
    });
    expect(moved.status).toBe(422);
  });

  test("RL-06 names need a letter; a phone is a real number; an id too large for the database is not found", async () => {
    const name = await addAppointment({ name: "..." });
    expect(((await name.json()) as { fields: { name: string } }).fields.name).toBe("Escribe el nombre con letras.");
    const phone = await addAppointment({ phone: "+02026-11-23" });
    expect(phone.status).toBe(400);
    expect(((await phone.json()) as { fields: { phone: string } }).fields.phone).toMatch(/teléfono válido/);
    expect((await staff("/time-off/99999999999999999999999", { method: "DELETE" })).status).toBe(404);
  });
});

describe("client data (ST-04)", () => {
  test("ST-04 find by phone or email, export JSON, erase (appointments keep their time)", async () => {
    await addAppointment({
      date: "2026-12-09",
      time: "10:00",
      phone: "+34 677 888 999",
      email: "Datos@Example.com",
      name: "Marta Datos",
    });
    const byPhone = (await (await staff("/clients?q=677888999")).json()) as { appointments: { clientName: string }[] };
    expect(byPhone.appointments.map((a) => a.clientName)).toEqual(["Marta Datos"]);
    const byEmail = (await (await staff("/clients?q=datos@example.com")).json()) as { appointments: unknown[] };
    expect(byEmail.appointments).toHaveLength(1);
    const exported = await staff("/clients/export?q=677888999");
    expect(exported.headers.get("Content-Disposition")).toContain("datos-cliente.json");
    expect(await exported.json()).toMatchObject({
      appointments: [{ clientEmail: "Datos@Example.com", clientPhone: "+34 677 888 999" }],
    });
    const erased = await staff("/clients/erase", { method: "POST", body: { q: "677888999" } });
    expect(await erased.json()).toEqual({ erased: 1 });
    expect(((await (await staff("/clients?q=677888999")).json()) as { appointments: unknown[] }).appointments).toEqual(
      [],
    );
    const day = (await (await staff("/agenda?date=2026-12-09")).json()) as { appointments: Record<string, unknown>[] };
    expect(day.appointments.find((a) => a.time === "10:00")).toMatchObject({
      clientName: null,
      clientPhone: null,
      status: "confirmed",
    });
  });

  test("AP-05 the desk corrects a client's name, phone and email on every appointment of hers, audited; her note follows her new phone", async () => {
    for (const time of ["10:00", "12:00"])
      expect(
        (
          await addAppointment({
            date: "2026-12-22",
            time,
            phone: "+34 655 100 200",
            email: "mal@example.com",
            name: "Rosa Díez",
          })
        ).status,
      ).toBe(201);
    await staff("/clients/note", { method: "PUT", body: { phone: "655100200", note: "Alérgica al látex" } });
    const bad = await staff("/clients/contact", {
      method: "PUT",
      body: { phone: "655100200", name: "Rosa Díez", newPhone: "12", email: "bien@example.com" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.newPhone).toBeTruthy();
    const fixed = await staff("/clients/contact", {
      method: "PUT",
      body: { phone: "655100200", name: "Rosa Díaz", newPhone: "+34 655 100 201", email: "bien@example.com" },
    });
    expect(await fixed.json()).toEqual({ updated: 2 });
    const rows = await t.db.query<{ client_name: string; client_phone: string; client_email: string }>(
      "SELECT client_name, client_phone, client_email FROM bookings WHERE phone_key = '655100201' ORDER BY starts_at",
    );
    expect(rows).toEqual([
      { client_name: "Rosa Díaz", client_phone: "+34 655 100 201", client_email: "bien@example.com" },
      { client_name: "Rosa Díaz", client_phone: "+34 655 100 201", client_email: "bien@example.com" },
    ]);
    const found = (await (await staff("/clients?q=655100201")).json()) as { appointments: { clientNote: string }[] };
    expect(found.appointments[0]?.clientNote).toBe("Alérgica al látex");
    const audited = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'bookings' AND after ? 'client_phone' AND after->>'client_phone' = '+34 655 100 201'",
    );
    expect(audited[0]?.n).toBe(2);
    const none = await staff("/clients/contact", {
      method: "PUT",
      body: { phone: "699999999", name: "Nadie", newPhone: "699999998" },
    });
    expect(none.status).toBe(404);
  });

  test("AP-05 the desk adds a client before her first appointment: found by phone or name, corrected, erased; one who has appointments is not added twice", async () => {
    const add = (body: Record<string, unknown>) => staff("/clients", { method: "POST", body });
    expect((await add({ name: "Nieves Prado", phone: "+34 677 300 400", email: "nieves@example.com" })).status).toBe(
      201,
    );
    const again = await add({ name: "Nieves P.", phone: "677300400" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/Ya hay una clienta con ese teléfono/);
    // A phone that already has appointments is found through them.
    expect((await addAppointment({ date: "2026-12-23", time: "13:00", phone: "+34 677 300 401" })).status).toBe(201);
    expect((await add({ name: "Otra", phone: "+34 677 300 401" })).status).toBe(409);
    const bad = await add({ name: "", phone: "12" });
    expect(bad.status).toBe(400);

    type Found = { appointments: unknown[]; clients: { name: string; phone: string; email: string | null }[] };
    const byPhone = (await (await staff("/clients?q=677300400")).json()) as Found;
    expect(byPhone.clients).toEqual([
      expect.objectContaining({ name: "Nieves Prado", phone: "+34 677 300 400", email: "nieves@example.com" }),
    ]);
    const byName = (await (await staff("/clients?q=nieves")).json()) as Found;
    expect(byName.clients.map((c) => c.name)).toEqual(["Nieves Prado"]);
    const fixed = await staff("/clients/contact", {
      method: "PUT",
      body: { phone: "677300400", name: "Nieves Prado Gil", newPhone: "+34 677 300 409", email: "" },
    });
    expect(await fixed.json()).toEqual({ updated: 1 });
    const moved = (await (await staff("/clients?q=677300409")).json()) as Found;
    expect(moved.clients).toEqual([expect.objectContaining({ name: "Nieves Prado Gil", email: null })]);
    const erased = await staff("/clients/erase", { method: "POST", body: { q: "677300409" } });
    expect(await erased.json()).toEqual({ erased: 1 });
    expect(((await (await staff("/clients?q=677300409")).json()) as Found).clients).toEqual([]);
  });

  test("ST-04 CSV export of a date range: UTF-8 BOM, ';', accents intact, formulas defused", async () => {
    await addAppointment({ date: "2026-12-10", time: "10:00", name: "Begoña Núñez" });
    const res = await staff("/export.csv?from=2026-12-10&to=2026-12-10");
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toContain("citas-2026-12-10_2026-12-10.csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    expect(header).toBe(
      '"Fecha";"Hora";"Servicio";"Profesional";"Cliente";"Teléfono";"Email";"Estado";"Precio";"Origen";"Referencia"',
    );
    expect(row).toContain(
      '"2026-12-10";"10:00";"Corte y Peinado";"Lucía Martín";"Begoña Núñez";"611 222 333";"";"Confirmada";"25€";"Recepción"',
    );
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(appointmentsCsv([])).toBe(
      '\uFEFF"Fecha";"Hora";"Servicio";"Profesional";"Cliente";"Teléfono";"Email";"Estado";"Precio";"Origen";"Referencia"\r\n',
    );
    expect((await staff("/export.csv?from=2026-12-10&to=2026-12-01")).status).toBe(400);
  });
});

describe("client search by name (ST-07)", () => {
  test("ST-07 'Beatriz', 'ibañez', 'BEA iba' find Beatriz Ibáñez (partial, any case or accent); a name never erases", async () => {
    expect(
      (await addAppointment({ date: "2026-12-29", time: "10:00", name: "Beatriz Ibáñez", phone: "622 111 999" }))
        .status,
    ).toBe(201);
    expect(
      (await addAppointment({ date: "2026-12-29", time: "12:00", name: "Bernardo Ortiz", phone: "622 111 888" }))
        .status,
    ).toBe(201);
    const names = async (q: string) =>
      (
        (await (await staff(`/clients?q=${encodeURIComponent(q)}`)).json()) as {
          appointments: { clientName: string }[];
        }
      ).appointments.map((a) => a.clientName);
    for (const q of ["Beatriz", "ibañez", "IBANEZ", "bea iba", "  triz  "])
      expect(await names(q), q).toEqual(["Beatriz Ibáñez"]);
    expect(await names("Be")).toEqual(expect.arrayContaining(["Beatriz Ibáñez", "Bernardo Ortiz"]));
    expect(await names("b")).toEqual([]);
    expect(await names("zzz")).toEqual([]);
    // Phone and email still find the exact client.
    expect(await names("622 111 999")).toEqual(["Beatriz Ibáñez"]);
    // Erasure takes a phone or an email, never a name: nothing is erased.
    const erase = await staff("/clients/erase", { method: "POST", body: { q: "Beatriz" } });
    expect(erase.status).toBe(404);
    expect(await names("Beatriz")).toEqual(["Beatriz Ibáñez"]);
  });
});
