import type { ComponentType } from "react";
import { PhotosContext } from "@/hooks/use-photos";
import { SettingsContext } from "@/hooks/use-settings";
import type { Photos } from "@/lib/photos";
import type { SalonSettings } from "@/lib/settings/model";
import { seedSettings } from "@/lib/settings/seed";

/**
 * A static part (no client directive, PF-01) given the page's settings and photos: Astro renders
 * each component on its own, so what the React tree reads from context is handed in here.
 */
export function InPage<P extends object>({
  settings = seedSettings,
  photos = {},
  Component,
  props,
}: {
  settings?: SalonSettings;
  photos?: Photos;
  Component: ComponentType<P>;
  props: P;
}) {
  return (
    <SettingsContext value={settings}>
      <PhotosContext value={photos}>
        <Component {...props} />
      </PhotosContext>
    </SettingsContext>
  );
}
