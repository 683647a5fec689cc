/**
 * The salon's settings for the React tree (OW-02, OW-11): one store per island. A public island
 * gets them from its page (rendered from the server's settings cache); a staff island loads the
 * live settings from `/api/settings` before its app renders (src/app/islands/live-settings.tsx);
 * `/gestion/ajustes` replaces them in the same store when it saves, so every part of the page
 * shows what was saved. A component outside a provider throws: nothing falls back to the seed.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { SalonSettings } from "@/lib/settings/model";

interface SettingsStore {
  settings: SalonSettings;
  replace: (next: SalonSettings) => void;
}

const SettingsContext = createContext<SettingsStore | null>(null);

export function SettingsProvider({ initial, children }: { initial: SalonSettings; children: ReactNode }) {
  const [settings, replace] = useState(initial);
  const store = useMemo(() => ({ settings, replace }), [settings]);
  return <SettingsContext value={store}>{children}</SettingsContext>;
}

function useStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store)
    throw new Error("useSettings: no SettingsProvider above this component (every island provides the live settings)");
  return store;
}

export function useSettings(): SalonSettings {
  return useStore().settings;
}

/** For the settings editor: what the server answered a save with becomes the page's settings. */
export function useReplaceSettings(): (next: SalonSettings) => void {
  return useStore().replace;
}
