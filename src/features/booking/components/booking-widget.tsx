import { CalendarDays, CheckCircle2, Clock, Sparkles } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useReducer, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Slot } from "@/content/booking";
import { useHydrated } from "@/hooks/use-hydrated";
import { twelveHour } from "@/lib/dates";
import {
  bookingReducer,
  bookingSummary,
  initialBookingState,
  isReadyToContinue,
  selectedDate,
  slotsFor,
} from "../booking-machine";
import { validateContact } from "../contact-validation";
import { salonNow } from "../salon-clock";
import { ServicePicker } from "./service-picker";
import { SummaryList } from "./summary-list";

const SlotCalendar = lazy(() => import("./slot-calendar"));
const ConfirmDialog = lazy(() => import("./confirm-dialog"));

const CONFIRMATION_MESSAGE = "¡Reserva confirmada! Recibirás un email de confirmación pronto.";

export function BookingWidget() {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const hydrated = useHydrated();
  const focusConfirmation = useRef(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  // The dialog's code is fetched on the first 'Continuar' and then stays mounted.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const timeId = useId();

  // "Now" only exists in the browser; the prerendered HTML shows placeholders.
  const now = hydrated ? salonNow() : null;
  const slots = now ? slotsFor(state, now) : [];
  const summary = now ? bookingSummary(state, now) : null;
  const ready = hydrated && isReadyToContinue(state);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card step={1} title="Selecciona tu Servicio" icon={<Sparkles aria-hidden="true" className="size-5" />}>
        <ServicePicker
          value={state.serviceId}
          onChange={(serviceId) => dispatch({ type: "service_selected", serviceId, now: salonNow() })}
        />
      </Card>

      <Card step={2} title="Selecciona la Fecha" icon={<CalendarDays aria-hidden="true" className="size-5" />}>
        <div className="flex min-h-[21.5rem] justify-center">
          {now ? (
            <Suspense fallback={<CalendarPlaceholder />}>
              <SlotCalendar
                value={selectedDate(state, now)}
                now={now}
                onChange={(date) => dispatch({ type: "date_selected", date, now: salonNow() })}
              />
            </Suspense>
          ) : (
            <CalendarPlaceholder />
          )}
        </div>
      </Card>

      <Card step={3} title="Hora y Confirmación" icon={<Clock aria-hidden="true" className="size-5" />}>
        <div className="space-y-4">
          <div>
            <label htmlFor={timeId} className="mb-1 block text-sm font-medium">
              Hora
            </label>
            <select
              id={timeId}
              value={state.time ?? ""}
              disabled={!state.serviceId || slots.length === 0}
              onChange={(event) =>
                dispatch({ type: "time_selected", time: (event.target.value || null) as Slot | null })
              }
              className="h-11 w-full rounded-lg border border-border bg-card px-3 text-base disabled:opacity-60"
            >
              <option value="">
                {!state.serviceId
                  ? "Primero elige un servicio"
                  : slots.length === 0
                    ? "No quedan horas este día"
                    : "Selecciona una hora"}
              </option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {twelveHour(slot)}
                </option>
              ))}
            </select>
          </div>

          {summary ? (
            <section aria-label="Resumen de tu reserva">
              <h3 className="mb-2 font-sans text-sm font-semibold">Resumen</h3>
              <SummaryList summary={summary} />
            </section>
          ) : (
            <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
              Elige servicio, fecha y hora para ver el resumen de tu cita.
            </p>
          )}

          <Button
            ref={continueRef}
            className="w-full"
            disabled={!ready}
            onClick={() => {
              setDialogLoaded(true);
              dispatch({ type: "continue_pressed" });
            }}
          >
            Continuar
          </Button>

          <div ref={alertRef} tabIndex={-1} className="outline-none">
            {state.confirmations > 0 ? (
              <div
                role="alert"
                className="flex gap-2 rounded-xl border border-success/30 bg-success-soft p-4 text-sm text-success"
              >
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                <p>{CONFIRMATION_MESSAGE}</p>
              </div>
            ) : null}
          </div>
        </div>
      </Card>

      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={state.dialog === "open"}
            summary={summary}
            form={state.form}
            errors={state.showErrors ? validateContact(state.form) : {}}
            onFieldChange={(field, value) => dispatch({ type: "field_changed", field, value })}
            onConfirm={() => {
              focusConfirmation.current = Object.keys(validateContact(state.form)).length === 0;
              dispatch({ type: "confirm_pressed" });
            }}
            onDismiss={() => dispatch({ type: "dialog_dismissed" })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // After a confirmation the continue button is disabled: focus the confirmation instead.
              (focusConfirmation.current ? alertRef.current : continueRef.current)?.focus();
              focusConfirmation.current = false;
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Card({ step, title, icon, children }: { step: number; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h3 className="mb-4 flex items-center gap-2 text-xl font-semibold">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-secondary text-primary">
          {icon}
        </span>
        <span className="sr-only">Paso {step}: </span>
        {title}
      </h3>
      {children}
    </div>
  );
}

function CalendarPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[21.5rem] w-full max-w-[20rem] animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
    />
  );
}
