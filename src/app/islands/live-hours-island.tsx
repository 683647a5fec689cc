import { OpenStatus } from "@/components/layout/open-status";
import { OpeningHours } from "@/components/sections/opening-hours";
import type { SalonSettings } from "@/lib/settings/model";
import { hoursGroups } from "@/lib/settings/queries";
import { offlineDaysNote } from "@/domain/booking/online-days";
import { IslandRoot } from "./island-root";

/**
 * What depends on "now" on the home page (HM-09, OW-02: 'Abierto ahora', the next closures): shown
 * only once hydrated, so these islands hydrate as they near the viewport (`client:visible`).
 */
export function HoursIsland({ settings, title, text }: { settings: SalonSettings; title: string; text: string }) {
  return (
    <IslandRoot settings={settings}>
      <OpeningHours
        title={title}
        text={text}
        hours={hoursGroups(settings)}
        closures={settings.closures}
        offline={offlineDaysNote(settings)}
      />
    </IslandRoot>
  );
}

export function OpenStatusIsland({ settings, className }: { settings: SalonSettings; className?: string }) {
  return (
    <IslandRoot settings={settings}>
      <OpenStatus className={className} />
    </IslandRoot>
  );
}
