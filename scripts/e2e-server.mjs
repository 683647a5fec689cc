// Starts the built server for the browser tests: a fresh PGlite data dir, the
// test clock on (BE-10), and limits high enough for many bookings from one IP.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { hashPasscode } from "../server/staff/passcode.ts";
import { startServer } from "./start-server.mjs";

/** The agenda's passcode in the browser tests (e2e/agenda.spec.ts). */
export const E2E_PASSCODE = "recepcion-e2e-2026";

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
    STAFF_PASSCODE_HASH: await hashPasscode(E2E_PASSCODE),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop().then(() => process.exit(0)));
server.child.on("exit", (code) => process.exit(code ?? 0));
