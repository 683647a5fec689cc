import type { ComponentType } from "react";
import { PhotosContext } from "@/hooks/use-photos";
import { SettingsProvider } from "@/hooks/use-settings";
import type { Photos } from "@/lib/photos";
import type { SalonSettings } from "@/lib/settings/model";

/**
 * A static part (no client directive, PF-01) given the page's settings and photos: Astro renders
 * each component on its own, so what the React tree reads from context is handed in here. A part
 * given no settings reads none (one that does fails the render, OW-11).
 */
export function InPage<P extends object>({
  settings,
  photos = {},
  Component,
  props,
}: {
  settings?: SalonSettings;
  photos?: Photos;
  Component: ComponentType<P>;
  props: P;
}) {
  const part = (
    <PhotosContext value={photos}>
      <Component {...props} />
    </PhotosContext>
  );
  return settings ? <SettingsProvider initial={settings}>{part}</SettingsProvider> : part;
}
