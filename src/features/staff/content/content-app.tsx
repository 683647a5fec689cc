/**
 * `/gestion/contenido` (issue 45, owner only): the salon's own face — for now its verified reviews
 * (RV-02, RV-03): replies, hiding with a reason, the Google profile.
 */
import { StaffGate } from "../shared/staff-gate";
import { ReviewsPanel } from "./reviews-panel";

export default function ContentApp() {
  return <StaffGate roles={["owner"]}>{() => <ReviewsPanel />}</StaffGate>;
}
