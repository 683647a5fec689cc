// `npm run bench`: build, start the server, run Lighthouse (mobile and desktop) on the
// key routes with Debian's Chromium, measure initial JS/CSS per route, load-test the
// booking API (scripts/bench-api.mjs), write docs/performance.md and fail when a target is missed.
// Options: --no-build (reuse build/), --runs=N (median of N Lighthouse runs, default 3: single runs
// vary by a few points), --no-api (skip the API load test).
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { budget, missedTargets } from "./budget.mjs";
import debianChromium from "./chromium.json" with { type: "json" };
import { benchApi, missedApiTargets, TARGETS } from "./bench-api.mjs";
import { benchMail } from "./bench-mail.mjs";
import { benchSettings, missedSettingsTargets, SETTINGS_TARGETS } from "./bench-settings.mjs";
import { initialAssets } from "./route-assets.mjs";
import { startServer } from "./start-server.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const routes = ["/", "/blog", "/blog/3"];
/** Every public page, as the server's sitemap lists them, with the HTML it sends (pages render on request). */
async function sitemapPages(base) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const list = new URL(/<loc>([^<]+)<\/loc>/.exec(index)[1]).pathname;
  const xml = await (await fetch(`${base}${list}`)).text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return Promise.all(routes.map(async (route) => ({ route, html: await (await fetch(`${base}${route}`)).text() })));
}
const port = 4180;
const MAIL_TARGET_MS = 10_000;
const root = new URL("..", import.meta.url);

if (!args.includes("--no-build")) execSync("npm run build", { stdio: "inherit", cwd: root });

const dataDir = mkdtempSync(join(tmpdir(), "salon-bench-site-"));
const server = await startServer({ port, env: { DATA_DIR: dataDir, DATABASE_URL: "" } });
const pages = await sitemapPages(server.url);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? debianChromium.path,
  chromeFlags: ["--headless=new", ...debianChromium.flags],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lighthouseRuns = [];
