/**
 * TK-02: what the desk can still do with an issued ticket — never edit it: cancel it (issued by
 * mistake: a registro de anulación, its payments voided, the visit open to charge again) or give the
 * sale back (a corrective invoice, R5). Either once, each with its reason; both say what became of it.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import type { InvoiceView } from "@/domain/checkout/schemas";
import { tenderMethodNames } from "@/domain/checkout/sale";
import { paths } from "@/lib/paths";
import { ApiError, checkoutApi } from "./checkout-api";
import { ClientFields } from "./client-fields";

const refundMethods = ["card_terminal", "cash", "bizum"] as const;

export function TicketActions({
  invoice,
  onChanged,
}: {
  invoice: InvoiceView;
  onChanged: (next: InvoiceView) => void;
}) {
  const [open, setOpen] = useState<"cancel" | "refund" | "replace" | null>(null);
  const [client, setClient] = useState({ name: "", nif: "", address: "" });
  const [reason, setReason] = useState("");
  const [method, setMethod] = useState<(typeof refundMethods)[number]>("card_terminal");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");

  if (invoice.cancelled)
    return (
      <p role="status" className="rounded-xl border border-destructive p-3 print:hidden">
        Ticket anulado: {invoice.cancelled.reason}. Su visita puede cobrarse de nuevo.
      </p>
    );
  if (invoice.refund)
    return (
      <p role="status" className="rounded-xl border p-3 print:hidden">
        Devuelto con la factura rectificativa{" "}
        <a className="underline" href={paths.cashDesk({ ticket: invoice.refund.id })}>
          {invoice.refund.number}
        </a>
        .
      </p>
    );
  if (invoice.replacement)
    return (
      <p role="status" className="rounded-xl border p-3 print:hidden">
        Sustituido por la factura completa{" "}
        <a className="underline" href={paths.cashDesk({ ticket: invoice.replacement.id })}>
          {invoice.replacement.number}
        </a>
        .
      </p>
    );
  if (invoice.type !== "F2" && invoice.type !== "F1") return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setMessage("");
    try {
      if (open === "cancel") onChanged((await checkoutApi.cancelInvoice(invoice.id, { reason })).invoice);
      else if (open === "replace") {
        const made = (await checkoutApi.replaceTicket(invoice.id, { client })).invoice;
        window.location.assign(paths.cashDesk({ ticket: made.id }));
      } else if (open === "refund") {
        const made = (await checkoutApi.refundInvoice(invoice.id, { method, reason })).invoice;
        window.location.assign(paths.cashDesk({ ticket: made.id }));
      }
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setMessage(error.message);
      }
    }
  }

  return (
    <section aria-label="Corregir el ticket" className="space-y-2 print:hidden">
      {open === null ? (
        <div className="flex flex-wrap gap-2">
          {invoice.type === "F2" ? (
            <>
              <Button variant="outline" onClick={() => setOpen("refund")}>
                Devolver la venta
              </Button>
              <Button variant="outline" onClick={() => setOpen("replace")}>
                Factura completa (con NIF)
              </Button>
            </>
          ) : null}
          <Button variant="outline" onClick={() => setOpen("cancel")}>
            Anular (hecho por error)
          </Button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
          {open === "refund" ? (
            <SelectField
              label="Se devuelve con"
              value={method}
              onChange={(e) => setMethod(refundMethods.find((m) => m === e.target.value) ?? "card_terminal")}
            >
              {refundMethods.map((m) => (
                <option key={m} value={m}>
                  {tenderMethodNames[m]}
                </option>
              ))}
            </SelectField>
          ) : null}
          {open === "replace" ? (
            <ClientFields client={client} onChange={setClient} fields={fields} addressClassName="min-w-64" />
          ) : (
            <Field
              label={open === "refund" ? "Por qué se devuelve" : "Por qué se anula"}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={fields.reason}
              className="min-w-64"
            />
          )}
          <Button type="submit" variant={open === "cancel" ? "destructive" : "default"}>
            {open === "refund"
              ? "Hacer la devolución"
              : open === "replace"
                ? "Hacer la factura completa"
                : "Anular el ticket"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setOpen(null)}>
            No
          </Button>
        </form>
      )}
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </section>
  );
}
