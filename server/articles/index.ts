/** The articles area's face (#45, CN-02): the seed, what the pages read, and the owner's routes. */
export { pageArticles, seedArticlesIfEmpty } from "./service";
export { staffArticleRoutes } from "./routes";
