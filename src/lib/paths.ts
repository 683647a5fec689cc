/** The home page's section anchors: nav, sections and links use these names, never the strings. */
export const sections = {
  home: "inicio",
  services: "servicios",
  booking: "reservas",
  blog: "blog",
  about: "nosotros",
  gallery: "galeria",
  testimonials: "testimonios",
  team: "equipo",
  hours: "horario",
  contact: "contacto",
} as const;
export type SectionId = (typeof sections)[keyof typeof sections];

/** Typed links. Section links are absolute (`/#servicios`) so they work from any route. */
export const paths = {
  home: "/",
  blog: "/blog",
  section: (id: SectionId) => `/#${id}`,
  booking: `/#${sections.booking}`,
  /** Deep link into the booking widget (BK-13), what a salon pastes into Instagram or WhatsApp. */
  bookService: (
    serviceId: string,
    at?: { date: string; time: string; staffId?: string | null },
    from?: "chat" | "cita",
  ) =>
    `/?${new URLSearchParams({ servicio: serviceId, ...(at?.staffId ? { profesional: at.staffId } : {}), ...(at ? { fecha: at.date, hora: at.time } : {}), ...(from ? { origen: from } : {}) }).toString()}#${sections.booking}`,
  /** The widget with a professional chosen (HM-10): the home page's team cards link here. */
  /** WL-01: the widget with its 'Avísame si se libera' form open (the chat links here). */
  /** WL-06: with the service, professional and day she asked about, when known. */
  waitlist: (serviceId?: string, ask: { staffId?: string | null; date?: string } = {}) =>
    `/?${new URLSearchParams({ espera: "1", ...(serviceId ? { servicio: serviceId } : {}), ...(ask.staffId ? { profesional: ask.staffId } : {}), ...(ask.date ? { fecha: ask.date } : {}) }).toString()}#${sections.booking}`,
  bookWith: (staffId: string) => `/?${new URLSearchParams({ profesional: staffId }).toString()}#${sections.booking}`,
  post: (id: number) => `/blog/${id}`,
  privacy: "/privacidad",
  legal: "/aviso-legal",
  appointment: "/cita",
  /** WL-02: a waitlist offer's link. */
  offer: "/hueco",
  /** PY-04: bonos and gift cards, bought online; `#<code>` shows a printable card. */
  gifts: "/regalos",
  /** RV-01: a review invitation's page; the token travels in the fragment, the stars tapped in the mail in `estrellas`. */
  review: (token: string, stars?: number) => `/resena${stars ? `?estrellas=${stars}` : ""}#${token}`,
  reviewPage: "/resena",
  staff: "/gestion",
  /** TK-01: the desk's till: an appointment's visit to close (`cita`), or an issued ticket to print. */
  cashDesk: (of: { cita?: string; ticket?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(of).filter((e): e is [string, string] => Boolean(e[1])));
    return `/gestion/caja${query.size > 0 ? `?${query}` : ""}`;
  },
} as const;
