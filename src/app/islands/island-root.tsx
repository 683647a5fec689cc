import { Component, type ReactNode } from "react";
import { ErrorPage } from "@/components/sections/error-page";
import { PhotosContext } from "@/hooks/use-photos";
import { SettingsProvider } from "@/hooks/use-settings";
import type { Photos } from "@/lib/photos";
import type { SalonSettings } from "@/lib/settings/model";

/**
 * What every island shares (docs/decisions/020-public-pages-as-islands.md): the salon's settings
 * and photos of the page it came with (OW-02), and its own error boundary (RT-05): an island that fails to
 * render shows the fallback in its place while the rest of the page keeps working.
 */
export function IslandRoot({
  settings,
  photos,
  children,
}: {
  /** The page's settings; a staff island omits them and loads the live ones (./live-settings.tsx). */
  settings?: SalonSettings;
  /** The page's photos the island shows (src/app/photos.ts). */
  photos?: Photos;
  children: ReactNode;
}) {
  let inner = <IslandBoundary>{children}</IslandBoundary>;
  if (photos) inner = <PhotosContext value={photos}>{inner}</PhotosContext>;
  return settings ? <SettingsProvider initial={settings}>{inner}</SettingsProvider> : inner;
}

class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPage inIsland /> : this.props.children;
  }
}
