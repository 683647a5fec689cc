/**
 * Saving the salon's settings (OW-01, OW-03, OW-06). Each save runs in one
 * transaction: the rules that need the database or the clock (ids the salon
 * knows, closures in the past, shifts outside the hours), the versioned
 * write, and the settings version with its notification. A change that
 * touches future appointments answers them first (`dryRun`): closing time
 * that has appointments is refused until they are moved or cancelled.
 */
import { site } from "@/content/site";
import { fitShiftsToHours, type ShiftAdjustment, shiftsOutsideHours } from "@/domain/booking/shifts";
import type { SalonSettings } from "@/lib/settings/model";
import type {
  BookingPolicyInput,
  ClosureInput,
  HoursInput,
  FaqValues,
  ReviewSettingsValues,
  ContentValues,
  GalleryValues,
  LegalValues,
  MessageSettingsInput,
  ServiceInput,
  TeamMemberInput,
} from "@/domain/settings/schemas";
import { addDays, salonInstant, toMinutes, wallClockIn, weekdayOf, salonDateTime } from "@/lib/dates";
import { appointments, type BookingRecord, timeOffRepository, lockForBlock } from "../appointments";
import type { Database, Queryable } from "../db/client";
import { settingsChanged, settingsRepository as repo, type ServiceValues, type TeamValues } from "./repository";
import { outboxRepository } from "../notifications";

export type SettingsResult =
  | { ok: true; affected: BookingRecord[]; shifts?: ShiftAdjustment[] }
  | { ok: false; error: "validation"; fields: Record<string, string> }
  | { ok: false; error: "conflict" | "not_found" }
  | { ok: false; error: "has_appointments"; affected: BookingRecord[] };

/** Confirmed appointments from now on (a year ahead is the longest booking horizon plus margin). */
async function futureAppointments(db: Queryable, now: Date): Promise<BookingRecord[]> {
  const until = new Date(now.getTime() + 400 * 24 * 3600 * 1000);
  return (await appointments.overlapping(db, now, until)).filter((a) => a.status === "confirmed" && a.startsAt >= now);
}

type Written =
  | { ok: true }
  | { ok: false; error: "conflict" | "not_found" }
  | { ok: false; error: "validation"; fields: Record<string, string> };

/** A save in one transaction, counted and notified; `dryRun` answers the impact and stores nothing. */
async function save(
  db: Database,
  dryRun: boolean,
  affected: BookingRecord[],
  write: (tx: Queryable) => Promise<Written>,
): Promise<SettingsResult> {
  if (dryRun) return { ok: true, affected };
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    if (written.ok) await settingsChanged(tx);
    return written;
  });
  return result.ok ? { ok: true, affected } : result;
}

/** An id for a new service or professional from its name: 'Lifting de pestañas' → 'lifting-de-pestanas'. */
function slugOf(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32) || "nuevo";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

export async function saveService(
  db: Database,
  settings: SalonSettings,
  id: string | undefined,
  input: ServiceInput & { version?: number },
  now: Date,
  dryRun: boolean,
): Promise<SettingsResult> {
  const values = input as ServiceValues;
  const existing = id === undefined ? undefined : settings.services.find((s) => s.id === id);
  if (id !== undefined && !existing) return { ok: false, error: "not_found" };
  // Taking a service off the web leaves its booked appointments as they are; the owner sees them first.
  const affected =
    existing?.active && !values.active
      ? (await futureAppointments(db, now)).filter((a) => a.serviceId === existing.id)
      : [];
  const unknown = input.staff?.find((p) => !settings.team.some((known) => known.id === p));
  if (unknown) return { ok: false, error: "validation", fields: { staff: "Profesional desconocida." } };
  return save(db, dryRun, affected, async (tx) => {
    const saved =
      id === undefined
        ? await repo.createService(
            tx,
            slugOf(
              values.name,
              settings.services.map((s) => s.id),
            ),
            values,
          )
        : await repo.updateService(tx, id, input.version ?? 0, values);
    // OW-07: who does it, in the same transaction (a new service is offered once someone does it).
    if (saved.ok && input.staff) await repo.assignService(tx, saved.value.id, input.staff);
    return saved;
  });
}

