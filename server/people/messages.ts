import { site } from "@/content/site";
import { type Role, roleNames } from "@/domain/staff/schemas";
import type { Queryable } from "../db/client";
import { enqueue, escapeHtml, type MailMessage, type Renderer, type Renderers } from "../notifications";
import { linkIssuer, personById } from "./repository";

/** A staff account's mail (AC-02): an invitation or a password reset, with its single-use link. */
export type AccountMailKind = "invite" | "reset";

const accountHeadings: Record<AccountMailKind, { subject: string; action: string }> = {
  invite: { subject: `Te damos acceso a la agenda de ${site.name}`, action: "Crear mi contraseña" },
  reset: { subject: `Cambiar tu contraseña de ${site.name}`, action: "Elegir una contraseña nueva" },
};

/**
 * An invitation or a password reset (AC-02): a single-use link that works for 24 hours. An invitation
 * says who sent it and with which role (issue 30), so the person knows what she is being given.
 */
function accountMessage(
  kind: AccountMailKind,
  person: { email: string; name: string; role: Role },
  link: string,
  issuedBy = "",
): MailMessage {
  const { subject, action } = accountHeadings[kind];
  const lead =
    kind === "invite"
      ? `${issuedBy || "El salón"} te ha creado una cuenta de ${roleNames[person.role]} en la agenda de ${site.name}. Elige tu contraseña con este enlace:`
      : "Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta. Elige una nueva con este enlace:";
  const note = "El enlace sirve una sola vez y caduca en 24 horas. Si no esperabas este correo, ignóralo.";
  const greeting = `Hola, ${person.name}:`;
  return {
    to: person.email,
    subject,
    text: [greeting, "", lead, link, "", note, "", site.name].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(note)}</p><p>${escapeHtml(site.name)}</p>
</body></html>`,
  };
}

/** An account's mail: sent while the person is active and its link is still in the row. */
const accountMail: Renderer = async (deps, row) => {
  if (!row.person_id || (row.kind !== "invite" && row.kind !== "reset")) return undefined;
  const person = await personById(deps.db, row.person_id);
  if (!person?.active || !row.link) return undefined;
  return { channel: "email", mail: accountMessage(row.kind, person, row.link, await linkIssuer(deps.db, person.id)) };
};

export const accountRenderers = { invite: accountMail, reset: accountMail } satisfies Partial<Renderers>;

/** An account's mail, queued in the transaction that made its link. */
export async function queueAccountMail(
  tx: Queryable,
  m: { personId: string; kind: "invite" | "reset"; link: string; now: Date },
): Promise<void> {
  await enqueue(tx, { kind: m.kind, subject: { personId: m.personId }, link: m.link, sendAfter: m.now });
}
