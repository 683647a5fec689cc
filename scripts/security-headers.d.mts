/** Types of ./security-headers.mjs (shared by astro.config.ts, postbuild and the booking server's pages). */
import type { CspDirective } from "astro";
export const cspDirectives: CspDirective[];
export function securityHeaders(): [string, string][];
export function netlifyHeaders(headers: [string, string][]): string;
export function nginxHeaders(headers: [string, string][]): string;
