import { describe, expect, test } from "vitest";
import { bookingServices } from "@/content/services";
import { site } from "@/content/site";
import { answer, fallbackRule, matchRule, type RuleId, reply, rules } from "./rules";
import { isBookingRequest, parseBookingIntent } from "./booking-intent";
import { seedSettings } from "@/lib/settings/seed";

describe("chat rules", () => {
  // input → rule, first match wins, in the order of CH-07.
  const table: [string, RuleId][] = [
    ["¿Qué servicios tienen?", "services"],
    ["Quiero un tratamiento facial", "services"],
    ["services please", "services"],
    ["which treatments do you do", "services"],
    ["¿Qué tal?", "services"], // 'qué' (rule 1) comes before 'qué tal' (rule 6)
    ["¿QUÉ hacéis?", "services"],
    ["¿Cuál es el horario?", "hours"],
    ["¿A qué hora abren?", "services"], // 'qué' wins over 'hora'
    ["a que hora abren", "hours"], // without accent, 'que' is not 'qué'
    ["¿Está abierto el domingo?", "hours"],
    ["¿cerrado en festivos?", "hours"],
    ["quiero reservar ahora", "booking"], // 'ahora' does not contain the word 'hora'
    ["¿dónde están?", "address"],
    ["donde estan", "address"],
    ["¿Cuál es la dirección?", "address"],
    ["necesito la ubicacion", "address"],
    ["¿Cómo llegar al salón?", "address"],
    ["Quiero pedir una cita", "booking"],
    ["¿Tenéis citas libres?", "booking"],
    ["me gustaría agendar", "booking"],
    ["I need an appointment", "booking"],
    ["¿Cuánto cuesta?", "prices"],
    ["cuanto vale el corte", "prices"],
    ["lista de precios", "prices"],
    ["¿qué costo tiene?", "services"],
    ["el costo del maquillaje", "prices"],
    ["HOLA", "greeting"],
    ["Buenas tardes", "greeting"],
    ["buenos dias", "greeting"],
    ["que tal", "greeting"],
    ["hi", "greeting"],
    ["Hello there", "greeting"],
    ["mi hija quiere un corte", "fallback"], // 'hi' only as a whole word
    ["this is great", "fallback"],
    ["💅✨", "fallback"],
    ["", "fallback"],
    ["<script>alert('hola')</script>", "greeting"],
    ["gracias", "fallback"],
    ["x".repeat(5000), "fallback"],
  ];

  test.each(table)("CH-07 %j → %s", (input, rule) => {
    expect(matchRule(input)).toBe(rule);
  });

  // How fast is `npm run bench`'s to say; here, what it answers.
  test("CH-07 a 5,000-character message that mentions prices at the end is answered with the prices", () => {
    const long = `${"bla ".repeat(1248)}precio`;
    expect(long.length).toBeGreaterThan(4990);
    expect(matchRule(long)).toBe("prices");
  });

  test("CH-07 replies are built from the page's data", () => {
    const services = reply("servicios").text;
    for (const s of bookingServices) expect(services).toContain(`${s.name}: ${s.price}€`);
    expect(reply("horario").text).toContain("9:00–20:00");
    // HM-09: with the salon's clock the reply starts with the live status.
    expect(reply("horario", { date: "2026-11-24", minutes: 19 * 60 + 45 }).text).toMatch(
      /^Cierra pronto · cierra a las 20:00\.\n\nNuestro horario/,
    );
    expect(reply("horario").text).toContain("9:00–18:00");
    expect(reply("horario").text).toContain("10:00–16:00");
    expect(reply("¿dónde?").text).toContain(site.address.full);
    expect(reply("reserva").text).toContain("Reservas");
    expect(reply("hola").text).toContain("Corte y Peinado");
    const fallback = reply("gracias").text;
    expect(fallback).toContain(site.contact.email);
    expect(fallback).toContain("Reservas");
  });

  test("CH-07 replies that point to booking carry a link to #reservas", () => {
    expect(reply("quiero una cita").link).toEqual({ href: "/#reservas", label: "Ir a Reservas" });
    expect(reply("servicios").link?.href).toBe("/#reservas");
    expect(reply("gracias").link?.href).toBe("/#reservas");
    expect(reply("horario").link).toBeUndefined();
  });

  test("CH-07 a rule is one entry: a unique id, its keywords, its reply and its optional link", () => {
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(fallbackRule.id);
    for (const rule of rules) {
      expect(rule.keywords.length).toBeGreaterThan(0);
      expect(answer(rule.id).text).toBe(rule.reply({}));
      expect(answer(rule.id).link).toEqual("link" in rule ? rule.link : undefined);
    }
  });

  test("CH-10 the chat gives the WhatsApp line, a different number from the contact phone", () => {
    expect(site.contact.whatsapp.display).not.toBe(site.contact.phone.display);
    expect(reply("gracias").text).toContain(site.contact.whatsapp.display);
    expect(reply("gracias").text).not.toContain(site.contact.phone.display);
  });
});

