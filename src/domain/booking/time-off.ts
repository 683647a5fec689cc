/**
 * A professional's time off in the salon's words (OW-08): the Ausencias list reads each range as one
 * ('del 14 al 20 de diciembre'), and the widget disables the days she is away when she is chosen,
 * saying until when. Pure: the server gives the ranges, these read them.
 */
import { addDays, type IsoDate, longSpanishDate } from "@/lib/dates";

/** A range as the settings list it: the first and last instants' dates and times (salon time). */
export interface TimeOffSpan {
  fromDate: IsoDate;
  fromTime: string;
  toDate: IsoDate;
  toTime: string;
}

/** 'del lunes, 14 de diciembre al viernes, 18 de diciembre de 2026'; hours only when it has them. */
export function timeOffText(span: TimeOffSpan): string {
  if (span.fromTime === "00:00" && span.toTime === "00:00") {
    const last = addDays(span.toDate, -1);
    return last <= span.fromDate
      ? `el ${longSpanishDate(span.fromDate)}`
      : `del ${longSpanishDate(span.fromDate)} al ${longSpanishDate(last)}`;
  }
  if (span.fromDate === span.toDate)
    return `el ${longSpanishDate(span.fromDate)}, de ${span.fromTime} a ${span.toTime}`;
  return `del ${longSpanishDate(span.fromDate)} a las ${span.fromTime} al ${longSpanishDate(span.toDate)} a las ${span.toTime}`;
}

/** Whole days a professional is away, first and last included (the widget's calendar, OW-08). */
export interface AwayDays {
  from: IsoDate;
  to: IsoDate;
}

/** Whether `date` falls in one of the ranges. */
export const isAway = (away: readonly AwayDays[], date: IsoDate) => away.some((r) => r.from <= date && date <= r.to);

/**
 * Days she is away, as the server answers them (`days`: each day of the horizon whose working hours
 * her time off covers), merged into ranges over the days she would not work anyway (a weekend
 * inside a fortnight off does not split it).
 */
export function awayRanges(away: readonly IsoDate[], works: (date: IsoDate) => boolean): AwayDays[] {
  const sorted = [...new Set(away)].sort();
  const ranges: AwayDays[] = [];
  for (const day of sorted) {
    const last = ranges.at(-1);
    if (last) {
      let gap = addDays(last.to, 1);
      while (gap < day && !works(gap)) gap = addDays(gap, 1);
      if (gap === day) {
        last.to = day;
        continue;
      }
    }
    ranges.push({ from: day, to: day });
  }
  return ranges;
}

/** 'Carmen Ruiz no atiende hasta el viernes, 18 de diciembre': the first range that has not ended. */
export function awayNotice(name: string, ranges: readonly AwayDays[], today: IsoDate): string | null {
  const next = ranges.find((r) => r.to >= today);
  if (!next) return null;
  if (next.from <= today) return `${name} no atiende hasta el ${longSpanishDate(next.to)} (incluido).`;
  return next.from === next.to
    ? `${name} no atiende el ${longSpanishDate(next.from)}.`
    : `${name} no atiende del ${longSpanishDate(next.from)} al ${longSpanishDate(next.to)}.`;
}
