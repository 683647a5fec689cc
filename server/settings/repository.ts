/**
 * The settings tables (OW-01): read whole into `SalonSettings`, and written
 * one form at a time. Every write names the version it edited (a stale one
 * changes nothing and answers the current values, OW-06), bumps the salon's
 * settings version and notifies other processes in the same transaction.
 */
import type { Shift } from "@/content/team";
import type { Weekday } from "@/content/site";
import type {
  BookingPolicy,
  FaqAnswers,
  GalleryItem,
  GallerySettings,
  ReviewSettings,
  LegalData,
  MessageSettings,
  Closure,
  SalonSettings,
  ServiceIcon,
  ServiceSetting,
  TeamMember,
} from "@/lib/settings/model";
import { seedSettings } from "@/lib/settings/seed";
import { addDays, fromMinutes, toMinutes, salonDateTime } from "@/lib/dates";
import type { Queryable } from "../db/client";
import { type TimeOffRow, timeOffRepository } from "../appointments";
import { recordFreedShifts } from "../waitlist";
import { addedWorkingTime, type WeeklyRange } from "@/domain/booking/shifts";
import {
  type ContentPhotoRow,
  type MediaRow,
  type SalonSettingsRow,
  type ServiceRow,
  settingSections,
  type StaffRow,
} from "./tables";

export const SETTINGS_CHANNEL = "salon_settings";

const serviceOf = (r: ServiceRow): ServiceSetting => ({
  id: r.id,
  name: r.name,
  title: r.title ?? r.name,
  description: r.description ?? "",
  features: [r.features?.[0] ?? "", r.features?.[1] ?? "", r.features?.[2] ?? ""],
  icon: (r.icon ?? "sparkles") as ServiceIcon,
  minutes: r.minutes,
  bufferMinutes: r.buffer_minutes,
  price: r.price_eur,
  active: r.active,
  position: r.position,
  chatWords: r.chat_words,
  deposit: { kind: r.deposit_kind, amount: r.deposit_amount, feeNoticeHours: r.fee_notice_hours },
  version: r.version,
});

/** Rows of one professional's weekly hours, grouped back into shifts (same times → one shift, many days). */
function shiftsOf(rows: { weekday: number; starts_minute: number; ends_minute: number }[]): Shift[] {
  const byTimes = new Map<string, Weekday[]>();
  for (const r of [...rows].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))) {
    const key = `${fromMinutes(r.starts_minute)}-${fromMinutes(r.ends_minute)}`;
    byTimes.set(key, [...(byTimes.get(key) ?? []), r.weekday as Weekday]);
  }
  return [...byTimes].map(([key, days]) => {
    const [starts = "", ends = ""] = key.split("-");
    return { days, starts, ends };
  });
}

type ClosureRow = Pick<TimeOffRow, "id" | "starts_at" | "ends_at" | "public_note">;

/** A closure's instants as salon-local days and times ('24:00' for the end of a day). */
function closureOf(row: ClosureRow): Closure {
  const start = salonDateTime(new Date(row.starts_at));
  const end = salonDateTime(new Date(row.ends_at));
  const endsAtMidnight = end.time === "00:00";
  return {
    id: Number(row.id),
    startDate: start.isoDate,
    startTime: start.time,
    endDate: endsAtMidnight ? addDays(end.isoDate, -1) : end.isoDate,
    endTime: endsAtMidnight ? "24:00" : end.time,
    note: row.public_note,
  };
}

type Sections = typeof settingSections;
type Section = keyof Sections;
/** A section's values as its form has them: each field typed by its column. */
export type SectionValues<S extends Section> = {
  -readonly [F in keyof Sections[S]["fields"]]: SalonSettingsRow[Sections[S]["fields"][F] & keyof SalonSettingsRow];
};
type SectionRow = Partial<SalonSettingsRow>;

/** A section's columns, its version's last. */
const sectionColumns = (s: Section) => [...Object.values(settingSections[s].fields), settingSections[s].version];

/** A section's values and version, read from a row of `salon_settings`. */
function sectionOf<S extends Section>(s: S, row: SectionRow): SectionValues<S> & { version: number } {
  const { fields, version } = settingSections[s];
  const values: Record<string, unknown> = { version: row[version] };
  for (const [field, column] of Object.entries(fields)) values[field] = row[column as keyof SalonSettingsRow];
  return values as SectionValues<S> & { version: number };
}

