/**
 * ST-06 and ST-08 on the server: every agenda change can be undone for UNDO_SECONDS and the client
 * email it causes waits that long in the outbox (an undone change sends nothing); a booking or move
 * outside the professional's shift or the salon's hours is refused with the reason until the
 * reception confirms it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { problemMessages } from "@/domain/booking/messages";
import { UNDO_SECONDS } from "@/domain/booking/schemas";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  mailsSentAt,
  signIn,
  staffTestApp,
  type TestDb,
} from "./test/harness";

// Before the real clock, so the outbox (which sends at the earlier of the database clock and the
// app clock) runs on this one.
const START = new Date("2026-11-02T08:00:00Z");
let now = START;
let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db, {}, () => now, "reception"));
}, 60_000);
afterAll(async () => t?.drop());

const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

async function staff(path: string, body: unknown) {
  const res = await app.request(`http://localhost/api/staff${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://localhost", Host: "localhost", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let phone = 600_100_000;
const add = (over: Record<string, unknown> = {}) =>
  staff("/appointments", {
    service: "corte",
    staff: "lucia",
    date: "2026-12-02",
    time: "10:00",
    name: "Beatriz Ibáñez",
    phone: `+34 ${++phone}`,
    email: `bea${phone}@example.com`,
    ...over,
  });

/** What the outbox sends when drained at `at`. */
const mailsAt = (at: Date) => mailsSentAt(t.db, at);

async function row(id: string) {
  const [r] = await t.db.query<{ status: string; starts_at: Date; staff_id: string }>(
    "SELECT status, starts_at, staff_id FROM bookings WHERE id = $1",
    [id],
  );
  return r && { status: r.status, startsAt: new Date(r.starts_at).toISOString(), staffId: r.staff_id };
}

async function pendingReminders(id: string) {
  return t.db.query<{ send_after: Date }>(
    "SELECT send_after FROM outbox WHERE booking_id = $1 AND kind = 'reminder' AND sent_at IS NULL AND dropped_at IS NULL",
    [id],
  );
}

