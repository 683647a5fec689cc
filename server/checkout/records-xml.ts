/**
 * TK-05, TK-06: the billing records as the AEAT's web service takes them — a RegFactuSistemaFacturacion
 * (SuministroLR.xsd) of up to 1,000 RegistroFactura, each a RegistroAlta or a RegistroAnulacion
 * (SuministroInformacion.xsd) with its chaining to the record before, the SistemaInformatico (TK-08)
 * and the huella as hashed. The tests validate every document against the official XSDs.
 */
import { software } from "@/content/software";
import { aeatAmount } from "@/domain/checkout/invoice";
import type { InvoiceRow, VerifactuRecordRow } from "./tables";

const SUMINISTRO_LR =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd";
const SUMINISTRO_INFORMACION =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd";

/** The AEAT's service takes at most this many records per send. */
export const MAX_RECORDS_PER_SEND = 1000;

const escape = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** `<sf:name>value</sf:name>`, the value trimmed and escaped. */
const el = (name: string, value: string) => `<sf:${name}>${escape(value.trim())}</sf:${name}>`;
const group = (name: string, ...children: string[]) => `<sf:${name}>${children.join("")}</sf:${name}>`;

/** A record with what its XML needs: its invoice, and the invoice the record before it was about. */
export interface RecordForXml {
  record: VerifactuRecordRow;
  invoice: InvoiceRow;
  /** The previous record's invoice (number and date) and huella; none for the first record. */
  previous: { nif: string; number: string; date: string; huella: string } | null;
  /** An R5 or an F3: the ticket it corrects or replaces (number and date). */
  corrected: { number: string; date: string } | null;
}

function systemXml(producer: { name: string; nif: string }) {
  return group(
    "SistemaInformatico",
    el("NombreRazon", producer.name),
    el("NIF", producer.nif),
    el("NombreSistemaInformatico", software.name),
    el("IdSistemaInformatico", software.id),
    el("Version", software.version),
    el("NumeroInstalacion", software.installation),
    el("TipoUsoPosibleSoloVerifactu", software.onlyVerifactu ? "S" : "N"),
    el("TipoUsoPosibleMultiOT", software.multipleTaxpayers ? "S" : "N"),
    el("IndicadorMultiplesOT", software.multipleTaxpayers ? "S" : "N"),
  );
}

function chainXml(previous: RecordForXml["previous"]) {
  return group(
    "Encadenamiento",
    previous
      ? group(
          "RegistroAnterior",
          el("IDEmisorFactura", previous.nif),
          el("NumSerieFactura", previous.number),
          el("FechaExpedicionFactura", previous.date),
          el("Huella", previous.huella),
        )
      : el("PrimerRegistro", "S"),
  );
}

function altaXml({ record, invoice, previous, corrected }: RecordForXml) {
  const f = record.fields;
  const sign = invoice.type === "R5" ? -1 : 1;
  return group(
    "RegistroAlta",
    el("IDVersion", "1.0"),
    group(
      "IDFactura",
      el("IDEmisorFactura", f.IDEmisorFactura ?? ""),
      el("NumSerieFactura", f.NumSerieFactura ?? ""),
      el("FechaExpedicionFactura", f.FechaExpedicionFactura ?? ""),
    ),
    el("NombreRazonEmisor", f.NombreRazonEmisor ?? invoice.issuer_name),
    ...(f.Subsanacion === "S" ? [el("Subsanacion", "S"), el("RechazoPrevio", f.RechazoPrevio ?? "S")] : []),
    el("TipoFactura", invoice.type),
    ...(invoice.type === "R5" && corrected
      ? [
          el("TipoRectificativa", "I"),
          group(
            "FacturasRectificadas",
            group(
              "IDFacturaRectificada",
              el("IDEmisorFactura", invoice.issuer_nif),
              el("NumSerieFactura", corrected.number),
              el("FechaExpedicionFactura", corrected.date),
            ),
          ),
        ]
      : []),
    ...(invoice.type === "F3" && corrected
      ? [
          group(
            "FacturasSustituidas",
            group(
              "IDFacturaSustituida",
              el("IDEmisorFactura", invoice.issuer_nif),
              el("NumSerieFactura", corrected.number),
              el("FechaExpedicionFactura", corrected.date),
            ),
          ),
        ]
      : []),
    el("DescripcionOperacion", f.DescripcionOperacion ?? "Servicios de peluquería y estética"),
    ...(invoice.client_nif && invoice.client_name
      ? [
          group(
            "Destinatarios",
            group("IDDestinatario", el("NombreRazon", invoice.client_name), el("NIF", invoice.client_nif)),
          ),
        ]
      : []),
    group(
      "Desglose",
      ...invoice.vat.map((v) =>
        group(
          "DetalleDesglose",
          el("Impuesto", "01"),
          el("ClaveRegimen", "01"),
          el("CalificacionOperacion", "S1"),
          el("TipoImpositivo", v.rate.toFixed(2)),
          el("BaseImponibleOimporteNoSujeto", aeatAmount(sign * v.baseCents)),
          el("CuotaRepercutida", aeatAmount(sign * v.vatCents)),
        ),
      ),
    ),
    el("CuotaTotal", f.CuotaTotal ?? ""),
    el("ImporteTotal", f.ImporteTotal ?? ""),
    chainXml(previous),
    systemXml({ name: f.NombreRazonEmisor ?? invoice.issuer_name, nif: invoice.issuer_nif }),
    el("FechaHoraHusoGenRegistro", record.generated_at),
    el("TipoHuella", "01"),
    el("Huella", record.huella),
  );
}

