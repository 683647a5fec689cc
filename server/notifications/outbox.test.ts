import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cancel } from "../appointments/booking-service";
import { verifyToken } from "../appointments/tokens";
import { bookingBody, createTestDatabase, postBooking, type TestDb, testApp } from "../test/harness";
import type { MailMessage } from "./messages";
import { claimDue, drainOutbox, type OutboxDeps, processOutbox } from "./outbox-worker";
import { fileTransport, smtpTransport } from "./transport";
import { renderers } from "../outbox-renderers";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

const SECRET = "test-secret-test-secret-test-secret-000";
/** The test clock: the harness books at this instant; no test reads the wall clock. */
const NOW = new Date("2026-11-24T07:00:00Z");

function worker(send: (m: MailMessage) => Promise<void>, now: () => Date = () => NOW): OutboxDeps {
  return {
    renderers,
    db: t.db,
    send,
    now,
    secret: SECRET,
    publicUrl: "https://salon.test",
    noticeHours: async () => 24,
    log: () => undefined,
  };
}

async function book(overrides: Record<string, unknown>) {
  const { app } = testApp(t.db);
  const res = await postBooking(app, bookingBody(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; reference: string };
}

async function pending(bookingId: string) {
  return t.db.query<{ kind: string; sent_at: Date | null; dropped_at: Date | null }>(
    "SELECT kind, sent_at, dropped_at FROM outbox WHERE booking_id = $1 ORDER BY id",
    [bookingId],
  );
}

/** The outbox row of one kind; fails the test when there is none (a missing row never passes as "sent"). */
async function outboxRow(bookingId: string, kind: string) {
  const found = (await pending(bookingId)).find((r) => r.kind === kind);
  if (!found) throw new Error(`no ${kind} row for booking ${bookingId}`);
  return found;
}

describe("outbox (BE-05)", () => {
  test("BE-05 a booking writes its confirmation and its reminder in the same transaction", async () => {
    const booking = await book({ date: "2026-12-09", time: "11:00", email: "outbox1@example.com" });
    expect((await pending(booking.id)).map((r) => r.kind)).toEqual(["confirmation", "reminder"]);
  });

  test("BE-05 the confirmation says it all in Spanish and carries cita.ics (REQUEST, UID = booking id)", async () => {
    const booking = await book({ date: "2026-12-10", time: "17:00", email: "confirma@example.com", staff: "carmen" });
    const sent: MailMessage[] = [];
    await processOutbox(worker(async (m) => void sent.push(m)));
    const mail = sent.find((m) => m.to === "confirma@example.com");
    expect(mail?.subject).toBe("Cita confirmada: Corte y Peinado, jueves, 10 de diciembre de 2026 a las 17:00");
    for (const part of [mail?.text, mail?.html])
      for (const fact of [
        "Corte y Peinado",
        "Carmen Ruiz",
        "jueves, 10 de diciembre de 2026",
        "17:00",
        "25€",
        "Av. Principal 123",
        booking.reference,
      ])
        expect(part).toContain(fact);
    expect(mail?.text).toMatch(/google\.com\/maps/);
    const link = mail?.text.match(/https:\/\/salon\.test\/cita#(\S+)/)?.[1];
    expect(verifyToken(SECRET, "manage", link)).toBe(booking.id);
    expect(mail?.ics?.method).toBe("REQUEST");
    expect(mail?.ics?.content).toContain("METHOD:REQUEST");
    expect(mail?.ics?.content).toContain(`UID:${booking.id}`);
    expect(mail?.ics?.content).toContain("DTSTART:20261210T160000Z");
    expect(mail?.ics?.content).toContain("X-WR-TIMEZONE:Europe/Madrid");
    expect((await outboxRow(booking.id, "confirmation")).sent_at).not.toBeNull();
  });

  test("BE-05 the reminder goes 24 h before, not earlier", async () => {
    const booking = await book({ date: "2026-12-11", time: "10:00", email: "recuerda@example.com" });
    const sent: MailMessage[] = [];
    const send = async (m: MailMessage) => void sent.push(m);
    await processOutbox(worker(send, () => new Date("2026-12-10T08:59:00Z")));
    expect(sent.filter((m) => m.to === "recuerda@example.com").map((m) => m.subject.split(":")[0])).toEqual([
      "Cita confirmada",
    ]);
    await processOutbox(worker(send, () => new Date("2026-12-10T09:00:00Z")));
    expect(sent.filter((m) => m.to === "recuerda@example.com").map((m) => m.subject.split(":")[0])).toEqual([
      "Cita confirmada",
      "Recordatorio de tu cita",
    ]);
    expect(booking.reference).toBeTruthy();
  });

  test("BE-05 a worker killed mid-send loses nothing: the row is sent after its lease runs out", async () => {
    const booking = await book({ date: "2026-12-14", time: "12:00", email: "crash@example.com" });
    const now = NOW;
    // The "killed" worker claimed the rows and never came back.
    const claimed = await claimDue(t.db, now, 100, 60);
    expect(claimed.some((r) => r.booking_id === booking.id)).toBe(true);
    const sent: MailMessage[] = [];
    await processOutbox(
      worker(
        async (m) => void sent.push(m),
        () => new Date(now.getTime() + 30_000),
      ),
    );
    expect(sent.some((m) => m.to === "crash@example.com")).toBe(false);
    await processOutbox(
      worker(
        async (m) => void sent.push(m),
        () => new Date(now.getTime() + 61_000),
      ),
    );
    expect(sent.filter((m) => m.to === "crash@example.com")).toHaveLength(1);
  });

  test("BE-05 two workers running together send each mail once", async () => {
    const ids = [];
    for (const time of ["09:00", "10:00", "11:00", "12:00", "13:00"])
      ids.push((await book({ date: "2026-12-15", time, email: `dos-${time.slice(0, 2)}@example.com` })).id);
    const sent: string[] = [];
    const slowSend = async (m: MailMessage) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(m.to);
    };
    await Promise.all([
      processOutbox(worker(slowSend), 3),
      processOutbox(worker(slowSend), 3),
      processOutbox(worker(slowSend), 50),
    ]);
    const ours = sent.filter((to) => to.startsWith("dos-"));
    expect(ours.sort()).toEqual([
      "dos-09@example.com",
      "dos-10@example.com",
      "dos-11@example.com",
      "dos-12@example.com",
      "dos-13@example.com",
    ]);
    expect(ids).toHaveLength(5);
  });

  test("BE-05 a failing send is retried with backoff and then succeeds", async () => {
    const booking = await book({ date: "2026-12-16", time: "10:00", email: "reintento@example.com" });
    const start = NOW.getTime();
    let failures = 0;
    const flaky = async (m: MailMessage) => {
      if (m.to === "reintento@example.com" && failures++ === 0) throw new Error("SMTP 451 try later");
    };
    expect((await processOutbox(worker(flaky, () => new Date(start)))).failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.query<{ attempts: number; last_error: string; send_after: Date }>(
      "SELECT attempts, last_error, send_after FROM outbox WHERE booking_id = $1 AND kind = 'confirmation'",
      [booking.id],
    );
    expect(row?.last_error).toContain("451");
    expect(new Date(row?.send_after ?? 0).getTime()).toBeGreaterThanOrEqual(start + 30_000);
    await processOutbox(worker(flaky, () => new Date(start + 10_000)));
    expect((await outboxRow(booking.id, "confirmation")).sent_at).toBeNull();
    await processOutbox(worker(flaky, () => new Date(start + 31_000)));
    expect((await outboxRow(booking.id, "confirmation")).sent_at).not.toBeNull();
  });

  test("BE-06 cancelling drops the reminder and sends a cancellation with METHOD:CANCEL", async () => {
    const booking = await book({ date: "2026-12-17", time: "10:00", email: "cancela@example.com" });
    const result = await cancel(t.db, booking.id, new Date("2026-11-24T07:00:00Z"), { noticeHours: 24 });
    expect(result.ok).toBe(true);
    const sent: MailMessage[] = [];
    await drainOutbox(
      worker(
        async (m) => void sent.push(m),
        () => new Date("2026-12-16T10:00:00Z"),
      ),
    );
    const ours = sent.filter((m) => m.to === "cancela@example.com");
    expect(ours.map((m) => m.subject.split(":")[0])).toEqual(["Cita confirmada", "Cita cancelada"]);
    expect(ours[1]?.ics?.content).toContain("METHOD:CANCEL");
    expect(ours[1]?.ics?.content).toContain("STATUS:CANCELLED");
    expect((await outboxRow(booking.id, "reminder")).dropped_at).not.toBeNull();
  });

  test("BE-05 with no SMTP_URL mails are written as .eml files; with one they reach the SMTP server", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-mail-"));
    const logs: string[] = [];
    const message: MailMessage = {
      to: "eml@example.com",
      subject: "Cita confirmada: prueba",
      text: "Hola, Ana: tu cita",
      html: "<p>Hola</p>",
      ics: { method: "REQUEST", content: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR" },
    };
    await fileTransport(dir, "", (l) => logs.push(l))(message);
    const [file] = readdirSync(dir);
    const eml = readFileSync(join(dir, file ?? ""), "utf8");
    expect(eml).toContain("To: eml@example.com");
    expect(eml).toContain("filename=cita.ics");
    // One calendar part, not an invitation and an attachment of the same file.
    expect(eml.match(/Content-Type: text\/calendar/g)).toHaveLength(1);
    expect(logs[0]).toContain("eml@example.com");

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const send = smtpTransport(`smtp://127.0.0.1:${port}`, "");
    await send(message);
    send.close?.();
    await new Promise<void>((resolve) => smtp.close(resolve));
    expect(received[0]).toContain("Subject: Cita confirmada: prueba");
    expect(received[0]).toContain("text/calendar");
  });
});
