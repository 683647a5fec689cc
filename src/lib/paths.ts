/** Typed links. Section links are absolute (`/#servicios`) so they work from any route. */
export const paths = {
  home: "/",
  blog: "/blog",
  section: (hash: string) => `/#${hash}`,
  booking: "/#reservas",
  post: (id: number) => `/blog/${id}`,
  privacy: "/privacidad",
  legal: "/aviso-legal",
  appointment: "/cita",
  staff: "/gestion",
} as const;
