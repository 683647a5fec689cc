/**
 * SS-01: the visitor moves their own appointment from /cita. The same row moves in one
 * transaction (same id and reference), the old time is free afterwards, the client's calendar gets
 * the same UID at a higher SEQUENCE, the reminder follows; the exclusion constraint decides races.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookingBody, createTestDatabase, postBooking, type TestDb, testApp, mailsSentAt } from "./test/harness";

let t: TestDb;
let app: ReturnType<typeof testApp>["app"];
const NOW = "2026-11-24T07:00:00Z";
beforeAll(async () => {
  t = await createTestDatabase();
  ({ app } = testApp(t.db, { SALON_TEST_CLOCK: "1" }));
}, 60_000);
afterAll(async () => t?.drop());

const tokenOf = (manageUrl: string) => manageUrl.split("#")[1] ?? "";

function reschedule(token: string, to: { date: string; time: string; staff?: string }, now = NOW) {
  return app.request("/api/appointments/reschedule", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Salon-Test-Now": now },
    body: JSON.stringify({ token, ...to }),
  });
}

async function book(overrides: Record<string, unknown>) {
  const res = await postBooking(app, bookingBody(overrides), { now: NOW });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; reference: string; manageUrl: string; staff: { id: string } };
}

const mails = () => mailsSentAt(t.db, new Date(NOW));

describe("the visitor reschedules (SS-01)", () => {
  test("SS-01 the same appointment moves: id and reference kept, old time freed, email with the same UID at SEQUENCE 1, the reminder moves", async () => {
    const booked = await book({ date: "2026-12-15", time: "10:00", staff: "lucia" });
    await mails();
    const res = await reschedule(tokenOf(booked.manageUrl), { date: "2026-12-16", time: "11:00" });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as {
      id: string;
      reference: string;
      date: string;
      time: string;
      staff: { id: string };
    };
    expect(moved).toMatchObject({ id: booked.id, reference: booked.reference, date: "2026-12-16", time: "11:00" });
    // The professional stays when she is free then.
    expect(moved.staff.id).toBe("lucia");
    // The old time is free: someone else books it.
    expect(
      (await postBooking(app, bookingBody({ date: "2026-12-15", time: "10:00", staff: "lucia" }), { now: NOW })).status,
    ).toBe(201);

    const sent = (await mails()).filter((m) => m.subject.startsWith("Has cambiado tu cita"));
    expect(sent).toHaveLength(1);
    const ics = sent[0]?.ics?.content ?? "";
    expect(sent[0]?.ics?.method).toBe("REQUEST");
    expect(ics).toContain(`UID:${booked.id}`);
    expect(ics).toMatch(/SEQUENCE:1\r?\n/);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("DTSTART:20261216T100000Z");
    // One pending reminder, for the new time.
    const reminders = await t.db.query<{ send_after: Date }>(
      "SELECT send_after FROM outbox WHERE booking_id = $1 AND kind = 'reminder' AND sent_at IS NULL AND dropped_at IS NULL",
      [booked.id],
    );
    expect(reminders.map((r) => new Date(r.send_after).toISOString())).toEqual(["2026-12-15T10:00:00.000Z"]);

    // A second move: SEQUENCE 2, same UID.
    expect((await reschedule(tokenOf(booked.manageUrl), { date: "2026-12-17", time: "12:00" })).status).toBe(200);
    const second = (await mails()).find((m) => m.subject.startsWith("Has cambiado tu cita"));
    expect(second?.ics?.content).toMatch(/SEQUENCE:2\r?\n/);
    expect(second?.ics?.content).toContain(`UID:${booked.id}`);
  });

  test("SS-04 a reschedule keeps the professional she has; another only when she names one; the email says she made the change and with whom", async () => {
    const booked = await book({
      date: "2026-12-21",
      time: "10:00",
      staff: "lucia",
      email: "sigo-con-lucia@example.com",
    });
    const token = tokenOf(booked.manageUrl);
    await mails();
    // Lucía is taken at 11:00 on the 22nd: the move is refused, not handed to whoever is free.
    await book({ date: "2026-12-22", time: "11:00", staff: "lucia" });
    const taken = await reschedule(token, { date: "2026-12-22", time: "11:00" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: "slot_taken" });
    // 16:00 is outside Lucía's shift: Carmen is free then, but only by the client's choice.
    expect((await reschedule(token, { date: "2026-12-22", time: "16:00" })).status).toBe(409);
    const [still] = await t.db.query<{ staff_id: string; starts_at: Date }>(
      "SELECT staff_id, starts_at FROM bookings WHERE id = $1",
      [booked.id],
    );
    expect([still?.staff_id, new Date(still?.starts_at ?? 0).toISOString()]).toEqual([
      "lucia",
      "2026-12-21T09:00:00.000Z",
    ]);
    const chosen = await reschedule(token, { date: "2026-12-22", time: "16:00", staff: "carmen" });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { staff: { id: string } }).staff.id).toBe("carmen");
    const [mail] = (await mails()).filter((m) => m.to === "sigo-con-lucia@example.com");
    expect(mail?.subject).toMatch(/^Has cambiado tu cita: /);
    expect(mail?.text).toContain("Has cambiado tu cita desde el enlace de tu email.");
    expect(mail?.text).toContain("Profesional: Carmen Ruiz");
  });

  test("SS-01 only times the widget offers; not after the cut-off; a forged link is 404", async () => {
    const booked = await book({ date: "2026-12-18", time: "12:00", staff: "lucia" });
    const token = tokenOf(booked.manageUrl);
    const closed = await reschedule(token, { date: "2026-12-20", time: "10:00" }); // a Sunday
    expect(closed.status).toBe(422);
    expect(await closed.json()).toMatchObject({ error: "slot_not_offered", message: expect.any(String) });
    const late = await reschedule(token, { date: "2026-12-19", time: "10:00" }, "2026-12-17T12:00:00Z");
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: "too_late", message: expect.stringContaining("cambiar online") });
    expect((await reschedule("A".repeat(60), { date: "2026-12-19", time: "10:00" })).status).toBe(404);
    const bad = await reschedule(token, { date: "2026-13-40", time: "25:00" });
    expect(bad.status).toBe(400);
    // Nothing moved.
    const [row] = await t.db.query<{ starts_at: Date; ics_sequence: number }>(
      "SELECT starts_at, ics_sequence FROM bookings WHERE id = $1",
      [booked.id],
    );
    expect(new Date(row?.starts_at ?? 0).toISOString()).toBe("2026-12-18T11:00:00.000Z");
    expect(row?.ics_sequence).toBe(0);
  });

  test("SS-01 load: fifty visitors move fifty appointments onto one professional's free hour at once — exactly one gets it, 49 × 409, each loser keeps its time", async () => {
    // Fifty appointments over five days and two professionals, each with its own client.
    const days = ["2026-12-28", "2026-12-29", "2026-12-30", "2027-01-04", "2027-01-05"];
    const appointments: { id: string; manageUrl: string }[] = [];
    for (const date of days)
      for (let i = 0; i < 10; i++)
        appointments.push(
          await book({ date, time: `${String(9 + i).padStart(2, "0")}:00`, staff: i < 5 ? "lucia" : "carmen" }),
        );
    const before = await t.db.query<{ id: string; starts_at: Date; staff_id: string }>(
      "SELECT id::text, starts_at, staff_id FROM bookings WHERE id = ANY($1)",
      [appointments.map((a) => a.id)],
    );
    const results = await Promise.all(
      appointments.map((a) => reschedule(tokenOf(a.manageUrl), { date: "2026-12-23", time: "16:00", staff: "carmen" })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'carmen' AND status = 'confirmed' AND starts_at = '2026-12-23T15:00:00Z'",
    );
    expect(rows[0]?.n).toBe(1);
    // Each loser is exactly where it was: same time, same professional, still confirmed.
    const winner = appointments[statuses.indexOf(200)]?.id;
    const after = await t.db.query<{ id: string; starts_at: Date; staff_id: string; status: string }>(
      "SELECT id::text, starts_at, staff_id, status FROM bookings WHERE id = ANY($1) AND id <> $2",
      [appointments.map((a) => a.id), winner],
    );
    expect(after).toHaveLength(49);
    for (const row of after) {
      const was = before.find((b) => b.id === row.id);
      expect([new Date(row.starts_at).toISOString(), row.staff_id, row.status]).toEqual([
        new Date(was?.starts_at ?? 0).toISOString(),
        was?.staff_id,
        "confirmed",
      ]);
    }
  }, 120_000);
});
