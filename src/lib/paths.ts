/** Typed links. Section links are absolute (`/#servicios`) so they work from any route. */
export const paths = {
  home: "/",
  blog: "/blog",
  section: (hash: string) => `/#${hash}`,
  booking: "/#reservas",
  /** Deep link into the booking widget (BK-13), what a salon pastes into Instagram or WhatsApp. */
  bookService: (serviceId: string, at?: { date: string; time: string }) =>
    `/?${new URLSearchParams({ servicio: serviceId, ...(at ? { fecha: at.date, hora: at.time } : {}) }).toString()}#reservas`,
  post: (id: number) => `/blog/${id}`,
  privacy: "/privacidad",
  legal: "/aviso-legal",
  appointment: "/cita",
  staff: "/gestion",
} as const;
