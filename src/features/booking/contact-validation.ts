/** Contact details typed in the confirmation dialog (BK-09). */
export interface ContactForm {
  name: string;
  phone: string;
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const emptyContact: ContactForm = { name: "", phone: "", email: "" };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE_CHARS = /^[+\d\s().-]+$/;
/** Letters of any language, spaces, apostrophes, dots and hyphens ("María José O'Neill-Pérez"). */
const NAME_CHARS = /^[\p{L}\p{M}' .-]+$/u;

const contactLimits = { name: 80, phone: 20, email: 254 } as const;

/** Confirm stays disabled while any field is empty or only spaces. */
export function isContactComplete(form: ContactForm): boolean {
  return form.name.trim() !== "" && form.phone.trim() !== "" && form.email.trim() !== "";
}

/** Spanish messages for malformed fields; an empty object means valid. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  if (name === "") errors.name = "Escribe tu nombre.";
  else if (name.length > contactLimits.name)
    errors.name = `El nombre no puede tener más de ${contactLimits.name} caracteres.`;
  else if (!NAME_CHARS.test(name))
    errors.name = "El nombre solo puede contener letras, espacios, apóstrofos y guiones.";
  const phone = form.phone.trim();
  if (phone === "") errors.phone = "Escribe tu teléfono.";
  else if (phone.length > contactLimits.phone) errors.phone = "El teléfono es demasiado largo.";
  else if (!PHONE_CHARS.test(phone)) errors.phone = "El teléfono solo puede contener números, espacios y el prefijo +.";
  else if (phone.replace(/\D/g, "").length < 9) errors.phone = "El teléfono debe tener al menos 9 dígitos.";
  const email = form.email.trim();
  if (email === "") errors.email = "Escribe tu email.";
  else if (email.length > contactLimits.email) errors.email = "El email es demasiado largo.";
  else if (!EMAIL.test(email)) errors.email = "Escribe un email válido, por ejemplo nombre@correo.com.";
  return errors;
}
