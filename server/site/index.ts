/** The site area's face (#41): the pages rendered on request and the static files. */
export { type AstroHandler, type SitePages, sitePages } from "./pages";
export { buildHeaders, staticSite } from "./static-site";
