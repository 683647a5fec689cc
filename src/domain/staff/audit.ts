/**
 * The audit log in the salon's words (AC-05, OW-10): which kind of record a table is, the rows one
 * save wrote folded into what really changed (a delete and an insert of the same row is no change),
 * one line per save ('Cita K7Q2XM: cancelada', 'Servicio Manicura: precio 20 € → 22 €'), and each
 * change's details with names for ids, hours for minutes, dates in words. Pure.
 */
import { site, weekdayNames } from "@/content/site";
import { statusLabels } from "@/domain/booking/status";
import { eurosOfCents, eurosOfWhole, paymentKindNames, paymentMethodNames } from "@/domain/payments/policy";
import { fromMinutes, longSpanishDate, wallClockIn } from "@/lib/dates";
import { type AuditKind, roleNames } from "./schemas";

/** How the log names the salon's ids: professionals and services by name. */
export interface AuditNames {
  staff: Readonly<Record<string, string>>;
  services: Readonly<Record<string, string>>;
}

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
  agenda: ["bookings", "time_off", "payments", "invoices", "cash_ups", "invoice_cancellations"],
  settings: ["services", "staff", "staff_services", "working_hours", "opening_hours", "salon_settings", "products"],
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
const fieldNames: Record<string, string> = {
  status: "estado",
  starts_at: "empieza",
  ends_at: "termina",
  staff_id: "profesional",
  service_id: "servicio",
  service_name: "servicio",
  service_minutes: "duración (min)",
  price_eur: "precio",
  client_name: "cliente",
  client_phone: "teléfono",
  client_email: "email",
  client_notes: "notas",
  anonymised_at: "datos borrados",
  cancelled_at: "cancelada el",
  outside_hours: "fuera de horario",
  kind: "tipo",
  method: "forma de pago",
  amount_cents: "importe",
  gift_code: "código",
  booking_id: "cita",
  deposit_cents: "señal",
  card_fee_cents: "penalización",
  visit_id: "visita",
  name: "nombre",
  title: "título",
  description: "descripción",
  features: "características",
  icon: "icono",
  minutes: "duración (min)",
  buffer_minutes: "margen (min)",
  active: "activo",
  position: "orden",
  chat_words: "palabras del chat",
  role: "papel",
  email: "email",
  password_hash: "contraseña",
  weekday: "día",
  opens_minute: "abre",
  closes_minute: "cierra",
  starts_minute: "entra",
  ends_minute: "sale",
  reason: "motivo",
  public_note: "nota pública",
  photo: "foto",
  label: "nombre",
  booking_closed_weekdays: "días sin reservas online",
  booking_horizon_days: "días de antelación",
  cancel_notice_hours: "horas de aviso para cancelar",
  max_future_bookings: "citas futuras por cliente",
  slot_minutes: "las citas empiezan cada (min)",
  legal_owner: "titular",
  legal_nif: "NIF",
  legal_registry: "registro",
  legal_privacy_email: "email de privacidad",
  whatsapp_price_millis: "precio de un WhatsApp (milésimas de €)",
  sms_price_millis: "precio de un SMS (milésimas de €)",
};

/** Columns that only the database needs: never shown. */
const hidden = new Set([
  "id",
  "created_at",
  "updated_at",
  "version",
  "hours_version",
  "booking_version",
  "staff_id_key",
  // The machinery of an appointment and its money: ids of other systems, counters, keys (PY-12).
  "ics_sequence",
  "stripe_customer_id",
  "stripe_payment_method_id",
  "checkout_session_id",
  "provider_id",
  "request_key",
  "idempotency_key",
  "request_hash",
  "phone_key",
  "email_key",
  "overlap_kept",
  "visit_position",
  "reverses",
  "code_cents",
  "code_sessions",
  "not_before",
  "last_error",
  "done_at",
]);

/** The booking policy's columns (OW-11), as the log's line names them. */
const policyLines: readonly [string, (before: unknown, after: unknown) => string][] = [
  ["booking_horizon_days", (b, a) => `antelación ${String(b)} → ${String(a)} días`],
  ["cancel_notice_hours", (b, a) => `aviso para cancelar ${String(b)} → ${String(a)} h`],
  ["max_future_bookings", (b, a) => `citas por cliente ${String(b)} → ${String(a)}`],
  ["slot_minutes", (b, a) => `citas cada ${String(b)} → ${String(a)} min`],
];

