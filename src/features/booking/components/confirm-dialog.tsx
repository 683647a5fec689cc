import { Loader2, Mail, MessageCircle, Phone, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { site } from "@/content/site";
import { paths } from "@/lib/paths";
import { type BookingFailure, type BookingSummary, isTimeFailure } from "../booking-machine";
import { type ContactErrors, type ContactForm, isContactComplete } from "../contact-validation";
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
  onConfirm,
  onDismiss,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const privacyId = useId();
  const timeGone = failure !== null && isTimeFailure(failure);
  const showHandoff = handoff || failure?.handoff === true;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            // Start on the first field rather than the close button.
            event.preventDefault();
            nameRef.current?.focus();
          }}
          aria-busy={submitting || undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold">Confirma tu Reserva</Dialog.Title>
            <Dialog.Close
              disabled={submitting}
              className="-m-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Cerrar</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {handoff
              ? "Ahora mismo no podemos confirmar reservas online: envíanos tu solicitud y te confirmamos la cita."
              : "Déjanos tus datos para confirmar la cita."}
          </Dialog.Description>
          {summary ? <SummaryList summary={summary} className="mt-4" /> : null}
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
            <p id={privacyId} className="text-xs text-muted-foreground">
              <strong>Información básica sobre protección de datos.</strong> Responsable: {site.legal.owner}. Finalidad:
              gestionar tu cita y avisarte de ella. Legitimación: la prestación del servicio que nos pides. Derechos:
              acceso, rectificación, supresión y otros, escribiendo a {site.legal.privacyEmail}. Más información en
              nuestra{" "}
              <Link to={paths.privacy} className="underline underline-offset-2">
                política de privacidad
              </Link>
              .
            </p>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={submitting}>
                  {timeGone ? "Elegir otra hora" : "Cancelar"}
                </Button>
              </Dialog.Close>
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
                  ) : (
                    "Confirmar Reserva"
                  )}
                </Button>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
