/**
 * An agenda appointment for tests: Ana's haircut with Lucía on 1 December 2026 at 10:00. A column
 * added to the table's `agendaColumns` is absent here until a test gives it (read as "not set").
 */
import type { Appointment } from "../shared/staff-api";

export const testAppointment = (over: Partial<Appointment> = {}): Appointment =>
  ({
    id: "a",
    reference: "AUR-AAAAAA",
    service: "corte",
    serviceName: "Corte y Peinado",
    staffId: "lucia",
    staffName: "Lucía Martín",
    date: "2026-12-01",
    time: "10:00",
    endTime: "11:00",
    startsAt: "2026-12-01T09:00:00.000Z",
    endsAt: "2026-12-01T10:00:00.000Z",
    status: "confirmed",
    price: 25,
    clientName: "Ana",
    clientPhone: "600000000",
    clientEmail: null,
    clientNote: null,
    source: "web",
    clientConfirmedAt: null,
    messageChannel: null,
    cardFee: null,
    ...over,
  }) satisfies Partial<Appointment> as Appointment;
