import { useSyncExternalStore } from "react";
import { site } from "@/content/site";
import { type WallClock, wallClockIn } from "@/lib/dates";

/** The salon's "now", read in its configured time zone (BK-05), whatever the visitor's zone. */
export function salonNow(): WallClock {
  return wallClockIn(site.timeZone);
}

// The clock is an external system: components read it through a store whose
// snapshot changes once a minute, and only in the browser (null while prerendering).
const read = () => {
  const now = salonNow();
  return `${now.date}|${now.minutes}`;
};
// Also read again when the visitor comes back to the tab or moves within the page, so a page left
// open since yesterday does not show yesterday's status for the first seconds.
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, 10_000);
  document.addEventListener("visibilitychange", onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onChange);
    window.removeEventListener("hashchange", onChange);
  };
};

/** The salon's wall clock, updated when the minute changes (BK-12); null before hydration. */
export function useSalonClock(): WallClock | null {
  const snapshot = useSyncExternalStore(subscribe, read, () => null);
  if (snapshot === null) return null;
  const [date = "", minutes = "0"] = snapshot.split("|");
  return { date, minutes: Number(minutes) };
}
