/**
 * A child process for the RL-01 tests: opens the embedded database in the
 * DATA_DIR given as argument (taking its lock), writes one row, serves backups
 * through its socket as the server does, prints "ready" and waits to be
 * killed; or prints the refusal and exits 3.
 * Run with Node's type stripping: `node server/test/open-data-dir.ts DIR`.
 */
import { DataDirLocked } from "../db/data-dir-lock.ts";
import { openPglite } from "../db/client.ts";
import { serveBackups } from "../db/backup-socket.ts";

const dir = process.argv[2] ?? "";
try {
  const db = await openPglite(dir);
  await db.exec("CREATE TABLE IF NOT EXISTS probe (pid integer, at timestamptz DEFAULT now())");
  await db.query("INSERT INTO probe (pid) VALUES ($1)", [process.pid]);
  // As the server does: answer `db:backup` through the socket in DATA_DIR.
  const backups = await serveBackups(db, dir, () => undefined);
  db.lock?.update({ adminSocket: backups.path });
  console.log(`ready ${process.pid}`);
  process.on("SIGTERM", () => void db.close().then(() => process.exit(0)));
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  console.log(error instanceof DataDirLocked ? `refused: ${error.message}` : `failed: ${String(error)}`);
  process.exit(error instanceof DataDirLocked ? 3 : 1);
}
