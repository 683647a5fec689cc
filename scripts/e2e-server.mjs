// Starts the built server for the browser tests: a fresh PGlite data dir, the
// test clock on (BE-10), and limits high enough for many bookings from one IP.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createE2eAccounts } from "./e2e-accounts.ts";
import { startServer } from "./start-server.mjs";

const dataDir = fileURLToPath(new URL("../test-results/e2e-data", import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const server = await startServer({
  port: Number(process.env.PORT ?? 4173),
  stdio: "inherit",
  host: "0.0.0.0",
  env: {
    DATA_DIR: dataDir,
    SALON_TEST_CLOCK: "1",
    RATE_LIMIT_BOOKINGS: "10000",
    RATE_LIMIT_REQUESTS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "10000",
    OUTBOX_INTERVAL_MS: "500",
    // Reruns of the agenda specs sign in many times from one address: the 5-per-15-minutes default
    // would lock the rest out (the limit itself is tested in server/limits.test.ts).
    SIGN_IN_ATTEMPTS: "10000",
  },
});
// The owner, a receptionist and a professional (scripts/e2e-accounts.mjs), before any test runs.
await createE2eAccounts(server.url, dataDir);
console.log("e2e accounts ready");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop().then(() => process.exit(0)));
server.child.on("exit", (code) => process.exit(code ?? 0));
