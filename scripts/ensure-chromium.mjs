// The browser tests use Debian's Chromium (Playwright's own browser download
// does not work on our machines). Install it when it is missing and we can.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import debianChromium from "./chromium.json" with { type: "json" };

const path = process.env.CHROMIUM_PATH ?? debianChromium.path;
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (!isRoot || !hasApt) {
  console.error(
    `Chromium not found at ${path}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log("Installing Debian Chromium for the browser tests…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
