import { useSyncExternalStore } from "react";
import { OfferPage } from "@/features/waitlist/offer-page";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/** `/hueco#<token>` (WL-02): client-only, the token lives in the fragment no server sees. */
export default function OfferIsland({ settings }: { settings: SalonSettings }) {
  const token = useSyncExternalStore(
    subscribe,
    () => window.location.hash.slice(1),
    () => "",
  );
  return (
    <IslandRoot settings={settings}>
      <OfferPage key={token} token={token} />
    </IslandRoot>
  );
}
