import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-strong",
        outline: "border border-primary bg-card text-primary hover:bg-secondary",
        ghost: "text-foreground hover:bg-muted",
        light: "bg-card text-primary shadow-sm hover:bg-secondary",
        destructive: "bg-destructive text-white shadow-sm hover:bg-destructive/90",
        /** On a brand-coloured surface (the chat's header). */
        "on-primary": "text-primary-foreground hover:bg-white/15",
      },
      size: {
        default: "h-11 px-6 text-sm",
        sm: "h-9 px-4 text-sm",
        lg: "h-12 px-8 text-base",
        /** Icon-only buttons: the icon plus an sr-only label inside. 44 px, the touch-target size. */
        icon: "size-11",
        "icon-sm": "size-10",
        "icon-lg": "size-14",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

function Button({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
