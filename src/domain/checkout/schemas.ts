/** The checkout area's requests and answers (TK-01, TK-02), once: the server validates, the desk builds. */
import { z } from "zod";
import { CONTROL_CHARS } from "@/domain/booking/contact-validation";
import { isoDate } from "@/domain/booking/schemas";
import type { PaymentMethod } from "@/domain/payments/policy";
import { isValidNif, normalizeNif } from "@/domain/settings/nif";
import type { InvoiceType } from "./invoice";
import { type PricedLine, tenderMethods, type Tender, type VatShare, vatRates } from "./sale";

const cents = (what: string) =>
  z
    .number({ error: `Escribe ${what}.` })
    .int({ message: `Escribe ${what} en euros y céntimos.` })
    .min(0, { message: `${what[0]?.toUpperCase()}${what.slice(1)} no puede ser negativo.` })
    .max(300_000, { message: "Hasta 3000 €." });

const text = (max: number, label: string) =>
  z
    .string({ error: `Escribe ${label}.` })
    .trim()
    .min(1, { message: `Escribe ${label}.` })
    .max(max, { message: `Hasta ${max} caracteres.` })
    .refine((v) => !CONTROL_CHARS.test(v), { message: "Lleva caracteres no válidos." });

/** F1 and F3: who the full invoice is for. */
const clientSchema = z.object({
  name: text(120, "el nombre o razón social"),
  nif: z
    .string({ error: "Escribe el NIF." })
    .transform(normalizeNif)
    .refine(isValidNif, { message: "Ese NIF no es válido: revisa las letras, los números y el de control." }),
  address: text(200, "la dirección"),
});

/** `POST /api/staff/products` and `PUT /api/staff/products/:id`: a retail product (owner). */
export const productBody = z.object({
  name: text(80, "el nombre"),
  priceCents: cents("el precio"),
  vatRate: z.union(
    vatRates.map((r) => z.literal(r)),
    { error: "Elige el IVA: 21, 10, 4 o 0 %." },
  ),
  stock: z
    .number({ error: "Escribe cuántos hay." })
    .int({ message: "Escribe cuántos hay." })
    .min(0, { message: "No puede haber menos de 0." })
    .max(100_000, { message: "Hasta 100000." }),
});
export type ProductBody = z.input<typeof productBody>;

export interface ProductView {
  id: string;
  name: string;
  priceCents: number;
  vatRate: (typeof vatRates)[number];
  stock: number;
}

/** `POST /api/staff/checkout`: one sale — a visit's services (any of its appointments names it) and products. */
export const checkoutBody = z
  .object({
    /** One click is one sale: the form's key, the same however often it arrives. */
    requestKey: z.uuid({ error: "Clave de la petición no válida." }),
    /** Any appointment of the visit being closed; absent for a walk-in sale of products. */
    appointmentId: z.uuid({ error: "Cita no válida." }).optional(),
    products: z
      .array(
        z.object({
          id: z.uuid({ error: "Producto no válido." }),
          quantity: z
            .number({ error: "Escribe cuántos." })
            .int({ message: "Escribe cuántos." })
            .min(1, { message: "Al menos 1." })
            .max(99, { message: "Hasta 99." }),
        }),
        { error: "Productos no válidos." },
      )
      .max(30, { message: "Hasta 30 productos por venta." })
      .default([]),
    discount: z
      .discriminatedUnion(
        "kind",
        [
          z.object({ kind: z.literal("amount"), cents: cents("el descuento") }),
          z.object({
            kind: z.literal("percent"),
            percent: z
              .number({ error: "Escribe el porcentaje." })
              .int({ message: "Escribe un porcentaje entero." })
              .min(0, { message: "Entre 0 y 100 %." })
              .max(100, { message: "Entre 0 y 100 %." }),
          }),
        ],
        { error: "Descuento no válido." },
      )
      .nullable()
      .default(null),
    tenders: z
      .array(
        z.object({
          method: z.enum(tenderMethods, { error: "Elige cómo paga." }),
          cents: cents("el importe"),
          /** The bono's or gift card's code. */
          code: z.string({ error: "Código no válido." }).max(40, { message: "Código no válido." }).optional(),
        }),
        { error: "Di cómo paga." },
      )
      .max(6, { message: "Hasta 6 formas de pago." }),
    /** F1: a full invoice with her NIF and address, on request. */
    client: clientSchema.optional(),
  })
  .refine((b) => b.appointmentId || b.products.length > 0, {
    message: "Añade un servicio o un producto.",
    path: ["products"],
  })
  .refine((b) => new Set(b.products.map((p) => p.id)).size === b.products.length, {
    message: "Ese producto está dos veces: cambia la cantidad.",
    path: ["products"],
  });
export type CheckoutBody = z.input<typeof checkoutBody>;

