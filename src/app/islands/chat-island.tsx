import ChatWidget from "@/features/chat/components/chat-widget";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

// The chat answers booking requests with the booking rules (CH-11), loaded as their own small chunk
// when a booking request is typed…
const loadSlotRules = () => import("@/domain/booking/availability").then((m) => m.availableSlots);
// …and refines them with the booking service's free times, through the widget's own API client.
async function loadFreeTimes(serviceId: string, date: string, staffId?: string): Promise<string[] | null> {
  const { fetchAvailability } = await import("@/features/booking/booking-api");
  const query = new URLSearchParams({ service: serviceId, date, ...(staffId ? { staff: staffId } : {}) });
  return fetchAvailability(query.toString()).then(
    (slots) => slots.filter((s) => s.staff.length > 0).map((s) => s.time),
    () => null,
  );
}

/**
 * The chat (CH-*): its closed launcher is in the page's HTML as a plain button; the island's code
 * loads on the first click on it (`client:click`, src/app/astro/click-directive.ts), PF-01.
 */
export default function ChatIsland({ settings }: { settings: SalonSettings }) {
  return (
    <IslandRoot settings={settings}>
      <ChatWidget loadSlotRules={loadSlotRules} loadFreeTimes={loadFreeTimes} />
    </IslandRoot>
  );
}
