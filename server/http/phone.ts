/**
 * The server's phone check (RL-06): on top of the shared form rule, a number
 * must be a possible, valid number by libphonenumber's metadata (Spain when no
 * +prefix is written). Kept to the server: the metadata is ~30 kB gzip, more than
 * the booking widget's whole budget allows; a number the form let through and
 * this refuses comes back as a 400 with the message on the phone field.
 */
import { isValidPhoneNumber } from "libphonenumber-js/min";

export const PHONE_MESSAGE = "Ese teléfono no parece válido. Escríbelo con su prefijo, por ejemplo +34 612 345 678.";

export function isValidPhone(phone: string): boolean {
  return isValidPhoneNumber(phone.trim(), "ES");
}
