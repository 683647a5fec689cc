import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The site's card surface: white, bordered, rounded; for lists, use the classes on the item itself. */
const cardVariants = cva("rounded-2xl border border-border bg-card", {
  variants: {
    padding: { none: "", sm: "p-3", md: "p-4", lg: "p-6" },
    elevated: { true: "shadow-sm", false: "" },
  },
  defaultVariants: { padding: "none", elevated: false },
});

function Card({ className, padding, elevated, ...props }: ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ padding, elevated }), className)} {...props} />;
}

export { Card, cardVariants };
