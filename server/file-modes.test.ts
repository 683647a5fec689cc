/**
 * RL-11: what the server writes to disk is its user's alone: the data folder 0700 (also one made
 * before, with another mode), the mail files and backups 0600, the backup socket 0600.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { serveBackups } from "./db/backup-socket";
import { openPglite } from "./db/client";
import { fileTransport } from "./notifications/transport";
import { onPostgres } from "./test/harness";

const mode = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(onPostgres)("RL-11 file modes", () => {
  test("RL-11 the data folder is 0700, made new or found with another mode; the backup socket is 0600", async () => {
    const fresh = join(mkdtempSync(join(tmpdir(), "salon-modes-")), "data");
    const db = await openPglite(fresh);
    expect(mode(fresh)).toBe(0o700);
    const backups = await serveBackups(
      db,
      fresh,
      () => undefined,
      async () => "",
    );
    expect(mode(backups.path)).toBe(0o600);
    await backups.close();
    await db.close();

    const older = join(mkdtempSync(join(tmpdir(), "salon-modes-")), "data");
    mkdirSync(older, { mode: 0o755 });
    chmodSync(older, 0o755);
    const again = await openPglite(older);
    expect(mode(older)).toBe(0o700);
    await again.close();
  }, 60_000);

  test("RL-11 a mail file is 0600 in a 0700 folder", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "salon-modes-")), "mail");
    const send = fileTransport(dir, "salon@example.com", () => undefined);
    await send({ to: "ana@example.com", subject: "Tu cita", text: "Hola", html: "<p>Hola</p>" });
    expect(mode(dir)).toBe(0o700);
    const [file] = readdirSync(dir);
    expect(mode(join(dir, file ?? ""))).toBe(0o600);
  });

  test("RL-11 a backup written by npm run db:backup is 0600", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-modes-"));
    const db = await openPglite(dir);
    await db.close();
    const file = join(dir, "backups", "copia.sql");
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
    delete env.DATABASE_URL;
    const cli = new URL("./db/backup-cli.ts", import.meta.url).pathname;
    const run = spawnSync(process.execPath, [cli, "backup", file], { env, encoding: "utf8", timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(mode(file)).toBe(0o600);
    expect(mode(join(dir, "backups"))).toBe(0o700);
  }, 120_000);
});
