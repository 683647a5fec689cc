/**
 * The server's areas and their faces (issue 41, ADR 028), read from the folder list: every folder of
 * `server/` is a business area except the infrastructure below, so a new area is covered the day it
 * is created. Outside its own folder an area is imported only through its face (`server/<area>/index.ts`);
 * two areas never import each other (one offers a port or a registration, the other plugs in); the
 * infrastructure imports areas for their types only, from the module that declares them (a face
 * re-exports the area's routes, which import the infrastructure). Tests may reach inside.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** Folders of server/ that are not business areas: the database, HTTP middleware, the tests' helpers. */
export const INFRASTRUCTURE = ["db", "http", "test"];

/** A test file, or the tests' helpers (server/test/): judged inside the server folder, whatever the clone's path. */
const isTest = (file, root) => file.endsWith(".test.ts") || relative(root, file).split(sep)[0] === "test";

function serverRoot(file) {
  const parts = file.split(sep);
  const i = parts.lastIndexOf("server");
  return i < 0 ? undefined : parts.slice(0, i + 1).join(sep);
}

export function areasOf(root) {
  return readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory() && !INFRASTRUCTURE.includes(name));
}

/** The server folder a path lies in ('' for the root's own files), or undefined outside server/. */
function folderOf(root, path) {
  const rel = relative(root, path);
  if (rel.startsWith("..")) return undefined;
  const parts = rel.split(sep);
  // A folder itself ('../payments': its face) is that folder; a file at the root is the root's ('').
  const isFolder = parts.length === 1 && existsSync(path) && statSync(path).isDirectory();
  return parts.length > 1 || isFolder ? parts[0] : "";
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*["']([^"']+)["']/g;
const cache = new Map();

/** The non-test TypeScript files of a folder, with their last change. */
function filesOf(root, dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) found.push(...filesOf(root, path));
    else if (name.endsWith(".ts") && !isTest(path, root)) found.push({ path, changed: stat.mtimeMs });
  }
  return found;
}

/**
 * The areas a folder's non-test files import (relative imports only: the server has no alias of its
 * own), read again whenever one of its files changed (an editor keeps the lint running).
 */
function importedAreas(root, area) {
  const files = filesOf(root, join(root, area));
  const stamp = files.map((f) => `${f.path}:${f.changed}`).join("|");
  const cached = cache.get(`${root}:${area}`);
  if (cached?.stamp === stamp) return cached.found;
  const found = new Set();
  for (const { path } of files)
    for (const [, source] of readFileSync(path, "utf8").matchAll(IMPORT)) {
      if (!source.startsWith(".")) continue;
      const target = folderOf(root, resolve(dirname(path), source));
      if (target && target !== area) found.add(target);
    }
  cache.set(`${root}:${area}`, { stamp, found });
  return found;
}

export default {
  rules: {
    "area-faces": {
      meta: {
        type: "problem",
        messages: {
          face: "Import the {{area}} area through its face ('{{face}}'), not '{{source}}'.",
          mutual: "The {{area}} and {{other}} areas import each other: let one offer a port or a registration.",
          typesOnly: "Infrastructure ({{folder}}) imports the {{area}} area's types only.",
        },
      },
      create(context) {
        const file = context.filename;
        const root = serverRoot(file);
        if (!root || isTest(file, root)) return {};
        const own = folderOf(root, file);
        if (own === undefined) return {};
        const areas = areasOf(root);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== "string" || !source.startsWith(".")) return;
          const target = resolve(dirname(file), source);
          const area = folderOf(root, target);
          if (!area || area === own || !areas.includes(area)) return;
          const face = join(root, area);
          // Infrastructure names an area's types where they are declared (no code runs, no circle of faces).
          const infraType = INFRASTRUCTURE.includes(own) && node.importKind === "type";
          if (!infraType && target !== face && target !== join(face, "index") && target !== join(face, "index.ts"))
            context.report({
              node,
              messageId: "face",
              data: { area, source, face: relative(dirname(file), face) || "." },
            });
          if (INFRASTRUCTURE.includes(own) && node.importKind !== "type")
            context.report({ node, messageId: "typesOnly", data: { folder: own, area } });
          if (areas.includes(own) && importedAreas(root, area).has(own))
            context.report({ node, messageId: "mutual", data: { area: own, other: area } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
