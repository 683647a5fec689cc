/** The reports area's face (#41, RP-01 … RP-04). */
export { staffReportRoutes } from "./routes";
