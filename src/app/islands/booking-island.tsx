import { BookingWidget } from "@/features/booking/components/booking-widget";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

/** The booking widget (BK-*), hydrated as it nears the viewport (`client:visible`, PF-01). */
export default function BookingIsland({ settings }: { settings: SalonSettings }) {
  return (
    <IslandRoot settings={settings}>
      <BookingWidget />
    </IslandRoot>
  );
}
