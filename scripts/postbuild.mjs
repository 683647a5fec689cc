// After `astro build`: write the security headers besides the CSP (docs/decisions/005, 020) for the
// booking server (build/headers.json: API answers and files), Netlify/Cloudflare (build/client/_headers)
// and nginx. Each page's Content-Security-Policy is Astro's (PF-03): with the hashes of that page's own
// inline scripts and styles, as a header on pages rendered on request and a <meta> in prerendered files.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { netlifyHeaders, nginxHeaders, securityHeaders } from "./security-headers.mjs";

const build = process.env.BUILD_DIR || "build";
const headers = securityHeaders();
writeFileSync(join(build, "headers.json"), `${JSON.stringify(headers)}\n`);
if (process.env.STATIC_ONLY === "1") {
  writeFileSync(join(build, "client", "_headers"), netlifyHeaders(headers));
  writeFileSync(join(build, "nginx-security-headers.conf"), nginxHeaders(headers));
}
console.log(`postbuild: wrote ${headers.length} security headers (each page carries Astro's CSP)`);
