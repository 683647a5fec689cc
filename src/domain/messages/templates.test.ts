import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { defaultTexts, fillText, MAX_TEXT, messageTextProblem, placeholders, sampleValues } from "./templates";

describe("MS-01 the owner's texts", () => {
  test("MS-01 a text names only what can be filled in, fits a message and has no control characters", () => {
    expect(messageTextProblem("")).toBeUndefined();
    expect(messageTextProblem(defaultTexts.reminder)).toBeUndefined();
    expect(messageTextProblem("Hola {cliente}")).toMatch(/^\{cliente\} no es un dato/);
    expect(messageTextProblem("x".repeat(MAX_TEXT + 1))).toBe(`Como mucho ${MAX_TEXT} caracteres.`);
    expect(messageTextProblem("Hola\u0000")).toBe("El texto tiene caracteres no válidos.");
  });

  test("MS-01 filling replaces every placeholder, and none is left in a valid text", () => {
    expect(fillText("reminder", null, sampleValues)).toBe(
      "Hola, Marta: te recordamos tu cita de Corte y peinado el viernes, 4 de diciembre a las 10:30.",
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom(...placeholders.map((p) => `{${p}}`)), fc.stringMatching(/^[a-zA-Z ,.:!¿?]{0,12}$/)),
          {
            maxLength: 12,
          },
        ),
        (parts) => {
          const text = parts.join("");
          expect(messageTextProblem(text)).toBeUndefined();
          expect(fillText("confirm_request", text, sampleValues)).not.toMatch(/\{(nombre|servicios|dia|hora)\}/);
        },
      ),
    );
  });
});
