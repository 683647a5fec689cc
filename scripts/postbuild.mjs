// After `react-router build`:
// 1. Give the static server a top-level 404.html (prerendered from the catch-all route at /404).
// 2. Drop the <link rel="modulepreload"> hints from the prerendered pages. The HTML already holds
//    all the text; preloading ~130 kB of JavaScript at high priority delays the first paint on
//    slow mobile connections (docs/decisions/004-first-paint-before-javascript.md). The module
//    scripts still import everything they need.
// 3. Write the security headers (CSP with the hashes of the pages' inline scripts) for the booking
//    server (build/headers.json), Netlify/Cloudflare (build/client/_headers) and nginx.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inlineScripts, netlifyHeaders, nginxHeaders, securityHeaders, sha256 } from "./security-headers.mjs";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const build = fileURLToPath(new URL("../build/", import.meta.url));

// The default build renders pages on request (OW-02, server/site/pages.ts does steps 2 and 3 per
// page); only a static-only build (STATIC_ONLY=1) has prerendered pages to finish here.
if (process.env.STATIC_ONLY !== "1") {
  writeFileSync(join(build, "headers.json"), `${JSON.stringify(securityHeaders(new Set()))}\n`);
  console.log("postbuild: pages render on request; wrote the server's default security headers");
  process.exit(0);
}

const prerendered = join(client, "404/index.html");
if (!existsSync(prerendered)) throw new Error("build/client/404/index.html missing: is /404 in the prerender list?");
renameSync(prerendered, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true, force: true });

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

let stripped = 0;
const hashes = new Set();
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, "utf8");
  const next = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, () => {
    stripped++;
    return "";
  });
  if (next !== html) writeFileSync(file, next);
  for (const script of inlineScripts(next)) hashes.add(sha256(script));
}

// React Router's output format may change; stripping nothing would silently bring the hints back.
if (stripped === 0)
  throw new Error(
    'postbuild: no <link rel="modulepreload"> hint found to strip; the prerendered HTML changed shape (see step 2 above).',
  );

const headers = securityHeaders(hashes);
writeFileSync(join(client, "_headers"), netlifyHeaders(headers));
writeFileSync(join(build, "nginx-security-headers.conf"), nginxHeaders(headers));
// The booking server (server/http/static-site.ts) sends the same headers.
writeFileSync(join(build, "headers.json"), `${JSON.stringify(headers)}\n`);
console.log(
  `postbuild: wrote 404.html, removed ${stripped} modulepreload hints, CSP with ${hashes.size} script hashes`,
);
