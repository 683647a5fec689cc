import type { ReactNode } from "react";
import { ChatLauncher } from "@/features/chat/components/chat-launcher";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { site } from "@/content/site";
import { paths } from "@/lib/paths";

// The app joins the features: the chat answers booking requests with the booking rules (CH-11),
// loaded as their own small chunk when the chat opens, never in the page's initial JavaScript.
const loadSlotRules = () => import("@/domain/booking/availability").then((m) => m.availableSlots);
// …and refines them with the booking service's free times, through the widget's own API client.
async function loadFreeTimes(serviceId: string, date: string): Promise<string[] | null> {
  const { fetchAvailability } = await import("@/features/booking/booking-api");
  return fetchAvailability(new URLSearchParams({ service: serviceId, date }).toString()).then(
    (slots) => slots.filter((s) => s.staff.length > 0).map((s) => s.time),
    () => null,
  );
}

/** The public page's frame; `bare` (the staff pages): only the salon's name and a way back to the site. */
export function SiteShell({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  if (bare)
    return (
      <>
        <header className="border-b border-border bg-card">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <span className="font-serif text-lg font-semibold">{site.name} · Gestión</span>
            <a href={paths.home} className="text-sm font-medium text-primary underline underline-offset-2">
              Ver la web
            </a>
          </div>
        </header>
        <main id="contenido" tabIndex={-1} className="outline-none">
          {children}
        </main>
      </>
    );
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher loadSlotRules={loadSlotRules} loadFreeTimes={loadFreeTimes} />
    </>
  );
}
