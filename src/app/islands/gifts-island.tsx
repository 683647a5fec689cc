import { GiftsPage } from "@/features/gifts/gifts-page";
import { useFragment } from "@/hooks/use-fragment";
import { useLocationSearch } from "@/hooks/use-location-search";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

/** `/regalos` (PY-04): client-only; `#<code>` shows a bought one's printable card. */
export default function GiftsIsland({ settings }: { settings: SalonSettings }) {
  const code = useFragment();
  const { search } = useLocationSearch();
  return (
    <IslandRoot settings={settings}>
      <GiftsPage
        key={code}
        code={decodeURIComponent(code)}
        bought={new URLSearchParams(search).get("compra") === "ok"}
      />
    </IslandRoot>
  );
}
