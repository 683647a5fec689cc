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

/**
 * Where an appointment was booked (RP-01): the widget ('web'), the widget opened from one of the chat's
 * times ('chat') or from a client's own appointment page /cita ('manage'), the desk, or a waitlist
 * offer (WL-02).
 */
export const appointmentSources = ["web", "chat", "manage", "staff", "waitlist"] as const;
export type AppointmentSource = (typeof appointmentSources)[number];

/** What the widget reports of how it was opened: the sources a visitor's own booking may have. */
export const bookingOrigins = ["chat", "manage"] as const satisfies readonly AppointmentSource[];
export type BookingOrigin = (typeof bookingOrigins)[number];

export const sourceLabels: Record<AppointmentSource, string> = {
  web: "Reserva web",
  chat: "Reserva web (chat)",
  manage: "Reserva web (/cita)",
  staff: "Recepción",
  waitlist: "Lista de espera",
};
