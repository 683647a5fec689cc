import { describe, expect, test } from "vitest";
import { site } from "@/content/site";
import { seedSettings } from "@/lib/settings/seed";
import type { SalonSettings } from "@/lib/settings/model";
import { bookingAnswer } from "./booking-answer";
import { parseBookingIntent } from "./booking-intent";
import { reply } from "./rules";

/** Tuesday 24 November 2026, 10:00 at the salon. */
const tuesday = { date: "2026-11-24", minutes: 600 };
/** The owner's settings after a few changes: Saturday closes at 14:00, Christmas Eve closed, one past closure. */
const settings: SalonSettings = {
  ...seedSettings,
  hours: seedSettings.hours.map((h) => (h.weekday === 6 ? { ...h, closes: "14:00" } : h)),
  closures: [
    { id: 1, startDate: "2026-01-06", endDate: "2026-01-06", startTime: "00:00", endTime: "24:00", note: "Reyes" },
    {
      id: 2,
      startDate: "2026-12-24",
      endDate: "2026-12-24",
      startTime: "00:00",
      endTime: "24:00",
      note: "Nochebuena",
    },
  ],
};
const ask = (text: string) => reply(text, tuesday, settings).text;

describe("the chat answers about a day (CH-12)", () => {
  test("CH-12 '¿abrís el domingo / mañana / el 24 de diciembre?' and '¿a qué hora cerráis el sábado?' get that day's hours or closure", () => {
    expect(ask("¿abrís el domingo?")).toBe(
      `El domingo, 29 de noviembre de 2026 abrimos de 10:00 a 16:00. Ese día no hay reservas online: ven directamente o llámanos al ${site.contact.phone.display} y te damos hora.`,
    );
    expect(ask("¿abrís mañana?")).toBe("El miércoles, 25 de noviembre de 2026 abrimos de 9:00 a 20:00.");
    expect(ask("¿a qué hora cerráis el sábado?")).toBe("El sábado, 28 de noviembre de 2026 abrimos de 9:00 a 14:00.");
    expect(ask("¿abrís el 24 de diciembre?")).toBe(
      "El jueves, 24 de diciembre de 2026 está cerrado (Nochebuena). Abrimos de nuevo el viernes, 25 de diciembre de 2026, de 9:00 a 20:00.",
    );
    expect(ask("¿estáis abiertos en Nochebuena?")).toContain("está cerrado (Nochebuena)");
  });

  test("CH-12 the hours reply lists only future closures, in words, and says how to come on a day without online booking", () => {
    const hours = ask("¿cuál es el horario?");
    expect(hours).toContain("Cerrado el jueves, 24 de diciembre de 2026: Nochebuena");
    expect(hours).not.toContain("Reyes");
    expect(hours).not.toMatch(/\d{2}\/\d{2}/);
    expect(hours).toContain("Los domingos abrimos sin reserva online");
  });

  test("CH-12 a service the salon does not do gets a clear no with what it does; a price asked for one service, that price", () => {
    expect(ask("¿hacéis mechas?")).toMatch(/^No, no hacemos mechas\. Lo más cercano que ofrecemos:\n• Corte y Peinado/);
    expect(ask("¿cuánto cuesta un tinte?")).toMatch(/^No, no hacemos tinte\./);
    expect(ask("¿cuánto cuesta un corte?")).toMatch(/^Corte y Peinado: 25 ?€ \(60 min\)\./);
    // PY-04: bonos and gift cards have their page while something is on sale (CN-04).
    expect(reply("¿tenéis bonos o tarjetas regalo?", tuesday, { ...settings, giftsOnSale: true }).text).toMatch(
      /^Tenemos bonos de sesiones y tarjetas regalo: míralos en la página Regalos/,
    );
  });

  test("CN-04 with nothing on sale the chat offers no gift page: a gift question gets a plain no and the phone", () => {
    const answer = reply("¿tenéis bonos o tarjetas regalo?", tuesday, settings);
    expect(answer.text).toMatch(/^Ahora mismo no tenemos bonos ni tarjetas regalo a la venta/);
    expect(answer.text).not.toContain("página Regalos");
    expect(answer.link).toBeUndefined();
    for (const question of ["hola", "¿qué servicios tenéis?", "¿cuánto cuesta?"])
      expect(reply(question, tuesday, settings).text).not.toMatch(/regalo|bono/i);
  });

  test("CH-12 never 'Toca una' without times: a Saturday afternoon when Saturday closes at 14:00 gets the day's nearest times", () => {
    const intent = parseBookingIntent("un corte el sábado por la tarde", tuesday);
    const answer = bookingAnswer(settings, intent, tuesday, () => ["09:00", "10:00", "11:00", "12:00", "13:00"]);
    expect(answer.content).toContain("Por la tarde no quedan horas ese día");
    expect(answer.content).not.toContain("Toca una");
    expect(answer.choices.map((c) => c.label)).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
  });

  test("OW-07 CH-12 a service on the list that nobody does is not offered: the chat says so and who to call", () => {
    const [first] = seedSettings.services;
    if (!first) throw new Error("seed");
    const alisado = { ...first, id: "alisado", name: "Alisado de Keratina", position: 40 };
    const withIt: SalonSettings = { ...settings, services: [...settings.services, alisado] };
    expect(reply("quiero un alisado de keratina el jueves", tuesday, withIt).text).toBe(
      `Ahora mismo no podemos reservar Alisado de Keratina online. Llámanos al ${site.contact.phone.display} y te decimos cuándo.`,
    );
  });
});
