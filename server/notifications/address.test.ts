import fc from "fast-check";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isMailableEmail, validateContact } from "@/domain/booking/contact-validation";
import { getBooking } from "../appointments/booking-service";
import { bookingBody, createTestDatabase, postBooking, type TestDb, testApp } from "../test/harness";
import { bookingIcs } from "../appointments/views";
import { bookingMessage } from "../appointments/messages";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(async () => t?.drop());

const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
const contact = (email: string) => validateContact({ name: "Ana", phone: "611 222 333", email }).email;

/** Local parts and domains from every corner: ASCII specials, accents, other scripts, marks, long labels. */
const piece = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."abcXYZ019.!#$%&'*+/=?^_`{|}~-"), minLength: 1, maxLength: 12 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 6 }),
  fc.constantFrom("ñ", "é", "用户", "\u200b", "\u202e", "\u200f", "x".repeat(64), "-a", "a-", ".", ".."),
);
const label = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/) },
  { weight: 1, arbitrary: piece },
);
const local = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[\w!#$%&'*+/=?^`{|}~-]{1,64}$/) },
  { weight: 1, arbitrary: piece },
);
const address = fc
  .tuple(local, fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom("es", "com", "c", "museum", "ñ"))
  .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`);

describe("every address the booking form accepts can be mailed (RL-03)", () => {
  test("RL-03 an address the shared rule accepts goes through the calendar file and the mail library; others get a Spanish reason", async () => {
    const booking = await getBooking(
      t.db,
      ((await (await postBooking(testApp(t.db).app, bookingBody({ date: "2026-12-01" }))).json()) as { id: string }).id,
    );
    if (!booking) throw new Error("no booking");
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(address, async (email) => {
        const message = contact(email);
        if (message !== undefined) {
          expect(isMailableEmail(email)).toBe(false);
          expect(message).toMatch(/email/i);
          return;
        }
        expect(isMailableEmail(email)).toBe(true);
        accepted++;
        const withEmail = { ...booking, clientEmail: email };
        const ics = bookingIcs(withEmail, "REQUEST");
        // Long lines are folded (RFC 5545 §3.1): unfold before reading.
        expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`mailto:${email}`);
        const mail = bookingMessage("confirmation", withEmail, {
          manageUrl: "https://salon.test/cita#x",
          noticeHours: 24,
        });
        const info = await stream.sendMail({
          from: "salon@example.com",
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        expect(info.envelope.to).toEqual([email]);
      }),
      { numRuns: 400, seed: 3 },
    );
    // The property says something about both sides: many addresses got through and were mailed.
    expect(accepted).toBeGreaterThan(40);
  });

  test.each([
    ["maría@example.com", "sin tildes"],
    ["a\u200b@example.com", "sin tildes"],
    ["a\u202e@example.com", "sin tildes"],
    ["ana@用户.com", "sin tildes"],
    [`ana@${"x".repeat(64)}.com`, "email válido"],
    ["ana@example.c", "email válido"],
    ["ana..lopez@example.com", "email válido"],
    ["ana\u0000@example.com", "sin tildes"],
  ])("RL-03 %s is refused at booking with a Spanish reason", async (email, reason) => {
    const res = await postBooking(testApp(t.db).app, bookingBody({ email }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: { email: string } };
    expect(body.fields.email).toContain(reason);
  });

  test("RL-03 the calendar link of a booking stored with an address the calendar format rejects answers 200, not 500", async () => {
    const res = await postBooking(testApp(t.db).app, bookingBody({ date: "2026-12-02" }));
    const { id, calendarUrl } = (await res.json()) as { id: string; calendarUrl: string };
    // Stored before the rule existed (or by hand): an internationalised address.
    await t.db.query("UPDATE bookings SET client_email = 'maría@exámple.com' WHERE id = $1", [id]);
    const ics = await testApp(t.db).app.request(calendarUrl);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain(`UID:${id}`);
  });
});
