/** WL-02: the messages of a waitlist offer, by email and on her phone. */
import { site } from "@/content/site";
import { internationalPhone } from "@/domain/booking/contact-validation";
import { longSpanishDate, salonDateTime } from "@/lib/dates";
import { channelNames } from "@/domain/messages/channels";
import { windowLabel } from "@/domain/waitlist/rules";
import { consentRepository, escapeHtml, type MailMessage, type PhoneMessage, type Renderers } from "../notifications";
import { waitlistRepository } from "./repository";
import { offerUrl } from "./service";

/** WL-02: a freed time offered to a client on the waitlist, with the link that books it. */
function offerMail(
  to: string,
  offer: { name: string; service: string; staff: string; day: string; time: string; url: string; until: string },
): MailMessage {
  const subject = `Se ha liberado un hueco: ${offer.service}, ${offer.day} a las ${offer.time}`;
  const lead = `Se ha liberado un hueco de ${offer.service} con ${offer.staff} el ${offer.day} a las ${offer.time}.`;
  const how = `Si lo quieres, resérvalo con este enlace antes de las ${offer.until}; después se ofrece a otra persona.`;
  const greeting = `Hola, ${offer.name}:`.replace(" :", ":");
  return {
    to,
    subject,
    text: [greeting, "", lead, how, offer.url, "", `${site.name} · ${site.contact.phone.display}`].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(offer.url)}">Reservar este hueco</a></p>
<p>${escapeHtml(`${site.name} · ${site.contact.phone.display}`)}</p>
</body></html>`,
  };
}

/** The approved template of a waitlist offer (WL-02): name, service, day, time, link, until. */
const OFFER_TEMPLATE = "hueco_libre";

/** A freed time offered to a client on the waitlist (WL-02), with the link that books it. */
function offerMessage(
  phone: string,
  offer: { name: string; service: string; day: string; time: string; url: string; until: string },
): PhoneMessage {
  return {
    kind: "template",
    to: phone,
    template: OFFER_TEMPLATE,
    parameters: [offer.name, offer.service, offer.day, offer.time, offer.url, offer.until],
    buttons: [],
    text:
      `${site.name}: hola, ${offer.name}. Se ha liberado un hueco de ${offer.service} el ${offer.day} a las ${offer.time}. ` +
      `Si lo quieres, resérvalo aquí antes de las ${offer.until}: ${offer.url} BAJA: no recibir más mensajes.`,
  };
}

/** WL-04: her joining, confirmed: what she waits for and how she will be told. */
function joinedText(entry: {
  name: string;
  service: string;
  staff: string | null;
  fromDay: string;
  toDay: string;
  window: string;
  channel: string;
}): string {
  const days =
    entry.fromDay === entry.toDay
      ? `el ${longSpanishDate(entry.fromDay)}`
      : `entre el ${longSpanishDate(entry.fromDay)} y el ${longSpanishDate(entry.toDay)}`;
  return (
    `${site.name}: hola, ${entry.name}. Te hemos apuntado a la lista de espera de ${entry.service}` +
    `${entry.staff ? ` con ${entry.staff}` : ""} ${days}, ${entry.window}. Si se libera un hueco te lo ofreceremos ` +
    `${entry.channel} y te lo guardaremos un rato. Para borrarte, llámanos al ${site.contact.phone.display}.`
  );
}

/** WL-04: the confirmation of joining, on her phone (as plain text: an SMS, or a WhatsApp template) or by email. */
const JOINED_TEMPLATE = "lista_espera";

/** WL-02: an open offer's message, on her phone (with consent) or by email; none once it is answered. */
export const offerRenderers = {
  async waitlist_offer(deps, row) {
    const offer = row.offer_id ? await waitlistRepository.offer(deps.db, row.offer_id) : undefined;
    if (!offer || offer.status !== "open" || offer.expires_at.getTime() <= deps.now().getTime()) return undefined;
    const { entry } = offer;
    const at = salonDateTime(offer.starts_at);
    const values = {
      name: entry.client_name ?? "",
      service: offer.service_name,
      staff: offer.staff_name,
      day: longSpanishDate(at.isoDate),
      time: at.time,
      url: offerUrl(deps.publicUrl, deps.secret, offer.id),
      until: salonDateTime(offer.expires_at).time,
    };
    const channel = row.channel;
    if (channel === "push") return undefined;
    if (channel === "email")
      return entry.client_email ? { channel, mail: offerMail(entry.client_email, values) } : undefined;
    const to = entry.client_phone ? internationalPhone(entry.client_phone) : undefined;
    if (!entry.client_phone || !to || !(await consentRepository.allows(deps.db, entry.client_phone))) return undefined;
    return { channel, phone: offerMessage(to, values) };
  },

  async waitlist_joined(deps, row) {
    const entry = row.entry_id ? await waitlistRepository.entry(deps.db, row.entry_id) : undefined;
    if (!entry || entry.status !== "waiting") return undefined;
    const channel = row.channel;
    if (channel === "push") return undefined;
    const values = {
      name: entry.client_name ?? "",
      service: entry.service_name,
      staff: entry.staff_name,
      fromDay: entry.from_day,
      toDay: entry.to_day,
      window: windowLabel(entry.window_start, entry.window_end),
      channel: channel === "email" ? "por email" : `por ${channelNames[channel]}`,
    };
    const text = joinedText(values);
    if (channel === "email")
      return entry.client_email
        ? {
            channel,
            mail: {
              to: entry.client_email,
              subject: `En lista de espera: ${entry.service_name}`,
              text,
              html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32"><p>${escapeHtml(text)}</p></body></html>`,
            },
          }
        : undefined;
    const to = entry.client_phone ? internationalPhone(entry.client_phone) : undefined;
    if (!entry.client_phone || !to || !(await consentRepository.allows(deps.db, entry.client_phone))) return undefined;
    return {
      channel,
      phone: {
        kind: "template",
        to,
        template: JOINED_TEMPLATE,
        // The approved template's body: name, what she waits for, the days, the window.
        parameters: [
          values.name,
          `${values.service}${values.staff ? ` con ${values.staff}` : ""}`,
          values.fromDay === values.toDay
            ? longSpanishDate(values.fromDay)
            : `${longSpanishDate(values.fromDay)} – ${longSpanishDate(values.toDay)}`,
          values.window,
        ],
        buttons: [],
        text,
      },
    };
  },
} satisfies Partial<Renderers>;
