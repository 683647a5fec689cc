import { SiteFooter } from "@/components/layout/site-footer";
import { ArticleView, type ArticleViewProps } from "@/features/blog/components/article-view";
import { SettingsContext } from "@/hooks/use-settings";
import type { SalonSettings } from "@/lib/settings/model";

/**
 * Static parts (no client directive, PF-01) that read the salon's settings from the React context:
 * Astro renders each component on its own, so the page's settings are handed in here.
 */
export function SettingsFooter({ settings }: { settings: SalonSettings }) {
  return (
    <SettingsContext value={settings}>
      <SiteFooter />
    </SettingsContext>
  );
}

export function SettingsArticle({ settings, ...props }: ArticleViewProps & { settings: SalonSettings }) {
  return (
    <SettingsContext value={settings}>
      <ArticleView {...props} />
    </SettingsContext>
  );
}
