import { expect, test } from "vitest";
import { cspDirectives, netlifyHeaders, nginxHeaders, securityHeaders } from "./security-headers.mjs";

test("QA-04 the CSP's own directives allow only this origin; script-src and style-src are Astro's hashes", () => {
  expect(cspDirectives).toContain("default-src 'self'");
  expect(cspDirectives).toContain("object-src 'none'");
  expect(cspDirectives).toContain("frame-ancestors 'none'");
  expect(cspDirectives.join("; ")).not.toMatch(/unsafe|script-src|style-src/);
});

test("QA-04 every host gets the same other security headers", () => {
  const headers = netlifyHeaders(securityHeaders());
  expect(headers).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff/);
  expect(headers).toContain("X-Frame-Options: DENY");
  expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  expect(nginxHeaders(securityHeaders())).toContain(
    'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
  );
});
