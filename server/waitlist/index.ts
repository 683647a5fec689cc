/** The waitlist area's face (#41, WL-01 … WL-03): its sweep, its offers' messages and its routes. */
export { sweepWaitlist } from "./service";
export { offerRenderers } from "./messages";
export { staffWaitlistRoutes, waitlistRoutes } from "./routes";
