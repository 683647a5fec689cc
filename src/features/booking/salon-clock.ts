import { site } from "@/content/site";
import { wallClockIn, type WallClock } from "@/lib/dates";

/** The salon's "now", read in its configured time zone (BK-05). */
export function salonNow(): WallClock {
  return wallClockIn(site.timeZone);
}
