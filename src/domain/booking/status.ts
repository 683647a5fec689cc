/**
 * An appointment's status (BE-04, ST-03), once: the values, their Spanish labels and the ones the
 * desk may set. The schemas, the server's records, the agenda, /cita, the CSV and the audit log
 * read them here; the SQL CHECK in server/db/migrations/001-booking.sql states the same four.
 */
export const appointmentStatuses = ["confirmed", "cancelled", "completed", "no_show"] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** What the desk marks an appointment as (ST-03); 'confirmed' is how it starts. */
export const deskStatuses = ["cancelled", "completed", "no_show"] as const satisfies readonly AppointmentStatus[];
export type DeskStatus = (typeof deskStatuses)[number];

export const statusLabels: Record<AppointmentStatus, string> = {
  confirmed: "Confirmada",
  cancelled: "Cancelada",
  completed: "Realizada",
  no_show: "No presentada",
};

/** Where an appointment was booked: the widget or chat ('web'), the desk, or a waitlist offer (WL-02). */
export const appointmentSources = ["web", "staff", "waitlist"] as const;
export type AppointmentSource = (typeof appointmentSources)[number];

export const sourceLabels: Record<AppointmentSource, string> = {
  web: "Reserva web",
  staff: "Recepción",
  waitlist: "Lista de espera",
};
