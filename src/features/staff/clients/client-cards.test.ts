/** ST-11: a search's appointments as client cards — one per client, with history and totals. */
import { describe, expect, test } from "vitest";
import type { Appointment as StaffAppointment } from "../shared/staff-api";
import { testAppointment } from "../agenda/test-appointment";
import { clientCards } from "./client-cards";

let n = 0;
/** An appointment of Ana's (her phone and email) on `date`, at `time` or 10:00. */
function appointment(p: Partial<StaffAppointment> & Pick<StaffAppointment, "date" | "status">): StaffAppointment {
  n += 1;
  const time = p.time ?? "10:00";
  return testAppointment({
    id: String(n),
    reference: `REF${n}`,
    startsAt: `${p.date}T${time}:00+01:00`,
    endsAt: `${p.date}T${time}:00+01:00`,
    staffId: "carmen",
    staffName: "Carmen Ruiz",
    clientName: "Ana Pérez",
    clientPhone: "+34 611 222 333",
    clientEmail: "ana@example.com",
    ...p,
  });
}

const now = { date: "2026-11-25", minutes: 12 * 60 };

describe("ST-11 client cards", () => {
  test("ST-11 one card per phone (written any way), with visits, no-shows, spent, the next appointment and what to book again", () => {
    const cards = clientCards(
      [
        appointment({
          date: "2026-10-01",
          status: "completed",
          price: 30,
          service: "tinte",
          serviceName: "Tinte",
          staffId: "lucia",
          staffName: "Lucía Martín",
        }),
        appointment({ date: "2026-11-02", status: "no_show", clientPhone: "611222333" }),
        appointment({ date: "2026-11-20", status: "confirmed", price: 25 }), // happened, never marked
        appointment({ date: "2026-11-21", status: "cancelled" }),
        appointment({ date: "2026-11-25", time: "17:00", status: "confirmed", clientNote: "Alergia al látex" }),
        appointment({ date: "2026-12-10", status: "confirmed" }),
        appointment({
          date: "2026-11-03",
          status: "completed",
          clientName: "Berta Gil",
          clientPhone: "622 000 111",
          clientEmail: null,
        }),
      ],
      now,
    );
    expect(cards.map((c) => c.name)).toEqual(["Ana Pérez", "Berta Gil"]);
    const [ana] = cards;
    expect(ana).toMatchObject({ visits: 2, noShows: 1, cancelled: 1, spent: 55, note: "Alergia al látex" });
    expect(ana?.history.map((a) => a.date)).toEqual([
      "2026-12-10",
      "2026-11-25",
      "2026-11-21",
      "2026-11-20",
      "2026-11-02",
      "2026-10-01",
    ]);
    // The next one is today's at 17:00, not December's; booking again repeats the last visit.
    expect(ana?.upcoming?.date).toBe("2026-11-25");
    expect(ana?.again).toMatchObject({ date: "2026-11-20", service: "corte", staffId: "carmen" });
    expect(cards[1]).toMatchObject({ email: null, visits: 1, spent: 25 });
  });

  test("ST-11 erased appointments make no card; a walk-in with a name only is a card of her own", () => {
    const cards = clientCards(
      [
        appointment({
          date: "2026-11-01",
          status: "completed",
          clientName: null,
          clientPhone: null,
          clientEmail: null,
        }),
        appointment({
          date: "2026-11-02",
          status: "completed",
          clientName: "Carla",
          clientPhone: null,
          clientEmail: null,
        }),
      ],
      now,
    );
    expect(cards.map((c) => [c.key, c.visits])).toEqual([["nombre:carla", 1]]);
  });
});
