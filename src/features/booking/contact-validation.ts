/** Contact details typed in the confirmation dialog (BK-09). */
export interface ContactForm {
  name: string;
  phone: string;
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const emptyContact: ContactForm = { name: "", phone: "", email: "" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_CHARS = /^[+\d\s().-]+$/;

/** Confirm stays disabled while any field is empty or only spaces. */
export function isContactComplete(form: ContactForm): boolean {
  return form.name.trim() !== "" && form.phone.trim() !== "" && form.email.trim() !== "";
}

/** Spanish messages for malformed fields; an empty object means valid. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (form.name.trim() === "") errors.name = "Escribe tu nombre.";
  const phone = form.phone.trim();
  if (phone === "") errors.phone = "Escribe tu teléfono.";
  else if (!PHONE_CHARS.test(phone)) errors.phone = "El teléfono solo puede contener números, espacios y el prefijo +.";
  else if (phone.replace(/\D/g, "").length < 9) errors.phone = "El teléfono debe tener al menos 9 dígitos.";
  const email = form.email.trim();
  if (email === "") errors.email = "Escribe tu email.";
  else if (!EMAIL.test(email)) errors.email = "Escribe un email válido, por ejemplo nombre@correo.com.";
  return errors;
}
