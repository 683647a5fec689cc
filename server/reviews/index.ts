/** The reviews area's face (#45, RV-01 … RV-04): the invitation's renderer, the home page's reviews and the routes. */
export { reviewRenderers } from "./messages";
export { publicReviews } from "./service";
export { reviewRoutes, staffReviewRoutes } from "./routes";