const euros = (v: unknown) => eurosOfWhole(Number(v));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const dayName = (v: unknown) => weekdayNames[Number(v)] ?? String(v);

/** An instant as the salon reads it: 'lunes, 14 de diciembre de 2026, 10:00'. */
function salonMoment(iso: string): string {
  const wall = wallClockIn(site.timeZone, new Date(iso));
  return `${longSpanishDate(wall.date)}, ${fromMinutes(wall.minutes)}`;
}

/** One column's value in words. */
function valueOf(key: string, value: unknown, names: AuditNames): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key === "staff_id") return names.staff[String(value)] ?? String(value);
  if (key === "service_id") return names.services[String(value)] ?? String(value);
  if (key.endsWith("_minute")) return fromMinutes(Number(value));
  if (key === "weekday") return dayName(value);
  if (key === "booking_closed_weekdays" && Array.isArray(value))
    return value.length === 0 ? "ninguno" : value.map(dayName).join(", ");
  if (key === "price_eur") return euros(value);
  if (key === "amount_cents" || key === "deposit_cents" || key === "card_fee_cents") return eurosOfCents(Number(value));
  if (key === "method") return labelOf(paymentMethodNames, value);
  if (key === "kind" && typeof value === "string" && value in paymentKindNames) return labelOf(paymentKindNames, value);
  if (key === "status") return labelOf(statusLabels, value);
  if (key === "role") return labelOf(roleNames, value);
  if (key === "password_hash") return "cambiada";
  if (typeof value === "boolean") return value ? "sí" : "no";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return salonMoment(value);
  if (Array.isArray(value)) return value.map(String).join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

const staffName = (id: unknown, names: AuditNames) => names.staff[String(id)] ?? String(id ?? "");

/** What a row is, in words: 'Cita K7Q2XM', 'Turno de Carmen Ruiz (sábado)', 'Horario del sábado'. */
function subjectOf(c: AuditChangeLike, names: AuditNames): string {
  const row = { ...c.before, ...c.after };
  const label = c.label || c.entityId;
  switch (c.entity) {
    case "bookings":
      return `Cita ${label}`;
    case "services":
      return `Servicio ${names.services[c.entityId] ?? label}`;
    case "staff":
      return `Profesional ${names.staff[c.entityId] ?? label}`;
    case "staff_services":
      return `Servicios de ${staffName(c.entityId, names)}`;
    case "working_hours":
      return `Turno de ${staffName(c.entityId, names)} (${dayName(row.weekday)})`;
    case "opening_hours":
      return `Horario del ${dayName(c.entityId)}`;
    case "salon_settings":
      return "Ajustes del salón";
    case "time_off":
      return row.staff_id === null || row.staff_id === undefined
        ? "Cierre del salón"
        : `Ausencia de ${staffName(row.staff_id, names)}`;
    case "people":
      return `Cuenta de ${label}`;
    case "passkeys":
      return `Llave de acceso ${label}`;
    case "payments":
      return paymentLine(c);
    // TK-01, TK-02, TK-07.
    case "invoices":
      return `Ticket ${label}`;
    case "products":
      return `Producto ${label}`;
    case "cash_ups":
      return `Cierre de caja del ${label}`;
    case "invoice_cancellations":
      return `Ticket anulado (${label})`;
    default:
      return label;
  }
}

/** One change in detail: what it is, and each column that changed in words ('cierra: 18:00 → 14:00'). */
export function changeDetails(c: AuditChangeLike, names: AuditNames): { title: string; lines: string[] } {
  const verb = { insert: "añadido", delete: "quitado", update: "" }[c.action];
  const title = verb ? `${subjectOf(c, names)}: ${verb}` : subjectOf(c, names);
  const keyed = c.action === "delete" ? (c.before ?? {}) : { ...c.before, ...c.after };
  const lines = Object.keys(keyed)
    .filter((k) => !hidden.has(k) && !(c.entity === "opening_hours" && k === "weekday"))
    .filter((k) => !(c.action === "update" && same(c.before?.[k], c.after?.[k])))
    .filter((k) => !(["working_hours", "staff_services"].includes(c.entity) && k === "staff_id"))
    .map((k) => {
      const name = fieldNames[k] ?? k.replaceAll("_", " ");
      if (c.action === "update")
        return `${name}: ${valueOf(k, c.before?.[k], names)} → ${valueOf(k, c.after?.[k], names)}`;
      return `${name}: ${valueOf(k, keyed[k], names)}`;
    });
  return { title, lines };
}

