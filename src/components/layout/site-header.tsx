import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { nav } from "@/content/home";
import { BookingLink } from "./booking-link";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.hash}>
                <SectionLink
                  hash={item.hash}
                  className="rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted hover:text-primary"
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <BookingLink size="sm" className="hidden sm:inline-flex">
            Reservar Cita
          </BookingLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** Below the desktop breakpoint: a dialog with the same links (NV-03). */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Abrir menú</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100vw)] flex-col gap-6 overflow-y-auto bg-background p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">Menú</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Cerrar menú</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Secciones del sitio</Dialog.Description>
          <nav aria-label="Menú móvil">
            <ul className="flex flex-col gap-1">
              {nav.map((item) => (
                <li key={item.hash}>
                  <SectionLink
                    hash={item.hash}
                    onClick={close}
                    className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted hover:text-primary"
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <BookingLink onClick={close}>Reservar Cita</BookingLink>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
