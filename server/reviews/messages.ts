/**
 * RV-01: the review invitation, the day after a completed visit, by her channel: an email with the
 * five stars as links (one tap opens her page with them chosen), or a short message to the phone she
 * gave consent for (WhatsApp's approved template `resena_cita`, or SMS). Not sent once it no longer
 * applies: the visit undone, her data erased, a review already written, the 30 days past.
 */
import { site } from "@/content/site";
import { reviewDeadline, starsLabel } from "@/domain/reviews/rules";
import { internationalPhone } from "@/domain/booking/contact-validation";
import { paths } from "@/lib/paths";
import { consentRepository, escapeHtml, type MailMessage, type Renderers } from "../notifications";
import { getBooking, signToken } from "../appointments";
import { reviewsRepository } from "./repository";

const STARS = [5, 4, 3, 2, 1] as const;

function invitationMail(to: string, v: { firstName: string; serviceName: string; url: (stars?: number) => string }) {
  const greeting = v.firstName ? `Hola, ${v.firstName}:` : "Hola:";
  const ask = `¿Qué tal tu ${v.serviceName} en ${site.name}? Tu opinión nos ayuda a mejorar y a otras clientas a elegir.`;
  const how = "Toca las estrellas que le das (de 1 a 5); después, si quieres, añade unas palabras.";
  const note =
    "Solo pueden opinar clientas con una cita realizada. Publicamos tu nombre y la inicial de tu apellido solo si nos das permiso.";
  return {
    to,
    subject: `¿Qué tal tu visita a ${site.name}?`,
    text: [
      greeting,
      "",
      ask,
      how,
      "",
      ...STARS.map((n) => `${"★".repeat(n)} ${v.url(n)}`),
      "",
      note,
      "",
      site.name,
    ].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p><p>${escapeHtml(how)}</p>
<p style="font-size:28px;letter-spacing:4px">${[1, 2, 3, 4, 5]
      .map(
        (n) =>
          `<a href="${escapeHtml(v.url(n))}" title="${starsLabel(n)}" aria-label="${starsLabel(n)}" style="color:#d4a24c;text-decoration:none">★</a>`,
      )
      .join("")}</p>
<p><a href="${escapeHtml(v.url())}">Escribir mi opinión</a></p>
<p style="font-size:12px;color:#6b6470">${escapeHtml(note)}</p>
<p>${escapeHtml(site.name)}</p>
</body></html>`,
  } satisfies MailMessage;
}

export const reviewRenderers = {
  async review_invitation(deps, row) {
    if (!row.booking_id) return undefined;
    const booking = await getBooking(deps.db, row.booking_id);
    if (!booking || booking.status !== "completed" || booking.anonymisedAt) return undefined;
    if (deps.now() > reviewDeadline(booking.startsAt)) return undefined;
    if (await reviewsRepository.byBooking(deps.db, booking.id)) return undefined;
    const token = signToken(deps.secret, "review", booking.id);
    const url = (stars?: number) => `${deps.publicUrl}${paths.review(token, stars)}`;
    const firstName = (booking.clientName ?? "").trim().split(/\s+/)[0] ?? "";
    if (row.channel === "whatsapp" || row.channel === "sms") {
      const to = booking.clientPhone ? internationalPhone(booking.clientPhone) : undefined;
      // Her phone only with her consent (MS-02); after her 'BAJA', by email if she gave one (MS-08).
      if (!booking.clientPhone || !to || !(await consentRepository.allows(deps.db, booking.clientPhone)))
        return booking.clientEmail ? { channel: "email", instead: true } : undefined;
      const text = `${site.shortName}: Hola ${firstName}, ¿qué tal tu ${booking.serviceName}? Valóralo con un toque: ${url()}`;
      return {
        channel: row.channel,
        phone:
          row.channel === "whatsapp"
            ? {
                kind: "template",
                to,
                template: "resena_cita",
                parameters: [firstName || "clienta", booking.serviceName, url()],
                buttons: [],
                text,
              }
            : { kind: "text", to, text },
      };
    }
    if (!booking.clientEmail) return undefined;
    return {
      channel: "email",
      mail: invitationMail(booking.clientEmail, { firstName, serviceName: booking.serviceName, url }),
    };
  },
} satisfies Partial<Renderers>;
