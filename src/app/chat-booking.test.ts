// The app joins the chat and the booking rules (site-shell.tsx); so does this test.
import { describe, expect, test } from "vitest";
import { availableSlots } from "@/domain/booking/availability";
import { seedSettings } from "@/lib/settings/seed";
import { bookingAnswer } from "@/features/chat/booking-answer";
import { parseBookingIntent } from "@/features/chat/booking-intent";

const today = { date: "2026-11-24", minutes: 8 * 60 };
const answer = (text: string, free: string[] | null = null) =>
  bookingAnswer(seedSettings, parseBookingIntent(text, today), today, availableSlots, free);
const labels = (text: string, free: string[] | null = null) => answer(text, free).choices.map((c) => c.label);

describe("the assistant's answer to a booking request (CH-11)", () => {
  test("CH-11 says what it understood and offers the nearest free times as deep links", () => {
    const a = answer("quiero un corte mañana a las 10");
    expect(a.content).toMatch(
      /^Entendido: Corte y Peinado el miércoles, 25 de noviembre de 2026 a las 10:00\. ¡Esa hora está libre!/,
    );
    expect(a.choices[1]).toEqual({
      label: "10:00 AM",
      href: "/?servicio=corte&fecha=2026-11-25&hora=10%3A00&origen=chat#reservas",
    });
    expect(labels("quiero un corte mañana a las 10")).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
    expect(labels("masaje el jueves por la tarde")).toEqual(["3:00 PM", "4:00 PM", "5:00 PM"]);
    expect(labels("uñas hoy por la mañana")).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
  });

  test("CH-11 with the booking service's answer only its free times are offered", () => {
    expect(labels("corte mañana a las 10", ["12:00", "13:00", "18:00"])).toEqual(["12:00 PM", "1:00 PM", "6:00 PM"]);
    expect(answer("corte mañana a las 10", ["12:00"]).content).toMatch(/A esa hora no hay cita posible/);
  });

  test.each([
    [
      "a Sunday",
      "corte el domingo a las 10",
      /Los domingos no hay reservas online\. Te propongo Corte y Peinado el lunes, 30 de noviembre/,
    ],
    ["a past day", "corte el 20/11", /ya ha pasado/],
    ["23:00", "corte mañana a las 23:00", /A esa hora no hay cita posible/],
    [
      "an unknown service",
      "un tinte mañana a las 10",
      /No ofrecemos «tinte»\. Nuestros servicios son: Corte y Peinado/,
    ],
    ["a day that does not exist", "corte el 31/11", /No encuentro el día «31\/11»/],
    ["beyond the horizon", "corte el 15/6/2027", /hasta 90 días vista/],
  ])("CH-11 %s gets a clear Spanish answer", (_, text, expected) => {
    expect(answer(text).content).toMatch(expected);
  });

  test("CH-11 a Sunday offers Monday's times; a day without times offers the next one", () => {
    expect(labels("corte el domingo a las 10")).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
    const late = bookingAnswer(
      seedSettings,
      parseBookingIntent("masaje hoy", { date: "2026-11-24", minutes: 19 * 60 }),
      { date: "2026-11-24", minutes: 19 * 60 },
      availableSlots,
    );
    expect(late.content).toMatch(
      /Ese día ya no quedan horas libres: te aviso si se libera alguna, o reserva el miércoles, 25 de noviembre/,
    );
    expect(late.choices.at(-1)).toEqual({
      label: "Avísame si se libera",
      href: "/?espera=1&servicio=masaje&fecha=2026-11-24#reservas",
    });
  });
});
