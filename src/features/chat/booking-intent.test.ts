import { describe, expect, test } from "vitest";
import { type BookingIntent, isBookingRequest, parseBookingIntent } from "./booking-intent";
import { bookingAnswer } from "./booking-answer";
import { seedSettings } from "@/lib/settings/seed";

// Tuesday 24 November 2026, 08:00 in the salon.
const today = { date: "2026-11-24", minutes: 8 * 60 };

const cases: [string, BookingIntent][] = [
  // Services by their usual names, with and without accents, with typos.
  ["Quiero un corte mañana a las 10", { serviceId: "corte", date: "2026-11-25", time: "10:00" }],
  ["quiero cortarme el pelo el viernes a las 11", { serviceId: "corte", date: "2026-11-27", time: "11:00" }],
  ["un peinado para el sábado a las 12:30", { serviceId: "corte", date: "2026-11-28", time: "12:30" }],
  ["cita de peluqueria el jueves por la tarde", { serviceId: "corte", date: "2026-11-26", partOfDay: "afternoon" }],
  [
    "me gustaria hacerme las uñas hoy a las 5 de la tarde",
    { serviceId: "manicura", date: "2026-11-24", time: "17:00" },
  ],
  ["unas el miercoles a las 4", { serviceId: "manicura", date: "2026-11-25", time: "16:00" }],
  ["manicura pasado mañana a las 9", { serviceId: "manicura", date: "2026-11-26", time: "09:00" }],
  ["manicur el lunes por la mañana", { serviceId: "manicura", date: "2026-11-30", partOfDay: "morning" }],
  ["pedicura el 28 a las 10:00", { serviceId: "manicura", date: "2026-11-28", time: "10:00" }],
  ["semipermanente el 2 de diciembre a las 18", { serviceId: "manicura", date: "2026-12-02", time: "18:00" }],
  ["quiero depilar las piernas el viernes", { serviceId: "depilacion", date: "2026-11-27" }],
  ["depilacion con cera mañana a las 11", { serviceId: "depilacion", date: "2026-11-25", time: "11:00" }],
  ["depilasion el 30/11 a las 3 de la tarde", { serviceId: "depilacion", date: "2026-11-30", time: "15:00" }],
  ["depilarme las axilas hoy", { serviceId: "depilacion", date: "2026-11-24" }],
  ["un masaje el sabado que viene", { serviceId: "masaje", date: "2026-11-28" }],
  ["masage relajante el jueves a las 10", { serviceId: "masaje", date: "2026-11-26", time: "10:00" }],
  [
    "tengo una contractura, ¿hay hueco mañana por la tarde?",
    { serviceId: "masaje", date: "2026-11-25", partOfDay: "afternoon" },
  ],
  ["un masajito el 27 a las 7 de la tarde", { serviceId: "masaje", date: "2026-11-27", time: "19:00" }],
  ["limpieza facial el lunes a las 10 y media", { serviceId: "facial", date: "2026-11-30", time: "10:30" }],
  ["tratamiento facial 1/12 a las 12", { serviceId: "facial", date: "2026-12-01", time: "12:00" }],
  ["algo para el cutis el martes que viene", { serviceId: "facial", date: "2026-12-01" }],
  ["facial hoy a las 13:00", { serviceId: "facial", date: "2026-11-24", time: "13:00" }],
  [
    "maquillaje para una boda el 5 de diciembre a las 10",
    { serviceId: "maquillaje", date: "2026-12-05", time: "10:00" },
  ],
  ["maquillarme el sabado a las 9 de la mañana", { serviceId: "maquillaje", date: "2026-11-28", time: "09:00" }],
  ["maquiyaje el viernes por la mañana", { serviceId: "maquillaje", date: "2026-11-27", partOfDay: "morning" }],
  ["Maquillaje mañana a las once", { serviceId: "maquillaje", date: "2026-11-25", time: "11:00" }],
  // Days.
  ["corte hoy", { serviceId: "corte", date: "2026-11-24" }],
  ["corte mañana", { serviceId: "corte", date: "2026-11-25" }],
  ["corte pasado mañana", { serviceId: "corte", date: "2026-11-26" }],
  ["corte el lunes", { serviceId: "corte", date: "2026-11-30" }],
  ["corte el martes", { serviceId: "corte", date: "2026-11-24" }],
  ["corte el próximo martes", { serviceId: "corte", date: "2026-12-01" }],
  ["corte el miércoles", { serviceId: "corte", date: "2026-11-25" }],
  ["corte el jueves", { serviceId: "corte", date: "2026-11-26" }],
  ["corte este viernes", { serviceId: "corte", date: "2026-11-27" }],
  ["corte el sábado", { serviceId: "corte", date: "2026-11-28" }],
  ["corte el domingo", { serviceId: "corte", date: "2026-11-29" }],
  ["corte el 28", { serviceId: "corte", date: "2026-11-28" }],
  ["corte el dia 3", { serviceId: "corte", date: "2026-12-03" }],
  ["corte 28/11", { serviceId: "corte", date: "2026-11-28" }],
  ["corte 28-11-2026", { serviceId: "corte", date: "2026-11-28" }],
  ["corte el 15 de enero", { serviceId: "corte", date: "2027-01-15" }],
  ["corte el 20/11", { serviceId: "corte", date: "2026-11-20" }],
  ["corte el 31/11", { serviceId: "corte", invalidDay: "31/11" }],
  ["corte el 31 de noviembre", { serviceId: "corte", invalidDay: "el 31 de noviembre" }],
  // Times.
  ["corte mañana a la 1", { serviceId: "corte", date: "2026-11-25", time: "13:00" }],
  ["corte mañana a las 10:30", { serviceId: "corte", date: "2026-11-25", time: "10:30" }],
  ["corte mañana 10.30", { serviceId: "corte", date: "2026-11-25", time: "10:30" }],
  ["corte mañana sobre las 12", { serviceId: "corte", date: "2026-11-25", time: "12:00" }],
  ["corte mañana a mediodia", { serviceId: "corte", date: "2026-11-25", time: "12:00" }],
  ["corte mañana a las 6", { serviceId: "corte", date: "2026-11-25", time: "18:00" }],
  ["corte mañana a las 23:00", { serviceId: "corte", date: "2026-11-25", time: "23:00" }],
  ["corte mañana a las 8 de la mañana", { serviceId: "corte", date: "2026-11-25", time: "08:00" }],
  ["corte mañana 17h", { serviceId: "corte", date: "2026-11-25", time: "17:00" }],
  ["corte mañana por la mañana", { serviceId: "corte", date: "2026-11-25", partOfDay: "morning" }],
  ["corte por la mañana", { serviceId: "corte", partOfDay: "morning" }],
  ["corte a las cinco de la tarde", { serviceId: "corte", time: "17:00" }],
  ["CORTE MAÑANA A LAS 10!!", { serviceId: "corte", date: "2026-11-25", time: "10:00" }],
  // Services we do not offer.
  ["quiero un tinte mañana a las 10", { unknownService: "tinte", date: "2026-11-25", time: "10:00" }],
  ["mechas el viernes", { unknownService: "mechas", date: "2026-11-27" }],
  ["pestañas el lunes a las 11", { unknownService: "pestañas", date: "2026-11-30", time: "11:00" }],
];

