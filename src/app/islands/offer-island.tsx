import { OfferPage } from "@/features/booking/waitlist/offer-page";
import { useFragment } from "@/hooks/use-fragment";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

/** `/hueco#<token>` (WL-02): client-only, the token lives in the fragment no server sees. */
export default function OfferIsland({ settings }: { settings: SalonSettings }) {
  const token = useFragment();
  return (
    <IslandRoot settings={settings}>
      <OfferPage key={token} token={token} />
    </IslandRoot>
  );
}
