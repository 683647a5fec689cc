/** Copy and lists for the landing page sections. */
import { sections } from "../lib/paths";
import { experienceYears, site } from "./site";

export const nav = [
  { label: "Inicio", hash: sections.home },
  { label: "Servicios", hash: sections.services },
  { label: "Reservas", hash: sections.booking },
  { label: "Blog", hash: sections.blog },
  { label: "Nosotros", hash: sections.about },
  { label: "Galería", hash: sections.gallery },
  { label: "Contacto", hash: sections.contact },
] as const;

/** The menu's and the footer's link to `/regalos`, there only while something is on sale (CN-04). */
export const giftsLabel = "Regalos";

export const hero = {
  eyebrow: site.tagline,
  headline: site.slogan,
  text: "Peluquería, estética y bienestar en un espacio pensado para ti. Profesionales expertas, productos de calidad y el trato cercano que mereces.",
  image: { src: "/images/hero.svg", alt: "Ilustración de una clienta relajada con flores y destellos dorados" },
};

/** 'Nosotros' in `year`: its title counts the years (CN-03). */
export const about = (year: number) => ({
  title: `Más de ${experienceYears(year)} años cuidando de ti`,
  paragraphs: [
    `Desde ${site.foundedYear} acompañamos a nuestras clientas en cada momento especial: el día a día, una boda, una entrevista o simplemente un rato para desconectar.`,
    "Nuestro equipo se forma cada temporada en las últimas técnicas y trabaja con marcas profesionales respetuosas con la piel y el medio ambiente.",
  ],
  image: { src: "/images/about.svg", alt: "Ilustración del interior del salón con espejo, sillón y plantas" },
});

/**
 * The counters of 'Nosotros' (HM-03, CN-03): the years from the founding year, the services and the
 * team from the settings — computed, never typed twice.
 */
export const stats = (year: number, services: number, team: number) =>
  [
    { value: "+1000", label: "Clientes satisfechas" },
    { value: `+${experienceYears(year)}`, label: "Años de experiencia" },
    { value: String(services), label: "Servicios especializados" },
    { value: String(team), label: "Profesionales expertas" },
  ] as const;

export const gallery = [
  {
    src: "/images/galeria-peluqueria.svg",
    caption: "Peluquería",
    alt: "Ilustración de tijeras y un mechón de cabello ondulado",
  },
  {
    src: "/images/galeria-faciales.svg",
    caption: "Tratamientos faciales",
    alt: "Ilustración de un rostro sereno con mascarilla y gotas de sérum",
  },
  {
    src: "/images/galeria-spa.svg",
    caption: "Spa y relajación",
    alt: "Ilustración de piedras apiladas, una vela y hojas verdes",
  },
  {
    src: "/images/galeria-maquillaje.svg",
    caption: "Maquillaje profesional",
    alt: "Ilustración de brochas de maquillaje y una paleta de sombras",
  },
  {
    src: "/images/galeria-premium.svg",
    caption: "Cuidado premium",
    alt: "Ilustración de frascos de cosmética con detalles dorados",
  },
  {
    src: "/images/galeria-instalaciones.svg",
    caption: "Instalaciones modernas",
    alt: "Ilustración de un tocador moderno con espejo iluminado",
  },
] as const;

export const testimonials = [
  {
    quote: "Salgo siempre encantada. Me escuchan, me aconsejan con sinceridad y el corte me dura perfecto semanas.",
    name: "Lucía Fernández",
    label: "Cliente frecuente",
    rating: 5,
  },
  {
    quote: "Me maquillaron para mi boda y fue perfecto de principio a fin. El trato es exquisito y el salón, precioso.",
    name: "Carmen Ruiz",
    label: "Cliente VIP",
    rating: 5,
  },
  {
    quote:
      "Reservé online un masaje relajante y repetiré seguro. Puntuales, profesionales y un ambiente muy tranquilo.",
    name: "Sofía Martín",
    label: "Cliente nueva",
    rating: 5,
  },
] as const;

export const sectionTitles = {
  services: {
    title: "Nuestros Servicios",
    text: "Tratamientos profesionales de belleza y bienestar, con precios claros desde el primer día.",
  },
  booking: { title: "Reserva tu Cita Online", text: "Elige servicio, día y hora en menos de un minuto." },
  blog: { title: "Blog de Belleza", text: "Consejos de nuestras profesionales para cuidarte también en casa." },
  gallery: { title: "Galería", text: "Un vistazo a nuestro trabajo y a nuestro espacio." },
  // RV-04: the fixed testimonials are never presented as verified; real reviews get their own title.
  testimonials: {
    title: "Lo que dicen nuestras clientas",
    text: "Algunas palabras de quienes ya nos visitan.",
    verifiedTitle: "Opiniones de nuestras clientas",
  },
  team: { title: "Nuestro Equipo", text: "Las profesionales que te atienden: elige con quién quieres tu cita." },
  hours: { title: "Horario de Atención", text: "Te esperamos también los domingos." },
  contact: { title: "Contacto", text: "Llámanos, escríbenos o ven a vernos." },
};