describe("booking requests in everyday Spanish (CH-11)", () => {
  test("CH-11 the table has at least 60 phrasings", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  test.each(cases)("CH-11 «%s»", (phrase, expected) => {
    expect(parseBookingIntent(phrase, today)).toEqual(expected);
  });

  test("CH-11 a booking request needs a service and a when; other messages go to the keyword rules", () => {
    expect(isBookingRequest(parseBookingIntent("corte mañana", today))).toBe(true);
    expect(isBookingRequest(parseBookingIntent("tinte el viernes", today))).toBe(true);
    expect(isBookingRequest(parseBookingIntent("¿cuánto cuesta un corte?", today))).toBe(false);
    expect(isBookingRequest(parseBookingIntent("¿qué horario tenéis mañana?", today))).toBe(false);
    expect(isBookingRequest(parseBookingIntent("hola", today))).toBe(false);
  });
});

describe("services the salon adds in its settings (OW-02)", () => {
  const offered = [{ id: "lifting-de-pestanas", name: "Lifting de pestañas" }];
  const today = { date: "2026-11-24", minutes: 8 * 60 };

  test("OW-02 a new service is understood by the words of its name, typos and accents included", () => {
    expect(parseBookingIntent("quiero un lifting el viernes", today, offered).serviceId).toBe("lifting-de-pestanas");
    expect(parseBookingIntent("cita para las pestanas mañana", today, offered).serviceId).toBe("lifting-de-pestanas");
  });

  test("OW-02 without it in the settings, 'pestañas' is still a service the salon does not offer", () => {
    expect(parseBookingIntent("cita para las pestañas mañana", today)).toMatchObject({ unknownService: "pestañas" });
  });
});

describe("days gone by (SS-03)", () => {
  // Tuesday 24 November 2026.
  const tuesday = { date: "2026-11-24", minutes: 600 };
  test("SS-03 CH-12 'el lunes pasado' and 'ayer' are past days, never today; the answer says so and offers the nearest times", () => {
    expect(parseBookingIntent("un corte el lunes pasado", tuesday).date).toBe("2026-11-23");
    expect(parseBookingIntent("un corte el martes pasado", tuesday).date).toBe("2026-11-17");
    expect(parseBookingIntent("manicura el miércoles anterior", tuesday).date).toBe("2026-11-18");
    expect(parseBookingIntent("un corte ayer", tuesday).date).toBe("2026-11-23");
    // Without 'pasado' a weekday is still the next one.
    expect(parseBookingIntent("un corte el lunes", tuesday).date).toBe("2026-11-30");
    const intent = parseBookingIntent("quiero un corte el lunes pasado", tuesday);
    expect(isBookingRequest(intent)).toBe(true);
    const answer = bookingAnswer(seedSettings, intent, tuesday, () => ["10:00"]);
    expect(answer.content).toBe(
      "El lunes, 23 de noviembre de 2026 ya ha pasado. Te propongo Corte y Peinado el martes, 24 de noviembre de 2026:",
    );
    expect(answer.choices.map((c) => c.label)).toEqual(["10:00 AM"]);
  });

  test("OW-07 the words the owner gives a service are understood for it ('mechas, tinte, color')", () => {
    const offered = [{ id: "tinte-y-mechas", name: "Coloración", chatWords: ["mechas", "tinte", "color"] }];
    const tuesday = { date: "2026-11-24", minutes: 600 };
    expect(parseBookingIntent("quiero unas mechas el jueves", tuesday, offered)).toMatchObject({
      serviceId: "tinte-y-mechas",
      date: "2026-11-26",
    });
    expect(parseBookingIntent("un tinte mañana", tuesday, offered).serviceId).toBe("tinte-y-mechas");
    // Without the owner's words, 'mechas' is a service the salon does not do.
    expect(parseBookingIntent("quiero mechas el jueves", tuesday, []).unknownService).toBe("mechas");
  });
});

describe("words as words, and the professional she names (CH-13)", () => {
  const tuesday = { date: "2026-11-24", minutes: 480 };
  const team = seedSettings.team;

  test.each([
    ["quiero unas mechas el jueves", { unknownService: "mechas" }],
    ["unas cejas el viernes por favor", { unknownService: "cejas" }],
    ["me hago las uñas el jueves", { serviceId: "manicura" }],
    ["pintarme las unas el jueves", { serviceId: "manicura" }],
    ["unas el miercoles a las 4", { serviceId: "manicura" }],
  ] as const)("CH-13 «%s»", (phrase, expected) => {
    const intent = parseBookingIntent(phrase, tuesday, [], team);
    expect(intent).toMatchObject(expected);
    if ("unknownService" in expected) expect(intent.serviceId).toBeUndefined();
  });

  test("CH-13 'con Carmen … a las 10' limits the times to hers and says when she works", () => {
    const intent = parseBookingIntent("corte con Carmen el jueves a las 10", tuesday, [], team);
    expect(intent).toMatchObject({ serviceId: "corte", staffId: "carmen", date: "2026-11-26", time: "10:00" });
    const everyHour = () => ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "18:00", "19:00"];
    const answer = bookingAnswer(seedSettings, intent, tuesday, everyHour);
    expect(answer.content).toBe(
      "Entendido: Corte y Peinado con Carmen el jueves, 26 de noviembre de 2026 a las 10:00. Carmen trabaja de lunes a viernes de 14:00 a 20:00. Sus horas libres más cercanas ese día:",
    );
    expect(answer.content).not.toMatch(/Esa hora está libre/);
    expect(answer.choices.map((c) => c.label)).toEqual(["2:00 PM", "3:00 PM", "4:00 PM"]);
    expect(answer.choices[0]?.href).toBe(
      "/?servicio=corte&profesional=carmen&fecha=2026-11-26&hora=14%3A00&origen=chat#reservas",
    );
    // Lucía, who works mornings, has 10:00.
    const lucia = bookingAnswer(
      seedSettings,
      parseBookingIntent("corte con lucía el jueves a las 10", tuesday, [], team),
      tuesday,
      everyHour,
    );
    expect(lucia.content).toMatch(/con Lucía .* ¡Esa hora está libre!/);
  });

  test("WL-01 WL-06 a full day offers 'Avísame si se libera' with the service, the professional and the day asked", () => {
    const intent = parseBookingIntent("corte con Carmen el sábado", tuesday, [], team);
    const full = (_s: unknown, date: string) => (date === "2026-11-28" ? [] : ["14:00", "15:00"]);
    const answer = bookingAnswer(seedSettings, { ...intent, staffId: "lucia" }, tuesday, full);
    const wait = answer.choices.find((c) => c.label === "Avísame si se libera");
    expect(wait?.href).toBe("/?espera=1&servicio=corte&profesional=lucia&fecha=2026-11-28#reservas");
    expect(answer.content).toMatch(/Ese día ya no quedan horas libres: te aviso si se libera alguna/);
  });
});
