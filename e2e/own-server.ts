/**
 * A spec that changes the salon (its settings, its message providers) runs on a server of its own:
 * its own data directory and port, its tests one after the other, never beside the other specs. The
 * owner, a receptionist and a professional have their accounts before the first test.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createE2eAccounts } from "../scripts/e2e-accounts.ts";
import { startServer } from "../scripts/start-server.mjs";
import { test } from "./fixtures";

export function onOwnServer(
  port: number,
  name: string,
  /** More of the server's environment, read when it starts (after what it needs has started). */
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
) {
  const dataDir = join(import.meta.dirname, "..", "test-results", `${name}-e2e-data`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  test.describe.configure({ mode: "serial" });
  test.use({
    baseURL: `http://127.0.0.1:${port}`,
    // A staff page asks whether the session is signed in (401 before signing in).
    allowedConsole: /^Failed to load resource: the server responded with a status of 401/,
  });
  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    server = await startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        SALON_TEST_CLOCK: "1",
        OUTBOX_INTERVAL_MS: "300",
        SIGN_IN_ATTEMPTS: "1000",
        ...(await env()),
      },
    });
    await createE2eAccounts(server.url, dataDir);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return { dataDir };
}
