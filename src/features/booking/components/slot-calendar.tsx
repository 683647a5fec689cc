import { useState } from "react";
import { Calendar } from "@/components/ui/calendar";
import { type IsoDate, isoToLocalDate, localDateToIso, type WallClock } from "@/lib/dates";
import { isBookableDay, lastBookableDate } from "@/domain/booking/availability";
import type { SalonSettings } from "@/lib/settings/model";
import { type AwayDays, isAway } from "@/domain/booking/time-off";

/**
 * Spanish single-day calendar, Monday first (BK-03). Loaded lazily and only
 * rendered after hydration, since "today" at build time is not today.
 */
export default function SlotCalendar({
  value,
  now,
  settings,
  away = [],
  free,
  onChange,
}: {
  value: IsoDate;
  /** Closed weekdays and closures are disabled days (OW-02). */
  settings: SalonSettings;
  /** The chosen professional's days away (OW-08): disabled too. */
  away?: readonly AwayDays[];
  /**
   * AP-04: the days with free time (when known): the others are crossed out before a tap, and still
   * open — a full day is where 'Avísame si se libera' is asked (WL-01).
   */
  free?: ReadonlySet<IsoDate> | undefined;
  now: WallClock;
  onChange: (date: IsoDate) => void;
}) {
  // The month shown follows the chosen day when it is chosen from outside (a deep link or the
  // chat's offer for another month, SS-03); the visitor's own month arrows move it too.
  const [month, setMonth] = useState(() => isoToLocalDate(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value.slice(0, 7) !== localDateToIso(month).slice(0, 7)) setMonth(isoToLocalDate(value));
  }
  const open = (day: Date) => isBookableDay(settings, localDateToIso(day), now) && !isAway(away, localDateToIso(day));
  return (
    <Calendar
      mode="single"
      required
      today={isoToLocalDate(now.date)}
      selected={isoToLocalDate(value)}
      month={month}
      onMonthChange={setMonth}
      startMonth={isoToLocalDate(now.date)}
      endMonth={isoToLocalDate(lastBookableDate(settings, now))}
      disabled={(day: Date) => !open(day)}
      modifiers={{ full: (day: Date) => open(day) && free !== undefined && !free.has(localDateToIso(day)) }}
      modifiersClassNames={{ full: "line-through text-muted-foreground" }}
      onSelect={(day: Date | undefined) => {
        if (day) onChange(localDateToIso(day));
      }}
    />
  );
}
