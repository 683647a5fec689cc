import { CalendarDays, CheckCircle2, Clock, Sparkles, X } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useEffectEvent, useReducer, useRef, useState } from "react";
import { useLocationSearch } from "@/hooks/use-location-search";
import { useNearViewport } from "@/hooks/use-near-viewport";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Avatar } from "@/components/ui/avatar";
import { salonNow, useSalonClock } from "@/hooks/use-salon-clock";
import { bookingMode } from "@/content/booking";
import type { Slot } from "@/domain/booking/calendar-values";
import {
  activeServices,
  bookableServices,
  findProfessional,
  findService,
  professionalsFor,
} from "@/lib/settings/queries";
import { type AwayDays, awayNotice } from "@/domain/booking/time-off";
import { useSettings } from "@/hooks/use-settings";
import { type IsoDate, longSpanishDate, twelveHour, type WallClock } from "@/lib/dates";
import {
  type BookingAction,
  type BookingState,
  bookingReducer,
  MAX_SERVICES,
  visitServices,
  bookingSummary,
  bookingStateFor,
  isDialogOpen,
  isHandoff,
  isLoadingSlots,
  isReadyToContinue,
  freeDaysQuery,
  nextFreeDay,
  selectedDate,
  slotsFor,
} from "../booking-machine";
import type { BookingRequestBody } from "@/domain/booking/schemas";
import type * as contactValidation from "@/domain/booking/contact-validation";
import type { BookingOrigin } from "@/domain/booking/status";
import { linkOrigin, parseDeepLink } from "../deep-link";
import { newIdempotencyKey } from "../idempotency-key";

import { ServicePicker } from "./service-picker";
import type { PhoneChannel } from "@/domain/messages/channels";
import { SummaryList } from "./summary-list";
import { Card } from "@/components/ui/card";
import { CalendarLink } from "./calendar-link";
import { cardFeeCents, cardPolicy, depositCents, depositPolicy } from "@/domain/payments/policy";
import { CODE, normalizeCode, quoteText } from "@/domain/gifts/rules";
import type { GiftQuoteResult } from "../booking-api";

const SlotCalendar = lazy(() => import("./slot-calendar"));
const ConfirmDialog = lazy(() => import("./confirm-dialog"));
const WaitlistForm = lazy(() => import("../waitlist/waitlist-form"));
type ContactRules = typeof contactValidation;

const CONFIRMATION_MESSAGE = "¡Reserva confirmada! Recibirás un email de confirmación pronto.";

function requestBody(
  state: BookingState,
  now: WallClock,
  reminders: PhoneChannel | null,
  giftCode = "",
  origin?: BookingOrigin,
): BookingRequestBody {
  return {
    ...(origin ? { origin } : {}),
    ...(giftCode.trim() ? { giftCode: giftCode.trim() } : {}),
    service: state.serviceId ?? "",
    date: selectedDate(state, now),
    time: state.time ?? "",
    ...(state.staffId ? { staff: state.staffId } : {}),
    ...(state.extras.length > 0
      ? { extras: state.extras.map((e) => ({ service: e.serviceId, ...(e.staffId ? { staff: e.staffId } : {}) })) }
      : {}),
    name: state.form.name,
    phone: state.form.phone,
    email: state.form.email,
    privacyAccepted: true,
    // MS-02: an unticked box; ticked, the reminder goes by the channel the salon offers.
    ...(reminders ? { reminders } : {}),
    website: "",
  };
}

