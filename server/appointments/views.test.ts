/** The calendar file (BE-05, BE-06, SS-01, SS-02) as RFC 5545 has it: escaped, folded, one event per service. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { BookingRecord } from "./repository";
import { bookingIcs, foldIcsLine, visitIcs } from "./views";

const booking = (over: Partial<BookingRecord> = {}) =>
  ({
    id: "3f1c2d4e-0000-4000-8000-000000000001",
    reference: "AUR-ABC123",
    serviceName: "Corte y Peinado, con lavado; largo",
    staffName: "Lucía Martín",
    startsAt: new Date("2026-12-01T09:00:00Z"),
    endsAt: new Date("2026-12-01T10:00:00Z"),
    updatedAt: new Date("2026-11-24T10:00:00Z"),
    icsSequence: 2,
    clientEmail: "ana.perez@example.com",
    clientName: 'Ana "la de siempre" Pérez',
    ...over,
  }) as BookingRecord;

const unfold = (ics: string) => ics.replace(/\r\n /g, "");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("the appointment's calendar file", () => {
  test("BE-05 a request: UTC times, the change's stamp, SEQUENCE, escaped text, the client as attendee", () => {
    const ics = bookingIcs(booking(), "REQUEST");
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfold(ics).split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("X-WR-TIMEZONE:Europe/Madrid");
    expect(lines).toContain("UID:3f1c2d4e-0000-4000-8000-000000000001");
    expect(lines).toContain("DTSTART:20261201T090000Z");
    expect(lines).toContain("DTEND:20261201T100000Z");
    expect(lines).toContain("DTSTAMP:20261124T100000Z");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("SUMMARY:Corte y Peinado\\, con lavado\\; largo · Aurora Beauty Salón");
    expect(lines).toContain('ATTENDEE;RSVP=FALSE;CN="Ana la de siempre Pérez":mailto:ana.perez@example.com');
  });

  test("BE-06 a cancellation says so; an address the rule refuses is left out, the file is still made", () => {
    const lines = unfold(bookingIcs(booking({ clientEmail: "no es un email" }), "CANCEL")).split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines.some((l) => l.startsWith("ATTENDEE"))).toBe(false);
  });

  test("SS-02 a visit is one file with an event per service, each with its own UID", () => {
    const ics = visitIcs([booking(), booking({ id: "second", icsSequence: 0 })], "REQUEST");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfold(ics)).toContain("UID:second\r\n");
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
  });

  test("BE-05 any line folds at 75 octets without splitting a character, and unfolds to itself", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "ñ", "用", "😀", ",", " "), maxLength: 300 }), (value) => {
        const line = `DESCRIPTION:${value}`;
        const folded = foldIcsLine(line);
        expect(folded.split("\r\n").every((part) => octets(part) <= 75)).toBe(true);
        expect(folded.split("\r\n").every((part) => !part.includes("\uFFFD"))).toBe(true);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });
});