function anulacionXml({ record, invoice, previous }: RecordForXml) {
  const f = record.fields;
  return group(
    "RegistroAnulacion",
    el("IDVersion", "1.0"),
    group(
      "IDFactura",
      el("IDEmisorFacturaAnulada", f.IDEmisorFacturaAnulada ?? ""),
      el("NumSerieFacturaAnulada", f.NumSerieFacturaAnulada ?? ""),
      el("FechaExpedicionFacturaAnulada", f.FechaExpedicionFacturaAnulada ?? ""),
    ),
    chainXml(previous),
    systemXml({ name: invoice.issuer_name, nif: invoice.issuer_nif }),
    el("FechaHoraHusoGenRegistro", record.generated_at),
    el("TipoHuella", "01"),
    el("Huella", record.huella),
  );
}

/**
 * The document one send carries: the issuer in the header (with Incidencia when the records go late,
 * after the system could not send them in time), then its records, in their chain's order.
 */
export function registrosXml(
  issuer: { name: string; nif: string },
  records: readonly RecordForXml[],
  options: { incidencia?: boolean } = {},
): string {
  if (records.length === 0 || records.length > MAX_RECORDS_PER_SEND)
    throw new Error(`a send carries 1 to ${MAX_RECORDS_PER_SEND} records, not ${records.length}`);
  const header = group(
    "Cabecera",
    group("ObligadoEmision", el("NombreRazon", issuer.name), el("NIF", issuer.nif)),
    ...(options.incidencia ? [group("RemisionVoluntaria", el("Incidencia", "S"))] : []),
  );
  const body = records
    .map((r) => `<lr:RegistroFactura>${r.record.kind === "alta" ? altaXml(r) : anulacionXml(r)}</lr:RegistroFactura>`)
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<lr:RegFactuSistemaFacturacion xmlns:lr="${SUMINISTRO_LR}" xmlns:sf="${SUMINISTRO_INFORMACION}">` +
    header.replace(/^<sf:Cabecera>/, "<lr:Cabecera>").replace(/<\/sf:Cabecera>$/, "</lr:Cabecera>") +
    body +
    `</lr:RegFactuSistemaFacturacion>`
  );
}

/** The previous record's invoice as the chaining names it, from its hashed fields. */
export function previousOf(record: VerifactuRecordRow | undefined): RecordForXml["previous"] {
  if (!record) return null;
  const f = record.fields;
  return record.kind === "alta"
    ? {
        nif: f.IDEmisorFactura ?? "",
        number: f.NumSerieFactura ?? "",
        date: f.FechaExpedicionFactura ?? "",
        huella: record.huella,
      }
    : {
        nif: f.IDEmisorFacturaAnulada ?? "",
        number: f.NumSerieFacturaAnulada ?? "",
        date: f.FechaExpedicionFacturaAnulada ?? "",
        huella: record.huella,
      };
}
