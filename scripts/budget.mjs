// Performance budget (PF-02, issue 21). `npm run bench` measures; this module judges.
// JavaScript is what Chromium at 412 px requested before any interaction, until the network is idle
// (compressed bytes as transferred).
export const budget = {
  /** `/` at first paint: the inline island runtime and scripts only, nothing of React. */
  homeJsGzip: 10 * 1024,
  /** `/blog`, an article, the legal pages: no script at all. */
  staticPagesJsGzip: 0,
  /** `/` once scrolled to #reservas: React and the booking widget. */
  homeBookingJsGzip: 95 * 1024,
  /** SP-01: `/gestion` signed out (the door: a form and its script, no React) on a phone in the salon. */
  staffSignInJsGzip: 60 * 1024,
  performance: 98,
  /** Lighthouse mobile Total Blocking Time, ms (median of the runs). */
  tbt: 50,
  /** CN-05: Lighthouse mobile Largest Contentful Paint, ms (median of the runs), on these routes, with real photos. */
  lcp: 1200,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
};

/** The pages that must ship no JavaScript, and the pages Lighthouse judges. */
export const staticPages = ["/blog", "/blog/3", "/privacidad", "/aviso-legal"];
/** SP-01: the staff pages' door, signed out. */
export const staffSignInPage = "/gestion";
export const lighthouseRoutes = ["/", "/blog", "/blog/3"];
/** CN-05: the routes whose mobile LCP is judged (the hero's photo; an article's cover photo). */
export const lcpRoutes = ["/", "/blog/3"];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Returns the list of missed targets for a bench result. */
export function missedTargets(result) {
  const missed = [];
  for (const page of result.js ?? []) {
    const limit =
      page.route === "/"
        ? budget.homeJsGzip
        : staticPages.includes(page.route)
          ? budget.staticPagesJsGzip
          : page.route === staffSignInPage
            ? budget.staffSignInJsGzip
            : null;
    if (limit !== null && page.jsBytes > limit)
      missed.push(`${page.route} requests ${kb(page.jsBytes)} of JavaScript > ${kb(limit)}`);
    if (page.afterBookingBytes !== undefined && page.afterBookingBytes > budget.homeBookingJsGzip)
      missed.push(
        `${page.route} after scrolling to #reservas ${kb(page.afterBookingBytes)} > ${kb(budget.homeBookingJsGzip)}`,
      );
  }
  for (const run of result.lighthouse) {
    for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
      if (run.scores[category] < budget[category]) {
        missed.push(`${run.formFactor} ${run.route} ${category} ${run.scores[category]} < ${budget[category]}`);
      }
    }
    if (run.formFactor === "mobile" && run.tbt > budget.tbt)
      missed.push(`mobile ${run.route} TBT ${Math.round(run.tbt)} ms > ${budget.tbt} ms`);
    if (run.formFactor === "mobile" && lcpRoutes.includes(run.route) && run.lcp > budget.lcp)
      missed.push(`mobile ${run.route} LCP ${Math.round(run.lcp)} ms > ${budget.lcp} ms`);
    if (run.cls > budget.cls) missed.push(`${run.formFactor} ${run.route} CLS ${run.cls} > ${budget.cls}`);
  }
  return missed;
}