export async function saveHours(
  db: Database,
  settings: SalonSettings,
  input: HoursInput,
  now: Date,
  dryRun: boolean,
): Promise<SettingsResult> {
  const days = input.days.filter((d) => d.open).map((d) => ({ weekday: d.weekday, opens: d.opens, closes: d.closes }));
  // Opening hours are stated once (OW-01): a professional's shift outside the new hours is refused,
  // unless the save asks to trim them (OW-09: the dry run shows how first). Checked against the
  // settings as this process has them, then again under the schedule's lock (RL-08).
  const shiftsOutside = (team: SalonSettings["team"]) => {
    if (input.adjustShifts) return undefined;
    const problems = shiftsOutsideHours(
      days,
      team.filter((p) => p.active),
    );
    if (problems.length === 0) return undefined;
    const fields: Record<string, string> = {};
    for (const p of problems) {
      const index = input.days.findIndex((d) => d.weekday === p.weekday);
      fields[`days.${index}.closes`] ??= `${p.message} Cambia antes su turno en Equipo.`;
    }
    return { ok: false, error: "validation", fields } as const;
  };
  const outside = shiftsOutside(settings.team);
  if (outside) return outside;
  const affected = (await futureAppointments(db, now)).filter((a) => {
    const { isoDate: date, time } = salonDateTime(a.startsAt);
    const open = days.find((d) => d.weekday === weekdayOf(date));
    const start = toMinutes(time);
    return !open || start < toMinutes(open.opens) || start + a.serviceMinutes > toMinutes(open.closes);
  });
  const shifts = fitShiftsToHours(days, settings.team);
  if (dryRun) return { ok: true, affected, shifts };
  let applied: ShiftAdjustment[] = [];
  const result = await save(db, false, affected, async (tx) => {
    const { team } = await repo.lockSchedule(tx);
    const refused = shiftsOutside(team);
    if (refused) return refused;
    const saved = await repo.saveHours(tx, input.version, days, input.bookingClosedWeekdays);
    if (saved.ok && input.adjustShifts) {
      applied = fitShiftsToHours(days, team);
      await repo.fitShiftsToHours(tx, days);
    }
    return saved;
  });
  return result.ok ? { ...result, shifts: applied } : result;
}

/**
 * How online booking works (OW-11). Appointments already booked keep their time: a new grid or a
 * shorter horizon only changes what is offered from now on, so nothing is listed first.
 */
export async function saveBookingPolicy(db: Database, input: BookingPolicyInput): Promise<SettingsResult> {
  const { version, ...policy } = input;
  return save(db, false, [], (tx) => repo.saveBookingPolicy(tx, version, policy));
}

/** The business behind the site (issue 30); once saved, the placeholders and the owner's warning go. */
/** CH-14: the owner's answers to everyday questions. */
export async function saveFaq(db: Database, input: FaqValues): Promise<SettingsResult> {
  const { version, ...answers } = input;
  return save(db, false, [], (tx) => repo.saveFaq(tx, version, answers));
}

/** CN-01: the photos a save names that were never uploaded: their fields' messages (an article's cover too). */
export async function unknownPhotos(
  tx: Queryable,
  named: Record<string, string | null>,
): Promise<Record<string, string>> {
  const names = Object.values(named).filter((n): n is string => n !== null && n.startsWith("foto-"));
  if (names.length === 0) return {};
  const known = new Set(
    (await tx.query<{ name: string }>("SELECT name FROM content_photos WHERE name = ANY($1)", [names])).map(
      (r) => r.name,
    ),
  );
  return Object.fromEntries(
    Object.entries(named)
      .filter(([, n]) => n !== null && n.startsWith("foto-") && !known.has(n))
      .map(([field]) => [field, "Sube la foto otra vez."]),
  );
}