/** What the desk sees before charging: the visit's services, and what was already paid toward it. */
export interface CheckoutDraft {
  lines: { name: string; unitCents: number; quantity: number; vatRate: (typeof vatRates)[number] }[];
  /** The deposit paid online (or a code's spend) still counted toward the visit. */
  depositCents: number;
  clientName: string | null;
  /** Already closed: its ticket. */
  invoice: { id: string; number: string } | null;
}

/** A ticket or invoice as issued (the print view and the desk read it). */
export interface InvoiceView {
  id: string;
  type: InvoiceType;
  number: string;
  issuedAt: string;
  issueDate: string;
  issuer: { nif: string; name: string; address: string };
  client: { name: string; nif: string; address: string } | null;
  lines: PricedLine[];
  vat: VatShare[];
  grossCents: number;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  tenders: Tender[];
  changeCents: number;
  /** The QR tributario's URL, and its symbol (level M) as one SVG path in module units. */
  qrUrl: string;
  qr: { size: number; path: string };
  huella: string;
  /** TK-02: cancelled by mistake (its registro de anulación), with why. */
  cancelled: { reason: string; at: string } | null;
  /** TK-02: the corrective invoice (R5) that gave this ticket back. */
  refund: { id: string; number: string } | null;
  /** An R5 or an F3: the ticket it gives back or replaces. */
  corrects: { id: string; number: string } | null;
  /** TK-02: the full invoice (F3) that replaced this ticket, on her request. */
  replacement: { id: string; number: string } | null;
}

/** `POST /api/staff/invoices/:id/cancel`: a ticket issued by mistake (TK-02). */
export const cancelInvoiceBody = z.object({ reason: text(200, "por qué se anula") });

/** `POST /api/staff/invoices/:id/replace`: a ticket replaced by a full invoice with her NIF (F3, TK-02). */
export const replaceTicketBody = z.object({ client: clientSchema });

/** `POST /api/staff/invoices/:id/refund`: the whole sale given back, and how (TK-02). */
export const refundInvoiceBody = z.object({
  method: z.enum(["cash", "card_terminal", "bizum"], { error: "Elige cómo se devuelve." }),
  reason: text(200, "por qué se devuelve"),
});

/** `GET /api/staff/cash-up?date=`: the day whose cash-up is shown (TK-07). */
export const cashUpQuery = z.object({ date: isoDate() });

/** `POST /api/staff/cash-up`: the day's cash-up, closed once (TK-07). */
export const cashUpBody = z.object({
  date: isoDate(),
  floatCents: z
    .number({ error: "Escribe el fondo de caja." })
    .int({ message: "Escribe el fondo en euros y céntimos." })
    .min(0, { message: "El fondo no puede ser negativo." })
    .max(10_000_000, { message: "Hasta 100000 €." }),
  countedCents: z
    .number({ error: "Escribe el efectivo contado." })
    .int({ message: "Escribe el efectivo en euros y céntimos." })
    .min(0, { message: "El efectivo no puede ser negativo." })
    .max(10_000_000, { message: "Hasta 100000 €." }),
  note: z
    .string({ error: "Nota no válida." })
    .trim()
    .max(500, { message: "La nota va hasta 500 caracteres." })
    .refine((v) => !CONTROL_CHARS.test(v), { message: "La nota lleva caracteres no válidos." })
    .optional(),
});
export type CashUpBody = z.input<typeof cashUpBody>;

export interface CashUpView {
  date: string;
  /** What came in by each method that day, less what went back (cents), with how many movements. */
  totals: { method: PaymentMethod; cents: number; movements: number }[];
  /** The cash the ledger expects in the drawer, besides the float. */
  expectedCashCents: number;
  tickets: { count: number; totalCents: number };
  closed: {
    floatCents: number;
    countedCents: number;
    differenceCents: number;
    closedAt: string;
    closedBy: string;
    note: string | null;
  } | null;
}

/** `PUT /api/staff/verifactu/certificate`: the salon's qualified certificate (PKCS#12) and its password (TK-05). */
export const certificateBody = z.object({
  pfxBase64: z
    .string({ error: "Elige el archivo del certificado (.p12 o .pfx)." })
    .min(100, { message: "Elige el archivo del certificado (.p12 o .pfx)." })
    .max(200_000, { message: "Ese archivo es demasiado grande para un certificado." })
    .regex(/^[A-Za-z0-9+/]+=*$/, { message: "El archivo no ha llegado bien: vuelve a elegirlo." }),
  password: z
    .string({ error: "Escribe la contraseña del certificado." })
    .min(1, { message: "Escribe la contraseña del certificado." })
    .max(200, { message: "La contraseña va hasta 200 caracteres." }),
});
export type CertificateBody = z.input<typeof certificateBody>;
