/**
 * Appointments as CSV for a spreadsheet (ST-04): UTF-8 with a BOM so Excel
 * reads the accents, `;` as separator (Spanish Excel's list separator), every
 * field quoted, and formula-looking text defused with a leading apostrophe.
 */
import { euros } from "@/content/services";
import type { BookingRecord } from "./booking-service";
import { sourceLabels } from "@/domain/booking/status";
import { wallClockIn, salonDateTime } from "@/lib/dates";
import { site } from "@/content/site";
import { statusLabels } from "@/domain/booking/status";

import { csvField } from "@/lib/csv";

export { csvField };

export function appointmentsCsv(bookings: readonly BookingRecord[]): string {
  const header = [
    "Fecha",
    "Hora",
    "Servicio",
    "Profesional",
    "Cliente",
    "Teléfono",
    "Email",
    "Estado",
    "Precio",
    "Origen",
    "Referencia",
  ];
  const rows = bookings.map((b) => [
    wallClockIn(site.timeZone, b.startsAt).date,
    salonDateTime(b.startsAt).time,
    b.serviceName,
    b.staffName,
    b.clientName ?? "",
    b.clientPhone ?? "",
    b.clientEmail ?? "",
    statusLabels[b.status],
    euros(b.priceEur),
    sourceLabels[b.source],
    b.reference,
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(";")).join("\r\n")}\r\n`;
}
