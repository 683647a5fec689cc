import { describe, expect, test } from "vitest";
import { isContactComplete } from "./contact-form";
import { internationalPhone, validateContact } from "./contact-validation";

const valid = { name: "Ana López", phone: "+34 600 123 456", email: "ana@example.com" };

describe("contact validation", () => {
  test("BK-09 confirm needs every field, and spaces alone do not count", () => {
    expect(isContactComplete(valid)).toBe(true);
    expect(isContactComplete({ ...valid, name: "   " })).toBe(false);
    expect(isContactComplete({ ...valid, phone: "" })).toBe(false);
    expect(isContactComplete({ ...valid, email: " \t" })).toBe(false);
  });

  test.each([
    ["600123456", undefined],
    ["+34 600 12 34 56", undefined],
    ["(+34) 600-123-456", undefined],
    ["(+34) 605 450 285", undefined],
    ["0034 605 450 285", undefined],
    ["123 456 789", "Ese teléfono no parece válido. Escríbelo con su prefijo, por ejemplo +34 612 345 678."],
    ["60012345", "El teléfono debe tener al menos 9 dígitos."],
    ["600abc456", "El teléfono solo puede contener números, espacios y el prefijo +."],
  ])("BK-09 phone %s", (phone, message) => {
    expect(validateContact({ ...valid, phone }).phone).toBe(message);
  });

  test.each([
    ["ana@example.com", true],
    ["ana.lopez+citas@correo.es", true],
    ["ana@", false],
    ["ana.example.com", false],
    ["ana @example.com", false],
    ["ana@example", false],
  ])("BK-09 email %s valid=%s", (email, ok) => {
    expect(validateContact({ ...valid, email }).email === undefined).toBe(ok);
  });
});

test("MS-01 a phone as the providers take it: international, whatever way it was written", () => {
  expect(internationalPhone("605 450 285")).toBe("+34605450285");
  expect(internationalPhone("(+34) 605 450 285")).toBe("+34605450285");
  expect(internationalPhone("0034 605 450 285")).toBe("+34605450285");
  expect(internationalPhone("+33 6 12 34 56 78")).toBe("+33612345678");
  expect(internationalPhone("123")).toBeUndefined();
});
