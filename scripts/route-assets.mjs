// Lists the JS and CSS a page loads before it is interactive (its HTML as the server sends it, or a
// prerendered file of a static-only build):
// the module scripts in its HTML and, recursively, their static imports
// (lazy `import()` chunks such as the calendar, dialog and chat are excluded),
// plus its stylesheets. Sizes are raw and gzip (level 9).
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { gzipSync } from "node:zlib";

const client = new URL("../build/client/", import.meta.url);

function htmlFileFor(route) {
  return route === "/" ? "index.html" : `${route.replace(/^\//, "")}/index.html`;
}

function read(path) {
  return readFileSync(new URL(path.replace(/^\//, ""), client));
}

/** Static imports of a built chunk (`import…from"./x.js"` and `import"./x.js"`). */
function staticImports(file) {
  const code = read(file).toString("utf8");
  const found = [...code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) => m[1]);
  return found.map((rel) => posix.join(posix.dirname(file), rel));
}

export function initialAssets(route, include = () => true, html = read(htmlFileFor(route)).toString("utf8")) {
  const inline = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  const entries = [...inline.matchAll(/(?:import\s*\(?\s*|from\s*)"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const js = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (js.has(file)) continue;
    js.add(file);
    queue.push(...staticImports(file));
  }
  for (const file of [...js]) if (!include(file)) js.delete(file);
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
  const total = (files) =>
    [...files]
      .map((file) => {
        const buffer = read(file);
        return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
      })
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return { js: total(js), css: total(css), jsFiles: js.size, cssFiles: css.size, files: [...js] };
}
