/**
 * TK-07: the day's cash-up at the till — what came in by each method (the ledger's), the tickets, the
 * cash expected besides the float, what the desk counts and the difference; closed once, then shown as
 * it was closed.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { site } from "@/content/site";
import type { CashUpView } from "@/domain/checkout/schemas";
import { centsOfTyped, eurosOfCents, paymentMethodNames } from "@/domain/payments/policy";
import { longSpanishDate, wallClockIn } from "@/lib/dates";
import { ApiError, checkoutApi } from "./checkout-api";

export function CashUpPanel() {
  const [date, setDate] = useState(() => wallClockIn(site.timeZone).date);
  const [day, setDay] = useState<CashUpView | null>(null);
  const [float, setFloat] = useState("");
  const [counted, setCounted] = useState("");
  const [note, setNote] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");

  const load = useCallback(() => {
    checkoutApi
      .cashUp(date)
      .then(setDay, (error: unknown) => setMessage(error instanceof ApiError ? error.message : String(error)));
  }, [date]);
  useEffect(() => load(), [load]);

  const floatCents = centsOfTyped(float || "0");
  const countedCents = centsOfTyped(counted);
  const difference =
    day && Number.isFinite(countedCents) && Number.isFinite(floatCents)
      ? countedCents - day.expectedCashCents - floatCents
      : null;

  async function close(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setMessage("");
    try {
      setDay(await checkoutApi.closeCashUp({ date, floatCents, countedCents, ...(note.trim() ? { note } : {}) }));
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setMessage(error.message);
      }
    }
  }

  const signed = (cents: number) => (cents > 0 ? `+${eurosOfCents(cents)}` : eurosOfCents(cents));
  return (
    <section aria-labelledby="cierre" className="space-y-3">
      <h2 id="cierre" className="text-lg font-semibold">
        Cierre de caja
      </h2>
      <Field label="Día" type="date" value={date} onChange={(e) => setDate(e.target.value)} className="w-44" />
      {day ? (
        <>
          <table className="w-full text-sm">
            <caption className="text-left text-muted-foreground">{longSpanishDate(day.date)}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium">
                  Forma de pago
                </th>
                <th scope="col" className="text-right font-medium">
                  Movimientos
                </th>
                <th scope="col" className="text-right font-medium">
                  Importe
                </th>
              </tr>
            </thead>
            <tbody>
              {day.totals.length === 0 ? (
                <tr>
                  <td colSpan={3} className="text-muted-foreground">
                    Sin cobros ese día.
                  </td>
                </tr>
              ) : (
                day.totals.map((t) => (
                  <tr key={t.method}>
                    <th scope="row" className="text-left font-normal">
                      {paymentMethodNames[t.method]}
                    </th>
                    <td className="text-right">{t.movements}</td>
                    <td className="text-right">{eurosOfCents(t.cents)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <p className="text-sm">
            Tickets: {day.tickets.count} · {eurosOfCents(day.tickets.totalCents)}
          </p>
          {day.closed ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 rounded-xl border p-3 text-sm" aria-label="Caja cerrada">
              <dt>Fondo de caja</dt>
              <dd className="text-right">{eurosOfCents(day.closed.floatCents)}</dd>
              <dt>Efectivo esperado</dt>
              <dd className="text-right">{eurosOfCents(day.expectedCashCents + day.closed.floatCents)}</dd>
              <dt>Efectivo contado</dt>
              <dd className="text-right">{eurosOfCents(day.closed.countedCents)}</dd>
              <dt className="font-semibold">Diferencia</dt>
              <dd className="text-right font-semibold">{signed(day.closed.differenceCents)}</dd>
              <dt className="col-span-2 mt-2 text-muted-foreground">
                Cerrada por {day.closed.closedBy}
                {day.closed.note ? ` · ${day.closed.note}` : ""}
              </dt>
            </dl>
          ) : (
            <form onSubmit={(e) => void close(e)} noValidate className="space-y-2">
              <div className="grid grid-cols-2 gap-2">
                <Field
                  label="Fondo de caja (€)"
                  inputMode="decimal"
                  value={float}
                  onChange={(e) => setFloat(e.target.value)}
                  error={fields.floatCents}
                />
                <Field
                  label="Efectivo contado (€)"
                  inputMode="decimal"
                  value={counted}
                  onChange={(e) => setCounted(e.target.value)}
                  error={fields.countedCents}
                />
              </div>
              <p className="text-sm">
                Efectivo esperado:{" "}
                {eurosOfCents(day.expectedCashCents + (Number.isFinite(floatCents) ? floatCents : 0))}
                {difference !== null ? ` · Diferencia: ${signed(difference)}` : ""}
              </p>
              <Field
                label="Nota (opcional)"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                error={fields.note}
              />
              <Button type="submit">Cerrar la caja</Button>
            </form>
          )}
        </>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </section>
  );
}