export function BookingWidget() {
  const settings = useSettings();
  const [state, dispatch] = useReducer(bookingReducer, settings, bookingStateFor);
  // A client-side navigation can bring newer settings (a price or a closure changed meanwhile).
  useEffect(() => dispatch({ type: "settings_changed", settings }), [settings]);
  const now = useSalonClock();
  const continueRef = useRef<HTMLButtonElement>(null);
  // The calendar's code (a fifth of the widget's) loads once a service is chosen, or on 'Ver el
  // calendario'; on a wide screen, where it sits beside the services, as soon as it nears the
  // viewport (PF-02: a phone that scrolls to the section loads React and the widget, not the calendar).
  const calendarRef = useRef<HTMLDivElement>(null);
  const calendarNear = useNearViewport(calendarRef, { media: "(min-width: 1024px)" });
  const [calendarAsked, setCalendarAsked] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // The dialog's code is fetched on the first 'Continuar' and then stays mounted; the contact rules
  // (with the phone library, BK-09) are fetched at the same moment, ready by the time the form is filled.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [contactRules, setContactRules] = useState<ContactRules>();
  const [reminders, setReminders] = useState(false);

  // The salon's clock is an external system: each new minute may drop a time that has passed (BK-12).
  const minuteKey = now ? `${now.date} ${now.minutes}` : null;
  useEffect(() => {
    if (minuteKey) dispatch({ type: "clock_ticked", now: salonNow() });
  }, [minuteKey]);

  // The page's address is a third: a deep link (a shared link, an article, the chat's time buttons)
  // may choose the service, day and time (BK-13, CH-11); with a time, focus goes to the summary.
  const { search, key } = useLocationSearch();
  // WL-01: 'Avísame si se libera', open from its button, or from the chat's link (`espera=1`) until closed.
  const [waitlistChoice, setWaitlistOpen] = useState<boolean | null>(null);
  // PY-04: a bono or gift card that pays the booking (typed in the confirm dialog).
  const [giftCode, setGiftCode] = useState("");
  // PY-11: what the typed code pays of the service, asked of the salon's server as she types.
  const [quote, setQuote] = useState<{ key: string; result: GiftQuoteResult } | null>(null);
  const waitlistOpen = waitlistChoice ?? parseDeepLink(search, settings).waitlist === true;
  const summaryRef = useRef<HTMLElement>(null);
  const focusSummary = useRef(false);
  // Read with the settings of the moment: a link is opened when the address changes, not when a
  // navigation brings newer settings.
  const openDeepLink = useEffectEvent(() => {
    const link = parseDeepLink(search, settings);
    if (!link.serviceId && !link.staffId) return;
    focusSummary.current = link.time !== undefined;
    dispatch({ type: "deep_link_opened", link, now: salonNow() });
  });
  useEffect(() => openDeepLink(), [search, key]);
  useEffect(() => {
    if (focusSummary.current && summaryRef.current) {
      focusSummary.current = false;
      summaryRef.current.focus();
    }
  });

  // The booking service is another: ask it for the free times of the current choice (BE-02).
  const pending = state.availability?.kind === "loading" ? state.availability.query : null;
  useEffect(() => {
    if (!pending) return;
    if (bookingMode === "handoff") {
      dispatch({ type: "availability_failed", query: pending });
      return;
    }
    const controller = new AbortController();
    import("../booking-api")
      .then(({ fetchAvailability }) => fetchAvailability(pending, controller.signal))
      .then(
        (slots) => dispatch({ type: "availability_loaded", query: pending, slots }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: "availability_failed", query: pending });
        },
      );
    return () => controller.abort();
  }, [pending]);

  // OW-08: the chosen professional's days away, from the booking service (another system): disabled in
  // the calendar, and said under it. Kept per professional, so the answer for another is never shown.
  const [away, setAway] = useState<{ staff: string; ranges: AwayDays[] } | null>(null);
  const awayStaff = bookingMode === "api" ? state.staffId : null;
  useEffect(() => {
    if (!awayStaff) return;
    const controller = new AbortController();
    import("../booking-api")
      .then(({ fetchAway }) => fetchAway(awayStaff, controller.signal))
      .then(
        (ranges) => setAway({ staff: awayStaff, ranges }),
        () => undefined, // without it the calendar still works; the day's times say she is not free
      );
    return () => controller.abort();
  }, [awayStaff]);
  const awayRanges = away && away.staff === awayStaff ? away.ranges : [];

  // AP-04: the days with free time for this choice, from the booking service: the calendar marks the
  // others before a tap, and a day without times points to the next one with them.
  const [free, setFree] = useState<{ query: string; days: ReadonlySet<IsoDate> } | null>(null);
  const daysQuery = bookingMode === "api" ? freeDaysQuery(state) : null;
  useEffect(() => {
    if (!daysQuery) return;
    const controller = new AbortController();
    import("../booking-api")
      .then(({ fetchFreeDays }) => fetchFreeDays(daysQuery, controller.signal))
      .then(
        (days) => setFree({ query: daysQuery, days: new Set(days) }),
        () => undefined, // without it the calendar still works; a day's times say when it is full
      );
    return () => controller.abort();
  }, [daysQuery]);
  const freeDays = free && free.query === daysQuery ? free.days : undefined;
  const awayText =
    now && awayStaff ? awayNotice(findProfessional(state.settings, awayStaff)?.name ?? "", awayRanges, now.date) : null;

  const chosen = state.staffId ? findProfessional(state.settings, state.staffId) : undefined;
  const chosenServices = chosen
    ? activeServices(state.settings)
        .filter((sv) => chosen.services.includes(sv.id))
        .map((sv) => sv.name)
        .join(", ")
    : "";

  const slots = now ? slotsFor(state, now) : [];
  const loading = now ? isLoadingSlots(state, now) : false;
  const summary = now ? bookingSummary(state, now) : null;
  const ready = now !== null && isReadyToContinue(state);
  const handoff = isHandoff(state, bookingMode);
  // PY-01: what she pays now, said before she confirms (only when the salon takes payments).
  const depositTotal = state.settings.payments.online
    ? visitServices(state).reduce((sum, s) => sum + depositCents(s.deposit, s.price), 0)
    : 0;
  // PY-03: or a card kept for a no-show's fee.
  const cardService =
    state.settings.payments.online && depositTotal === 0
      ? visitServices(state).find((s) => s.deposit.kind === "card" && s.deposit.amount > 0)
      : undefined;
  const payment =
    depositTotal > 0
      ? {
          heading: "Señal al reservar.",
          policy: depositPolicy(depositTotal, state.settings.booking.cancelNoticeHours),
          button: "Confirmar y pagar la señal",
        }
      : cardService
        ? {
            heading: "Tarjeta en garantía.",
            policy: cardPolicy(cardFeeCents(cardService.deposit), cardService.deposit.feeNoticeHours),
            button: "Confirmar y guardar la tarjeta",
          }
        : undefined;
  const typedCode = normalizeCode(giftCode);
  const quotable =
    state.serviceId && state.extras.length === 0 && CODE.test(typedCode) ? `${typedCode}|${state.serviceId}` : null;
  useEffect(() => {
    if (!quotable) return;
    const [code = "", service = ""] = quotable.split("|");
    const controller = new AbortController();
    const timer = setTimeout(() => {
      import("../booking-api")
        .then(({ fetchGiftQuote }) => fetchGiftQuote(code, service, controller.signal))
        .then(
          (result) => setQuote({ key: quotable, result }),
          () => undefined,
        );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [quotable]);
  const codeQuote = quote && quote.key === quotable ? quote.result : null;
  // PY-09: a code that covers the deposit takes its place; one that covers less leaves it asked.
  const paymentNow =
    codeQuote?.ok === true
      ? codeQuote.quote.depositCents > 0
        ? {
            heading: "Señal al reservar.",
            policy: depositPolicy(codeQuote.quote.depositCents, state.settings.booking.cancelNoticeHours),
            button: "Confirmar y pagar la señal",
          }
        : undefined
      : payment;
  // Before a service, the professional a link chose (HM-10) is the one shown, not 'Sin preferencia'.
  const professionals = state.serviceId ? professionalsFor(state.settings, state.serviceId) : chosen ? [chosen] : [];
  const status = state.status;

  async function confirm() {
    // The contact rules come with the confirm (the phone library is ~20 kB: not on the first paint, BK-09).
    const rules = contactRules ?? (await import("@/domain/booking/contact-validation"));
    setContactRules(rules);
    const action = {
      type: "confirm_pressed",
      now: salonNow(),
      contactErrors: rules.validateContact(state.form),
    } as const;
    const next = bookingReducer(state, action);
    dispatch(action);
    if (next.status.kind !== "submitting") return;
    const { submitBooking } = await import("../booking-api");
    const result = await submitBooking(
      requestBody(next, salonNow(), reminders ? settings.messages.offered : null, giftCode, linkOrigin(search)),
      next.status.idempotencyKey,
    );
    dispatch(
      result.ok
        ? { type: "booking_succeeded", booking: result.booking }
        : { type: "booking_failed", failure: result.failure },
    );
    // PY-02: a deposit is paid on Stripe's page; the time is held meanwhile.
    if (result.ok && result.booking.checkoutUrl) window.location.assign(result.booking.checkoutUrl);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <StepCard step={1} title="Selecciona tu Servicio" icon={<Sparkles aria-hidden="true" className="size-5" />}>
        <ServicePicker
          value={state.serviceId}
          onChange={(serviceId) => dispatch({ type: "service_selected", serviceId, now: salonNow() })}
        />
        {state.serviceId ? <VisitExtras state={state} dispatch={dispatch} /> : null}
      </StepCard>

      <StepCard step={2} title="Selecciona la Fecha" icon={<CalendarDays aria-hidden="true" className="size-5" />}>
        <div ref={calendarRef} className="flex min-h-[21.5rem] justify-center">
          {now && (calendarNear || calendarAsked || state.serviceId) ? (
            <Suspense fallback={<CalendarPlaceholder />}>
              <SlotCalendar
                value={selectedDate(state, now)}
                now={now}
                settings={state.settings}
                away={awayRanges}
                free={freeDays}
                onChange={(date) => dispatch({ type: "date_selected", date, now: salonNow() })}
              />
            </Suspense>
          ) : (
            <CalendarPlaceholder>
              <p>Elige un servicio para ver los días libres.</p>
              <Button type="button" variant="outline" size="sm" disabled={!now} onClick={() => setCalendarAsked(true)}>
                Ver el calendario
              </Button>
            </CalendarPlaceholder>
          )}
        </div>
        {awayText ? <p className="mt-3 text-center text-sm">{awayText}</p> : null}
        {now && freeDays ? (
          <NextFreeDay
            free={freeDays}
            day={selectedDate(state, now)}
            onChoose={(date) => dispatch({ type: "date_selected", date, now: salonNow() })}
          />
        ) : null}
        <p className="mt-3 text-center text-xs text-muted-foreground">
          Reservas online hasta {state.settings.booking.horizonDays} días vista; puedes cambiar o cancelar tu cita
          online hasta {state.settings.booking.cancelNoticeHours} horas antes.
        </p>
      </StepCard>

      <StepCard step={3} title="Hora y Confirmación" icon={<Clock aria-hidden="true" className="size-5" />}>
        <div className="space-y-4">
          {handoff && state.serviceId ? (
            <div className="space-y-2 rounded-xl bg-secondary p-3 text-sm text-secondary-foreground">
              <p>
                Ahora mismo no podemos confirmar reservas online. Elige tu cita y te ayudamos a cerrarla por WhatsApp,
                teléfono o email.
              </p>
              {bookingMode === "api" && state.availability?.kind === "failed" ? (
                <Button size="sm" variant="outline" onClick={() => dispatch({ type: "availability_retried" })}>
                  Reintentar
                </Button>
              ) : null}
            </div>
          ) : null}
          <SelectField
            // In a visit of several services (SS-02) this is the first one's; the others choose theirs in step 1.
            label={state.extras.length > 0 ? `Profesional para ${visitServices(state)[0]?.name ?? ""}` : "Profesional"}
            value={state.staffId ?? ""}
            disabled={!state.serviceId}
            onChange={(event) =>
              dispatch({ type: "staff_selected", staffId: event.target.value || null, now: salonNow() })
            }
          >
            <option value="">Sin preferencia</option>
            {professionals.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          {chosen ? (
            // HM-10: her photo, and what to do when she came from the team section without a service.
            <p className="flex items-center gap-3 text-sm">
              <Avatar name={chosen.name} photo={chosen.photo} size="sm" />
              <span>
                Con {chosen.name}
                {state.serviceId ? "" : `: elige uno de sus servicios (${chosenServices}).`}
              </span>
            </p>
          ) : null}
          <div>
            <SelectField
              label="Hora"
              value={state.time ?? ""}
              aria-busy={loading || undefined}
              disabled={!state.serviceId || loading || slots.length === 0}
              onChange={(event) =>
                dispatch({ type: "time_selected", time: (event.target.value || null) as Slot | null })
              }
            >
              <option value="">
                {!state.serviceId
                  ? "Primero elige un servicio"
                  : loading
                    ? "Buscando horas libres…"
                    : slots.length === 0
                      ? "No quedan horas este día"
                      : "Selecciona una hora"}
              </option>
              {loading
                ? null
                : slots.map((slot) => (
                    <option key={slot} value={slot}>
                      {twelveHour(slot)}
                    </option>
                  ))}
            </SelectField>
            {state.notice && !isDialogOpen(state) ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {state.notice}
              </p>
            ) : null}
          </div>
          {/* WL-01: the times she wants are gone (or none fits): the waitlist. */}
          {now && state.serviceId && !loading && bookingMode === "api" && !handoff ? (
            waitlistOpen ? (
              <Suspense fallback={null}>
                <WaitlistForm
                  start={{
                    serviceId: state.serviceId,
                    staffId: state.staffId,
                    // WL-06: a visit waits as a visit.
                    extras: state.extras.map((e) => e.serviceId),
                    day: selectedDate(state, now),
                    from: "web",
                  }}
                  onClose={() => setWaitlistOpen(false)}
                />
              </Suspense>
            ) : (
              <p className="text-sm">
                {slots.length === 0 ? "No quedan horas este día. " : "¿Ninguna hora te va bien? "}
                <Button
                  type="button"
                  variant={slots.length === 0 ? "default" : "outline"}
                  size="sm"
                  onClick={() => setWaitlistOpen(true)}
                >
                  Avísame si se libera
                </Button>
              </p>
            )
          ) : null}

          {summary ? (
            <section ref={summaryRef} tabIndex={-1} aria-label="Resumen de tu reserva" className="outline-none">
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
              void import("@/domain/booking/contact-validation").then(setContactRules, () => undefined);
              dispatch({ type: "continue_pressed", idempotencyKey: newIdempotencyKey() });
            }}
          >
            Continuar
          </Button>

          <div ref={alertRef} tabIndex={-1} className="outline-none">
            {status.kind === "confirmed" ? (
              <div
                role="alert"
                className="flex gap-2 rounded-xl border border-success/30 bg-success-soft p-4 text-sm text-success"
              >
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                <div className="space-y-1">
                  {status.booking.checkoutUrl ? (
                    <p className="font-semibold">
                      Te guardamos la hora hasta las {status.booking.heldUntil}: termina en la página de pago para
                      confirmarla.{" "}
                      <a href={status.booking.checkoutUrl} className="underline">
                        Ir a la página de pago
                      </a>
                    </p>
                  ) : (
                    <p className="font-semibold">{CONFIRMATION_MESSAGE}</p>
                  )}
                  <p>
                    Referencia <strong>{status.booking.reference}</strong> · {status.booking.serviceName} con{" "}
                    {status.booking.staffName}, {status.booking.time}.
                  </p>
                  <CalendarLink href={status.booking.calendarUrl} />
                </div>
              </div>
            ) : null}
          </div>
        </div>
      </StepCard>

      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={isDialogOpen(state)}
            summary={summary}
            form={state.form}
            errors={
              status.kind === "reviewing" && status.showErrors && contactRules
                ? contactRules.validateContact(state.form)
                : {}
            }
            submitting={status.kind === "submitting"}
            failure={status.kind === "reviewing" ? status.failure : null}
            handoff={handoff}
            onFieldChange={(field, value) => dispatch({ type: "field_changed", field, value })}
            reminders={reminders}
            remindersChannel={settings.messages.offered}
            payment={paymentNow}
            giftCode={state.extras.length === 0 ? giftCode : undefined}
            giftNote={
              codeQuote
                ? codeQuote.ok
                  ? { text: quoteText(codeQuote.quote) }
                  : { error: codeQuote.message }
                : undefined
            }
            onGiftCodeChange={setGiftCode}
            onRemindersChange={setReminders}
            onConfirm={() => void confirm()}
            onDismiss={() => dispatch({ type: "dialog_dismissed" })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // After a confirmation the continue button is disabled: focus the confirmation instead.
              (status.kind === "confirmed" ? alertRef.current : continueRef.current)?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {loading ? "Buscando horas libres" : ""}
      </p>
    </div>
  );
}

function StepCard({
  step,
  title,
  icon,
  children,
}: {
  step: number;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card elevated className="p-5 sm:p-6">
      <h3 className="mb-4 flex items-center gap-2 text-xl font-semibold">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-secondary text-primary">
          {icon}
        </span>
        <span className="sr-only">Paso {step}: </span>
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** Where the calendar goes: a pulse while its code loads, or (with children) what to do to see it. */
function CalendarPlaceholder({ children }: { children?: ReactNode }) {
  if (children)
    return (
      <div className="flex h-[21.5rem] w-full max-w-[20rem] flex-col items-center justify-center gap-3 rounded-xl bg-muted p-4 text-center text-sm text-muted-foreground">
        {children}
      </div>
    );
  return (
    <div
      aria-hidden="true"
      className="h-[21.5rem] w-full max-w-[20rem] animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
    />
  );
}

/**
 * SS-02: more services in the same visit (up to three in all), each with its professional or
 * 'Sin preferencia'; the times offered are those where all of them fit back to back.
 */
function VisitExtras({ state, dispatch }: { state: BookingState; dispatch: (action: BookingAction) => void }) {
  const chosen = [state.serviceId, ...state.extras.map((e) => e.serviceId)];
  const others = bookableServices(state.settings).filter((s) => !chosen.includes(s.id));
  return (
    <div className="mt-4 space-y-3 border-t border-border pt-4">
      {state.extras.map((extra, index) => {
        const service = findService(state.settings, extra.serviceId);
        return (
          <div key={extra.serviceId} className="space-y-2 rounded-xl bg-muted p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold">
                {index + 2}. {service?.name} <span className="font-normal">· {service?.minutes} min</span>
              </p>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => dispatch({ type: "extra_removed", index, now: salonNow() })}
              >
                <X aria-hidden="true" />
                Quitar <span className="sr-only">{service?.name}</span>
              </Button>
            </div>
            <SelectField
              label={`Profesional para ${service?.name ?? "este servicio"}`}
              value={extra.staffId ?? ""}
              onChange={(event) =>
                dispatch({ type: "extra_staff_selected", index, staffId: event.target.value || null, now: salonNow() })
              }
            >
              <option value="">Sin preferencia</option>
              {professionalsFor(state.settings, extra.serviceId).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
          </div>
        );
      })}
      {chosen.length < MAX_SERVICES && others.length > 0 ? (
        <>
          <SelectField
            label="¿Algo más en la misma visita?"
            value=""
            onChange={(event) =>
              event.target.value && dispatch({ type: "extra_added", serviceId: event.target.value, now: salonNow() })
            }
          >
            <option value="">Añadir otro servicio</option>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.minutes} min)
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-muted-foreground">Los servicios se reservan seguidos, uno detrás de otro.</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * AP-04: under the calendar, what its crossed-out days mean, and — on a day with no free time — the
 * next day that has some, one tap away.
 */
function NextFreeDay({
  free,
  day,
  onChoose,
}: {
  free: ReadonlySet<IsoDate>;
  day: IsoDate;
  onChoose: (date: IsoDate) => void;
}) {
  if (free.has(day))
    return (
      <p className="mt-2 text-center text-xs text-muted-foreground">Tachados: días completos, sin horas libres.</p>
    );
  const next = nextFreeDay(free, day);
  return (
    <p className="mt-3 text-center text-sm">
      No quedan horas libres el {longSpanishDate(day)}.{" "}
      {next ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-auto py-1.5 whitespace-normal"
          onClick={() => onChoose(next)}
        >
          Ver el {longSpanishDate(next).replace(/ de \d{4}$/, "")}
        </Button>
      ) : (
        "No hay huecos en los próximos días: llámanos o apúntate a la lista de espera."
      )}
    </p>
  );
}
