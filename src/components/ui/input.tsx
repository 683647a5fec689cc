import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Text-like input: 44 px tall, 16 px text (no zoom on iOS), red border when `aria-invalid`. */
function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cn(
        "h-11 w-full min-w-0 rounded-lg border border-border bg-card px-3 text-base disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