/** The natural key of a row of a table that is rewritten by delete and insert (a day's hours, a shift). */
function naturalKey(c: AuditChangeLike): string | undefined {
  const row = c.action === "delete" ? c.before : c.after;
  if (c.entity === "opening_hours") return `opening_hours:${c.entityId}`;
  if (c.entity === "working_hours") return `working_hours:${c.entityId}:${String(row?.weekday)}`;
  return undefined;
}

/**
 * The rows one save wrote, folded into what changed: a row deleted and inserted again unchanged is
 * no change; a day's hours or a shift deleted and inserted with other times is one update listing
 * only the columns that differ.
 */
export function compactChanges(changes: readonly AuditChangeLike[]): AuditChangeLike[] {
  const out = [...changes];
  const drop = new Set<AuditChangeLike>();
  for (const del of out.filter((c) => c.action === "delete")) {
    const twin = out.find(
      (c) =>
        c.action === "insert" &&
        !drop.has(c) &&
        c.entity === del.entity &&
        c.entityId === del.entityId &&
        same(c.after, del.before),
    );
    if (twin) drop.add(twin).add(del);
  }
  const result: AuditChangeLike[] = [];
  const paired = new Set<AuditChangeLike>();
  for (const c of out) {
    if (drop.has(c) || paired.has(c)) continue;
    const key = naturalKey(c);
    const partner =
      key && c.action === "delete"
        ? out.find((x) => x.action === "insert" && !drop.has(x) && !paired.has(x) && naturalKey(x) === key)
        : undefined;
    if (!partner) {
      result.push(c);
      continue;
    }
    paired.add(partner);
    // A shift keeps its day in the change (what it is), even when the day did not change.
    const kept = c.entity === "working_hours" ? { weekday: partner.after?.weekday } : {};
    const before: Record<string, unknown> = { ...kept };
    const after: Record<string, unknown> = { ...kept };
    for (const k of Object.keys({ ...c.before, ...partner.after }))
      if (!same(c.before?.[k], partner.after?.[k])) {
        before[k] = c.before?.[k];
        after[k] = partner.after?.[k];
      }
    result.push({ ...partner, action: "update", before, after });
  }
  return result;
}

function changeLine(c: AuditChangeLike, names: AuditNames): string {
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
    case "services": {
      const name = names.services[c.entityId] ?? label;
      if (c.action === "insert") return `Servicio nuevo: ${name}`;
      if (has("price_eur")) return `Servicio ${name}: precio ${euros(before.price_eur)} → ${euros(after.price_eur)}`;
      if (has("active")) return `Servicio ${name}: ${after.active ? "activado" : "desactivado"}`;
      return `Servicio ${name} cambiado`;
    }
    case "staff": {
      const name = names.staff[c.entityId] ?? label;
      if (c.action === "insert") return `Profesional nueva: ${name}`;
      if (has("active")) return `Profesional ${name}: ${after.active ? "activada" : "desactivada"}`;
      return `Profesional ${name} cambiada`;
    }
    case "staff_services":
      return `Servicios de ${staffName(c.entityId, names)} cambiados`;
    case "working_hours":
      return `Turnos de ${staffName(c.entityId, names)} cambiados`;
    case "salon_settings": {
      const policy = policyLines.filter(([k]) => has(k)).map(([k, line]) => line(before[k], after[k]));
      if (policy.length > 0) return `Reservas online: ${policy.join(", ")}`;
      const legal = Object.keys(after).filter((k) => k.startsWith("legal_"));
      if (legal.length > 0) return `Datos legales cambiados: ${legal.map((k) => fieldNames[k] ?? k).join(", ")}`;
      if (has("whatsapp_price_millis") || has("sms_price_millis")) return "Precios de los mensajes cambiados";
      if (has("booking_closed_weekdays"))
        return `Días sin reservas online: ${valueOf("booking_closed_weekdays", after.booking_closed_weekdays, names)}`;
      return "Ajustes del salón cambiados";
    }
    case "opening_hours": {
      const day = dayName(c.entityId);
      const hours = (row: Record<string, unknown>) =>
        `${fromMinutes(Number(row.opens_minute))}–${fromMinutes(Number(row.closes_minute))}`;
      if (c.action === "insert") return `Horario del salón: abre el ${day}, ${hours(after)}`;
      if (c.action === "delete") return `Horario del salón: cierra el ${day}`;
      const changed = (["opens_minute", "closes_minute"] as const)
        .filter((k) => has(k))
        .map((k) => `${fieldNames[k]} ${fromMinutes(Number(before[k]))} → ${fromMinutes(Number(after[k]))}`);
      return `Horario del salón, ${day}: ${changed.join(", ")}`;
    }
    case "time_off": {
      const what = subjectOf(c, names);
      // 'Cierre del salón … añadido', 'Ausencia de Carmen … añadida'.
      const ending = what.startsWith("Cierre") ? "o" : "a";
      const verb = c.action === "delete" ? "quitad" : c.action === "insert" ? "añadid" : "cambiad";
      return `${what}${c.label ? ` (${c.label})` : ""} ${verb}${ending}`;
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
    case "payments":
      return paymentLine(c);
    default:
      return `${c.entity} ${label} cambiado`;
  }
}

