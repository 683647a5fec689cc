/**
 * CH-14: the questions a salon is asked every day. What each topic is and the words that ask about it
 * are the product's (here); the answers are the owner's, written once in Ajustes → 'Preguntas
 * frecuentes' (the settings). A topic she has not answered gets the salon's phone in the chat.
 */
export const faqTopics = [
  {
    id: "parking",
    question: "¿Dónde puedo aparcar?",
    words: ["aparcar", "aparcamiento", "aparco", "parking", "estacionar", "estacionamiento", "coche"],
    example: "El centro comercial tiene parking gratuito las 2 primeras horas; la entrada está en la calle de atrás.",
  },
  {
    id: "payment",
    question: "¿Cómo se puede pagar? (Bizum, tarjeta, efectivo)",
    words: [
      "bizum",
      "efectivo",
      "pagar con",
      "pago con",
      "formas de pago",
      "metodos de pago",
      "con tarjeta",
      "datafono",
      "aceptais tarjeta",
    ],
    example: "En el salón puedes pagar con tarjeta, Bizum o efectivo.",
  },
  {
    id: "children",
    question: "¿Puedo venir con niños? ¿Atendéis a niños?",
    words: ["niño", "niños", "niña", "niñas", "hijo", "hija", "hijos", "bebe", "carrito", "menores", "infantil"],
    example: "Sí: hacemos cortes infantiles y puedes venir con tus hijos; hay un rincón con juegos.",
  },
  {
    id: "pets",
    question: "¿Se puede entrar con mascota?",
    words: ["perro", "perrita", "perrito", "mascota", "mascotas", "gato", "animales"],
    example: "Los perros pequeños son bienvenidos si van en brazos o en su bolsa.",
  },
  {
    id: "accessibility",
    question: "¿Es accesible en silla de ruedas?",
    words: [
      "silla de ruedas",
      "accesible",
      "accesibilidad",
      "ascensor",
      "escalones",
      "escaleras",
      "movilidad reducida",
      "rampa",
    ],
    example: "Sí: el local está a pie de calle, sin escalones, y el baño está adaptado.",
  },
] as const;

export type FaqTopicId = (typeof faqTopics)[number]["id"];
export const faqTopicIds = faqTopics.map((t) => t.id) as readonly FaqTopicId[];