try {
  for (const formFactor of ["mobile", "desktop"]) {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(
          `http://localhost:${port}${route}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
        samples.push({
          scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round(v.score * 100)])),
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
            .map((a) => a.id),
        });
      }
      const pick = samples.sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(samples.length / 2)];
      lighthouseRuns.push({ formFactor, route, ...pick, lcp: median(samples.map((s) => s.lcp)) });
      console.log(formFactor, route, JSON.stringify(pick.scores), "CLS", pick.cls.toFixed(3), pick.failing.join(", "));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const api = args.includes("--no-api") ? null : await benchApi();
// Mail under load (RL-04): every confirmation at a local SMTP catcher within 10 s of its 201.
const mail = args.includes("--no-mail") ? null : await benchMail();

// Settings live on the site (OW-02): a change on / within 5 s, cached and uncached render times.
const settingsBench = args.includes("--no-settings") ? null : await benchSettings();

const assets = pages.map(({ route, html }) => ({ route, ...initialAssets(route, undefined, html) }));
const result = { date: new Date().toISOString(), assets, lighthouse: lighthouseRuns };
const missed = [
  ...missedTargets(result),
  ...(api ? missedApiTargets(api) : []),
  ...(settingsBench ? missedSettingsTargets(settingsBench) : []),
  ...(mail && (mail.delivered < mail.booked || mail.maxMs > MAIL_TARGET_MS)
    ? [
        `mail: ${mail.delivered}/${mail.booked} delivered, slowest ${mail.maxMs} ms (target all within ${MAIL_TARGET_MS} ms)`,
      ]
    : []),
];
if (mail) result.mail = mail;
if (settingsBench) result.settings = settingsBench;
if (api) result.api = api;
const frameworkGzip = initialAssets(
  "/",
  (file) => /\/(entry\.client|jsx-runtime|react-dom)-/.test(file),
  pages.find((p) => p.route === "/")?.html,
).js.gzip;

const kb = (bytes) => (bytes / 1024).toFixed(1);

function apiSection(api) {
  const rows = (r) =>
    [
      ["availability, as fast as it goes", r.availability],
      [`availability at ${TARGETS[r.engine].availability ?? "—"}/s`, r.availabilityAtTarget],
      ["bookings, as fast as they go", r.bookings],
      [`bookings at ${TARGETS[r.engine].bookings}/s`, r.bookingsAtTarget],
    ]
      .filter(([, v]) => v)
      .map(
        ([label, v]) =>
          `| ${r.engine} | ${label} | ${v.requestsPerSecond} | ${v.okPerSecond} | ${v.p50} | ${v.p99} | ${Object.entries(
            v.statuses,
          )
            .map(([code, n]) => `${code}×${n}`)
            .join(" ")} |`,
      )
      .join("\n");
  return `## Booking API

\`scripts/bench-api.mjs\` with autocannon on loopback (${api.connections} connections, ${api.durationSeconds} s per run, the
load generator on the same 2 cores). Bookings are random services, days (over a long horizon, so professionals
never run out) and times with 'Sin preferencia'; a 409 is a slot with nobody left, a 422 a time outside every
shift. "OK/s" counts 200 (availability) or 201 (bookings). Latency is judged at the target rate.

| Engine | Run | Requests/s | OK/s | p50 (ms) | p99 (ms) | Statuses |
|---|---|---:|---:|---:|---:|---|
${api.results.map(rows).join("\n")}

| Engine | Cold start, existing data (ms) | First start, empty data dir (ms) | RSS idle after start (MB) | RSS after load (MB) | Peak RSS (MB) |
|---|---:|---:|---:|---:|---:|
${api.results.map((r) => `| ${r.engine} | ${r.coldStartMs} | ${r.firstStartMs} | ${r.memory.idleMb} | ${r.memory.rssMb} | ${r.memory.peakMb} |`).join("\n")}

Targets (issue #10): PostgreSQL ≥ ${TARGETS.postgres.bookings} bookings/s and ≥ ${TARGETS.postgres.availability} availability/s with p99 < ${TARGETS.postgres.p99} ms;
PGlite ≥ ${TARGETS.pglite.bookings} bookings/s, cold start < ${TARGETS.pglite.coldStartMs} ms on an existing data dir, RSS < ${TARGETS.pglite.rssMb} MB
(judged after the load; the peak is PGlite compiling its WebAssembly at start).
${api.results.some((r) => r.engine === "postgres") ? "" : "\nPostgreSQL was not measured: set BENCH_DATABASE_URL (or DATABASE_URL).\n"}
`;
}
function mailSection(m) {
  return `## Mail under load (RL-04)

\`scripts/bench-mail.mjs\`: the built server on a fresh PGlite with \`SMTP_URL\` at a local SMTP catcher (smtp-server, in the
bench's process), bookings arriving at ${m.ratePerSecond}/s for ${m.seconds} s on loopback (distinct free times, each with its own email).
Latency is from a booking's 201 to the catcher accepting its confirmation.

| Bookings/s | Booked (201) | Confirmations received | p50 (ms) | p95 (ms) | Slowest (ms) | Statuses |
|---:|---:|---:|---:|---:|---:|---|
| ${m.ratePerSecond} | ${m.booked} | ${m.delivered} | ${m.p50Ms} | ${m.p95Ms} | ${m.maxMs} | ${Object.entries(
    m.statuses,
  )
    .map(([code, n]) => `${code}×${n}`)
    .join(" ")} |

Target: every confirmation within ${MAIL_TARGET_MS / 1000} s. Before issue 16 the outbox sent one mail at a time from a claim of 20
(about 1 mail/s under load: confirmations ~3 minutes late); it now sends 8 at once per process over an SMTP pool.
`;
}

function settingsSection(r) {
  return `## Settings live on the site (OW-02)

\`scripts/bench-settings.mjs\`: the built server on a fresh PGlite, signed in. "Cached" is \`/\` from the page cache
(${r.cached.n} requests in a row, gzip kept with the page); "uncached" is \`/\` right after a saved change (settings reloaded
from the database and the page rendered), ${r.uncached.n} times; render times are the server's own (its \`Server-Timing\`
header), the round trip is as the bench's client on the same 2 cores saw it. "Visible" is from sending a price change to
\`/\` showing it (polled every 25 ms), ${r.visible.n} changes. Home HTML ${r.homeHtmlKb} kB before compression.

| Measure | p50 (ms) | p99 (ms) | Round trip p99 (ms) | Target p99 (ms) |
|---|---:|---:|---:|---:|
| cached render of \`/\` | ${r.cached.p50Ms} | ${r.cached.p99Ms} | ${r.cached.roundTripP99Ms} | ${SETTINGS_TARGETS.cachedP99Ms} |
| uncached render of \`/\` | ${r.uncached.p50Ms} | ${r.uncached.p99Ms} | ${r.uncached.roundTripP99Ms} | ${SETTINGS_TARGETS.uncachedP99Ms} |
| a change visible on \`/\` | ${r.visible.p50Ms} | ${r.visible.p99Ms} | — | ${SETTINGS_TARGETS.visibleP99Ms} |

On PostgreSQL with several processes, another process hears the change through LISTEN/NOTIFY (tested in
\`server/settings.test.ts\`, PostgreSQL suite); its next request renders the page again.
`;
}

const doc = `# Performance

Measured by \`npm run bench\` (scripts/bench.mjs) on ${result.date.slice(0, 10)}: production build served by
the salon's own server (\`build/server/main.js\`, as \`npm start\`), Lighthouse ${"12"} in Debian Chromium,
${runs} run(s) per route, on a 2-core machine.
Budget (scripts/budget.mjs): home initial JS ≤ ${budget.homeInitialJsGzip / 1024} kB gzip; performance ≥ ${budget.performance};
accessibility, best practices and SEO ${budget.seo}; CLS ${budget.cls}.

## Initial JS and CSS per route

What a route loads before it is interactive (module scripts, modulepreloads and stylesheets in the
HTML the server sends; pages render on request since issue 18). Lazy chunks (calendar, booking dialog, chat) come later and are not counted.

| Route | JS files | JS raw (kB) | JS gzip (kB) | CSS raw (kB) | CSS gzip (kB) |
|---|---:|---:|---:|---:|---:|
${assets.map((a) => `| \`${a.route}\` | ${a.jsFiles} | ${kb(a.js.raw)} | ${kb(a.js.gzip)} | ${kb(a.css.raw)} | ${kb(a.css.gzip)} |`).join("\n")}