/** Stores a section's form if `version` is the one stored, counting the save; returns what was stored. */
async function saveSection<S extends Section>(tx: Queryable, s: S, version: number, values: SectionValues<S>) {
  const { fields, version: versionColumn } = settingSections[s];
  const entries = Object.entries(fields) as [keyof SectionValues<S> & string, string][];
  const rows = await tx.query<SectionRow>(
    `UPDATE salon_settings SET ${entries.map(([, column], i) => `${column} = $${i + 1}`).join(", ")},
       ${versionColumn} = ${versionColumn} + 1
     WHERE ${versionColumn} = $${entries.length + 1} RETURNING ${sectionColumns(s).join(", ")}`,
    [...entries.map(([field]) => values[field]), version],
  );
  return rows[0];
}

/** The salon's legal data; a column not set yet is the seed's placeholder, and says so. */
const legalOf = (r: SectionRow): LegalData => {
  const seed = seedSettings.legal;
  const { version, ...set } = sectionOf("legal", r);
  return {
    owner: set.owner ?? seed.owner,
    nif: set.nif ?? seed.nif,
    registry: set.registry ?? seed.registry,
    privacyEmail: set.privacyEmail ?? seed.privacyEmail,
    placeholders: (Object.keys(set) as (keyof typeof set)[]).filter((k) => set[k] === null),
    version,
  };
};

const policyOf = (r: SectionRow): BookingPolicy => ({ ...sectionOf("booking", r), fixedByServer: [] });
const messagesOf = (r: SectionRow): MessageSettings => ({ ...sectionOf("messages", r), providers: [] });

/** Everything the site and the server read, in one round of queries. `since`: closures ending after it. */
export async function loadSettings(db: Queryable, since: Date): Promise<SalonSettings> {
  const [services, staff, staffServices, working, hours, meta, closures, photos] = await Promise.all([
    db.query<ServiceRow>("SELECT * FROM services ORDER BY position, id"),
    db.query<StaffRow>("SELECT id, name, role, photo, bio, active, position, version FROM staff ORDER BY position, id"),
    db.query<{ staff_id: string; service_id: string }>("SELECT staff_id, service_id FROM staff_services"),
    db.query<{ staff_id: string; weekday: number; starts_minute: number; ends_minute: number }>(
      "SELECT staff_id, weekday, starts_minute, ends_minute FROM working_hours ORDER BY starts_minute",
    ),
    db.query<{ weekday: number; opens_minute: number; closes_minute: number }>(
      "SELECT weekday, opens_minute, closes_minute FROM opening_hours ORDER BY weekday",
    ),
    db.query<SectionRow>(
      `SELECT booking_closed_weekdays, hours_version, version, gallery, gallery_version,
         ${(Object.keys(settingSections) as Section[]).flatMap(sectionColumns).join(", ")}
       FROM salon_settings`,
    ),
    timeOffRepository.closuresEndingAfter(db, since),
    // CN-01: the uploaded photos the content names (the hero, 'Nosotros', the gallery).
    db.query<ContentPhotoRow>(
      `SELECT p.name, p.width, p.height, p.widths FROM content_photos p, salon_settings s
        WHERE p.name IN (s.hero_photo, s.about_photo)
           OR p.name IN (SELECT i ->> 'photo' FROM jsonb_array_elements(coalesce(s.gallery -> 'items', '[]')) i)`,
    ),
  ]);
  const serviceOrder = new Map(services.map((s, i) => [s.id, i]));
  return {
    version: Number(meta[0]?.version ?? 0),
    services: services.map(serviceOf),
    hours: hours.map((h) => ({
      weekday: h.weekday as Weekday,
      opens: fromMinutes(h.opens_minute),
      closes: fromMinutes(h.closes_minute),
    })),
    bookingClosedWeekdays: (meta[0]?.booking_closed_weekdays ?? []).map(Number),
    hoursVersion: meta[0]?.hours_version ?? 1,
    closures: closures.map(closureOf),
    team: staff.map((p): TeamMember => ({
      ...p,
      services: staffServices
        .filter((s) => s.staff_id === p.id)
        .map((s) => s.service_id)
        .sort((a, b) => (serviceOrder.get(a) ?? 0) - (serviceOrder.get(b) ?? 0)),
      shifts: shiftsOf(working.filter((w) => w.staff_id === p.id)),
    })),
    booking: meta[0] ? policyOf(meta[0]) : { ...seedSettings.booking },
    legal: meta[0] ? legalOf(meta[0]) : { ...seedSettings.legal },
    messages: meta[0] ? messagesOf(meta[0]) : { ...seedSettings.messages },
    faq: meta[0] ? sectionOf("faq", meta[0]) : { ...seedSettings.faq },
    reviews: meta[0] ? sectionOf("reviews", meta[0]) : { ...seedSettings.reviews },
    content: meta[0] ? sectionOf("content", meta[0]) : { ...seedSettings.content },
    gallery: { items: meta[0]?.gallery?.items ?? null, version: meta[0]?.gallery_version ?? 1 },
    photos: Object.fromEntries(
      photos.map((p) => [p.name, { width: p.width, height: p.height, widths: p.widths.map(Number) }]),
    ),
    // Whether payments are taken is the server's (its Stripe keys): the store sets it.
    payments: { online: false },
    giftsOnSale: false,
  };
}

