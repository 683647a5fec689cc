/**
 * Loads the salon's facts from src/content into the database at start (BE-02):
 * services, professionals, who does what, and weekly hours. The content files
 * stay the single source; the database gets a copy its constraints can use.
 */
import { bookingServices } from "@/content/services";
import { team } from "@/content/team";
import { toMinutes } from "@/lib/dates";
import { shiftsOutsideHours } from "@/domain/booking/shifts";
import type { Database } from "./client";

export async function syncContent(db: Database): Promise<void> {
  const outside = shiftsOutsideHours(team);
  if (outside.length > 0)
    throw new Error(
      `src/content/team.ts: shifts must fall inside the salon's hours (src/content/site.ts):\n${outside.join("\n")}`,
    );
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [4_173_002]);
    await tx.query("UPDATE services SET active = false");
    for (const s of bookingServices) {
      await tx.query(
        `INSERT INTO services (id, name, minutes, buffer_minutes, price_eur, active) VALUES ($1, $2, $3, $4, $5, true)
         ON CONFLICT (id) DO UPDATE SET name = $2, minutes = $3, buffer_minutes = $4, price_eur = $5, active = true`,
        [s.id, s.name, s.minutes, s.bufferMinutes, s.price],
      );
    }
    await tx.query("UPDATE staff SET active = false");
    await tx.query("DELETE FROM staff_services");
    await tx.query("DELETE FROM working_hours");
    for (const [position, p] of team.entries()) {
      await tx.query(
        `INSERT INTO staff (id, name, role, position, active) VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (id) DO UPDATE SET name = $2, role = $3, position = $4, active = true`,
        [p.id, p.name, p.role, position],
      );
      for (const serviceId of p.services)
        await tx.query("INSERT INTO staff_services (staff_id, service_id) VALUES ($1, $2)", [p.id, serviceId]);
      for (const shift of p.shifts)
        for (const day of shift.days)
          await tx.query(
            "INSERT INTO working_hours (staff_id, weekday, starts_minute, ends_minute) VALUES ($1, $2, $3, $4)",
            [p.id, day, toMinutes(shift.starts), toMinutes(shift.ends)],
          );
    }
  });
}
