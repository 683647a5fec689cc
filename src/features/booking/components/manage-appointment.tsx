import { useEffect, useReducer, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { euros } from "@/content/services";
import { site } from "@/content/site";
import { longSpanishDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { DetailList } from "./summary-list";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { CalendarLink } from "./calendar-link";
import { ReschedulePanel } from "./reschedule-panel";
import type { ManageResponse } from "@/domain/booking/schemas";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import { statusLabels } from "@/domain/booking/status";
import { useSettings } from "@/hooks/use-settings";
import { cardPolicy, depositPolicy, eurosOfCents, holdLabel, holdTime } from "@/domain/payments/policy";

type Appointment = ManageResponse;

/** PY-09: a booking waiting for its deposit says so, and until when its time is held. */
function heldUntil(a: Appointment): string | undefined {
  if (!a.deposit || a.deposit.paid || a.status !== "confirmed" || !a.deposit.heldUntil) return undefined;
  return a.deposit.heldUntil;
}

/** PY-09: 'Pagar la señal' — the held appointment's payment page, or why not. */
async function payPage(token: string): Promise<{ url: string } | { message: string }> {
  try {
    const r = await expectOk(
      api.appointments.pay.$post({ json: { token } }, within(TIME_LIMITS.availabilityMs)),
      UNREACHABLE,
    );
    return { url: r.payment.checkoutUrl };
  } catch (error) {
    return { message: error instanceof ApiError ? error.message : UNREACHABLE };
  }
}

type State =
  | { kind: "loading" }
  | { kind: "missing"; message: string }
  | {
      kind: "shown";
      appointment: Appointment;
      step: "view" | "confirming" | "cancelling" | "cancelled" | "rescheduling" | "rescheduled";
      error?: string;
    };

type Action =
  | { type: "loaded"; appointment: Appointment }
  | { type: "failed"; message: string }
  | { type: "cancel_pressed" }
  | { type: "cancel_withdrawn" }
  | { type: "cancel_confirmed" }
  | { type: "cancel_done"; appointment: Appointment }
  | { type: "cancel_failed"; message: string }
  | { type: "reschedule_pressed" }
  | { type: "reschedule_withdrawn" }
  | { type: "rescheduled"; appointment: Appointment };

const UNREACHABLE = `No podemos consultar tu cita ahora mismo. Inténtalo más tarde o llámanos al ${site.contact.phone.display}.`;

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "loaded":
      return { kind: "shown", appointment: action.appointment, step: "view" };
    case "failed":
      return { kind: "missing", message: action.message };
    default:
      if (state.kind !== "shown") return state;
      if (action.type === "cancel_pressed") return { ...state, step: "confirming", error: undefined };
      if (action.type === "cancel_withdrawn") return { ...state, step: "view" };
      if (action.type === "cancel_confirmed") return { ...state, step: "cancelling" };
      if (action.type === "cancel_done") return { kind: "shown", appointment: action.appointment, step: "cancelled" };
      if (action.type === "reschedule_pressed") return { ...state, step: "rescheduling", error: undefined };
      if (action.type === "reschedule_withdrawn") return { ...state, step: "view" };
      if (action.type === "rescheduled") return { kind: "shown", appointment: action.appointment, step: "rescheduled" };
      return { ...state, step: "view", error: action.message };
  }
}

/** Looks the appointment up or cancels it through the site's one API client, within its time limit. */
async function call(path: "lookup" | "cancel", token: string) {
  const args = { json: { token } };
  try {
    const appointment: Appointment =
      path === "lookup"
        ? await expectOk(api.appointments.lookup.$post(args, within(TIME_LIMITS.availabilityMs)), UNREACHABLE)
        : await expectOk(api.appointments.cancel.$post(args, within(TIME_LIMITS.availabilityMs)), UNREACHABLE);
    return { ok: true as const, appointment };
  } catch (error) {
    return { ok: false as const, message: error instanceof ApiError ? error.message : UNREACHABLE };
  }
}

