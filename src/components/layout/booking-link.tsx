import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import type { VariantProps } from "class-variance-authority";

/** Every booking button on the site leads to the booking section (NV-02), with a service chosen if given (BK-13). */
export function BookingLink({
  children,
  className,
  variant,
  size,
  serviceId,
  onClick,
}: { children: ReactNode; className?: string; serviceId?: string; onClick?: () => void } & VariantProps<
  typeof buttonVariants
>) {
  return (
    <a
      href={serviceId ? paths.bookService(serviceId) : paths.booking}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