/**
 * PY-12: a movement of money in the salon's words — 'Cobro de 15 € con Bizum', 'Penalización de 20 €
 * con tarjeta (por no venir)', 'Devolución de 10 € de la señal hecha', 'Cobro de 15 € anulado: error'.
 */
function paymentLine(c: AuditChangeLike): string {
  const row = { ...c.before, ...c.after };
  const amount = eurosOfCents(Number(row.amount_cents ?? 0));
  const method = labelOf(paymentMethodNames, row.method);
  const code = row.gift_code ? ` ${String(row.gift_code)}` : "";
  const why = row.reason ? `: ${String(row.reason)}` : "";
  if (c.action === "update") {
    if (row.status === "done")
      return row.kind === "refund" ? `Devolución de ${amount} hecha` : `Cobro de ${amount} hecho`;
    if (row.status === "failed") return `${row.kind === "refund" ? "Devolución" : "Cobro"} de ${amount} fallido`;
    if (row.status === "undone") return `Devolución de ${amount} deshecha (cita recuperada)`;
    return `Movimiento de ${amount} cambiado`;
  }
  switch (row.kind) {
    case "deposit":
      return `Señal de ${amount} pagada online`;
    case "refund":
      return `Devolución de ${amount}${row.reason === "corrected" ? " de la penalización (corregida a realizada)" : " de la señal"}${row.status === "pending" ? " pendiente" : ""}`;
    case "fee":
      return `Penalización de ${amount} con tarjeta guardada`;
    case "sale":
      return `Venta de${code || " un código"} por ${amount}`;
    case "restore":
      return `Devuelto a${code}: ${amount} (cita cancelada)`;
    case "void":
      return `Cobro de ${amount} anulado${why}`;
    default:
      return row.gift_code ? `Pago con ${method}${code} (${amount})` : `Cobro de ${amount} con ${method}`;
  }
}

const priority = [
  "invoice_cancellations",
  "cash_ups",
  "invoices",
  "bookings",
  "payments",
  "people",
  "passkeys",
  "services",
  "staff",
  "time_off",
  "opening_hours",
  "salon_settings",
  "working_hours",
  "staff_services",
  "products",
];

/** One line for the changes saved together (one transaction, compacted): the main one, and how many more. */
export function auditSummary(changes: readonly AuditChangeLike[], names: AuditNames): string {
  const sorted = [...changes].sort((a, b) => priority.indexOf(a.entity) - priority.indexOf(b.entity));
  const lines = [...new Set(sorted.map((c) => changeLine(c, names)))];
  const [first = "Cambio", ...rest] = lines;
  return rest.length === 0 ? first : `${first} (y ${rest.length} ${rest.length === 1 ? "cambio más" : "cambios más"})`;
}
