/**
 * `/gestion/contenido` (issue 45, owner only): the salon's own face — the hero and 'Nosotros', the
 * gallery, the team's words (CN-01), the blog's articles (CN-02) and the verified reviews (RV-02, RV-03). Saved like the settings:
 * audited, live from the next page load.
 */
import { StaffGate } from "../shared/staff-gate";
import { ArticlesPanel } from "./articles-panel";
import { GalleryForm } from "./gallery-form";
import { HomeContentForm } from "./home-content-form";
import { ReviewsPanel } from "./reviews-panel";
import { TeamBiosForm } from "./team-bios-form";

export default function ContentApp() {
  return (
    <StaffGate roles={["owner"]}>
      {() => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
          <HomeContentForm />
          <GalleryForm />
          <TeamBiosForm />
          <ArticlesPanel />
          <ReviewsPanel />
        </div>
      )}
    </StaffGate>
  );
}
