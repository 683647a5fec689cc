/**
 * OW-04: an appointment keeps the service name, duration and price it was
 * booked with. The catalogue's entry is changed after the booking through
 * the settings API (as the owner does in /gestion/ajustes); emails, /cita, the agenda and the CSV keep saying
 * what was booked, a move keeps its length, and only new bookings see the change.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appointmentsBetween, dayAgenda, moveAppointment } from "./appointments/agenda-service";
import { getBooking } from "./appointments/booking-service";
import type { MailMessage } from "./notifications/messages";
import { processOutbox } from "./notifications/outbox-worker";
import { appointmentsCsv } from "./appointments/csv";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "./test/harness";
import { renderers } from "./outbox-renderers";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

const NOW = new Date("2026-11-24T07:00:00Z");

describe("an appointment keeps what it was booked with (OW-04)", () => {
  test("OW-04 a later change of the service's name, price and duration alters no existing appointment", async () => {
    const { app, cookie } = await staffTestApp(t.db);
    const res = await postBooking(
      app,
      bookingBody({ date: "2026-12-03", time: "10:00", staff: "lucia", email: "guarda@example.com" }),
    );
    expect(res.status).toBe(201);
    const { id, manageUrl } = (await res.json()) as { id: string; manageUrl: string };

    const settings = (await (await app.request("/api/settings")).json()) as {
      services: { id: string; version: number; [key: string]: unknown }[];
    };
    const values = { ...settings.services.find((s) => s.id === "corte") };
    delete values.id;
    const changed = await app.request("http://localhost/api/staff/settings/services/corte", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({ ...values, name: "Corte Premium", price: 40, minutes: 90 }),
    });
    expect(changed.status).toBe(201);
    {
      const kept = await getBooking(t.db, id);
      expect(kept).toMatchObject({ serviceName: "Corte y Peinado", priceEur: 25, serviceMinutes: 60 });

      const sent: MailMessage[] = [];
      await processOutbox({
        renderers,
        db: t.db,
        send: async (m) => void sent.push(m),
        now: () => NOW,
        secret: "test-secret-test-secret-test-secret-000",
        publicUrl: "https://salon.test",
        noticeHours: async () => 24,
        log: () => undefined,
      });
      const mail = sent.find((m) => m.to === "guarda@example.com");
      expect(mail?.subject).toContain("Corte y Peinado");
      expect(mail?.text).toContain("25€");
      expect(mail?.text).not.toContain("Premium");

      const lookup = await app.request("/api/appointments/lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: manageUrl.split("#")[1] }),
      });
      expect(await lookup.json()).toMatchObject({ serviceName: "Corte y Peinado", price: 25 });

      const current = (await (await app.request("/api/settings")).json()) as Parameters<typeof dayAgenda>[1];
      const agenda = await dayAgenda(t.db, current, "2026-12-03");
      expect(agenda.appointments.find((a) => a.id === id)).toMatchObject({
        serviceName: "Corte y Peinado",
        priceEur: 25,
      });
      const csv = appointmentsCsv(await appointmentsBetween(t.db, "2026-12-03", "2026-12-03"));
      expect(csv).toContain("Corte y Peinado");
      expect(csv).not.toContain("Premium");

      // A move keeps the length it was booked with: 60 minutes, not the new 90.
      const moved = await moveAppointment(
        t.db,
        current,
        id,
        { date: "2026-12-04", time: "11:00", staffId: "lucia" },
        NOW,
      );
      if (!moved.ok) throw new Error(moved.error);
      expect((moved.value.endsAt.getTime() - moved.value.startsAt.getTime()) / 60_000).toBe(60);
      expect(moved.value.serviceName).toBe("Corte y Peinado");

      // Only a new booking sees the change.
      const next = await postBooking(app, bookingBody({ date: "2026-12-05", time: "10:00", staff: "lucia" }));
      expect(await next.json()).toMatchObject({ serviceName: "Corte Premium", price: 40 });
    }
  });
});
