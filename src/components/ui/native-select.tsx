import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { controlClasses } from "./input";

/** The platform's own <select> (best on phones), styled like Input. */
function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="native-select" className={cn(controlClasses, "pr-8", className)} {...props} />;
}

export { NativeSelect };