/** Counts the change and tells every process (delivered at commit; PostgreSQL's LISTEN/NOTIFY). */
export async function settingsChanged(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: string }>(
    "UPDATE salon_settings SET version = version + 1 RETURNING version",
  );
  await tx.query("SELECT pg_notify($1, $2)", [SETTINGS_CHANNEL, String(row?.version ?? "")]);
  return Number(row?.version ?? 0);
}

export type Saved<T> = { ok: true; value: T } | { ok: false; error: "conflict" | "not_found" };

/** What a service's form saves: the setting without its id and version. */
/** A service's form; without `deposit` (an older form) a new one asks for none and an edit keeps its own. */
export type ServiceValues = Omit<ServiceSetting, "id" | "version" | "deposit"> & {
  deposit?: ServiceSetting["deposit"];
};

const serviceParams = (v: ServiceValues) => [
  v.name,
  v.title,
  v.description,
  [...v.features],
  v.icon,
  v.minutes,
  v.bufferMinutes,
  v.price,
  v.active,
  v.position,
  [...(v.chatWords ?? [])],
  v.deposit?.kind ?? null,
  v.deposit?.amount ?? null,
  v.deposit?.feeNoticeHours ?? null,
];

/** What a professional's form saves. */
export type TeamValues = Pick<TeamMember, "name" | "role" | "services" | "shifts" | "active" | "position">;

/** Past every closure: a read that needs no closures. */
const NO_CLOSURES = new Date("9999-12-31T00:00:00Z");

