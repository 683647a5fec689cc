/**
 * The audit log in the salon's words (AC-05): which kind of record a table is, and one line per
 * saved change ('Cita K7Q2XM: cancelada', 'Servicio Manicura: precio 20 € → 22 €'). Pure.
 */
import { statusLabels } from "@/domain/booking/status";
import { type AuditKind, roleNames } from "./schemas";

export interface AuditChangeLike {
  entity: string;
  entityId: string;
  label: string;
  action: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The tables each kind of record is kept in. */
export const auditEntities: Record<AuditKind, readonly string[]> = {
  agenda: ["bookings", "time_off"],
  settings: ["services", "staff", "staff_services", "working_hours", "opening_hours", "salon_settings"],
  people: ["people", "passkeys"],
};

export function auditKindOf(entity: string): AuditKind {
  for (const [kind, entities] of Object.entries(auditEntities) as [AuditKind, readonly string[]][])
    if (entities.includes(entity)) return kind;
  return "settings";
}

/** A label as the log's sentences write it ('Cita AUR-…: cancelada', 'Cuenta nueva: Ana (recepción)'). */
function labelOf(labels: Readonly<Record<string, string>>, value: unknown): string {
  return (labels[String(value)] ?? String(value ?? "")).toLowerCase();
}

/** Spanish names of the columns people see in the log's details. */
export const fieldNames: Record<string, string> = {
  status: "estado",
  starts_at: "empieza",
  ends_at: "termina",
  staff_id: "profesional",
  service_id: "servicio",
  price_eur: "precio (€)",
  client_name: "cliente",
  client_phone: "teléfono",
  client_email: "email",
  anonymised_at: "datos borrados",
  cancelled_at: "cancelada el",
  name: "nombre",
  title: "título",
  description: "descripción",
  minutes: "minutos",
  buffer_minutes: "minutos de margen",
  active: "activo",
  role: "papel",
  email: "email",
  password_hash: "contraseña",
  opens_minute: "abre (min)",
  closes_minute: "cierra (min)",
  reason: "motivo",
  public_note: "nota pública",
  photo: "foto",
  booking_closed_weekdays: "días sin reservas online",
  booking_horizon_days: "días de antelación",
  cancel_notice_hours: "horas de aviso para cancelar",
  max_future_bookings: "citas futuras por cliente",
  slot_minutes: "las citas empiezan cada (min)",
};

/** The booking policy's columns (OW-11), as the log's line names them. */
const policyLines: readonly [string, (before: unknown, after: unknown) => string][] = [
  ["booking_horizon_days", (b, a) => `antelación ${String(b)} → ${String(a)} días`],
  ["cancel_notice_hours", (b, a) => `aviso para cancelar ${String(b)} → ${String(a)} h`],
  ["max_future_bookings", (b, a) => `citas por cliente ${String(b)} → ${String(a)}`],
  ["slot_minutes", (b, a) => `citas cada ${String(b)} → ${String(a)} min`],
];

const euros = (v: unknown) => `${String(v)} €`;

function changeLine(c: AuditChangeLike): string {
  const label = c.label || c.entityId;
  const after = c.after ?? {};
  const before = c.before ?? {};
  const has = (k: string) => Object.hasOwn(after, k);
  switch (c.entity) {
    case "bookings":
      if (c.action === "insert") return `Cita nueva ${label}`;
      if (c.action === "delete") return `Cita ${label} borrada`;
      if (has("anonymised_at")) return `Cita ${label}: datos del cliente borrados`;
      if (has("status")) return `Cita ${label}: ${labelOf(statusLabels, after.status)}`;
      if (has("starts_at") || has("staff_id")) return `Cita ${label} movida`;
      return `Cita ${label} cambiada`;
    case "services":
      if (c.action === "insert") return `Servicio nuevo: ${label}`;
      if (has("price_eur")) return `Servicio ${label}: precio ${euros(before.price_eur)} → ${euros(after.price_eur)}`;
      if (has("active")) return `Servicio ${label}: ${after.active ? "activado" : "desactivado"}`;
      return `Servicio ${label} cambiado`;
    case "staff":
      if (c.action === "insert") return `Profesional nueva: ${label}`;
      if (has("active")) return `Profesional ${label}: ${after.active ? "activada" : "desactivada"}`;
      return `Profesional ${label} cambiada`;
    case "staff_services":
      return `Servicios de ${c.entityId} cambiados`;
    case "working_hours":
      return `Turnos de ${c.entityId} cambiados`;
    case "salon_settings": {
      const policy = policyLines.filter(([k]) => has(k)).map(([k, line]) => line(before[k], after[k]));
      if (policy.length > 0) return `Reservas online: ${policy.join(", ")}`;
      return "Horario del salón cambiado";
    }
    case "opening_hours":
      return "Horario del salón cambiado";
    case "time_off": {
      const row = c.action === "delete" ? before : after;
      const what = row.staff_id === null ? "Cierre del salón" : `Bloqueo de ${String(row.staff_id ?? c.entityId)}`;
      return `${what}${label ? ` (${label})` : ""} ${c.action === "delete" ? "quitado" : c.action === "insert" ? "añadido" : "cambiado"}`;
    }
    case "people":
      if (c.action === "insert") return `Cuenta nueva: ${label} (${labelOf(roleNames, after.role)})`;
      if (has("active")) return `Cuenta de ${label}: ${after.active ? "reactivada" : "desactivada"}`;
      if (has("role"))
        return `Papel de ${label}: ${labelOf(roleNames, before.role)} → ${labelOf(roleNames, after.role)}`;
      if (has("password_hash")) return `Contraseña de ${label} cambiada`;
      return `Cuenta de ${label} cambiada`;
    case "passkeys":
      return c.action === "delete" ? `Llave de acceso quitada: ${label}` : `Llave de acceso añadida: ${label}`;
    default:
      return `${c.entity} ${label} cambiado`;
  }
}

const priority = [
  "bookings",
  "people",
  "passkeys",
  "services",
  "staff",
  "time_off",
  "opening_hours",
  "salon_settings",
  "working_hours",
  "staff_services",
];

/** One line for the changes saved together (one transaction): the main one, and how many more. */
export function auditSummary(changes: readonly AuditChangeLike[]): string {
  const sorted = [...changes].sort((a, b) => priority.indexOf(a.entity) - priority.indexOf(b.entity));
  const lines = [...new Set(sorted.map(changeLine))];
  const [first = "Cambio", ...rest] = lines;
  return rest.length === 0 ? first : `${first} (y ${rest.length} ${rest.length === 1 ? "cambio más" : "cambios más"})`;
}
