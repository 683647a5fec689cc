/**
 * Seeds the salon's settings from src/content on an empty database (OW-01).
 * From then on the database is their source and `/gestion/ajustes` edits
 * them; the content files stay the seed and the static-only build's settings.
 * Each part is seeded when its table is empty, so a database from before the
 * settings tables gets the new parts (hours, the cards' texts) and keeps its own.
 */
import { shiftsOutsideHours } from "@/domain/booking/shifts";
import { seedSettings } from "@/lib/settings/seed";
import { toMinutes } from "@/lib/dates";
import type { Database, Queryable } from "./client";

export async function seedSettingsIfEmpty(db: Database, seed = seedSettings): Promise<void> {
  const outside = shiftsOutsideHours(seed.hours, seed.team);
  if (outside.length > 0)
    throw new Error(
      `src/content/team.ts: shifts must fall inside the salon's hours (src/content/site.ts):\n${outside.map((p) => p.message).join("\n")}`,
    );
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [4_173_002]);
    // The seed's shifts have always been (TK-07: a past period's occupancy counts them).
    await tx.query("SELECT set_config('salon.now', '-infinity', true)");
    await seedServices(tx, seed);
    const [{ count: staffCount } = { count: 0 }] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM staff",
    );
    if (staffCount === 0) await seedTeam(tx, seed);
    const [{ count: hoursCount } = { count: 0 }] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM salon_settings",
    );
    if (hoursCount === 0) {
      await tx.query("DELETE FROM opening_hours");
      for (const h of seed.hours)
        await tx.query("INSERT INTO opening_hours (weekday, opens_minute, closes_minute) VALUES ($1, $2, $3)", [
          h.weekday,
          toMinutes(h.opens),
          toMinutes(h.closes),
        ]);
      await tx.query(
        `INSERT INTO salon_settings (booking_closed_weekdays, booking_horizon_days, cancel_notice_hours, max_future_bookings, slot_minutes)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          seed.bookingClosedWeekdays,
          seed.booking.horizonDays,
          seed.booking.cancelNoticeHours,
          seed.booking.maxFutureBookingsPerContact,
          seed.booking.slotMinutes,
        ],
      );
    }
  });
}

async function seedServices(tx: Queryable, seed: typeof seedSettings) {
  const [edited] = await tx.query("SELECT 1 FROM services WHERE title IS NOT NULL LIMIT 1");
  if (edited) return;
  for (const s of seed.services)
    // A service the database already has keeps its name, length and price; only the card's texts of a
    // database from before migration 003 are filled in.
    await tx.query(
      `INSERT INTO services (id, name, title, description, features, icon, minutes, buffer_minutes, price_eur, active, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10)
       ON CONFLICT (id) DO UPDATE SET title = $3, description = $4, features = $5, icon = $6, position = $10`,
      [s.id, s.name, s.title, s.description, [...s.features], s.icon, s.minutes, s.bufferMinutes, s.price, s.position],
    );
}

async function seedTeam(tx: Queryable, seed: typeof seedSettings) {
  for (const p of seed.team) {
    await tx.query("INSERT INTO staff (id, name, role, position, active) VALUES ($1, $2, $3, $4, true)", [
      p.id,
      p.name,
      p.role,
      p.position,
    ]);
    for (const serviceId of p.services)
      await tx.query("INSERT INTO staff_services (staff_id, service_id) VALUES ($1, $2)", [p.id, serviceId]);
    for (const shift of p.shifts)
      for (const day of shift.days)
        await tx.query(
          "INSERT INTO working_hours (staff_id, weekday, starts_minute, ends_minute) VALUES ($1, $2, $3, $4)",
          [p.id, day, toMinutes(shift.starts), toMinutes(shift.ends)],
        );
  }
}
