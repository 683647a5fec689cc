/** The people area's face (#41): accounts, sessions, the first owner, and their mail. */
export type { Person } from "./repository";
export { countOwners } from "./repository";
export { staffSessions } from "./accounts-service";
export { createOwner } from "./owner";
export { accountRenderers } from "./messages";
export { accountRoutes } from "./account-routes";
export { peopleRoutes } from "./people-routes";
export { newToken, tokenHash } from "./passwords";
