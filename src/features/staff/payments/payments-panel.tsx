/**
 * PY-05: how a visit was paid, in the appointment's details: the deposit paid online (and any
 * refund), and what the desk takes at the visit — cash, card terminal, Bizum — so revenue is known.
 * No invoice is issued.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { Field, SelectField } from "@/components/ui/field";
import {
  centsOfPrice,
  centsOfTyped,
  codeMethods,
  deskMethods,
  eurosOfCents,
  paymentKindNames,
  paymentMethodNames,
} from "@/domain/payments/policy";
import type { PaymentView } from "@/domain/payments/schemas";
import { owedCents, voidable } from "@/domain/payments/ledger";
import { ApiError, staffApi, type Appointment } from "../shared/staff-api";

export function PaymentsPanel({ appointment, canCharge }: { appointment: Appointment; canCharge: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [payments, setPayments] = useState<PaymentView[] | null>(null);
  const [method, setMethod] = useState<(typeof deskMethods)[number]>("card_terminal");
  const [amount, setAmount] = useState("");
  // PY-04: a bono's or gift card's code pays what it covers.
  const [code, setCode] = useState("");
  const needsCode = (codeMethods as readonly string[]).includes(method);
  const [message, setMessage] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  // PY-12: one click, one payment — this form's key, renewed once a payment is recorded.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  // PY-12: the payment being voided, and why.
  const [voiding, setVoiding] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const owed = payments ? owedCents(centsOfPrice(appointment.price), payments) : null;
  useEffect(() => {
    let current = true;
    staffApi.payments(appointment.id).then(
      (r) => {
        if (!current) return;
        setPayments(r.payments);
        // What is left to pay: the price less what the ledger says is paid.
        setAmount(String(owedCents(centsOfPrice(appointment.price), r.payments) / 100).replace(".", ","));
      },
      () => current && setPayments([]),
    );
    return () => {
      current = false;
    };
  }, [appointment.id, appointment.price]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const r = await staffApi.recordPayment(appointment.id, {
        method,
        amountCents: centsOfTyped(amount),
        requestKey,
        ...(needsCode ? { code } : {}),
      });
      setPayments(r.payments);
      setRequestKey(crypto.randomUUID());
      setFields({});
      setAmount(String(owedCents(centsOfPrice(appointment.price), r.payments) / 100).replace(".", ","));
      setMessage(
        `Cobro registrado: ${eurosOfCents(centsOfTyped(amount))} en ${paymentMethodNames[method].toLowerCase()}.`,
      );
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      setMessage(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  async function voidPayment(payment: PaymentView) {
    try {
      const r = await staffApi.voidPayment(appointment.id, payment.id, reason);
      setPayments(r.payments);
      setVoiding(null);
      setReason("");
      setFields({});
      setMessage(`Cobro de ${eurosOfCents(payment.amountCents)} anulado.`);
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  }

  // PY-03: the no-show's (or late cancellation's) fee, charged to her saved card after one confirmation.
  const fee = appointment.cardFee;
  const feeDue =
    canCharge &&
    fee?.saved === true &&
    (appointment.status === "no_show" || appointment.status === "cancelled") &&
    !payments?.some((p) => p.kind === "fee" && p.status !== "failed");
  async function chargeFee() {
    setConfirming(false);
    try {
      const r = await staffApi.chargeFee(appointment.id);
      setPayments(r.payments);
      setMessage("message" in r ? r.message : `Penalización cobrada: ${eurosOfCents(r.charged)}.`);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <section aria-label="Cobro" className="mt-4 space-y-2 border-t border-border pt-3 text-sm">
      <h3 className="font-semibold">Cobro</h3>
      {payments && payments.length > 0 ? (
        <ul>
          {payments.map((p) => (
            <li key={p.id} className="py-0.5">
              {paymentKindNames[p.kind]}: {eurosOfCents(p.amountCents)} · {paymentMethodNames[p.method]}
              {p.code ? ` ${p.code}` : ""}
              {p.status === "pending" ? " (pendiente)" : p.status === "undone" ? " (deshecha)" : ""}
              {p.kind === "void" && p.reason ? ` — ${p.reason}` : ""}
              {canCharge && voidable(p, payments) ? (
                voiding === p.id ? (
                  <span className="mt-1 flex flex-wrap items-end gap-2">
                    <Field
                      label="Motivo de la anulación"
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      error={fields.reason}
                      className="w-56"
                    />
                    <Button size="sm" variant="destructive" onClick={() => void voidPayment(p)}>
                      Anular cobro
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setVoiding(null)}>
                      No
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ml-1"
                    onClick={() => setVoiding(p.id)}
                    aria-label={`Anular el cobro de ${eurosOfCents(p.amountCents)} (${paymentMethodNames[p.method]})`}
                  >
                    Anular
                  </Button>
                )
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{payments === null ? "Cargando…" : "Sin cobros registrados."}</p>
      )}
      {owed !== null && appointment.status !== "cancelled" ? (
        <p className="font-medium">
          {owed === 0
            ? "Cobrada entera."
            : `Falta por cobrar: ${eurosOfCents(owed)} de ${eurosOfCents(centsOfPrice(appointment.price))}.`}
        </p>
      ) : null}
      {canCharge && appointment.status !== "cancelled" ? (
        <p>
          <a href={paths.cashDesk({ cita: appointment.id })} className={buttonVariants({ size: "sm" })}>
            Cobrar con ticket
          </a>
        </p>
      ) : null}
      {appointment.status !== "cancelled" ? (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
        >
          <SelectField
            label="Cómo ha pagado"
            value={method}
            onChange={(e) => setMethod(deskMethods.find((m) => m === e.target.value) ?? "other")}
            error={fields.method}
          >
            {deskMethods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodNames[m]}
              </option>
            ))}
          </SelectField>
          {needsCode ? (
            <Field label="Código" value={code} onChange={(e) => setCode(e.target.value)} error={fields.code} />
          ) : null}
          <Field
            label="Importe (€)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={fields.amountCents}
          />
          <Button type="submit" size="sm" disabled={submitting}>
            {submitting ? "Registrando…" : "Registrar cobro"}
          </Button>
        </form>
      ) : null}
      {feeDue && fee ? (
        confirming ? (
          <div className="flex flex-wrap items-center gap-2 rounded-lg border border-accent/50 p-2">
            <span>
              ¿Cobrar {eurosOfCents(fee.amountCents)} de la tarjeta guardada de {appointment.clientName ?? "la clienta"}
              ?
            </span>
            <Button size="sm" onClick={() => void chargeFee()}>
              Sí, cobrar
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              No
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Cobrar la penalización ({eurosOfCents(fee.amountCents)})
          </Button>
        )
      ) : null}
      <p role="status" className="min-h-5">
        {message}
      </p>
    </section>
  );
}
