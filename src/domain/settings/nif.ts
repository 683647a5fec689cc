/**
 * The Spanish tax id a business states in its legal notice (LSSI art. 10): a company's CIF (letter,
 * seven digits, control digit or letter), a self-employed owner's DNI (eight digits and a letter) or
 * a foreign resident's NIE (X, Y or Z, seven digits, a letter). Each with its control character. Pure.
 */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CIF_LETTERS = "JABCDEFGHI";

/** 'b-12345678', ' b12345678 ' → 'B12345678'. */
export function normalizeNif(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

export function isValidNif(value: string): boolean {
  const nif = normalizeNif(value);
  const dni = /^(\d{8})([A-Z])$/.exec(nif);
  if (dni) return DNI_LETTERS[Number(dni[1]) % 23] === dni[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(nif);
  if (nie) return DNI_LETTERS[Number(`${"XYZ".indexOf(nie[1] ?? "")}${nie[2]}`) % 23] === nie[3];
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!cif) return false;
  const [, kind = "", digits = "", control = ""] = cif;
  let sum = 0;
  for (const [i, ch] of [...digits].entries()) {
    const d = Number(ch);
    if (i % 2 === 1) sum += d;
    else sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  const digit = (10 - (sum % 10)) % 10;
  const letter = CIF_LETTERS[digit] ?? "";
  if ("PQRSNW".includes(kind)) return control === letter;
  if ("ABEH".includes(kind)) return control === String(digit);
  return control === String(digit) || control === letter;
}
