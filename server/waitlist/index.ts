/** The waitlist area's face (#41, WL-01 … WL-06): its sweep, its offers' messages, its routes, and freed shifts. */
export { sweepWaitlist } from "./service";
export { offerRenderers } from "./messages";
export { staffWaitlistRoutes, waitlistRoutes } from "./routes";
import { waitlistRepository } from "./repository";

/** WL-04: a professional's added working time (the team's save) is freed time for the waitlist. */
export const recordFreedShifts = waitlistRepository.freedShifts;
