/**
 * The booking dialog's contact form (BK-09): its shape and whether it is filled in. Apart from the
 * rules (./contact-validation.ts), which carry the phone library's metadata: the widget loads those
 * only when the client confirms, so its first load stays inside the budget (PF-02).
 */
/** Contact details typed in the confirmation dialog (BK-09). */
export interface ContactForm {
  name: string;
  phone: string;
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const emptyContact: ContactForm = { name: "", phone: "", email: "" };

/** Confirm stays disabled while any field is empty or only spaces. */
export function isContactComplete(form: ContactForm): boolean {
  return form.name.trim() !== "" && form.phone.trim() !== "" && form.email.trim() !== "";
}
