/** The gifts area's requests and answers (PY-04), once: the server validates, the pages build. */
import { z } from "zod";
import { checked } from "@/domain/booking/schemas";
import { CONTROL_CHARS, emailFieldProblem, nameProblem } from "@/domain/booking/contact-validation";
import { CODE, giftDesigns, giftKinds, normalizeCode } from "./rules";

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message });
const note = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { message })
    .refine((v) => !CONTROL_CHARS.test(v.replace(/[\n\t]/g, " ")), { message });

/** A code as a client types it ('regalo-7k3f 9qxm' is fine). */
export const giftCode = z
  .string({ error: "Escribe el código." })
  .transform(normalizeCode)
  .refine((v) => CODE.test(v), {
    message: "Ese código no tiene el formato de nuestros bonos y tarjetas (REGALO-XXXX-XXXX).",
  });

/** The owner's bono or gift card (Ajustes). */
export const giftProductInput = z
  .object({
    kind: z.enum(giftKinds, { error: "Elige bono o tarjeta regalo." }),
    name: z
      .string({ error: "Escribe el nombre." })
      .transform((v) => v.trim())
      .refine((v) => v.length >= 2 && v.length <= 80 && !CONTROL_CHARS.test(v), {
        message: "El nombre necesita entre 2 y 80 caracteres.",
      }),
    service: z.string().regex(ID, { message: "Elige el servicio del bono." }).nullable(),
    sessions: int(1, 50, "Las sesiones van de 1 a 50.").nullable(),
    amountCents: int(500, 100_000, "El valor va de 5 a 1000 €.").nullable(),
    priceCents: int(50, 500_000, "El precio va de 0,50 a 5000 €."),
    validMonths: int(1, 36, "La validez va de 1 a 36 meses."),
    design: z.enum(giftDesigns, { error: "Elige un diseño." }),
    active: z.boolean({ error: "Indica si se vende." }),
    version: int(0, 2_000_000_000, "Falta la versión: recarga la página.").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "bono") {
      if (!v.service) ctx.addIssue({ code: "custom", path: ["service"], message: "Elige el servicio del bono." });
      if (!v.sessions) ctx.addIssue({ code: "custom", path: ["sessions"], message: "Escribe cuántas sesiones." });
    } else if (!v.amountCents)
      ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Escribe el valor de la tarjeta." });
  });
export type GiftProductInput = z.input<typeof giftProductInput>;

/** `POST /api/gifts/checkout`: a visitor buys one. */
export const giftPurchaseBody = z.object({
  product: z.string({ error: "Elige un bono o una tarjeta." }).regex(ID, { message: "Elige un bono o una tarjeta." }),
  buyerName: checked(nameProblem, "Escribe tu nombre."),
  buyerEmail: checked(emailFieldProblem, "Escribe tu email: ahí te enviamos el código."),
  recipientName: z.union([z.literal(""), checked(nameProblem, "Nombre no válido.")]).optional(),
  message: note(200, "El mensaje va hasta 200 caracteres.").optional(),
  privacyAccepted: z.literal(true, { error: "Debes leer y aceptar la información de privacidad." }),
});
export type GiftPurchaseBody = z.input<typeof giftPurchaseBody>;

export const giftCodeBody = z.object({ code: giftCode });

/** PY-11: `POST /api/gifts/quote` — what a code would pay of a service, before she books. */
export const giftQuoteBody = z.object({
  code: giftCode,
  service: z.string({ error: "Elige un servicio." }).regex(ID, { message: "Elige un servicio." }),
});

/** What a code pays of the service, what is left on it then, and the deposit still asked (cents; 0 when none). */
export interface GiftQuote {
  kind: "bono" | "gift";
  coversCents: number;
  priceCents: number;
  sessionsLeftAfter: number | null;
  balanceLeftAfterCents: number | null;
  depositCents: number;
}

/** A product as the public page and Ajustes show it. */
export interface GiftProductView {
  id: string;
  kind: (typeof giftKinds)[number];
  name: string;
  service: string | null;
  serviceName: string | null;
  sessions: number | null;
  amountCents: number | null;
  priceCents: number;
  validMonths: number;
  design: (typeof giftDesigns)[number];
  active: boolean;
  version: number;
}

/** PY-12: a bono or gift card sold at the desk — paid there, its code printed or emailed. */
export const deskSaleBody = z.object({
  product: z.string({ error: "Elige un bono o tarjeta." }).regex(ID, { message: "Elige un bono o tarjeta." }),
  method: z.enum(["cash", "card_terminal", "bizum"], { error: "Elige cómo ha pagado." }),
  buyerName: checked((v) => nameProblem(v, "desk"), "Escribe el nombre de quien compra."),
  buyerEmail: z
    .union([z.literal(""), checked(emailFieldProblem, "Email no válido.")], { error: "Email no válido." })
    .optional(),
  recipientName: note(80, "El nombre admite hasta 80 caracteres.").optional(),
  requestKey: z.uuid({ error: "Clave de la petición no válida." }),
});
export type DeskSaleBody = z.input<typeof deskSaleBody>;

/** PY-12: a code sold, with what is left on it, as the desk lists them. */
export interface SoldCodeView {
  code: string;
  kind: (typeof giftKinds)[number];
  name: string;
  balanceCents: number | null;
  sessionsLeft: number | null;
  expiresAt: string;
  buyerName: string | null;
  recipientName: string | null;
  paidCents: number;
  soldAt: string;
}

/** A code as its card shows it (PY-04: printable). */
export interface GiftCardView {
  code: string;
  kind: (typeof giftKinds)[number];
  name: string;
  design: (typeof giftDesigns)[number];
  recipientName: string | null;
  message: string | null;
  serviceName: string | null;
  sessionsLeft: number | null;
  balanceCents: number | null;
  expiresAt: string;
}
