/**
 * The team-phones area's face (#46, SP-02 … SP-04): pushes to the team's devices (fanned out from the
 * database's staff events, sent by the outbox), the private calendar feed, the live agenda.
 */
export { fanOutStaffEvents, pushRenderers } from "./push";
export { feedRoutes, teamPhoneRoutes, type LiveTiming } from "./routes";
