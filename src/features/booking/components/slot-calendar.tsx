import { es } from "date-fns/locale";
import { DayPicker, type Modifiers } from "react-day-picker";
import "react-day-picker/style.css";
import { addDays, type IsoDate, isoToLocalDate, localDateToIso, type WallClock } from "@/lib/dates";
import { BOOKING_HORIZON_DAYS, isBookableDay } from "../availability";

const dayLabel = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

// The locale translates month and weekday names; these are the remaining English labels.
const labels = {
  labelNav: () => "Navegación del calendario",
  labelPrevious: () => "Mes anterior",
  labelNext: () => "Mes siguiente",
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    `${dayLabel.format(date)}${modifiers.today ? ", hoy" : ""}${modifiers.selected ? ", seleccionado" : ""}${modifiers.disabled ? ", no disponible" : ""}`,
};

/**
 * Spanish single-day calendar, Monday first (BK-03). Loaded lazily and only
 * rendered after hydration, since "today" at build time is not today.
 */
export default function SlotCalendar({
  value,
  now,
  onChange,
}: {
  value: IsoDate;
  now: WallClock;
  onChange: (date: IsoDate) => void;
}) {
  return (
    <DayPicker
      mode="single"
      required
      locale={es}
      labels={labels}
      weekStartsOn={1}
      today={isoToLocalDate(now.date)}
      selected={isoToLocalDate(value)}
      defaultMonth={isoToLocalDate(value)}
      startMonth={isoToLocalDate(now.date)}
      endMonth={isoToLocalDate(addDays(now.date, BOOKING_HORIZON_DAYS))}
      disabled={(day: Date) => !isBookableDay(localDateToIso(day), now)}
      onSelect={(day: Date | undefined) => {
        if (day) onChange(localDateToIso(day));
      }}
      className="booking-calendar"
    />
  );
}
