import { Loader2, Mail, MessageCircle, Phone } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { paths } from "@/lib/paths";
import { useSettings } from "@/hooks/use-settings";
import type { PhoneChannel } from "@/domain/messages/channels";
import { type BookingFailure, type BookingSummary, isTimeFailure } from "../booking-machine";
import { type ContactErrors, type ContactForm, isContactComplete } from "@/domain/booking/contact-form";
import { handoffLinks } from "../handoff";
import { SummaryList } from "./summary-list";

interface ConfirmDialogProps {
  open: boolean;
  summary: BookingSummary | null;
  form: ContactForm;
  errors: ContactErrors;
  submitting: boolean;
  failure: BookingFailure | null;
  /** The booking service cannot be asked: hand the request over instead of confirming (BE-09). */
  handoff: boolean;
  onFieldChange: (field: keyof ContactForm, value: string) => void;
  /** MS-02: reminders on her phone, an unticked box, by the channel the salon offers (none: no box). */
  reminders: boolean;
  remindersChannel: PhoneChannel | null;
  onRemindersChange: (wanted: boolean) => void;
  /** PY-01: what is paid or kept online, and its policy, read before paying (absent: nothing is). */
  payment?: { heading: string; policy: string; button: string } | undefined;
  /** PY-04: a bono's or gift card's code (absent: a visit of several services, which a code cannot pay). */
  giftCode?: string | undefined;
  /** PY-11: what the typed code pays (or why it cannot). */
  giftNote?: { text: string } | { error: string } | undefined;
  onGiftCodeChange?: (code: string) => void;
  onConfirm: () => void;
  onDismiss: () => void;
  /** Where focus goes when the dialog closes. */
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Confirma tu Reserva' (BK-08, BK-09, BK-10, BE-08, BE-09). Loaded lazily on the first 'Continuar'. */
export default function ConfirmDialog({
  open,
  summary,
  form,
  errors,
  submitting,
  failure,
  handoff,
  onFieldChange,
  reminders,
  remindersChannel,
  onRemindersChange,
  payment,
  giftCode,
  giftNote,
  onGiftCodeChange,
  onConfirm,
  onDismiss,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const privacyId = useId();
  const { legal } = useSettings();
  const timeGone = failure !== null && isTimeFailure(failure);
  const showHandoff = handoff || failure?.handoff === true;
  return (
    <Dialog
      open={open}
      onDismiss={onDismiss}
      title="Confirma tu Reserva"
      description={
        handoff
          ? "Ahora mismo no podemos confirmar reservas online: envíanos tu solicitud y te confirmamos la cita."
          : "Déjanos tus datos para confirmar la cita."
      }
      closeDisabled={submitting}
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenAutoFocus={(event) => {
        // Start on the first field rather than the close button.
        event.preventDefault();
        nameRef.current?.focus();
      }}
      aria-busy={submitting || undefined}
    >
      {summary ? <SummaryList summary={summary} className="mt-4" /> : null}
      {payment && !showHandoff ? (
        <p className="mt-3 rounded-xl border border-accent/50 bg-accent/10 p-3 text-sm">
          <strong>{payment.heading}</strong> {payment.policy}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 rounded-xl border border-destructive/40 p-3 text-sm text-destructive">
          {failure.message}
        </p>
      ) : null}
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting && !handoff && !timeGone) onConfirm();
        }}
      >
        <Field
          ref={nameRef}
          label="Nombre completo"
          name="name"
          autoComplete="name"
          value={form.name}
          error={errors.name}
          readOnly={submitting}
          required
          onChange={(e) => onFieldChange("name", e.target.value)}
        />
        <Field
          label="Teléfono"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.phone}
          error={errors.phone}
          readOnly={submitting}
          required
          onChange={(e) => onFieldChange("phone", e.target.value)}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          readOnly={submitting}
          required
          onChange={(e) => onFieldChange("email", e.target.value)}
        />
        {showHandoff && summary ? <HandoffOptions summary={summary} form={form} /> : null}
        {!showHandoff && giftCode !== undefined && onGiftCodeChange ? (
          <Field
            label="¿Tienes un bono o tarjeta regalo? Código (opcional)"
            name="giftCode"
            autoComplete="off"
            value={giftCode}
            readOnly={submitting}
            hint={
              giftNote && "text" in giftNote
                ? giftNote.text
                : "Lo encontrarás en el email de tu compra, por ejemplo REGALO-7K3F-9QXM."
            }
            error={giftNote && "error" in giftNote ? giftNote.error : undefined}
            onChange={(e) => onGiftCodeChange(e.target.value)}
          />
        ) : null}
        {showHandoff || !remindersChannel ? null : (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={reminders}
              disabled={submitting}
              onChange={(e) => onRemindersChange(e.target.checked)}
            />
            <span>
              {remindersChannel === "whatsapp"
                ? "Recibir el recordatorio por WhatsApp, con botones para confirmar, cambiar o cancelar."
                : "Recibir el recordatorio por SMS; puedes responder SI, CAMBIAR o NO."}{" "}
              <span className="text-muted-foreground">Responde BAJA cuando quieras dejar de recibirlos.</span>
            </span>
          </label>
        )}
        <p id={privacyId} className="text-xs text-muted-foreground">
          <strong>Información básica sobre protección de datos.</strong> Responsable: {legal.owner}. Finalidad:
          gestionar tu cita y avisarte de ella. Legitimación: la prestación del servicio que nos pides. Derechos:
          acceso, rectificación, supresión y otros, escribiendo a {legal.privacyEmail}. Más información en nuestra{" "}
          <a href={paths.privacy} className="underline underline-offset-2">
            política de privacidad
          </a>
          .
        </p>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button type="button" variant="outline" disabled={submitting}>
              {timeGone ? "Elegir otra hora" : "Cancelar"}
            </Button>
          </DialogClose>
          {handoff ? null : (
            <Button
              type="submit"
              aria-describedby={privacyId}
              aria-disabled={submitting || undefined}
              disabled={!isContactComplete(form) || timeGone}
            >
              {submitting ? (
                <>
                  <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                  Confirmando…
                </>
              ) : payment ? (
                payment.button
              ) : (
                "Confirmar Reserva"
              )}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

function HandoffOptions({ summary, form }: { summary: BookingSummary; form: ContactForm }) {
  const links = handoffLinks(summary, form);
  const linkClass =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted";
  return (
    <div className="space-y-2 rounded-xl bg-secondary p-3 text-sm text-secondary-foreground">
      <p className="font-semibold">Tu cita aún no está confirmada.</p>
      <p>Envíanos la solicitud y te la confirmamos lo antes posible:</p>
      <div className="flex flex-wrap gap-2">
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Enviar por WhatsApp<span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
        <a href={links.phone.href} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" />
          Llamar al {links.phone.display}
        </a>
        <a href={links.email} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" />
          Enviar por email
        </a>
      </div>
    </div>
  );
}