/** The visitor's appointment from the link in their email: see it, cancel it while allowed (BE-06). */
export function ManageAppointment({ token }: { token: string }) {
  const settings = useSettings();
  const [state, dispatch] = useReducer(reducer, { kind: "loading" });
  const resultRef = useRef<HTMLParagraphElement>(null);
  const [paying, setPaying] = useState(false);
  // Back from the payment page without paying ('?pago=cancelado'): read with the appointment, after hydration.
  const [returnedUnpaid, setReturnedUnpaid] = useState(false);

  useEffect(() => {
    let current = true;
    if (!token) {
      dispatch({ type: "failed", message: "Este enlace no es válido. Usa el enlace completo de tu email." });
      return;
    }
    call("lookup", token).then(
      (r) => {
        if (!current) return;
        setReturnedUnpaid(new URLSearchParams(window.location.search).get("pago") === "cancelado");
        dispatch(r.ok ? { type: "loaded", appointment: r.appointment } : { type: "failed", message: r.message });
      },
      () => current && dispatch({ type: "failed", message: UNREACHABLE }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function cancel() {
    dispatch({ type: "cancel_confirmed" });
    const result = await call("cancel", token).catch(() => ({ ok: false as const, message: UNREACHABLE }));
    dispatch(
      result.ok
        ? { type: "cancel_done", appointment: result.appointment }
        : { type: "cancel_failed", message: result.message },
    );
    resultRef.current?.focus();
  }

  if (state.kind === "loading") return <p className="mt-6 text-muted-foreground">Cargando tu cita…</p>;
  if (state.kind === "missing")
    return (
      <div className="mt-6 space-y-4">
        <p role="alert">{state.message}</p>
        <a href={paths.booking} className="font-semibold text-primary underline underline-offset-2">
          Reservar una cita
        </a>
      </div>
    );

  const { appointment: a, step } = state;
  const cancelled = a.status === "cancelled";
  const held = heldUntil(a);
  const total = a.visit.length > 1 ? a.visit.reduce((sum, p) => sum + p.price, 0) : a.price;
  // A visit of several services (SS-02) is one appointment here: each service with its time and professional.
  const visit = a.visit.length > 1;
  const rows = [
    ...(visit
      ? a.visit.map((p, i) => [`Servicio ${i + 1}`, `${p.time} ${p.serviceName} con ${p.staff.name}`] as const)
      : ([
          ["Servicio", a.serviceName],
          ["Profesional", a.staff.name],
        ] as const)),
    ["Fecha", longSpanishDate(a.date)],
    ["Hora", visit ? `${a.time}–${a.visit[a.visit.length - 1]?.endTime ?? ""}` : a.time],
    ["Precio", euros(total)],
    ["Referencia", a.reference],
    ["Estado", held ? holdLabel(held) : statusLabels[a.status]],
    // PY-11: what she paid and how, what goes back, and what she pays at the salon (the ledger's words).
    ...(a.money ?? []),
  ] as const;

  async function pay() {
    setPaying(true);
    const page = await payPage(token);
    if ("url" in page) {
      window.location.assign(page.url);
      return;
    }
    setPaying(false);
    dispatch({ type: "cancel_failed", message: page.message });
  }

  return (
    <div className="mt-6 space-y-6">
      {(a.deposit || a.card?.saved) && !cancelled ? (
        <p className="rounded-xl border border-accent/50 bg-accent/10 p-3 text-sm">
          {a.deposit
            ? depositPolicy(a.deposit.amountCents, a.cancelNoticeHours ?? settings.booking.cancelNoticeHours)
            : a.card
              ? cardPolicy(a.card.feeCents, a.card.noticeHours)
              : null}
        </p>
      ) : null}
      <DetailList rows={rows} className={cn(cardVariants(), "gap-y-2 p-5 text-base")} />
      {held && a.deposit ? (
        <div className="space-y-2 rounded-xl bg-secondary p-4">
          <p>
            {returnedUnpaid ? "No se ha completado el pago. " : ""}
            Tu hora está guardada hasta las {holdTime(held)}: paga la señal de {eurosOfCents(a.deposit.amountCents)}{" "}
            para confirmarla (con tarjeta o Bizum). Si no, la hora se libera.
          </p>
          <Button onClick={() => void pay()} disabled={paying}>
            {paying ? "Abriendo el pago…" : "Pagar la señal"}
          </Button>
        </div>
      ) : null}
      <p ref={resultRef} tabIndex={-1} role="status" className="outline-none">
        {step === "cancelled"
          ? "Tu cita ha sido cancelada. Te hemos enviado un email de confirmación."
          : step === "rescheduled"
            ? `Has cambiado tu cita: ahora es el ${longSpanishDate(a.date)} a las ${a.time} con ${[...new Set(a.visit.map((p) => p.staff.name))].join(" y ") || a.staff.name}. Te hemos enviado un email con el calendario actualizado.`
            : state.error}
      </p>
      {cancelled ? (
        <a
          href={paths.bookService(a.service, undefined, "cita")}
          className="font-semibold text-primary underline underline-offset-2"
        >
          Reservar otra cita
        </a>
      ) : a.status !== "confirmed" ? null : a.canCancel ? (
        step === "rescheduling" ? (
          <ReschedulePanel
            token={token}
            appointment={a}
            onClose={() => dispatch({ type: "reschedule_withdrawn" })}
            onMoved={(moved) => {
              dispatch({ type: "rescheduled", appointment: moved });
              resultRef.current?.focus();
            }}
          />
        ) : step === "confirming" || step === "cancelling" ? (
          <div className="space-y-3 rounded-xl bg-secondary p-4">
            <p className="font-semibold">¿Seguro que quieres cancelar esta cita?</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" disabled={step === "cancelling"} onClick={() => void cancel()}>
                {step === "cancelling" ? "Cancelando…" : "Sí, cancelar cita"}
              </Button>
              <Button
                variant="outline"
                disabled={step === "cancelling"}
                onClick={() => dispatch({ type: "cancel_withdrawn" })}
              >
                No, mantenerla
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => dispatch({ type: "reschedule_pressed" })}>Cambiar fecha u hora</Button>
            <Button variant="outline" onClick={() => dispatch({ type: "cancel_pressed" })}>
              Cancelar cita
            </Button>
            <CalendarLink href={a.calendarUrl} className="min-h-11 text-primary" />
          </div>
        )
      ) : (
        <p>
          Ya no se puede cancelar online (hasta {a.cancelNoticeHours} horas antes). Para cambiar o cancelar tu cita,
          llámanos al{" "}
          <a href={site.contact.phone.href} className="font-semibold text-primary underline underline-offset-2">
            {site.contact.phone.display}
          </a>
          .
        </p>
      )}
    </div>
  );
}
