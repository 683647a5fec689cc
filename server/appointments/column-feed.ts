/** SP-03: what a professional's calendar feed holds: her column from a month back to a year ahead. */
import type { Queryable } from "../db/client";
import { appointments } from "./repository";
import { columnFeedIcs } from "./views";

const DAY_MS = 24 * 3_600_000;

export async function columnFeed(db: Queryable, staffId: string, staffName: string, now: Date): Promise<string> {
  const rows = await appointments.startingBetween(
    db,
    new Date(now.getTime() - 31 * DAY_MS),
    new Date(now.getTime() + 366 * DAY_MS),
  );
  return columnFeedIcs(
    staffName,
    rows.filter((b) => b.staffId === staffId),
  );
}
