import type { ReactNode } from "react";
import { ChatLauncher } from "@/features/chat/components/chat-launcher";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

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

export function SiteShell({ children }: { children: ReactNode }) {
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
