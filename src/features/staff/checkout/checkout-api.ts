/** The desk's checkout calls (TK-01, TK-02) through the site's one API client; a refusal throws ApiError. */
import type { CashUpBody, CertificateBody, CheckoutBody, ProductBody } from "@/domain/checkout/schemas";
import type { z } from "zod";
import type { cancelInvoiceBody, refundInvoiceBody, replaceTicketBody } from "@/domain/checkout/schemas";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

export { ApiError } from "@/lib/api-client";

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const staff = api.staff;
const limit = () => within(TIME_LIMITS.staffMs);

export const checkoutApi = {
  products: () => expectOk(staff.products.$get({}, limit()), FALLBACK),
  addProduct: (body: ProductBody) => expectOk(staff.products.$post({ json: body }, limit()), FALLBACK),
  retireProduct: (id: string) => expectOk(staff.products[":id"].$delete({ param: { id } }, limit()), FALLBACK),
  /** What 'Cobrar' starts from for an appointment: its visit's services and what was paid. */
  draft: (id: string) => expectOk(staff.checkout.appointments[":id"].$get({ param: { id } }, limit()), FALLBACK),
  charge: (body: CheckoutBody) => expectOk(staff.checkout.$post({ json: body }, limit()), FALLBACK),
  invoice: (id: string) => expectOk(staff.invoices[":id"].$get({ param: { id } }, limit()), FALLBACK),
  /** TK-02: a ticket cancelled (issued by mistake), or given back with its corrective invoice. */
  cancelInvoice: (id: string, body: z.input<typeof cancelInvoiceBody>) =>
    expectOk(staff.invoices[":id"].cancel.$post({ param: { id }, json: body }, limit()), FALLBACK),
  replaceTicket: (id: string, body: z.input<typeof replaceTicketBody>) =>
    expectOk(staff.invoices[":id"].replace.$post({ param: { id }, json: body }, limit()), FALLBACK),
  refundInvoice: (id: string, body: z.input<typeof refundInvoiceBody>) =>
    expectOk(staff.invoices[":id"].refund.$post({ param: { id }, json: body }, limit()), FALLBACK),
  /** TK-05: sending the records to the AEAT (the owner's). */
  sending: () => expectOk(staff.verifactu.$get({}, limit()), FALLBACK),
  uploadCertificate: (body: CertificateBody) =>
    expectOk(staff.verifactu.certificate.$put({ json: body }, limit()), FALLBACK),
  subsanar: (record: string) =>
    expectOk(staff.verifactu.records[":record"].subsanar.$post({ param: { record } }, limit()), FALLBACK),
  sendNow: () => expectOk(staff.verifactu.send.$post({}, within(70_000)), FALLBACK),
  /** TK-07: the day's cash-up, and closing it. */
  cashUp: (date: string) => expectOk(staff["cash-up"].$get({ query: { date } }, limit()), FALLBACK),
  closeCashUp: (body: CashUpBody) => expectOk(staff["cash-up"].$post({ json: body }, limit()), FALLBACK),
};
