import { ReviewPage } from "@/features/reviews/review-page";
import { useFragment } from "@/hooks/use-fragment";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

/** `/resena#<token>` (RV-01): client-only, the token lives in the fragment no server sees. */
export default function ReviewIsland({ settings }: { settings: SalonSettings }) {
  const token = useFragment();
  return (
    <IslandRoot settings={settings}>
      <ReviewPage key={token} token={token} />
    </IslandRoot>
  );
}
