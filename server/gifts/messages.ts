/** PY-04: the buyer's mail of a bono or gift card, and how its outbox kind renders. */
import { site } from "@/content/site";
import { paths } from "@/lib/paths";
import { longSpanishDate, salonDateTime } from "@/lib/dates";
import { escapeHtml, type MailMessage, type Renderers } from "../notifications";
import { giftsRepository } from "./repository";

/** PY-04: a bono or gift card bought: its code, what it is, until when, and its printable card. */
function giftMail(
  to: string,
  gift: {
    code: string;
    name: string;
    buyerName: string;
    recipientName: string | null;
    expires: string;
    cardUrl: string;
  },
): MailMessage {
  const greeting = `Hola, ${gift.buyerName}:`.replace(" :", ":");
  const lead = `Gracias por tu compra: ${gift.name}${gift.recipientName ? ` para ${gift.recipientName}` : ""}.`;
  const how = `Código: ${gift.code}. Se usa al reservar online (en «¿Tienes un bono o tarjeta regalo?») o en el salón, hasta el ${gift.expires}.`;
  return {
    to,
    subject: `${gift.name}: tu código ${gift.code}`,
    text: [greeting, "", lead, how, "", `Tarjeta para imprimir o regalar: ${gift.cardUrl}`, "", site.name].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(how)}</strong></p>
<p><a href="${escapeHtml(gift.cardUrl)}">Ver la tarjeta para imprimir o regalar</a></p>
<p>${escapeHtml(site.name)}</p>
</body></html>`,
  };
}

/** PY-04: the buyer's code, with what it is for and its printable card. */
export const giftRenderers = {
  async gift(deps, row) {
    const gift = row.gift_code ? await giftsRepository.code(deps.db, row.gift_code) : undefined;
    const product = gift ? await giftsRepository.product(deps.db, gift.product_id) : undefined;
    if (!gift?.buyer_email || !product) return undefined;
    return {
      channel: "email",
      mail: giftMail(gift.buyer_email, {
        code: gift.code,
        name: product.name,
        buyerName: gift.buyer_name ?? "",
        recipientName: gift.recipient_name,
        expires: longSpanishDate(salonDateTime(gift.expires_at).isoDate),
        cardUrl: `${deps.publicUrl}${paths.gifts}#${gift.code}`,
      }),
    };
  },
} satisfies Partial<Renderers>;
