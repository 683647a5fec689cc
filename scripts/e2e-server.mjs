// Starts the built server for the browser tests: a fresh PGlite data dir, the
// test clock on (BE-10), and limits high enough for many bookings from one IP.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = fileURLToPath(new URL("../test-results/e2e-data", import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ["--enable-source-maps", "build/server/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: process.env.PORT ?? "4173",
    DATA_DIR: dataDir,
    SALON_TEST_CLOCK: "1",
    RATE_LIMIT_BOOKINGS: "10000",
    RATE_LIMIT_REQUESTS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "10000",
    OUTBOX_INTERVAL_MS: "500",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
