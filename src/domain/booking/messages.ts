/**
 * The API's refusals in the salon's words (BE-03): the widget, /cita and the
 * agenda show these as they are. One table for the server and the site.
 */
import { site } from "@/content/site";

/** The per-contact limit's message, with the limit in force (the owner's setting, OW-11). */
export function tooManyBookingsMessage(limit: number): string {
  return `Ya tienes ${limit} ${limit === 1 ? "cita futura" : "citas futuras"} con estos datos. Para reservar más, llámanos.`;
}

export const problemMessages = {
  slot_taken: "Lo sentimos, esa hora se acaba de reservar. Elige otra hora; hemos actualizado las disponibles.",
  slot_not_offered: "Esa hora ya no está disponible para reservar. Elige otra fecha u hora.",
  too_many_bookings: "Ya tienes el máximo de citas futuras con estos datos. Para reservar más, llámanos.",
  idempotency_mismatch: "Esta petición ya se usó para otra reserva. Vuelve a intentarlo.",
  idempotency_key_required: "Falta la cabecera Idempotency-Key.",
  rate_limited: "Demasiadas peticiones seguidas. Espera un momento y vuelve a intentarlo.",
  unsupported_media_type: "La petición debe enviarse en formato JSON.",
  payload_too_large: "La petición es demasiado grande.",
  not_found: "No encontramos esa cita. Revisa el enlace de tu email.",
  too_late: `Ya no se puede cancelar online. Llámanos al ${site.contact.phone.display}.`,
  not_active: "Esta cita ya no está activa.",
  not_started: "La cita aún no ha empezado: podrás marcarla como realizada o no presentada desde su hora de inicio.",
  internal: `Ha ocurrido un error en el servidor. Inténtalo de nuevo o llámanos al ${site.contact.phone.display}.`,
  api_not_found: "Esta dirección de la API no existe.",
  forbidden: "Petición no permitida desde otro sitio.",
  unauthorized: "Inicia sesión para ver la agenda.",
  not_allowed: "Tu papel en el salón no permite hacer esto. Pídeselo a la propietaria.",
  not_yours: "Solo puedes ver y cambiar tu propia agenda y los clientes de tus citas.",
  /** SP-03: a calendar feed's old or unknown address. */
  feed_not_found: "Este enlace de calendario ya no existe. Pide uno nuevo en «Mi cuenta».",
  /** SP-02: no VAPID keys on this server. */
  push_off: "Este servidor aún no envía avisos al móvil (faltan sus claves). Pídeselo a quien lo instaló.",
  push_not_found: "Este móvil no tenía los avisos activados.",
  /** SP-05: a permission the owner has not given this professional. */
  not_permitted: "La propietaria no ha activado este permiso en tu cuenta. Pídeselo si lo necesitas.",
  wrong_credentials: "Email o contraseña incorrectos.",
  link_invalid: "Este enlace ya se usó o ha caducado (sirve una vez y 24 horas). Pide uno nuevo.",
  weak_password: "Elige otra contraseña.",
  email_taken: "Ya hay una cuenta con ese email.",
  staff_taken: "Esa columna de la agenda ya tiene su cuenta.",
  last_owner: "El salón necesita al menos una propietaria activa.",
  passkey_failed: "No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.",
  passkey_known: "Esa llave de acceso ya está registrada. Usa otra o quítala antes en la cuenta donde está.",
  blocked:
    "Ese tiempo está bloqueado (ausencia, festivo o guardado para la lista de espera). Elige otra hora o profesional.",
  outside_hours: "Esa hora queda fuera del horario del salón o del turno de la profesional.",
  undo_expired: "Ya no se puede deshacer: el cambio es de hace más de unos segundos o el cliente ya tiene el email.",
  changed_since: "La cita ha cambiado después: ya no se puede deshacer ese cambio. Revísala en la agenda.",
  not_undoable: "Ese cambio no se puede deshacer aquí: solo los que has hecho tú en la agenda hace un momento.",
  not_qualified: "Esa profesional no realiza este servicio.",
  past: "Esa hora ya ha pasado. Elige una fecha y hora futuras.",
  conflict:
    "Otra persona ha guardado este ajuste mientras lo editabas. Te mostramos los valores actuales: revisa y guarda de nuevo.",
  has_appointments: "Hay citas afectadas: muévelas o cancélalas antes de guardar.",
  // PY-02: Stripe did not answer: nothing was booked.
  payments_unavailable: `Ahora mismo no podemos cobrar la señal, así que no hemos guardado la reserva. Inténtalo en unos minutos o llámanos al ${site.contact.phone.display}.`,
  // PY-04: the code was spent by another booking at the same moment.
  gift_spent: "Ese bono o tarjeta acaba de usarse en otra reserva y ya no cubre esta. No hemos guardado la reserva.",
  // WL-02: a waitlist offer's link.
  offer_not_found: "No encontramos ese aviso. Revisa el enlace del mensaje.",
  offer_taken: "Lo sentimos, ese hueco ya no está libre: otra persona lo ha reservado. Sigues en la lista de espera.",
  offer_expired: "Este aviso ha caducado y el hueco se ha ofrecido a otra persona. Sigues en la lista de espera.",
  // TK-01: checkout.
  legal_data: "Antes de cobrar con ticket, escribe el titular y el NIF del salón en Ajustes → Datos legales.",
  already_closed: "Esta visita ya está cobrada: tiene su ticket.",
  // RV-01: a review invitation's link.
  review_not_found: "No encontramos esa invitación. Revisa el enlace del mensaje.",
  review_closed: "Ya no se pueden dejar opiniones de esta visita: se aceptan durante los 30 días siguientes.",
  review_answered: "El salón ya ha respondido a tu opinión, así que ya no se puede cambiar. ¡Gracias por dejarla!",
} as const;

export type ProblemCode = keyof typeof problemMessages | "validation";
