import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The look every form control shares (input, native select). */
const controlClasses =
  "h-11 w-full min-w-0 rounded-lg border border-border bg-card px-3 text-base aria-invalid:border-destructive disabled:opacity-60";

/** Text-like input: 44 px tall, 16 px text (no zoom on iOS), red border when `aria-invalid`. */
function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClasses, className)} {...props} />;
}

export { controlClasses, Input };
