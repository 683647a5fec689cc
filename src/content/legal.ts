/**
 * The privacy policy (RGPD art. 13, LOPDGDD) and the legal notice (LSSI art. 10),
 * written from the salon's data in site.ts and its settings (the booking policy and the legal data
 * the owner keeps in /gestion/ajustes). Each section is a heading and
 * its paragraphs.
 */
import type { LegalData } from "@/lib/settings/model";
import { site } from "./site";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** What the texts say: the owner's settings in force (OW-11, issue 30). */
export interface LegalFacts {
  cancelNoticeHours: number;
  legal: Pick<LegalData, "owner" | "nif" | "registry" | "privacyEmail">;
}

const ownerLine = (legal: LegalFacts["legal"]) =>
  `${legal.owner} (NIF ${legal.nif}), ${site.address.full}, ${site.address.postalCode} ${site.address.city}`;

export const privacyPolicy = ({ cancelNoticeHours, legal }: LegalFacts): readonly LegalSection[] => [
  {
    heading: "Responsable del tratamiento",
    paragraphs: [
      `${ownerLine(legal)}. Teléfono ${site.contact.phone.display}. Email de privacidad: ${legal.privacyEmail}.`,
    ],
  },
  {
    heading: "Qué datos tratamos y para qué",
    paragraphs: [
      "Cuando reservas una cita online nos das tu nombre, tu teléfono y tu email. Solo pedimos esos tres datos.",
      "Los usamos para gestionar tu cita: confirmarla, pedirte que la confirmes y recordártela antes (cuándo, lo dice el salón en sus mensajes), avisarte si hay cambios y permitirte cancelarla. No los usamos para publicidad ni elaboramos perfiles.",
      "Solo si marcas la casilla al reservar, el recordatorio te llega por WhatsApp (o por SMS), con botones para confirmar, cambiar o cancelar tu cita; guardamos esa elección con tu teléfono y lo que nos respondas. Respondiendo BAJA dejas de recibir estos mensajes en todas tus citas.",
      "Si te apuntas a la lista de espera, usamos los mismos datos para ofrecerte un hueco que se libere en los días y la franja que elegiste; cuando reservas, te borras o pasa el último día, dejamos de usarlos y los borramos.",
    ],
  },
  {
    heading: "Base jurídica",
    paragraphs: [
      "El tratamiento es necesario para prestarte el servicio que nos pides (artículo 6.1.b del RGPD). Sin esos datos no podemos reservar tu cita.",
    ],
  },
  {
    heading: "Cuánto tiempo los conservamos",
    paragraphs: [
      "Conservamos tus datos de contacto mientras tu cita está pendiente y hasta 24 meses después, por si necesitas consultar tu historial o por obligaciones legales. Pasado ese plazo se borran automáticamente y la cita queda anónima.",
    ],
  },
  {
    heading: "Quién más los ve",
    paragraphs: [
      "Nadie fuera del salón. Los datos se guardan en nuestro propio servidor; los emails se envían a través de nuestro proveedor de correo, que actúa como encargado del tratamiento. Si pides el recordatorio por WhatsApp o SMS, tu teléfono y el texto del mensaje pasan por Meta (WhatsApp) o Twilio (SMS) como encargados del tratamiento, con las garantías del RGPD para las transferencias internacionales que hagan.",
      "Esta web no usa cookies de visitantes, ni analítica, ni servicios de terceros: fuentes e imágenes se sirven desde nuestro propio dominio.",
    ],
  },
  {
    heading: "Tus derechos",
    paragraphs: [
      `Puedes pedir acceso, rectificación, supresión, oposición, limitación y portabilidad de tus datos escribiendo a ${legal.privacyEmail} o en el propio salón. Puedes cancelar tu cita desde el enlace de tu email hasta ${cancelNoticeHours} horas antes.`,
      "Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
    ],
  },
];

export const legalNotice = ({ cancelNoticeHours, legal }: LegalFacts): readonly LegalSection[] => [
  {
    heading: "Titular del sitio web",
    paragraphs: [
      `En cumplimiento del artículo 10 de la Ley 34/2002 (LSSI-CE): el titular de ${site.url.replace(/^https?:\/\//, "")} es ${ownerLine(legal)}.`,
      legal.registry ? `Datos registrales: ${legal.registry}.` : "No inscrita en el Registro Mercantil.",
      `Contacto: ${site.contact.phone.display} · ${site.contact.email}.`,
    ],
  },
  {
    heading: "Condiciones de uso",
    paragraphs: [
      "La información de esta web (servicios, precios y horarios) es orientativa y puede cambiar. Los precios incluyen IVA.",
      "Los textos, fotografías e ilustraciones pertenecen a su titular y no pueden reproducirse sin permiso.",
    ],
  },
  {
    heading: "Reservas",
    paragraphs: [
      `Las reservas online se confirman por email. Puedes cancelarlas desde el enlace del email hasta ${cancelNoticeHours} horas antes; después, llámanos al ${site.contact.phone.display}.`,
    ],
  },
];