/** CN-01: the hero's and 'Nosotros'' words and photos. */
export async function saveContent(db: Database, input: ContentValues): Promise<SettingsResult> {
  const { version, ...content } = input;
  return save(db, false, [], async (tx) => {
    const fields = await unknownPhotos(tx, { heroPhoto: content.heroPhoto, aboutPhoto: content.aboutPhoto });
    if (Object.keys(fields).length > 0) return { ok: false, error: "validation", fields };
    return repo.saveSection(tx, "content", version, content);
  });
}

/** CN-01: the gallery, in order, as one form. */
export async function saveGallery(db: Database, input: GalleryValues): Promise<SettingsResult> {
  return save(db, false, [], async (tx) => {
    const fields = await unknownPhotos(
      tx,
      Object.fromEntries(input.items.map((item, i) => [`items.${i}.photo`, item.photo])),
    );
    if (Object.keys(fields).length > 0) return { ok: false, error: "validation", fields };
    return repo.saveGallery(tx, input.version, input.items);
  });
}

/** CN-01: a few words about a professional. */
export async function saveBio(
  db: Database,
  staffId: string,
  bio: string | null,
  version: number,
): Promise<SettingsResult> {
  return save(db, false, [], (tx) => repo.saveBio(tx, staffId, version, bio));
}

/** RV-03: the salon's Google profile, offered to 4–5★ reviewers. */
export async function saveReviewSettings(db: Database, input: ReviewSettingsValues): Promise<SettingsResult> {
  const { version, ...values } = input;
  return save(db, false, [], (tx) => repo.saveReviewSettings(tx, version, values));
}

export async function saveLegal(db: Database, input: LegalValues): Promise<SettingsResult> {
  const { version, ...legal } = input;
  return save(db, false, [], (tx) => repo.saveLegal(tx, version, legal));
}

/** MS-05: what a paid message costs, as the owner's provider bills it. */
export async function saveMessageSettings(db: Database, input: MessageSettingsInput): Promise<SettingsResult> {
  const { version, ...prices } = input;
  return save(db, false, [], (tx) => repo.saveMessageSettings(tx, version, prices));
}

/**
 * MS-05: the messages sent in a salon month per channel, and what the paid ones cost at the owner's
 * prices (thousandths of a euro).
 */
export async function messageUsage(db: Queryable, settings: SalonSettings, month: string) {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const first = `${month}-01`;
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
  const counts = await outboxRepository.sentPerChannel(
    db,
    salonInstant(first, "00:00", site.timeZone),
    salonInstant(next, "00:00", site.timeZone),
  );
  const { whatsappMillis, smsMillis } = settings.messages;
  const cost = { whatsapp: counts.whatsapp * whatsappMillis, sms: counts.sms * smsMillis };
  return { month, counts, costMillis: { ...cost, total: cost.whatsapp + cost.sms } };
}

export async function addClosure(
  db: Database,
  input: ClosureInput,
  now: Date,
  dryRun: boolean,
): Promise<SettingsResult> {
  const today = wallClockIn(site.timeZone, now);
  const startTime = input.allDay ? "00:00" : (input.startTime ?? "00:00");
  const endTime = input.allDay ? "24:00" : (input.endTime ?? "24:00");
  const starts = salonInstant(input.startDate, startTime, site.timeZone);
  if (input.startDate < today.date || starts < now)
    return { ok: false, error: "validation", fields: { startDate: "Un cierre no puede empezar en el pasado." } };
  if (input.endDate > addDays(today.date, 731))
    return {
      ok: false,
      error: "validation",
      fields: { endDate: "Un cierre puede acabar, como mucho, dentro de dos años." },
    };
  const ends =
    endTime === "24:00"
      ? salonInstant(addDays(input.endDate, 1), "00:00", site.timeZone)
      : salonInstant(input.endDate, endTime, site.timeZone);
  const booked = async (q: Queryable) =>
    (await appointments.overlapping(q, starts, ends)).filter((a) => a.status === "confirmed");
  if (dryRun) return { ok: true, affected: await booked(db) };
  // The closure and any booking being written are ordered by the salon's time lock (RL-07): the
  // appointments are read after every booking before it has committed, and none can start meanwhile.
  return db.transaction(async (tx): Promise<SettingsResult> => {
    await lockForBlock(tx, null);
    const affected = await booked(tx);
    if (affected.length > 0) return { ok: false, error: "has_appointments", affected };
    await repo.addClosure(tx, { starts, ends, note: input.note });
    await settingsChanged(tx);
    return { ok: true, affected: [] };
  });
}

