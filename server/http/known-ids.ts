/**
 * The check the request schemas leave to the server (OW-01): a service or
 * professional named in a request must be one the salon offers now, by its
 * settings. Same per-field Spanish messages as the schemas' own checks.
 */
import { problemMessages } from "@/domain/booking/messages";
import type { SalonSettings, ServiceSetting, TeamMember } from "@/lib/settings/model";
import { findProfessional, findService } from "@/lib/settings/queries";
import { isSlot } from "@/domain/booking/calendar-values";
import { onSlotGrid } from "@/domain/booking/availability";

export interface KnownIds {
  service?: ServiceSetting;
  staff?: TeamMember;
  /** Per-field messages when an id is not offered; undefined when every named id is. */
  fields?: Record<string, string>;
}

export function knownIds(
  settings: SalonSettings,
  ids: { service?: string; staff?: string | null },
  messages: { service?: string; staff?: string },
): KnownIds {
  const fields: Record<string, string> = {};
  const service = ids.service === undefined ? undefined : findService(settings, ids.service);
  if (ids.service !== undefined && !service) fields.service = messages.service ?? "Servicio desconocido.";
  const staff = ids.staff ? findProfessional(settings, ids.staff) : undefined;
  if (ids.staff && !staff) fields.staff = messages.staff ?? "Profesional desconocida.";
  else if (staff && service && !staff.services.includes(service.id)) fields.staff = problemMessages.not_qualified;
  return { service, staff, ...(Object.keys(fields).length ? { fields } : {}) };
}

/**
 * `validate(…, { also })`: the request's `service` and `staff` (when they are strings) must be offered
 * by the salon's current settings; same messages as `knownIds`.
 */
export function offeredIds(
  store: { current(): Promise<SalonSettings> },
  messages: { service?: string; staff?: string },
  fields: { service?: string; staff?: string } = { service: "service", staff: "staff" },
) {
  return async (_c: unknown, raw: unknown): Promise<Record<string, string>> => {
    const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const text = (name: string | undefined) => {
      const value = name ? body[name] : undefined;
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    const service = text(fields.service);
    const staff = text(fields.staff);
    if (service === undefined && staff === undefined) return {};
    return knownIds(await store.current(), { service, staff }, messages).fields ?? {};
  };
}

/**
 * `validate(…, { also })`: a visitor's time must be on the salon's slot grid (OW-11: a setting, so
 * the schema checks only its form); off the grid is the same 400 as a malformed time (BE-07).
 */
export function onTheGrid(store: { current(): Promise<SalonSettings> }, message: string, field = "time") {
  return async (_c: unknown, raw: unknown): Promise<Record<string, string>> => {
    const time = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[field] : undefined;
    if (!isSlot(time) || onSlotGrid(await store.current(), time)) return {};
    return { [field]: message };
  };
}
