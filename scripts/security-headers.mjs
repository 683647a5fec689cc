// Security headers for every static host we ship config for (issue #6).
// The CSP allows only this origin; the inline scripts React Router writes into
// the prerendered pages are allowed by their SHA-256 hashes, computed at build.
import { createHash } from "node:crypto";

/** Inline <script> bodies that execute (JSON-LD data blocks are not scripts to CSP). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = ""]) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs))
    .map(([, , body]) => body)
    .filter((body) => body.trim() !== "");
}

export function sha256(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().join(" ")}`,
    // Inline styles are allowed: Radix's dialog injects a scroll-lock <style>. Scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(scriptHashes) {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(scriptHashes)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ];
}

const immutable = "public, max-age=31536000, immutable";

/** _headers for Netlify and Cloudflare Pages. */
export function netlifyHeaders(headers) {
  return `/*\n${headers.map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n\n/assets/*\n  Cache-Control: ${immutable}\n`;
}

/** add_header lines for nginx (included by deploy/nginx.conf). */
export function nginxHeaders(headers) {
  return `${headers.map(([k, v]) => `add_header ${k} "${v}" always;`).join("\n")}\n`;
}