export const settingsRepository = {
  /**
   * The salon's hours and every shift, read after taking the settings row's lock (RL-08): a change of
   * the hours and a change of a shift each take it first, so the second waits for the first to commit
   * and checks its own change against what the first stored, in any process.
   */
  async lockSchedule(tx: Queryable): Promise<Pick<SalonSettings, "hours" | "team">> {
    await tx.query("SELECT 1 FROM salon_settings FOR UPDATE");
    const { hours, team } = await loadSettings(tx, NO_CLOSURES);
    return { hours, team };
  },

  async createService(tx: Queryable, id: string, v: ServiceValues): Promise<Saved<ServiceSetting>> {
    const rows = await tx.query<ServiceRow>(
      `INSERT INTO services (name, title, description, features, icon, minutes, buffer_minutes, price_eur, active, position,
         chat_words, deposit_kind, deposit_amount, fee_notice_hours, id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12, 'none'), coalesce($13, 0), coalesce($14, 24), $15)
       ON CONFLICT (id) DO NOTHING RETURNING *`,
      [...serviceParams(v), id],
    );
    return rows[0] ? { ok: true, value: serviceOf(rows[0]) } : { ok: false, error: "conflict" };
  },

  async updateService(tx: Queryable, id: string, version: number, v: ServiceValues): Promise<Saved<ServiceSetting>> {
    const rows = await tx.query<ServiceRow>(
      `UPDATE services SET name = $1, title = $2, description = $3, features = $4, icon = $5, minutes = $6,
         buffer_minutes = $7, price_eur = $8, active = $9, position = $10, chat_words = $11,
         deposit_kind = coalesce($12, deposit_kind), deposit_amount = coalesce($13, deposit_amount),
         fee_notice_hours = coalesce($14, fee_notice_hours), version = version + 1
       WHERE id = $15 AND version = $16 RETURNING *`,
      [...serviceParams(v), id, version],
    );
    if (rows[0]) return { ok: true, value: serviceOf(rows[0]) };
    const exists = await tx.query("SELECT 1 FROM services WHERE id = $1", [id]);
    return { ok: false, error: exists.length ? "conflict" : "not_found" };
  },

  /**
   * OW-07: exactly `staffIds` do service `id`; each professional whose services change gets a new
   * version (her own form is then stale, and says so, instead of writing the old list back).
   */
  async assignService(tx: Queryable, id: string, staffIds: readonly string[]): Promise<void> {
    const removed = await tx.query<{ staff_id: string }>(
      "DELETE FROM staff_services WHERE service_id = $1 AND NOT (staff_id = ANY($2::text[])) RETURNING staff_id",
      [id, [...staffIds]],
    );
    const added = await tx.query<{ staff_id: string }>(
      `INSERT INTO staff_services (staff_id, service_id) SELECT s, $1 FROM unnest($2::text[]) AS s
       ON CONFLICT DO NOTHING RETURNING staff_id`,
      [id, [...staffIds]],
    );
    const changed = [...removed, ...added].map((r) => r.staff_id);
    if (changed.length > 0)
      await tx.query("UPDATE staff SET version = version + 1 WHERE id = ANY($1::text[])", [changed]);
  },

  async saveHours(
    tx: Queryable,
    version: number,
    days: readonly { weekday: number; opens: string; closes: string }[],
    bookingClosedWeekdays: readonly number[],
  ): Promise<Saved<null>> {
    const updated = await tx.query(
      "UPDATE salon_settings SET booking_closed_weekdays = $1, hours_version = hours_version + 1 WHERE hours_version = $2 RETURNING 1",
      [[...new Set(bookingClosedWeekdays)].sort(), version],
    );
    if (updated.length === 0) return { ok: false, error: "conflict" };
    // Only the days that change are written: the audit log lists what changed, not the week (OW-10).
    const rows = JSON.stringify(
      days.map((d) => ({ weekday: d.weekday, opens: toMinutes(d.opens), closes: toMinutes(d.closes) })),
    );
    await tx.query(
      `DELETE FROM opening_hours WHERE weekday NOT IN (SELECT weekday FROM jsonb_to_recordset($1::jsonb) AS d(weekday int))`,
      [rows],
    );
    await tx.query(
      `INSERT INTO opening_hours (weekday, opens_minute, closes_minute)
       SELECT weekday, opens, closes FROM jsonb_to_recordset($1::jsonb) AS d(weekday int, opens int, closes int)
       ON CONFLICT (weekday) DO UPDATE SET opens_minute = EXCLUDED.opens_minute, closes_minute = EXCLUDED.closes_minute
       WHERE (opening_hours.opens_minute, opening_hours.closes_minute)
         IS DISTINCT FROM (EXCLUDED.opens_minute, EXCLUDED.closes_minute)`,
      [rows],
    );
    return { ok: true, value: null };
  },

  /**
   * OW-09: every active professional's shift trimmed to the salon's `days` (the open ones), and removed
   * on a closed day or where nothing of it is left; each professional changed gets a new version.
   */
  async fitShiftsToHours(tx: Queryable, days: readonly { weekday: number; opens: string; closes: string }[]) {
    const open = JSON.stringify(
      days.map((d) => ({ weekday: d.weekday, opens: toMinutes(d.opens), closes: toMinutes(d.closes) })),
    );
    // Each shift outside is taken out and what is left of it put back (the audit log keeps each as a
    // shift with its day, shown as one change: 'Turno de Lucía (sábado): sale 18:00 → 14:00').
    const changed = await tx.query<{ staff_id: string }>(
      `WITH outside AS (
         DELETE FROM working_hours w USING staff s
         WHERE s.id = w.staff_id AND s.active AND NOT EXISTS (
           SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS o(weekday int, opens int, closes int)
           WHERE o.weekday = w.weekday AND w.starts_minute >= o.opens AND w.ends_minute <= o.closes)
         RETURNING w.*),
       kept AS (
         INSERT INTO working_hours (staff_id, weekday, starts_minute, ends_minute)
         SELECT x.staff_id, x.weekday, GREATEST(x.starts_minute, o.opens), LEAST(x.ends_minute, o.closes)
         FROM outside x JOIN jsonb_to_recordset($1::jsonb) AS o(weekday int, opens int, closes int)
           ON o.weekday = x.weekday
         WHERE GREATEST(x.starts_minute, o.opens) < LEAST(x.ends_minute, o.closes))
       SELECT DISTINCT staff_id FROM outside`,
      [open],
    );
    if (changed.length > 0)
      await tx.query("UPDATE staff SET version = version + 1 WHERE id = ANY($1::text[])", [
        changed.map((r) => r.staff_id),
      ]);
  },

  /** The booking policy (OW-11), if `version` is the one stored. */
  async saveBookingPolicy(tx: Queryable, version: number, p: SectionValues<"booking">): Promise<Saved<BookingPolicy>> {
    const row = await saveSection(tx, "booking", version, p);
    return row ? { ok: true, value: policyOf(row) } : { ok: false, error: "conflict" };
  },

  /** CH-14: the owner's answers to everyday questions, if `version` is the one stored. */
  /** CN-01: the gallery, as one form (OW-06: the version it edited). */
  async saveGallery(tx: Queryable, version: number, items: readonly GalleryItem[]): Promise<Saved<GallerySettings>> {
    const [row] = await tx.query<{ gallery: { items: GalleryItem[] } | null; gallery_version: number }>(
      `UPDATE salon_settings SET gallery = $1, gallery_version = gallery_version + 1
        WHERE gallery_version = $2 RETURNING gallery, gallery_version`,
      [{ items }, version],
    );
    return row
      ? { ok: true, value: { items: row.gallery?.items ?? null, version: row.gallery_version } }
      : { ok: false, error: "conflict" };
  },

  /** CN-01: a professional's bio (OW-06: the version her row had). */
  async saveBio(tx: Queryable, staffId: string, version: number, bio: string | null): Promise<Saved<null>> {
    const updated = await tx.query(
      "UPDATE staff SET bio = $2, version = version + 1 WHERE id = $1 AND version = $3 RETURNING 1",
      [staffId, bio, version],
    );
    if (updated.length > 0) return { ok: true, value: null };
    const exists = await tx.query("SELECT 1 FROM staff WHERE id = $1", [staffId]);
    return { ok: false, error: exists.length ? "conflict" : "not_found" };
  },

  /** CN-01: an uploaded photo and its AVIF and WebP widths (the same bytes give the same name: stored once). */
  async saveContentPhoto(
    tx: Queryable,
    photo: { name: string; width: number; height: number; widths: number[] },
    files: { name: string; type: string; bytes: Uint8Array }[],
  ): Promise<void> {
    await tx.query(
      "INSERT INTO content_photos (name, width, height, widths) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING",
      [photo.name, photo.width, photo.height, photo.widths],
    );
    for (const f of files)
      await tx.query(
        "INSERT INTO media (name, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
        [f.name, f.type, f.bytes],
      );
  },

  /** CN-01: the content's section (the hero, 'Nosotros'). */
  async saveSection<S extends Section>(
    tx: Queryable,
    s: S,
    version: number,
    values: SectionValues<S>,
  ): Promise<Saved<null>> {
    return (await saveSection(tx, s, version, values)) ? { ok: true, value: null } : { ok: false, error: "conflict" };
  },

  async saveReviewSettings(
    tx: Queryable,
    version: number,
    v: SectionValues<"reviews">,
  ): Promise<Saved<ReviewSettings>> {
    const row = await saveSection(tx, "reviews", version, v);
    return row ? { ok: true, value: sectionOf("reviews", row) } : { ok: false, error: "conflict" };
  },

  async saveFaq(tx: Queryable, version: number, v: SectionValues<"faq">): Promise<Saved<FaqAnswers>> {
    const row = await saveSection(tx, "faq", version, v);
    return row ? { ok: true, value: sectionOf("faq", row) } : { ok: false, error: "conflict" };
  },

  /** The salon's legal data (issue 30), if `version` is the one stored. */
  async saveLegal(tx: Queryable, version: number, v: SectionValues<"legal">): Promise<Saved<LegalData>> {
    const row = await saveSection(tx, "legal", version, v);
    return row ? { ok: true, value: legalOf(row) } : { ok: false, error: "conflict" };
  },

  /** MS-01, MS-05: the reminders and the prices of a paid message, if `version` is the one stored. */
  async saveMessageSettings(
    tx: Queryable,
    version: number,
    v: SectionValues<"messages">,
  ): Promise<Saved<MessageSettings>> {
    const row = await saveSection(tx, "messages", version, v);
    return row ? { ok: true, value: messagesOf(row) } : { ok: false, error: "conflict" };
  },

  /** A whole-salon closure from `starts` to `ends`; its note is shown to visitors. */
  async addClosure(tx: Queryable, c: { starts: Date; ends: Date; note: string }): Promise<Closure> {
    const [row] = await timeOffRepository.insertClosure(tx, c);
    if (!row) throw new Error("closure not stored");
    return closureOf(row);
  },

  async deleteClosure(tx: Queryable, id: string): Promise<boolean> {
    return timeOffRepository.remove(tx, id, "closure");
  },

  /** A professional's new photo (stored in `media`), if `version` is hers; photos no one shows go after an hour. */
  async savePhoto(
    tx: Queryable,
    staffId: string,
    version: number,
    photo: { name: string; path: string; bytes: Uint8Array },
  ): Promise<Saved<null>> {
    const updated = await tx.query(
      "UPDATE staff SET photo = $2, version = version + 1 WHERE id = $1 AND version = $3 RETURNING 1",
      [staffId, photo.path, version],
    );
    if (updated.length === 0) {
      const exists = await tx.query("SELECT 1 FROM staff WHERE id = $1", [staffId]);
      return { ok: false, error: exists.length ? "conflict" : "not_found" };
    }
    await tx.query("INSERT INTO media (name, bytes) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
      photo.name,
      photo.bytes,
    ]);
    await tx.query(
      `DELETE FROM media m WHERE m.created_at < now() - interval '1 hour' AND m.name NOT LIKE 'foto-%'
         AND NOT EXISTS (SELECT 1 FROM staff s WHERE s.photo = '/media/' || m.name)`,
    );
    return { ok: true, value: null };
  },

  /** A professional's version, or undefined when there is none with that id. */
  async staffVersion(db: Queryable, staffId: string): Promise<number | undefined> {
    const [row] = await db.query<Pick<StaffRow, "version">>("SELECT version FROM staff WHERE id = $1", [staffId]);
    return row?.version;
  },

  async media(db: Queryable, name: string) {
    const [row] = await db.query<Pick<MediaRow, "content_type" | "bytes">>(
      "SELECT content_type, bytes FROM media WHERE name = $1",
      [name],
    );
    return row;
  },

  async saveTeamMember(tx: Queryable, id: string, version: number | undefined, v: TeamValues): Promise<Saved<null>> {
    if (version === undefined) {
      const inserted = await tx.query(
        "INSERT INTO staff (id, name, role, active, position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING 1",
        [id, v.name, v.role, v.active, v.position],
      );
      if (inserted.length === 0) return { ok: false, error: "conflict" };
    } else {
      const updated = await tx.query(
        "UPDATE staff SET name = $2, role = $3, active = $4, position = $5, version = version + 1 WHERE id = $1 AND version = $6 RETURNING 1",
        [id, v.name, v.role, v.active, v.position, version],
      );
      if (updated.length === 0) {
        const exists = await tx.query("SELECT 1 FROM staff WHERE id = $1", [id]);
        return { ok: false, error: exists.length ? "conflict" : "not_found" };
      }
    }
    // Only what changes is written (a save that keeps her services and shifts writes no rows for them),
    // so the audit log lists what changed (OW-10).
    const services = [...new Set(v.services)];
    await tx.query("DELETE FROM staff_services WHERE staff_id = $1 AND NOT (service_id = ANY($2::text[]))", [
      id,
      services,
    ]);
    await tx.query(
      `INSERT INTO staff_services (staff_id, service_id) SELECT $1, s FROM unnest($2::text[]) AS s ON CONFLICT DO NOTHING`,
      [id, services],
    );
    const shifts = JSON.stringify(
      v.shifts.flatMap((shift) =>
        [...new Set(shift.days)].map((day) => ({
          weekday: day,
          starts: toMinutes(shift.starts),
          ends: toMinutes(shift.ends),
        })),
      ),
    );
    // WL-04: working time this save adds is freed time for the waitlist.
    const before = await tx.query<WeeklyRange>(
      "SELECT weekday, starts_minute AS starts, ends_minute AS ends FROM working_hours WHERE staff_id = $1",
      [id],
    );
    await recordFreedShifts(tx, id, addedWorkingTime(before, JSON.parse(shifts) as WeeklyRange[]));
    await tx.query(
      `DELETE FROM working_hours w WHERE w.staff_id = $1 AND NOT EXISTS (
         SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS r(weekday int, starts int, ends int)
         WHERE r.weekday = w.weekday AND r.starts = w.starts_minute AND r.ends = w.ends_minute)`,
      [id, shifts],
    );
    await tx.query(
      `INSERT INTO working_hours (staff_id, weekday, starts_minute, ends_minute)
       SELECT $1, weekday, starts, ends FROM jsonb_to_recordset($2::jsonb) AS r(weekday int, starts int, ends int)
       ON CONFLICT DO NOTHING`,
      [id, shifts],
    );
    return { ok: true, value: null };
  },
};
