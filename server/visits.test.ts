/**
 * SS-02: a visit of up to three services, back to back, booked all-or-nothing with one reference,
 * one email and one .ics; /cita cancels or moves it as one. The exclusion constraint decides a race
 * between a visit and a single booking for one of its services: the visit is refused whole.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  bookingBody,
  createTestDatabase,
  postBooking,
  staffTestApp,
  type TestDb,
  testApp,
  mailsSentAt,
} from "./test/harness";

let t: TestDb;
let app: ReturnType<typeof testApp>["app"];
const NOW = "2026-11-24T07:00:00Z";
beforeAll(async () => {
  t = await createTestDatabase();
  ({ app } = testApp(t.db, { SALON_TEST_CLOCK: "1" }));
}, 60_000);
afterAll(async () => t?.drop());

const visitBody = (date: string, over: Record<string, unknown> = {}) =>
  bookingBody({ service: "corte", date, time: "10:00", extras: [{ service: "manicura" }], ...over });

async function slots(query: string) {
  const res = await app.request(`/api/availability?${query}`, { headers: { "X-Salon-Test-Now": NOW } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { slots: { time: string }[] }).slots.map((s) => s.time);
}

const mails = () => mailsSentAt(t.db, new Date(NOW));

const rowsOf = (reference: string) =>
  t.db.query<{ service_id: string; staff_id: string; starts_at: Date; ends_at: Date; status: string }>(
    "SELECT service_id, staff_id, starts_at, ends_at, status FROM bookings WHERE reference = $1 ORDER BY visit_position",
    [reference],
  );

function manage(path: "lookup" | "cancel" | "reschedule", token: string, extra: Record<string, unknown> = {}) {
  return app.request(`/api/appointments/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Salon-Test-Now": NOW },
    body: JSON.stringify({ token, ...extra }),
  });
}

describe("several services in one visit (SS-02)", () => {
  test("SS-02 the times offered are those where every service fits back to back", async () => {
    const date = "2026-12-14";
    const single = await slots(`service=corte&date=${date}`);
    const visit = await slots(`service=corte&date=${date}&extras=manicura:`);
    expect(visit.length).toBeGreaterThan(0);
    expect(visit.every((time) => single.includes(time))).toBe(true);
    // Sofía (the morning's only manicurist) is busy at 11:00: a corte at 10:00 then manicura no longer fits.
    expect(visit).toContain("10:00");
    const res = await postBooking(app, bookingBody({ service: "manicura", date, time: "11:00", staff: "sofia" }), {
      now: NOW,
    });
    expect(res.status).toBe(201);
    const after = await slots(`service=corte&date=${date}&extras=manicura:`);
    expect(after).not.toContain("10:00");
    expect(single).toContain("10:00");
    expect(await slots(`service=corte&date=${date}`)).toContain("10:00");
  });

  test("SS-02 a visit is booked as one: one reference, back to back, one email with one .ics holding both services", async () => {
    const request = visitBody("2026-12-15");
    const res = await postBooking(app, request, { now: NOW });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      reference: string;
      visit: { serviceName: string; time: string; endTime: string; staff: { id: string } }[];
    };
    expect(body.visit.map((p) => [p.serviceName, p.time, p.endTime])).toEqual([
      ["Corte y Peinado", "10:00", "11:00"],
      ["Manicura y Pedicura", "11:00", "12:15"],
    ]);
    const rows = await rowsOf(body.reference);
    expect(rows.map((r) => r.service_id)).toEqual(["corte", "manicura"]);
    expect(new Date(rows[0]?.ends_at ?? 0).getTime()).toBe(new Date(rows[1]?.starts_at ?? 0).getTime());
    const sent = (await mails()).filter((m) => m.to === request.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("Corte y Peinado + Manicura y Pedicura");
    expect(sent[0]?.text).toContain("Servicio 2: 11:00 Manicura y Pedicura con Sofía Torres");
    expect(sent[0]?.ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  test("SS-02 at most three services; an unknown one is a Spanish 400 and nothing is stored", async () => {
    const four = await postBooking(
      app,
      visitBody("2026-12-16", {
        extras: [{ service: "manicura" }, { service: "depilacion" }, { service: "maquillaje" }],
      }),
      { now: NOW },
    );
    expect(four.status).toBe(400);
    expect(JSON.stringify(await four.json())).toContain("Como mucho 3 servicios por visita.");
    const unknown = await postBooking(app, visitBody("2026-12-16", { extras: [{ service: "tatuaje" }] }), {
      now: NOW,
    });
    expect(unknown.status).toBe(400);
    const [n] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE starts_at::date = '2026-12-16'",
    );
    expect(n?.n).toBe(0);
  });

  test("SS-02 a visit racing a single booking for its second service is refused whole: nothing half-stored", async () => {
    const days = ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-28", "2026-12-29", "2026-12-30"];
    for (const date of days) {
      const [visit, single] = await Promise.all([
        postBooking(app, visitBody(date, { staff: "lucia", extras: [{ service: "manicura", staff: "sofia" }] }), {
          now: NOW,
        }),
        postBooking(app, bookingBody({ service: "manicura", date, time: "11:00", staff: "sofia" }), { now: NOW }),
      ]);
      expect([visit.status, single.status].sort()).toEqual([201, 409]);
      const held = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'sofia' AND status = 'confirmed'
         AND starts_at::date = $1::date`,
        [date],
      );
      expect(held[0]?.n).toBe(1);
      // The visit that lost left no corte behind.
      const cortes = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE staff_id = 'lucia' AND starts_at::date = $1::date",
        [date],
      );
      expect(cortes[0]?.n).toBe(visit.status === 201 ? 1 : 0);
    }
  });

  test("SS-02 /cita shows, moves and cancels the visit as one", async () => {
    const res = await postBooking(app, visitBody("2027-01-11"), { now: NOW });
    const booked = (await res.json()) as { reference: string; manageUrl: string };
    const token = booked.manageUrl.split("#")[1] ?? "";
    await mails();
    const lookup = (await (await manage("lookup", token)).json()) as { visit: unknown[] };
    expect(lookup.visit).toHaveLength(2);

    const moved = await manage("reschedule", token, { date: "2027-01-12", time: "12:00" });
    expect(moved.status).toBe(200);
    const rows = await rowsOf(booked.reference);
    expect(rows.map((r) => new Date(r.starts_at).toISOString())).toEqual([
      "2027-01-12T11:00:00.000Z",
      "2027-01-12T12:00:00.000Z",
    ]);
    const update = await mails();
    expect(update).toHaveLength(1);
    expect(update[0]?.ics?.content.match(/SEQUENCE:1/g)).toHaveLength(2);

    expect((await manage("cancel", token)).status).toBe(200);
    expect((await rowsOf(booked.reference)).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    const cancelled = await mails();
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.ics?.content).toContain("METHOD:CANCEL");
    // Both times are free again: the same visit books anew.
    expect((await postBooking(app, visitBody("2027-01-12", { time: "12:00" }), { now: NOW })).status).toBe(201);
  });

  test("AP-03 make-up then a haircut with the same stylist is offered, booked in the widget, moved on /cita and added at the desk: her clean-up follows the haircut", async () => {
    const date = "2027-01-25";
    const times = await slots(`service=maquillaje&staff=lucia&date=${date}&extras=corte:lucia`);
    expect(times).toContain("10:00");
    const res = await postBooking(
      app,
      bookingBody({
        service: "maquillaje",
        staff: "lucia",
        date,
        time: "10:00",
        extras: [{ service: "corte", staff: "lucia" }],
      }),
      { now: NOW },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const booked = (await res.json()) as { reference: string; manageUrl: string };
    const parts = await t.db.query<{ staff_id: string; ends_at: Date; blocked_until: Date }>(
      "SELECT staff_id, ends_at, blocked_until FROM bookings WHERE reference = $1 ORDER BY visit_position",
      [booked.reference],
    );
    expect(
      parts.map((p) => [p.staff_id, new Date(p.ends_at).toISOString(), new Date(p.blocked_until).toISOString()]),
    ).toEqual([
      ["lucia", "2027-01-25T09:45:00.000Z", "2027-01-25T09:45:00.000Z"],
      ["lucia", "2027-01-25T10:45:00.000Z", "2027-01-25T10:45:00.000Z"],
    ]);
    // Moved as one to another morning, the same way.
    const token = booked.manageUrl.split("#")[1] ?? "";
    expect((await manage("reschedule", token, { date: "2027-01-26", time: "11:00" })).status).toBe(200);

    // The desk adds the same pair for another client on an empty morning.
    const { app: deskApp, cookie } = await staffTestApp(t.db, {}, () => new Date(NOW));
    const desk = await deskApp.request("http://localhost/api/staff/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({
        service: "maquillaje",
        staff: "lucia",
        date: "2027-01-27",
        time: "09:00",
        name: "Inés Soler",
        phone: "+34 611 000 321",
        extras: [{ service: "corte", staff: "lucia" }],
      }),
    });
    expect(desk.status, await desk.clone().text()).toBe(201);
  });

  test("AP-04 the days with free time: a professional's fully booked day and her day off are left out before a tap; with anyone, the day stays", async () => {
    const days = async (query: string) => {
      const res = await app.request(`/api/availability/days?${query}`, { headers: { "X-Salon-Test-Now": NOW } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { days: string[] }).days;
    };
    const full = "2027-01-13";
    for (const time of await slots(`service=corte&staff=lucia&date=${full}`))
      expect(
        (await postBooking(app, bookingBody({ service: "corte", staff: "lucia", date: full, time }), { now: NOW }))
          .status,
      ).toBe(201);
    const lucia = await days("service=corte&staff=lucia");
    expect(lucia).not.toContain(full);
    expect(lucia).toContain("2027-01-14");
    // Lucía works Saturdays, Carmen does not; Sundays the salon is closed.
    expect(lucia).toContain("2026-11-28");
    const carmen = await days("service=corte&staff=carmen");
    expect(carmen).not.toContain("2026-11-28");
    expect(carmen).toContain(full);
    expect(lucia).not.toContain("2026-11-29");
    // With anyone, the day is still bookable (Carmen, Nuria).
    expect(await days("service=corte")).toContain(full);
    // A visit asks for every part: make-up then a haircut with Lucía is not offered on her full day.
    const visit = await days("service=maquillaje&staff=lucia&extras=corte:lucia");
    expect(visit).not.toContain(full);
    expect(visit).toContain("2027-01-14");
    // Bad input is a Spanish 400.
    const bad = await app.request("/api/availability/days?service=tatuaje");
    expect(bad.status).toBe(400);
  });
});
