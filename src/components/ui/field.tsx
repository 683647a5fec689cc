import { type ComponentProps, type ReactNode, useId } from "react";
import { Input } from "./input";
import { NativeSelect } from "./native-select";

/** Label, control, description (hint) and error, wired for assistive tech: useId, aria-invalid, aria-describedby. */
function FieldShell({
  label,
  error,
  hint,
  className,
  control: render,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  control: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {render({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input. */
function Field({
  label,
  error,
  hint,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(a11y) => <Input {...a11y} {...input} />}
    />
  );
}

/** A labelled native <select>. */
function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: ComponentProps<"select"> & { label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(a11y) => (
        <NativeSelect {...a11y} {...select}>
          {children}
        </NativeSelect>
      )}
    />
  );
}

/** A labelled multi-line text. */
function TextareaField({
  label,
  error,
  hint,
  className,
  ...area
}: ComponentProps<"textarea"> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(a11y) => (
        <textarea
          {...a11y}
          {...area}
          className="w-full min-w-0 rounded-lg border border-border bg-card px-3 py-2 text-base aria-invalid:border-destructive"
        />
      )}
    />
  );
}

export { Field, SelectField, TextareaField };
