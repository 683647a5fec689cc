/** The checkout area's face (#44, TK-01 … TK-03): the desk's sale, its invoice and VERI*FACTU record. */
export { staffCheckoutRoutes } from "./routes";
export { sendPending, submissionConfig } from "./submission";
export { ticketRenderers } from "./messages";
export type { CodeTender } from "./service";
