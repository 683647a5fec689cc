import { X } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  cloneElement,
  useContext,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/** Focus hooks like Radix's: call `preventDefault()` to move focus yourself. */
type FocusHook = (event: Event) => void;

const DismissContext = createContext<() => void>(() => {});

/**
 * A modal dialog on the browser's own <dialog> (showModal: the page behind is inert, focus stays
 * inside, Escape closes it, focus returns to where it was) with the site's look: backdrop, centred
 * card, a title, an optional description and an icon-only close button whose name is read out
 * ('Cerrar'). No script-injected styles, so the pages' CSP needs no 'unsafe-inline' (PF-03).
 */
function Dialog({
  open,
  onDismiss,
  title,
  description,
  children,
  closeDisabled,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: Omit<ComponentProps<"dialog">, "title" | "open"> & {
  open: boolean;
  /** Escape, a click on the backdrop or the close button. */
  onDismiss: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** While something is being saved, the close button waits. */
  closeDisabled?: boolean;
  onOpenAutoFocus?: FocusHook;
  onCloseAutoFocus?: FocusHook;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest hooks, read when the dialog opens and closes (kept before any layout effect runs, so
  // the render that closes the dialog hands its own onCloseAutoFocus).
  const hooks = useRef({ onOpenAutoFocus, onCloseAutoFocus });
  useInsertionEffect(() => {
    hooks.current = { onOpenAutoFocus, onCloseAutoFocus };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const opening = new Event("openautofocus", { cancelable: true });
    hooks.current.onOpenAutoFocus?.(opening);
    return () => {
      if (dialog.open) dialog.close();
      const closing = new Event("closeautofocus", { cancelable: true });
      hooks.current.onCloseAutoFocus?.(closing);
      if (!closing.defaultPrevented) previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // A click on the backdrop lands on the <dialog> itself; Escape is the browser's 'cancel'.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      data-slot="dialog-content"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
      className={cn(
        "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 text-foreground shadow-xl backdrop:bg-foreground/50",
        className,
      )}
      {...rest}
    >
      <DismissContext value={onDismiss}>
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} data-slot="dialog-title" className="font-display text-2xl font-semibold">
            {title}
          </h2>
          <Button variant="ghost" size="icon" className="-m-2" disabled={closeDisabled} onClick={onDismiss}>
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Cerrar</span>
          </Button>
        </div>
        {description ? (
          <p id={descriptionId} data-slot="dialog-description" className="mt-1 text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
        {children}
      </DismissContext>
    </dialog>
  );
}

/** Makes its one child (e.g. a 'Cancelar' button) close the dialog it is in. */
function DialogClose({ children }: { children: ReactElement<{ onClick?: () => void }> }) {
  const dismiss = useContext(DismissContext);
  return cloneElement(children, { onClick: dismiss });
}

export { Dialog, DialogClose };
