// After `react-router build`: give the static server a top-level 404.html
// (prerendered from the catch-all route at /404).
import { existsSync, renameSync, rmSync } from "node:fs";

const client = new URL("../build/client/", import.meta.url);
const prerendered = new URL("404/index.html", client);
if (!existsSync(prerendered)) throw new Error("build/client/404/index.html missing: is /404 in the prerender list?");
renameSync(prerendered, new URL("404.html", client));
rmSync(new URL("404/", client), { recursive: true, force: true });
console.log("postbuild: wrote build/client/404.html");
