// Security headers for every host we ship config for (issue #6, docs/decisions/020). The
// Content-Security-Policy is Astro's (PF-03): its script-src and style-src carry the hashes of each
// page's own inline scripts and styles; the other directives are these.

/** The CSP directives besides script-src and style-src (astro.config.ts hands them to Astro). */
export const cspDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The headers every answer carries besides the page's CSP. */
export function securityHeaders() {
  return [
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
