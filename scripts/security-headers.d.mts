/** Types of ./security-headers.mjs (shared by postbuild and the booking server's page renderer). */
export function inlineScripts(html: string): string[];
export function sha256(body: string): string;
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string;
export function securityHeaders(scriptHashes: Iterable<string>): [string, string][];
export function netlifyHeaders(headers: [string, string][]): string;
export function nginxHeaders(headers: [string, string][]): string;