export async function deleteClosure(db: Database, id: string): Promise<SettingsResult> {
  return save(db, false, [], async (tx) =>
    (await repo.deleteClosure(tx, id)) ? { ok: true } : { ok: false, error: "not_found" },
  );
}

export async function saveTeamMember(
  db: Database,
  settings: SalonSettings,
  id: string | undefined,
  input: TeamMemberInput & { version?: number },
  now: Date,
  dryRun: boolean,
): Promise<SettingsResult> {
  const values = input as TeamValues;
  const existing = id === undefined ? undefined : settings.team.find((p) => p.id === id);
  if (id !== undefined && !existing) return { ok: false, error: "not_found" };
  const unknown = values.services.find((s) => !settings.services.some((known) => known.id === s));
  if (unknown) return { ok: false, error: "validation", fields: { services: `Servicio desconocido: ${unknown}.` } };
  // Her shifts inside the salon's hours (OW-01): as this process has them, then under the schedule's lock (RL-08).
  const outsideHours = (hours: SalonSettings["hours"]) => {
    const [problem] = shiftsOutsideHours(hours, [{ name: values.name, shifts: values.shifts }]);
    if (!problem) return undefined;
    const index = values.shifts.findIndex((s) => s.starts === problem.starts && s.ends === problem.ends);
    return {
      ok: false,
      error: "validation",
      fields: { [`shifts.${Math.max(index, 0)}.ends`]: problem.message },
    } as const;
  };
  const outside = outsideHours(settings.hours);
  if (outside) return outside;
  // Appointments the change leaves without their professional: deactivated, a service dropped, or off shift.
  const affected = existing
    ? (await futureAppointments(db, now)).filter((a) => {
        if (a.staffId !== existing.id) return false;
        if (!values.active || !values.services.includes(a.serviceId)) return true;
        const { isoDate: date, time } = salonDateTime(a.startsAt);
        const start = toMinutes(time);
        return !values.shifts.some(
          (s) =>
            (s.days as readonly number[]).includes(weekdayOf(date)) &&
            toMinutes(s.starts) <= start &&
            start + a.serviceMinutes <= toMinutes(s.ends),
        );
      })
    : [];
  return save(
    db,
    dryRun,
    affected,
    async (tx) =>
      outsideHours((await repo.lockSchedule(tx)).hours) ??
      repo.saveTeamMember(
        tx,
        id ??
          slugOf(
            values.name,
            settings.team.map((p) => p.id),
          ),
        input.version,
        values,
      ),
  );
}

/** Professionals' time off that has not ended (the Ausencias list); whole-salon closures are in the settings. */
export async function upcomingTimeOff(db: Queryable, now: Date) {
  const rows = await timeOffRepository.upcomingForStaff(db, now);
  return rows.map((r) => {
    const from = salonDateTime(new Date(r.starts_at));
    const to = salonDateTime(new Date(r.ends_at));
    return {
      id: r.id,
      staffId: r.staff_id,
      fromDate: from.isoDate,
      fromTime: from.time,
      toDate: to.isoDate,
      toTime: to.time,
      reason: r.reason,
    };
  });
}
