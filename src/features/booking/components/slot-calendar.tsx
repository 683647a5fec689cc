import { Calendar } from "@/components/ui/calendar";
import { addDays, type IsoDate, isoToLocalDate, localDateToIso, type WallClock } from "@/lib/dates";
import { BOOKING_HORIZON_DAYS, isBookableDay } from "@/domain/booking/availability";
import type { SalonSettings } from "@/lib/settings/model";

/**
 * Spanish single-day calendar, Monday first (BK-03). Loaded lazily and only
 * rendered after hydration, since "today" at build time is not today.
 */
export default function SlotCalendar({
  value,
  now,
  settings,
  onChange,
}: {
  value: IsoDate;
  /** Closed weekdays and closures are disabled days (OW-02). */
  settings: SalonSettings;
  now: WallClock;
  onChange: (date: IsoDate) => void;
}) {
  return (
    <Calendar
      mode="single"
      required
      today={isoToLocalDate(now.date)}
      selected={isoToLocalDate(value)}
      defaultMonth={isoToLocalDate(value)}
      startMonth={isoToLocalDate(now.date)}
      endMonth={isoToLocalDate(addDays(now.date, BOOKING_HORIZON_DAYS))}
      disabled={(day: Date) => !isBookableDay(settings, localDateToIso(day), now)}
      onSelect={(day: Date | undefined) => {
        if (day) onChange(localDateToIso(day));
      }}
    />
  );
}
