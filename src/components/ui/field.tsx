import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

const control =
  "h-11 w-full rounded-lg border border-border bg-card px-3 text-base aria-invalid:border-destructive disabled:opacity-60";

/** A labelled input with its error wired for assistive tech (useId, aria-invalid, aria-describedby). */
function Field({
  label,
  error,
  hint,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={control}
        {...input}
      />
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

/** A labelled native <select>. */
function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: ComponentProps<"select"> & { label: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "pr-8")}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { Field, SelectField };