describe("changing an appointment (SS-01)", () => {
  test("SS-01 'quiero cambiar mi cita' is told how to change it from the email's link, not offered a new booking", () => {
    for (const message of ["quiero cambiar mi cita", "¿Puedo mover mi cita?", "necesito cancelar la cita"]) {
      const answered = reply(message);
      expect(answered.rule, message).toBe("change");
      expect(answered.text).toContain("Cambiar fecha u hora");
      expect(answered.text).toContain("24 horas antes");
    }
    // With a service and a day it is still a change, not a booking request.
    const intent = parseBookingIntent("quiero cambiar mi corte al lunes", { date: "2026-11-24", minutes: 600 });
    expect(intent.change).toBe(true);
    expect(isBookingRequest(intent)).toBe(false);
    expect(isBookingRequest({ ...intent, change: undefined })).toBe(true);
  });
});

describe("WL-01 the chat offers the waitlist", () => {
  test.each([
    "¿Me avisáis si se libera algo el viernes?",
    "apúntame en la lista de espera",
    "¿hay algo antes?",
    "si alguien cancela avisame",
    "está todo completo",
  ])("WL-01 %s → the waitlist answer with its link", (input) => {
    const answer = reply(input);
    expect(answer.rule).toBe("waitlist");
    expect(answer.text).toMatch(/lista de espera/);
    expect(answer.link).toEqual({ href: "/?espera=1#reservas", label: "Avísame si se libera" });
  });
});

describe("everyday questions the owner answers once (CH-14)", () => {
  const now = { date: "2026-11-24", minutes: 600 };
  const answered = {
    ...seedSettings,
    faq: {
      ...seedSettings.faq,
      parking: "Parking gratis 2 horas en el centro comercial.",
      payment: "Tarjeta, Bizum o efectivo.",
    },
  };

  test.each([
    ["¿Dónde puedo aparcar?", "Parking gratis 2 horas en el centro comercial."],
    ["¿hay parking cerca?", "Parking gratis 2 horas en el centro comercial."],
    ["¿Se puede pagar con Bizum?", "Tarjeta, Bizum o efectivo."],
    ["aceptáis efectivo?", "Tarjeta, Bizum o efectivo."],
  ])("CH-14 «%s» gets the owner's answer", (input, expected) => {
    expect(reply(input, now, answered)).toEqual({ rule: "faq", text: expected });
  });

  test.each(["¿Puedo ir con mi perro?", "¿puedo llevar a mi hija de 8 años?", "¿es accesible en silla de ruedas?"])(
    "CH-14 «%s», not answered by the owner, gets the phone and no other topic",
    (input) => {
      const answer = reply(input, now, answered);
      expect(answer.rule).toBe("faq");
      expect(answer.text).toContain(site.contact.phone.display);
      expect(answer.text).not.toMatch(/servicios|horario|Reservas/);
    },
  );

  test("CH-14 a gift card question is still about gift cards", () => {
    expect(reply("¿Tenéis tarjetas regalo?", now, answered).rule).toBe("gifts");
  });
});
