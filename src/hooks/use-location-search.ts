import { useSyncExternalStore } from "react";
import { locationKey, subscribeToLocation } from "@/lib/navigation";

/**
 * The page's query string and a key that changes with each same-page navigation
 * (src/lib/navigation.ts); empty while rendering on the server.
 */
export function useLocationSearch(): { search: string; key: number } {
  const search = useSyncExternalStore(
    subscribeToLocation,
    () => window.location.search,
    () => "",
  );
  const key = useSyncExternalStore(subscribeToLocation, locationKey, () => 0);
  return { search, key };
}
