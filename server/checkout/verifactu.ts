/**
 * TK-03, TK-04: the VERI*FACTU record of an invoice and its QR, as the AEAT specifies them:
 * - the huella (SHA-256) of a registro de alta or de anulación over its fields in the order of
 *   "Detalle de las especificaciones técnicas para generación de la huella o hash" (v0.1.2): `name=value`
 *   joined by '&', values trimmed, an absent value as `name=`, UTF-8, uppercase hexadecimal;
 * - FechaHoraHusoGenRegistro with the salon's real offset at that instant ('2026-11-27T10:20:30+01:00');
 * - the QR's ValidarQR URL ("Detalle de las especificaciones técnicas del código QR", v0.5.0): nif,
 *   numserie, fecha, importe, each URL-encoded.
 */
import { createHash } from "node:crypto";

/** The fields a registro de alta's huella covers, in the AEAT's order. */
export interface AltaChainFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  /** 'DD-MM-AAAA'. */
  FechaExpedicionFactura: string;
  TipoFactura: string;
  /** '12.35'. */
  CuotaTotal: string;
  /** '123.45'. */
  ImporteTotal: string;
  /** The previous record's huella; '' for the first record of the system. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** The fields a registro de anulación's huella covers, in the AEAT's order. */
export interface AnulacionChainFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

const ALTA_ORDER = [
  "IDEmisorFactura",
  "NumSerieFactura",
  "FechaExpedicionFactura",
  "TipoFactura",
  "CuotaTotal",
  "ImporteTotal",
  "Huella",
  "FechaHoraHusoGenRegistro",
] as const satisfies readonly (keyof AltaChainFields)[];

const ANULACION_ORDER = [
  "IDEmisorFacturaAnulada",
  "NumSerieFacturaAnulada",
  "FechaExpedicionFacturaAnulada",
  "Huella",
  "FechaHoraHusoGenRegistro",
] as const satisfies readonly (keyof AnulacionChainFields)[];

function chainString<T extends object>(fields: T, order: readonly (keyof T & string)[]): string {
  return order.map((name) => `${name}=${String(fields[name] ?? "").trim()}`).join("&");
}

const sha256Upper = (text: string) => createHash("sha256").update(text, "utf8").digest("hex").toUpperCase();

/** The string a registro de alta's huella is computed over (shown to the owner for checking by hand). */
export const altaChainString = (fields: AltaChainFields) => chainString(fields, ALTA_ORDER);
const anulacionChainString = (fields: AnulacionChainFields) => chainString(fields, ANULACION_ORDER);

export const altaHuella = (fields: AltaChainFields) => sha256Upper(altaChainString(fields));
export const anulacionHuella = (fields: AnulacionChainFields) => sha256Upper(anulacionChainString(fields));

/**
 * FechaHoraHusoGenRegistro: the instant in the salon's zone with its offset at that instant, to the
 * second ('2024-01-01T19:20:30+01:00'); the offset is read from the zone, never assumed.
 */
export function aeatTimestamp(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  const wall = Date.UTC(
    Number(get("year")),
    Number(get("month")) - 1,
    Number(get("day")),
    Number(get("hour")),
    Number(get("minute")),
    Number(get("second")),
  );
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}${sign}${hh}:${mm}`;
}

/** The AEAT's ValidarQR services: production, and the external test portal. */
export const VALIDAR_QR = {
  production: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR",
  test: "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR",
} as const;

/** TK-04: the URL the QR tributario carries (the four parameters only, each URL-encoded in UTF-8). */
export function validarQrUrl(
  base: string,
  invoice: { nif: string; number: string; date: string; total: string },
): string {
  const query = [
    ["nif", invoice.nif],
    ["numserie", invoice.number],
    ["fecha", invoice.date],
    ["importe", invoice.total],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? "")}`)
    .join("&");
  return `${base}?${query}`;
}
