import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The platform's own <select> (best on phones), styled like Input. */
function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-11 w-full rounded-lg border border-border bg-card px-3 pr-8 text-base disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