## Lighthouse

| Form factor | Route | Performance | Accessibility | Best practices | SEO | CLS | LCP (ms) | TBT (ms) |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${lighthouseRuns
  .map(
    (r) =>
      `| ${r.formFactor} | \`${r.route}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.cls.toFixed(3)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} |`,
  )
  .join("\n")}

${api ? apiSection(api) : "## Booking API\n\nNot measured in this run (--no-api).\n"}
${mail ? mailSection(mail) : "## Mail under load\n\nNot measured in this run (--no-mail).\n"}
${settingsBench ? settingsSection(settingsBench) : "## Settings live on the site\n\nNot measured in this run (--no-settings).\n"}
## Budget check

${missed.length === 0 ? "All targets met." : missed.map((m) => `- Missed: ${m}`).join("\n")}

Of the home page's initial JavaScript, ${kb(frameworkGzip)} kB gzip is React, React DOM and React Router
themselves (the \`entry.client\`, \`jsx-runtime\` and \`react-dom\` chunks); the rest is the site's own code.
See docs/decisions/004-first-paint-before-javascript.md.
`;
writeFileSync(new URL("docs/performance.md", root), doc);
writeFileSync(new URL("docs/performance.json", root), `${JSON.stringify(result, null, 2)}\n`);
console.log(doc);
if (missed.length > 0) {
  console.error(`Budget missed:\n${missed.join("\n")}`);
  process.exit(1);
}
