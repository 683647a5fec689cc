/**
 * The salon's settings for the React tree (OW-02): the root route's loader
 * reads them on the server (from the settings cache) and the page is
 * rendered and hydrated with them; anything outside a provider (unit tests,
 * a static-only build) reads the seed from src/content.
 */
import { createContext, useContext } from "react";
import type { SalonSettings } from "@/lib/settings/model";
import { seedSettings } from "@/lib/settings/seed";

export const SettingsContext = createContext<SalonSettings>(seedSettings);

export function useSettings(): SalonSettings {
  return useContext(SettingsContext);
}
