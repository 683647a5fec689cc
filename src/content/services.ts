/**
 * The salon's services. `bookingServices` is the list the booking widget offers
 * (id, name, minutes, euros, and the clean-up minutes a professional stays busy
 * after the service); `serviceCards` are the landing-page cards, linked
 * to a booking service by id so the "desde N€" price is never written twice.
 */

export const bookingServices = [
  { id: "corte", name: "Corte y Peinado", minutes: 60, price: 25, bufferMinutes: 0 },
  { id: "facial", name: "Tratamiento Facial", minutes: 90, price: 45, bufferMinutes: 15 },
  { id: "manicura", name: "Manicura y Pedicura", minutes: 75, price: 20, bufferMinutes: 15 },
  { id: "maquillaje", name: "Maquillaje", minutes: 45, price: 35, bufferMinutes: 15 },
  { id: "masaje", name: "Masaje Relajante", minutes: 120, price: 60, bufferMinutes: 15 },
  { id: "depilacion", name: "Depilación", minutes: 30, price: 15, bufferMinutes: 0 },
] as const;

export type BookingService = (typeof bookingServices)[number];
export type ServiceId = BookingService["id"];

export type ServiceIcon = "scissors" | "sparkles" | "hand" | "palette" | "flower" | "feather";

export interface ServiceCard {
  serviceId: ServiceId;
  title: string;
  description: string;
  features: readonly [string, string, string];
  icon: ServiceIcon;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    serviceId: "corte",
    title: "Corte y peinado",
    description: "Cortes modernos y peinados para cada ocasión, pensados para tu tipo de cabello y tu estilo.",
    features: ["Asesoría de imagen", "Lavado y tratamiento", "Peinado de acabado"],
    icon: "scissors",
  },
  {
    serviceId: "facial",
    title: "Tratamientos faciales",
    description: "Limpiezas profundas e hidratación con cosmética profesional para una piel luminosa.",
    features: ["Diagnóstico de piel", "Limpieza profunda", "Mascarilla personalizada"],
    icon: "sparkles",
  },
  {
    serviceId: "manicura",
    title: "Manicura y pedicura",
    description: "Manos y pies cuidados al detalle, con esmaltado clásico, semipermanente o nail art.",
    features: ["Esmaltado semipermanente", "Cuidado de cutículas", "Nail art a medida"],
    icon: "hand",
  },
  {
    serviceId: "maquillaje",
    title: "Maquillaje",
    description: "Maquillaje profesional para bodas, eventos y sesiones de fotos, natural o sofisticado.",
    features: ["Prueba previa", "Productos de larga duración", "Maquillaje de novia"],
    icon: "palette",
  },
  {
    serviceId: "masaje",
    title: "Masajes relajantes",
    description: "Masajes que liberan tensiones y devuelven la calma a cuerpo y mente.",
    features: ["Aceites esenciales", "Piedras calientes", "Ambiente de spa"],
    icon: "flower",
  },
  {
    serviceId: "depilacion",
    title: "Depilación",
    description: "Depilación con cera y técnicas suaves para una piel lisa durante más tiempo.",
    features: ["Cera tibia hipoalergénica", "Zonas faciales y corporales", "Cuidado post-depilación"],
    icon: "feather",
  },
];

/** "N€" as the service list and cards write prices. */
export function euros(amount: number): string {
  return `${amount}€`;
}
