/** The payments area's requests and answers (PY-05), once: the server validates, the agenda builds. */
import { z } from "zod";
import { CONTROL_CHARS } from "@/domain/booking/contact-validation";
import { deskMethods, type PaidWith, type PaymentKind, type PaymentMethod, type PaymentStatus } from "./policy";

/** `POST /api/staff/appointments/:id/payments`: what the desk took at the visit, in cents. */
export const deskPaymentBody = z.object({
  method: z.enum(deskMethods, { error: "Elige cómo se ha pagado." }),
  /** PY-04: a bono's or gift card's code (the methods that take one); it pays what it covers. */
  code: z.string({ error: "Código no válido." }).max(40, { message: "Código no válido." }).optional(),
  /** PY-12: one click is one payment — the form's key, the same however often it arrives. */
  requestKey: z.uuid({ error: "Clave de la petición no válida." }).optional(),
  amountCents: z
    .number({ error: "Escribe el importe." })
    .int({ message: "Escribe el importe en euros y céntimos." })
    .min(1, { message: "El importe tiene que ser mayor que 0." })
    .max(500_000, { message: "El importe va hasta 5000 €." }),
});
export type DeskPaymentBody = z.input<typeof deskPaymentBody>;

/** `POST /api/staff/appointments/:id/fee` (PY-03): the desk's confirmation that the fee is charged. */
export const feeChargeBody = z.object({ confirm: z.literal(true, { error: "Confirma el cobro de la penalización." }) });

export interface PaymentView {
  id: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amountCents: number;
  status: PaymentStatus;
  at: string;
  /** PY-07: the row this one reverses (a refund, a void, a code's value given back). */
  reverses: string | null;
  /** Why: a void's reason, 'cancelled', 'undone', 'corrected'. */
  reason: string | null;
  /** PY-04: the bono or gift card it moved. */
  code: string | null;
  /** PY-11: how a deposit paid online was paid (card, Bizum); null: not said. */
  paidWith?: PaidWith | null;
}

/** PY-12: `POST /api/staff/appointments/:id/payments/:payment/void`: why the desk voids a payment. */
export const voidPaymentBody = z.object({
  reason: z
    .string({ error: "Escribe por qué se anula." })
    .trim()
    .min(3, { message: "Escribe por qué se anula (al menos 3 letras)." })
    .max(200, { message: "El motivo va hasta 200 caracteres." })
    .refine((v) => !CONTROL_CHARS.test(v), { message: "El motivo lleva caracteres no válidos." }),
});
