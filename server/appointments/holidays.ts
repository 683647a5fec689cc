/**
 * The public holidays of the salon's region for a year (OW-05): national and
 * autonomous-community ones, from `date-holidays` (a maintained table of the
 * world's holidays; Spain by region). Names in Spanish; a holiday that falls
 * on a Sunday and is moved appears once, on the day it is taken.
 */
import Holidays from "date-holidays";
import { site } from "@/content/site";

export interface PublicHoliday {
  date: string;
  name: string;
}

export function publicHolidays(year: number, region: string = site.address.region): PublicHoliday[] {
  const calendar = new Holidays("ES", region, { languages: ["es"], types: ["public"] });
  const byDate = new Map<string, string>();
  for (const holiday of calendar.getHolidays(year, "es")) {
    const date = holiday.date.slice(0, 10);
    // The substitute of a moved holiday repeats it as "(día sustituto)": keep the holiday's own name.
    if (!byDate.has(date) || !holiday.substitute) byDate.set(date, holiday.name.replace(/\s*\(día sustituto\)$/, ""));
  }
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}
