import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/**
 * A modal dialog (Radix: focus trap, Escape, focus return, aria-modal) with
 * the site's look: overlay, centred card, a title, an optional description and
 * an icon-only close button whose name is read out ('Cerrar').
 */
function Dialog({
  open,
  onDismiss,
  title,
  description,
  children,
  closeDisabled,
  className,
  ...content
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & {
  open: boolean;
  /** Escape, the overlay or the close button. */
  onDismiss: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** While something is being saved, the close button waits. */
  closeDisabled?: boolean;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-foreground/50" />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl",
            className,
          )}
          {...content}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title data-slot="dialog-title" className="font-display text-2xl font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" className="-m-2" disabled={closeDisabled}>
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Cerrar</span>
              </Button>
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description data-slot="dialog-description" className="mt-1 text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A button that closes the dialog it is in (e.g. 'Cancelar'). */
function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" asChild {...props} />;
}

export { Dialog, DialogClose };
