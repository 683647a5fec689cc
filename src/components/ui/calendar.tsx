import { es } from "date-fns/locale";
import type { ComponentProps } from "react";
import { DayPicker, type Modifiers } from "react-day-picker";
import "react-day-picker/style.css";
import "./calendar.css";
import { cn } from "@/lib/cn";

const dayLabel = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

// The locale translates month and weekday names; these are the remaining English labels.
const labels = {
  labelNav: () => "Navegación del calendario",
  labelPrevious: () => "Mes anterior",
  labelNext: () => "Mes siguiente",
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    `${dayLabel.format(date)}${modifiers.today ? ", hoy" : ""}${modifiers.selected ? ", seleccionado" : ""}${modifiers.disabled ? ", no disponible" : ""}${modifiers.full ? ", completo" : ""}`,
};

/** A Spanish calendar, Monday first, with Spanish labels for every control and day. */
function Calendar({ className, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      data-slot="calendar"
      locale={es}
      labels={labels}
      weekStartsOn={1}
      className={cn("calendar", className)}
      {...props}
    />
  );
}

export { Calendar };