describe("the agenda's undo and its held emails (ST-06)", () => {
  test("ST-06 a move's email waits the undo window; undone in time, nothing is sent and the appointment and its reminder are back", async () => {
    now = START;
    const made = await add({ time: "11:00" });
    expect(made.status).toBe(201);
    const id = String(made.body.id);
    await mailsAt(later(UNDO_SECONDS + 1)); // the booking's own confirmation goes first
    now = later(20);
    const moved = await staff(`/appointments/${id}/move`, { staff: "lucia", date: "2026-12-02", time: "12:00" });
    expect(moved.status).toBe(200);
    expect(await mailsAt(later(20 + UNDO_SECONDS - 1))).toEqual([]); // held during the window
    now = later(25);
    // RL-09: the undo names the change the move answered; the server knows where it was.
    const undone = await staff(`/appointments/${id}/undo`, { change: moved.body.change });
    expect(undone.status).toBe(200);
    expect(await row(id)).toEqual({ status: "confirmed", startsAt: "2026-12-02T10:00:00.000Z", staffId: "lucia" });
    expect(await mailsAt(later(120))).toEqual([]);
    const reminders = await pendingReminders(id);
    expect(reminders.map((r) => new Date(r.send_after).toISOString())).toEqual(["2026-12-01T10:00:00.000Z"]);
  });

  test("ST-06 a move not undone: the client gets the update once the window has passed", async () => {
    now = START;
    const made = await add({ time: "13:00", email: "move-kept@example.com" });
    const id = String(made.body.id);
    await mailsAt(later(UNDO_SECONDS + 1));
    now = later(30);
    expect(
      (await staff(`/appointments/${id}/move`, { staff: "lucia", date: "2026-12-03", time: "13:00" })).status,
    ).toBe(200);
    expect(await mailsAt(later(30 + UNDO_SECONDS - 1))).toEqual([]);
    const sent = await mailsAt(later(30 + UNDO_SECONDS + 1));
    expect(sent.map((m) => [m.to, m.ics?.content.includes("SEQUENCE:1")])).toEqual([["move-kept@example.com", true]]);
  });

  test("ST-06 an undone cancellation sends nothing and the appointment is confirmed again with its reminder", async () => {
    now = START;
    const made = await add({ time: "14:00" });
    const id = String(made.body.id);
    await mailsAt(later(UNDO_SECONDS + 1));
    now = later(40);
    const cancelled = await staff(`/appointments/${id}/status`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    now = later(45);
    expect((await staff(`/appointments/${id}/undo`, { change: cancelled.body.change })).status).toBe(200);
    expect((await row(id))?.status).toBe("confirmed");
    expect(await mailsAt(later(300))).toEqual([]);
    expect(await pendingReminders(id)).toHaveLength(1);
  });

  test("ST-06 a cancellation made and undone while the booking's own confirmation still waits: the confirmation alone goes", async () => {
    now = START;
    const id = String((await add({ time: "11:00", date: "2026-12-04", email: "both@example.com" })).body.id);
    now = later(2);
    const { body } = await staff(`/appointments/${id}/status`, { status: "cancelled" });
    now = later(4);
    expect((await staff(`/appointments/${id}/undo`, { change: body.change })).status).toBe(200);
    const sent = await mailsAt(later(60));
    expect(sent.map((m) => [m.to, m.ics?.content.includes("METHOD:REQUEST")])).toEqual([["both@example.com", true]]);
  });

  test("ST-06 a cancellation undone after its email left: the client is told the appointment stands", async () => {
    now = START;
    const made = await add({ time: "10:00", date: "2026-12-04", email: "told@example.com" });
    const id = String(made.body.id);
    await mailsAt(later(UNDO_SECONDS + 1));
    now = later(50);
    const { body } = await staff(`/appointments/${id}/status`, { status: "cancelled" });
    const cancelled = await mailsAt(later(50 + UNDO_SECONDS + 1));
    expect(cancelled.map((m) => m.to)).toEqual(["told@example.com"]);
    now = later(50 + UNDO_SECONDS + 2);
    expect((await staff(`/appointments/${id}/undo`, { change: body.change })).status).toBe(200);
    const update = await mailsAt(later(50 + 3 * UNDO_SECONDS));
    expect(update.map((m) => [m.to, m.ics?.content.includes("METHOD:REQUEST")])).toEqual([["told@example.com", true]]);
  });

  test("ST-06 an undone phone booking is gone and its confirmation never leaves; no-show is undone too", async () => {
    now = START;
    const made = await add({ time: "12:00", date: "2026-12-04" });
    const id = String(made.body.id);
    now = later(3);
    expect((await staff(`/appointments/${id}/undo`, { change: made.body.change })).status).toBe(200);
    expect(await row(id)).toBeUndefined();
    expect(await mailsAt(later(60))).toEqual([]);

    // AP-01: an outcome from the appointment's start — today's 13:00 in Madrid, 'Deshacer' a moment later.
    const other = String((await add({ time: "13:00", date: "2026-11-02", email: "" })).body.id);
    now = new Date("2026-11-02T12:00:00Z");
    const noShow = await staff(`/appointments/${other}/status`, { status: "no_show" });
    expect(noShow.status).toBe(200);
    expect((await staff(`/appointments/${other}/undo`, { change: noShow.body.change })).status).toBe(200);
    expect((await row(other))?.status).toBe("confirmed");
  });

  test("ST-06 an undo is for a change of a moment ago, and a cancelled time taken meanwhile is not double-booked", async () => {
    now = START;
    const made = await add({ time: "14:00", date: "2026-12-04" });
    const id = String(made.body.id);
    now = later(90);
    const late = await staff(`/appointments/${id}/undo`, { change: made.body.change });
    expect([late.status, late.body.error]).toEqual([409, "undo_expired"]);
    expect(late.body.message).toMatch(/Ya no se puede deshacer/);
    expect((await row(id))?.status).toBe("confirmed");

    const { body } = await staff(`/appointments/${id}/status`, { status: "cancelled" });
    expect((await add({ time: "14:00", date: "2026-12-04" })).status).toBe(201);
    const taken = await staff(`/appointments/${id}/undo`, { change: body.change });
    expect(taken.status).toBe(409);
    expect((await row(id))?.status).toBe("cancelled");
  });
});

describe("an undo restores the change the server kept, through the rules of any move (RL-09)", () => {
  /** The same app as another signed-in person: the owner (settings) or a second receptionist. */
  async function as(role: "owner" | "reception") {
    const person = await createPerson(t.db, role);
    const other = await signIn(app, person);
    return async (method: string, path: string, body: unknown) => {
      const res = await app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: other, Origin: "http://localhost", Host: "localhost", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
  }

  test("RL-09 the request names a change, not a place: a body with a time or a professional is refused in Spanish, and a visitor's own booking cannot be undone", async () => {
    now = START;
    const made = await add({ date: "2026-12-14", time: "10:00" });
    // The old body (where to put it) is not an undo any more: 400 in Spanish, nothing moves.
    const old = await staff(`/appointments/${made.body.id}/undo`, {
      change: "move",
      staff: "nadie",
      date: "2026-12-14",
      time: "06:00",
    });
    expect([old.status, old.body.error]).toEqual([400, "validation"]);
    expect(JSON.stringify(old.body)).toMatch(/Falta el cambio que deshacer/);
    expect((await row(String(made.body.id)))?.startsAt).toBe("2026-12-14T09:00:00.000Z");

    // A visitor's booking from the web: its change is the client's, not the desk's (422).
    const web = await app.request("http://localhost/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify(bookingBody({ date: "2026-12-14", time: "12:00", staff: "lucia" })),
    });
    expect(web.status, await web.clone().text()).toBe(201);
    const booked = (await web.json()) as { id: string };
    const [change] = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM audit_log WHERE entity = 'bookings' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [booked.id],
    );
    const visitor = await staff(`/appointments/${booked.id}/undo`, { change: change?.id });
    expect([visitor.status, visitor.body.error]).toEqual([422, "not_undoable"]);
    expect(visitor.body.message).toMatch(/solo los que has hecho tú/);
    expect((await row(booked.id))?.status).toBe("confirmed");
  });

  test("RL-09 only while nothing else changed the appointment, and only by who made the change", async () => {
    now = START;
    // The add's audit entry is 9999 and the move's 10000: named by number, not by text ('9999' > '10000').
    await t.db.query("SELECT setval(pg_get_serial_sequence('audit_log', 'id'), 9998)");
    const made = await add({ date: "2026-12-15", time: "10:00" });
    expect(made.body.change).toBe("9999");
    const id = String(made.body.id);
    now = later(5);
    const moved = await staff(`/appointments/${id}/move`, { staff: "lucia", date: "2026-12-15", time: "12:00" });
    // Another receptionist cannot undo this one's move.
    const colleague = await as("reception");
    const theirs = await colleague("POST", `/api/staff/appointments/${id}/undo`, { change: moved.body.change });
    expect([theirs.status, theirs.body.error]).toEqual([422, "not_undoable"]);
    // The add was this receptionist's, but the move came after it: undoing the add is refused.
    const stale = await staff(`/appointments/${id}/undo`, { change: made.body.change });
    expect([stale.status, stale.body.error]).toEqual([409, "changed_since"]);
    expect(stale.body.message).toMatch(/La cita ha cambiado después/);
    // A change of another appointment is not this one's.
    const elsewhere = await add({ date: "2026-12-15", time: "13:00" });
    const wrong = await staff(`/appointments/${id}/undo`, { change: elsewhere.body.change });
    expect([wrong.status, wrong.body.error]).toEqual([409, "changed_since"]);
    expect((await row(id))?.startsAt).toBe("2026-12-15T11:00:00.000Z");
    // The move itself is still the newest change: it goes back.
    expect((await staff(`/appointments/${id}/undo`, { change: moved.body.change })).status).toBe(200);
    expect((await row(id))?.startsAt).toBe("2026-12-15T09:00:00.000Z");
  });

  test("RL-09 an undone move goes back through the rules of any move: the professional must still do the service", async () => {
    now = START;
    const made = await add({ date: "2026-12-16", time: "10:00", staff: "lucia", service: "corte" });
    const id = String(made.body.id);
    now = later(5);
    const moved = await staff(`/appointments/${id}/move`, { staff: "carmen", date: "2026-12-16", time: "15:00" });
    expect(moved.status).toBe(200);
    // Meanwhile the owner takes 'corte' off Lucía's services.
    const owner = await as("owner");
    const settings = (await (await app.request("http://localhost/api/settings")).json()) as {
      team: {
        id: string;
        name: string;
        role: string;
        services: string[];
        shifts: unknown[];
        active: boolean;
        position: number;
        version: number;
      }[];
    };
    const lucia = settings.team.find((p) => p.id === "lucia");
    if (!lucia) throw new Error("seed");
    const { name, role, services, shifts, active, position, version } = lucia;
    const rest = { name, role, services, shifts, active, position, version };
    const saved = await owner("PUT", "/api/staff/settings/team/lucia", {
      ...rest,
      services: lucia.services.filter((x) => x !== "corte"),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const back = await staff(`/appointments/${id}/undo`, { change: moved.body.change });
    expect([back.status, back.body.error]).toEqual([422, "not_qualified"]);
    expect(back.body.message).toBe("Esa profesional no realiza este servicio.");
    expect((await row(id))?.staffId).toBe("carmen");
    const restored = (await (await app.request("http://localhost/api/settings")).json()) as typeof settings;
    const now_ = restored.team.find((p) => p.id === "lucia");
    expect((await owner("PUT", "/api/staff/settings/team/lucia", { ...rest, version: now_?.version })).status).toBe(
      201,
    );
  });

  test("RL-09 an undone move keeps the override only where the original had it; an undone cancellation meets closures like a booking", async () => {
    now = START;
    // Carmen works 14:00–20:00: placed at 10:00 with the override, moved into her shift, undone: back at 10:00.
    const forced = await add({ staff: "carmen", date: "2026-12-17", time: "10:00", override: true });
    expect(forced.status).toBe(201);
    const id = String(forced.body.id);
    now = later(5);
    const moved = await staff(`/appointments/${id}/move`, { staff: "carmen", date: "2026-12-17", time: "15:00" });
    expect(moved.status).toBe(200);
    expect((await staff(`/appointments/${id}/undo`, { change: moved.body.change })).status).toBe(200);
    expect((await row(id))?.startsAt).toBe("2026-12-17T09:00:00.000Z");

    // A cancellation undone after the owner closed the day: refused with the reason, still cancelled.
    const made = await add({ date: "2026-12-18", time: "10:00" });
    const other = String(made.body.id);
    const cancelled = await staff(`/appointments/${other}/status`, { status: "cancelled" });
    const owner = await as("owner");
    const closed = await owner("POST", "/api/staff/settings/closures", {
      startDate: "2026-12-18",
      endDate: "2026-12-18",
      allDay: true,
      note: "Inventario",
    });
    expect(closed.status).toBe(201);
    const undone = await staff(`/appointments/${other}/undo`, { change: cancelled.body.change });
    expect([undone.status, undone.body.error]).toEqual([409, "blocked"]);
    expect(undone.body.message).toMatch(/bloqueado/);
    expect((await row(other))?.status).toBe("cancelled");
  });
});

describe("the desk's walk-ins (ST-09)", () => {
  test("ST-09 a walk-in with a name only is booked (no phone, no email, no mail); the messages speak to the receptionist", async () => {
    now = START;
    const walkIn = await staff("/appointments", {
      service: "corte",
      staff: "lucia",
      date: "2026-12-21",
      time: "10:00",
      name: "Paula Sincita",
      phone: "",
      email: "",
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    expect(walkIn.body).toMatchObject({ clientName: "Paula Sincita", clientPhone: null, clientEmail: null });
    const [row] = await t.db.query<{ client_phone: string | null; phone_key: string | null }>(
      "SELECT client_phone, phone_key FROM bookings WHERE id = $1",
      [walkIn.body.id],
    );
    expect(row).toEqual({ client_phone: null, phone_key: null });
    expect(await t.db.query("SELECT 1 FROM outbox WHERE booking_id = $1", [walkIn.body.id])).toEqual([]);
    const noName = await staff("/appointments", {
      service: "corte",
      staff: "lucia",
      date: "2026-12-21",
      time: "11:00",
      name: "  ",
    });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ fields: { name: "Escribe el nombre de la clienta." } });
    const badPhone = await staff("/appointments", {
      service: "corte",
      staff: "lucia",
      date: "2026-12-21",
      time: "11:00",
      name: "Paula",
      phone: "123",
    });
    expect(badPhone.body).toMatchObject({ fields: { phone: "El teléfono debe tener al menos 9 dígitos." } });
  });
});

describe("the desk's visits (ST-09)", () => {
  test("ST-09 a visit of two services from 'Nueva cita': back to back, one reference, each with her professional, one confirmation; a taken part refuses it whole; 'Deshacer' removes both", async () => {
    now = START;
    const visit = await add({
      date: "2026-12-22",
      time: "10:00",
      extras: [{ service: "manicura", staff: "sofia" }],
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    const parts = await t.db.query<{
      id: string;
      reference: string;
      service_id: string;
      staff_id: string;
      starts_at: Date;
      visit_position: number;
    }>(
      "SELECT id, reference, service_id, staff_id, starts_at, visit_position FROM bookings WHERE reference = $1 ORDER BY visit_position",
      [visit.body.reference],
    );
    expect(parts.map((p) => [p.service_id, p.staff_id, new Date(p.starts_at).toISOString(), p.visit_position])).toEqual(
      [
        ["corte", "lucia", "2026-12-22T09:00:00.000Z", 0],
        ["manicura", "sofia", "2026-12-22T10:00:00.000Z", 1],
      ],
    );
    // One confirmation for the visit, held for the undo window like any desk booking.
    const mail = await t.db.query<{ booking_id: string }>(
      "SELECT booking_id FROM outbox WHERE booking_id = ANY($1::uuid[]) AND kind = 'confirmation'",
      [parts.map((p) => p.id)],
    );
    expect(mail.map((m) => m.booking_id)).toEqual([visit.body.id]);

    // Sofía is taken at 11:00 now: a second visit wanting her then is refused whole, nothing stored.
    const count = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings"))[0]?.n;
    const before = await count();
    const taken = await add({
      staff: "carmen",
      date: "2026-12-22",
      time: "10:00",
      override: true,
      extras: [{ service: "manicura", staff: "sofia" }],
    });
    expect([taken.status, taken.body.error]).toEqual([409, "slot_taken"]);
    expect(await count()).toBe(before);
    // A professional who does not do the service is named.
    const wrong = await add({ date: "2026-12-23", extras: [{ service: "manicura", staff: "carmen" }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { "extras.0.staff": problemMessages.not_qualified } });

    const undone = await staff(`/appointments/${String(visit.body.id)}/undo`, { change: visit.body.change });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await t.db.query("SELECT 1 FROM bookings WHERE reference = $1", [visit.body.reference])).toEqual([]);
  });
});

describe("working hours need an explicit override (ST-08)", () => {
  test("ST-08 a booking outside the professional's shift is refused with the shift named; with the override it is made", async () => {
    now = START;
    // Carmen works afternoons (14:00–20:00).
    const refused = await add({ staff: "carmen", date: "2026-12-07", time: "10:00" });
    expect([refused.status, refused.body.error]).toEqual([422, "outside_hours"]);
    expect(refused.body.message).toMatch(/fuera del turno de Carmen Ruiz \(14:00–20:00\)/);
    const [count] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'carmen' AND starts_at = '2026-12-07T09:00:00Z'",
    );
    expect(count?.n).toBe(0);
    const forced = await add({ staff: "carmen", date: "2026-12-07", time: "10:00", override: true });
    expect(forced.status).toBe(201);
  });

  test("ST-08 a move outside the salon's hours or onto the professional's day off warns; the override moves it", async () => {
    now = START;
    const id = String((await add({ date: "2026-12-09", time: "10:00" })).body.id);
    const late = await staff(`/appointments/${id}/move`, { staff: "lucia", date: "2026-12-09", time: "20:30" });
    expect([late.status, late.body.error]).toEqual([422, "outside_hours"]);
    expect(late.body.message).toMatch(/fuera del horario del salón/);
    const sunday = await staff(`/appointments/${id}/move`, { staff: "lucia", date: "2026-12-13", time: "10:00" });
    expect(sunday.body.message).toMatch(/Lucía Martín no trabaja ese día/);
    expect((await row(id))?.startsAt).toBe("2026-12-09T09:00:00.000Z");
    const forced = await staff(`/appointments/${id}/move`, {
      staff: "lucia",
      date: "2026-12-09",
      time: "20:30",
      override: true,
    });
    expect(forced.status).toBe(200);
    expect((await row(id))?.startsAt).toBe("2026-12-09T19:30:00.000Z");
  });
});

describe("client notes (ST-07)", () => {
  async function get(path: string) {
    const res = await app.request(`http://localhost/api/staff${path}`, {
      headers: { Cookie: cookie, Origin: "http://localhost", Host: "localhost" },
    });
    return (await res.json()) as Record<string, unknown>;
  }
  const put = async (body: unknown) => {
    const res = await app.request("http://localhost/api/staff/clients/note", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: "http://localhost", Host: "localhost", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test("ST-07 a note on a client shows on every appointment of theirs in the agenda, goes with the erasure, and needs a known client", async () => {
    now = START;
    await add({ date: "2026-12-10", time: "10:00", phone: "+34 611 222 333", name: "Nuria Nota" });
    await add({ date: "2026-12-11", time: "10:00", phone: "611222333", name: "Nuria Nota" });
    expect((await put({ phone: "611 22 23 33", note: "  Alergia al látex; prefiere agua sin gas.  " })).status).toBe(
      200,
    );
    for (const date of ["2026-12-10", "2026-12-11"]) {
      const day = (await get(`/agenda?date=${date}`)) as { appointments: { clientName: string; clientNote: string }[] };
      const nuria = day.appointments.find((a) => a.clientName === "Nuria Nota");
      expect(nuria?.clientNote).toBe("Alergia al látex; prefiere agua sin gas.");
    }
    const unknown = await put({ phone: "699 999 999", note: "¿Quién?" });
    expect(unknown.status).toBe(404);
    expect((await put({ phone: "611222333", note: "x".repeat(1001) })).status).toBe(400);

    const erased = await staffAsOwner("/clients/erase", { q: "611222333" });
    expect(erased.status).toBe(200);
    const [left] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM client_notes");
    expect(left?.n).toBe(0);
  });
});

/** Erasure is the owner's (AC-04). */
async function staffAsOwner(path: string, body: unknown) {
  const { app: ownerApp, cookie: ownerCookie } = await staffTestApp(t.db, {}, () => now, "owner");
  const res = await ownerApp.request(`http://localhost/api/staff${path}`, {
    method: "POST",
    headers: { Cookie: ownerCookie, Origin: "http://localhost", Host: "localhost", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status };
}
