import { Menu, X } from "lucide-react";
import { giftsLabel, nav } from "@/content/home";
import { paths } from "@/lib/paths";
import { BookingLink } from "./booking-link";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";
import { Button } from "@/components/ui/button";
import { MOBILE_MENU_ID } from "./menu-id";

/** `gifts`: bonos or gift cards are on sale, so 'Regalos' is in the menu (CN-04). */
export function SiteHeader({ gifts = false }: { gifts?: boolean }) {
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
            {gifts && (
              <li>
                <a
                  href={paths.gifts}
                  className="rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted hover:text-primary"
                >
                  {giftsLabel}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden sm:block">
            <BookingLink size="sm">Reservar Cita</BookingLink>
          </span>
          <MobileMenu gifts={gifts} />
        </div>
      </div>
    </header>
  );
}

/**
 * Below the desktop breakpoint: a native modal <dialog> with the same links (NV-03), opened and
 * closed by invoker commands (`commandfor`) with no script at all (PF-01). The browser traps focus,
 * closes on Escape and on the backdrop (`closedby="any"`) and returns focus to the trigger; a
 * followed link closes it (the layout's inline script).
 */
function MobileMenu({ gifts }: { gifts: boolean }) {
  const open = { commandfor: MOBILE_MENU_ID, command: "show-modal" } as Record<string, string>;
  const close = { commandfor: MOBILE_MENU_ID, command: "close" } as Record<string, string>;
  return (
    <>
      <Button type="button" variant="ghost" size="icon" aria-haspopup="dialog" className="lg:hidden" {...open}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Abrir menú</span>
      </Button>
      <dialog
        id={MOBILE_MENU_ID}
        aria-labelledby="menu-movil-titulo"
        closedby="any"
        className="m-0 ml-auto h-dvh max-h-none w-[min(20rem,100vw)] max-w-none overflow-y-auto bg-background p-0 text-foreground shadow-xl backdrop:bg-foreground/40"
      >
        <div className="flex flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <h2 id="menu-movil-titulo" className="text-lg font-semibold">
              Menú
            </h2>
            <Button type="button" variant="ghost" size="icon" {...close}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Cerrar menú</span>
            </Button>
          </div>
          <nav aria-label="Menú móvil">
            <ul className="flex flex-col gap-1">
              {nav.map((item) => (
                <li key={item.hash}>
                  <SectionLink
                    hash={item.hash}
                    className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted hover:text-primary"
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
              {gifts && (
                <li>
                  <a
                    href={paths.gifts}
                    className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted hover:text-primary"
                  >
                    {giftsLabel}
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <BookingLink>Reservar Cita</BookingLink>
        </div>
      </dialog>
    </>
  );
}
