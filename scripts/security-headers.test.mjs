import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { contentSecurityPolicy, inlineScripts, netlifyHeaders, securityHeaders, sha256 } from "./security-headers.mjs";

test("QA-04 only executable inline scripts are hashed; JSON-LD and external scripts are not", () => {
  const html = `<script>window.a=1</script><script type="application/ld+json">{"@type":"X"}</script>
<script type="module" src="/assets/x.js"></script><script type="module" async="">import "/x.js";</script><script></script>`;
  expect(inlineScripts(html)).toEqual(["window.a=1", 'import "/x.js";']);
  const expected = createHash("sha256").update("window.a=1").digest("base64");
  expect(sha256("window.a=1")).toBe(`'sha256-${expected}'`);
});

test("QA-04 the CSP allows scripts only from the origin and the given hashes", () => {
  const csp = contentSecurityPolicy(new Set(["'sha256-b'", "'sha256-a'"]));
  expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(/script-src[^;]*/.exec(csp)?.[0]).not.toMatch(/unsafe/);
  const headers = netlifyHeaders(securityHeaders(new Set()));
  expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
  expect(headers).toContain("X-Content-Type-Options: nosniff");
  expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
});
