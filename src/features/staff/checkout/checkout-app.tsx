/**
 * `/gestion/caja` (TK-01, TK-04): the desk's till. `?cita=<id>` closes that appointment's visit,
 * no parameter starts a walk-in sale, `?ticket=<id>` shows an issued ticket to print (80 mm). The
 * owner also keeps the products here.
 */
import { useCallback, useEffect, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import type { CheckoutDraft, InvoiceView, ProductView } from "@/domain/checkout/schemas";
import { paths } from "@/lib/paths";
import { StaffGate, useMe } from "../shared/staff-gate";
import { ApiError, checkoutApi } from "./checkout-api";
import { CashUpPanel } from "./cash-up-panel";
import { CheckoutForm } from "./checkout-form";
import { Declaration } from "./declaration";
import { ProductsPanel } from "./products-panel";
import { SendingPanel } from "./sending-panel";
import { Ticket } from "./ticket";
import { TicketActions } from "./ticket-actions";

export default function CheckoutApp() {
  return <StaffGate roles={["owner", "reception"]}>{() => <Till />}</StaffGate>;
}

function Till() {
  const me = useMe();
  const params = new URLSearchParams(window.location.search);
  const appointmentId = params.get("cita");
  const [ticketId, setTicketId] = useState(params.get("ticket"));
  const [invoice, setInvoice] = useState<InvoiceView | null>(null);
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  const [products, setProducts] = useState<ProductView[] | null>(null);
  const [problem, setProblem] = useState("");

  const loadProducts = useCallback(() => {
    checkoutApi.products().then(
      (r) => setProducts(r.products),
      () => setProducts([]),
    );
  }, []);
  useEffect(() => loadProducts(), [loadProducts]);
  useEffect(() => {
    if (!appointmentId || ticketId) return;
    let current = true;
    checkoutApi.draft(appointmentId).then(
      (d) => {
        if (!current) return;
        if (d.invoice) setTicketId(d.invoice.id);
        else setDraft(d);
      },
      (error: unknown) => current && setProblem(error instanceof ApiError ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [appointmentId, ticketId]);
  useEffect(() => {
    if (!ticketId || invoice?.id === ticketId) return;
    let current = true;
    checkoutApi.invoice(ticketId).then(
      (r) => current && setInvoice(r.invoice),
      (error: unknown) => current && setProblem(error instanceof ApiError ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [ticketId, invoice?.id]);

  function issued(made: InvoiceView) {
    setInvoice(made);
    setTicketId(made.id);
    // The address names the ticket: a reload (or the back button) shows it, never a second sale.
    window.history.replaceState(null, "", paths.cashDesk({ ticket: made.id }));
  }

  if (problem)
    return (
      <p role="alert" className="rounded-xl border p-4">
        {problem}
      </p>
    );
  if (ticketId)
    return invoice ? (
      <div className="space-y-4">
        <p role="status" className="print:hidden">
          {invoice.type === "R5" ? `Devolución hecha: ${invoice.number}.` : `Cobrado. Ticket ${invoice.number}.`}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button onClick={() => window.print()}>Imprimir ticket</Button>
          <a href={paths.staff} className={buttonVariants({ variant: "outline" })}>
            Volver a la agenda
          </a>
          <a href={paths.cashDesk()} className={buttonVariants({ variant: "outline" })}>
            Nueva venta
          </a>
        </div>
        <TicketActions invoice={invoice} onChanged={setInvoice} />
        <Ticket invoice={invoice} />
      </div>
    ) : (
      <p className="text-muted-foreground">Cargando el ticket…</p>
    );
  if (!products || (appointmentId && !draft)) return <p className="text-muted-foreground">Cargando…</p>;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div>
        {draft?.clientName ? <p className="mb-3 text-muted-foreground">Cita de {draft.clientName}</p> : null}
        <CheckoutForm appointmentId={appointmentId} draft={draft} products={products} onIssued={issued} />
      </div>
      <div className="space-y-10">
        {appointmentId ? null : <CashUpPanel />}
        {me.role === "owner" ? <ProductsPanel products={products} onChanged={loadProducts} /> : null}
        {me.role === "owner" && !appointmentId ? <SendingPanel /> : null}
        <Declaration />
      </div>
    </div>
  );
}
