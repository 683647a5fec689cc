/**
 * CSV for a spreadsheet, as Spanish Excel reads it (ST-04, RP-02): UTF-8 with a BOM so accents show,
 * `;` as separator, every field quoted, and formula-looking text defused with a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A number as Spanish Excel reads one: unquoted, with a decimal comma (TK-07: never text). */
function csvNumber(value: number): string {
  return String(value).replace(".", ",");
}

/** Rows (the first is the header) as one CSV text with its BOM and CRLF line ends; numbers stay numbers. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (v: string | number) => (typeof v === "number" ? csvNumber(v) : csvField(v));
  return `\uFEFF${rows.map((r) => r.map(cell).join(";")).join("\r\n")}\r\n`;
}
