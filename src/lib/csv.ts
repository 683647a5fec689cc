/**
 * CSV for a spreadsheet, as Spanish Excel reads it (ST-04, RP-02): UTF-8 with a BOM so accents show,
 * `;` as separator, every field quoted, and formula-looking text defused with a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows (the first is the header) as one CSV text with its BOM and CRLF line ends. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(";")).join("\r\n")}\r\n`;
}
