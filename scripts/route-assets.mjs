// Reads a prerendered page and lists the JS and CSS it loads before it is
// interactive (module scripts, modulepreloads and stylesheets), with sizes.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const client = new URL("../build/client/", import.meta.url);

export function htmlFileFor(route) {
  if (route === "/") return "index.html";
  return `${route.replace(/^\//, "")}/index.html`;
}

export function initialAssets(route) {
  const html = readFileSync(new URL(htmlFileFor(route), client), "utf8");
  const js = new Set();
  const css = new Set();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const [, src] of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(src);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(href);
  const size = (file) => {
    const buffer = readFileSync(new URL(file.replace(/^\//, ""), client));
    return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
  };
  const total = (files) =>
    [...files].map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return { js: total(js), css: total(css), jsFiles: js.size, cssFiles: css.size };
}
