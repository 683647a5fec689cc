/**
 * The salon's professionals (BE-02): who they are, which services they do and
 * their weekly hours (salon-local "HH:MM"): the seed of an empty database only. The salon changes
 * its team in /gestion/ajustes (OW-01).
 */
import type { ServiceId } from "./services";
import { hoursOnWeekday, type Weekday } from "./site";

export interface Shift {
  days: readonly Weekday[];
  starts: string;
  ends: string;
}

export interface Professional {
  id: string;
  name: string;
  role: string;
  services: readonly ServiceId[];
  shifts: readonly Shift[];
}

const weekdays = [1, 2, 3, 4, 5] as const satisfies readonly Weekday[];
const morning: Shift = { days: weekdays, starts: "09:00", ends: "15:00" };
const afternoon: Shift = { days: weekdays, starts: "14:00", ends: "20:00" };
// Saturday's opening hours are stated once, in site.hours: the whole-day shift reads them.
const saturdayHours = hoursOnWeekday(6);
const saturday: Shift = { days: [6], starts: saturdayHours?.opens ?? "09:00", ends: saturdayHours?.closes ?? "18:00" };

export const team = [
  {
    id: "lucia",
    name: "Lucía Martín",
    role: "Estilista",
    services: ["corte", "maquillaje"],
    shifts: [morning, saturday],
  },
  { id: "carmen", name: "Carmen Ruiz", role: "Estilista", services: ["corte", "maquillaje"], shifts: [afternoon] },
  {
    id: "elena",
    name: "Elena Gómez",
    role: "Esteticista",
    services: ["facial", "depilacion"],
    shifts: [morning, saturday],
  },
  {
    id: "marta",
    name: "Marta Navarro",
    role: "Esteticista",
    services: ["facial", "depilacion", "masaje"],
    shifts: [afternoon],
  },
  {
    id: "sofia",
    name: "Sofía Torres",
    role: "Manicurista",
    services: ["manicura", "depilacion"],
    shifts: [morning, saturday],
  },
  {
    id: "paula",
    name: "Paula Díaz",
    role: "Manicurista y maquilladora",
    services: ["manicura", "maquillaje"],
    shifts: [afternoon],
  },
  {
    id: "isabel",
    name: "Isabel Moreno",
    role: "Masajista",
    services: ["masaje", "facial"],
    shifts: [morning, saturday],
  },
  {
    id: "nuria",
    name: "Nuria Castro",
    role: "Estilista y masajista",
    services: ["corte", "manicura", "masaje"],
    shifts: [
      { days: [2, 3, 4, 5], starts: "10:00", ends: "19:00" },
      { days: [6], starts: "09:00", ends: "14:00" },
    ],
  },
] as const satisfies readonly Professional[];

export type StaffId = (typeof team)[number]["id"];

export function findProfessional(id: string): Professional | undefined {
  return team.find((p) => p.id === id);
}

/** Professionals who do a service, in the order 'Sin preferencia' tries them. */
export function professionalsFor(serviceId: ServiceId): Professional[] {
  return team.filter((p) => (p.services as readonly string[]).includes(serviceId));
}
