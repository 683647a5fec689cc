// The one way scripts start the built server (build/server/main.js): the browser
// tests (scripts/e2e-server.mjs) and the bench use it, with the same Node flags as
// `npm start` (read from its script in package.json, so they are written once).
// Resolves once GET /api/health answers 200, with the time that took.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** `node <flags> build/server/main.js` → the flags. */
const nodeFlags = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
  .scripts.start.split(/\s+/)
  .slice(1, -1);

export async function startServer({
  port,
  env = {},
  stdio = "ignore",
  timeoutMs = 60_000,
  host = "127.0.0.1",
  cwd = root,
}) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, "build/server/main.js"], {
    cwd,
    stdio,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
  });
  let exited = null;
  child.on("exit", (code) => (exited = code));
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`server exited with code ${exited} before it was ready`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        child,
        readyMs: performance.now() - started,
        stop: () =>
          new Promise((resolve) => {
            if (exited !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill("SIGKILL");
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** Resident and peak memory of a process, in MB (Linux /proc). */
export async function memoryOf(pid) {
  const { readFileSync } = await import("node:fs");
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}
