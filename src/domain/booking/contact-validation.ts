/**
 * The contact rules (BK-09, RL-03): name, phone and address, the same for the widget, the desk, the
 * owner's command and the server. The phone rule carries libphonenumber's metadata (~20 kB gzip), so
 * the booking widget loads this module when the client confirms, not with its first paint.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { ContactErrors, ContactForm } from "./contact-form";

export type { ContactErrors, ContactForm } from "./contact-form";

/**
 * One address rule for the form, the server and the mail stack (RL-03): the HTML
 * standard's valid e-mail address (what `<input type=email>`, nodemailer and the
 * .ics library all accept), with a dot in the domain, a top-level domain of two
 * letters or more, and the lengths SMTP allows (64 before the @, 63 per label,
 * 254 in all). Internationalised addresses (ñ, accents, other scripts) are
 * refused with a message saying so: the salon's mail server and the calendar
 * format cannot carry them end to end.
 */
const EMAIL_LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;
const PHONE_CHARS = /^[+\d\s().-]+$/;
/** Anything below space or DEL: never part of a name, phone or address (a NUL byte broke the database). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Whether an address passes the shared rule (RL-03); `validateContact` says why not. */
export function isMailableEmail(email: string): boolean {
  return emailProblem(email) === undefined;
}

function emailProblem(email: string): string | undefined {
  if (email.length > 254) return "El email es demasiado largo.";
  if (/[^\x21-\x7e]/.test(email))
    return "Escribe el email sin tildes, eñes ni espacios (por ejemplo, nombre@correo.com).";
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  const tld = labels[labels.length - 1] ?? "";
  if (
    at < 1 ||
    local.length > 64 ||
    !EMAIL_LOCAL.test(local) ||
    labels.length < 2 ||
    !labels.every((label) => EMAIL_LABEL.test(label)) ||
    !/^[a-zA-Z]{2,}$/.test(tld)
  )
    return "Escribe un email válido, por ejemplo nombre@correo.com.";
  return undefined;
}
/** Letters of any language, spaces, apostrophes, dots and hyphens ("María José O'Neill-Pérez"). */
const NAME_CHARS = /^[\p{L}\p{M}' .-]+$/u;

const contactLimits = { name: 80, phone: 20, email: 254 } as const;

/**
 * What is wrong with a name, in Spanish; undefined when it is fine. `who`: the client typing her own
 * ('Escribe tu nombre.'), or the reception typing a client's (ST-09: 'Escribe el nombre de la clienta.').
 */
export function nameProblem(value: string, who: "client" | "desk" = "client"): string | undefined {
  const name = value.trim();
  if (name === "") return who === "desk" ? "Escribe el nombre de la clienta." : "Escribe tu nombre.";
  if (name.length > contactLimits.name) return `El nombre no puede tener más de ${contactLimits.name} caracteres.`;
  if (!NAME_CHARS.test(name)) return "El nombre solo puede contener letras, espacios, apóstrofos y guiones.";
  if (!/\p{L}/u.test(name)) return who === "desk" ? "Escribe el nombre con letras." : "Escribe tu nombre con letras.";
  return undefined;
}

const PHONE_MESSAGE = "Ese teléfono no parece válido. Escríbelo con su prefijo, por ejemplo +34 612 345 678.";

/**
 * What is wrong with a phone, in Spanish; undefined when it is fine. One rule for the widget, the
 * desk, the chat's handoff and the server (BK-09): its shape, then a possible, valid number by
 * libphonenumber's metadata (Spain when no prefix is written). A prefix in brackets, '(+34) 605 450 285',
 * is read as written without them.
 */
export function phoneProblem(value: string): string | undefined {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, "").length;
  const body = phone.replace(/^\(/, "");
  if (phone === "") return "Escribe tu teléfono.";
  if (phone.length > contactLimits.phone) return "El teléfono es demasiado largo.";
  if (!PHONE_CHARS.test(phone)) return "El teléfono solo puede contener números, espacios y el prefijo +.";
  if (digits < 9) return "El teléfono debe tener al menos 9 dígitos.";
  if (!/^(\+[1-9]|\d)/.test(body) || /.\+/.test(body) || digits > 15)
    return "Escribe un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.";
  if (!isValidPhoneNumber(asWritten(phone), "ES")) return PHONE_MESSAGE;
  return undefined;
}

/** A prefix written in brackets, '(+34) 605…', read without them. */
const asWritten = (phone: string) => phone.trim().replace(/^\((\+\d{1,3}|00\d{1,3})\)/, "$1");

/**
 * A phone as the messaging providers take it (MS-01): international, '+34605450285', by the same
 * rule (Spain when no prefix is written); undefined when it is not a valid number.
 */
export function internationalPhone(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(asWritten(value), "ES");
  return parsed?.isValid() ? parsed.number : undefined;
}

/** What is wrong with an email, in Spanish; undefined when it is fine (and can be mailed, RL-03). */
export function emailFieldProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return "Escribe tu email.";
  return emailProblem(email);
}

/** Spanish messages for malformed fields; an empty object means valid. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const name = nameProblem(form.name);
  const phone = phoneProblem(form.phone);
  const email = emailFieldProblem(form.email);
  if (name) errors.name = name;
  if (phone) errors.phone = phone;
  if (email) errors.email = email;
  return errors;
}

/** The digits of a phone (without a Spanish +34/0034) and the lower-case email: the contact keys. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, "").replace(/^(00)?34(?=\d{9}$)/, "");
export const emailKey = (email: string) => email.trim().toLowerCase();
/**
 * A client search by contact (an email, or six digits or more of a phone) rather than by name (ST-04,
 * ST-07): exports and erasure need one; a professional kept from contacts (SP-05) may not search by one.
 */
export const isContactQuery = (q: string) => q.includes("@") || phoneKey(q).length >= 6;
