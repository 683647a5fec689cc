import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentProps, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { BookingSummary } from "../booking-machine";
import { type ContactErrors, type ContactForm, isContactComplete } from "../contact-validation";
import { SummaryList } from "./summary-list";

interface ConfirmDialogProps {
  open: boolean;
  summary: BookingSummary | null;
  form: ContactForm;
  errors: ContactErrors;
  onFieldChange: (field: keyof ContactForm, value: string) => void;
  onConfirm: () => void;
  onDismiss: () => void;
  /** Where focus goes when the dialog closes. */
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Confirma tu Reserva' (BK-08, BK-09). Loaded lazily on the first 'Continuar'. */
export default function ConfirmDialog({
  open,
  summary,
  form,
  errors,
  onFieldChange,
  onConfirm,
  onDismiss,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
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
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold">Confirma tu Reserva</Dialog.Title>
            <Dialog.Close className="-m-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-muted">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Cerrar</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            Déjanos tus datos para confirmar la cita.
          </Dialog.Description>
          {summary ? <SummaryList summary={summary} className="mt-4" /> : null}
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            <Field
              ref={nameRef}
              label="Nombre completo"
              name="name"
              autoComplete="name"
              value={form.name}
              error={errors.name}
              onChange={(v) => onFieldChange("name", v)}
            />
            <Field
              label="Teléfono"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={form.phone}
              error={errors.phone}
              onChange={(v) => onFieldChange("phone", v)}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              error={errors.email}
              onChange={(v) => onFieldChange("email", v)}
            />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!isContactComplete(form)}>
                Confirmar Reserva
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Field({
  label,
  error,
  onChange,
  ...input
}: Omit<ComponentProps<"input">, "onChange"> & { label: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-border bg-card px-3 text-base aria-invalid:border-destructive"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
