/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE`, on the embedded
 * database under DATA_DIR or on DATABASE_URL. Runs with Node's own type
 * stripping (no build needed), so it imports with explicit `.ts` extensions.
 *
 * A running server owns its embedded database (RL-01): the backup then goes
 * through the server's socket, and a restore is refused.
 */
import { createReadStream, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { access } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { backupFileName, dumpDatabase, restoreDatabase } from "./backup.ts";
import { requestBackup } from "./backup-socket.ts";
import { openDatabase } from "./client.ts";
import { isStale, readLock } from "./data-dir-lock.ts";

const [command, fileArg] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || "data");

async function backup() {
  const file = resolve(fileArg ?? join(dataDir, "backups", backupFileName(new Date())));
  let sql: string;
  let source: string;
  const owner = databaseUrl ? null : readLock(dataDir);
  if (owner && !isStale(owner)) {
    if (!owner.adminSocket)
      throw new Error(
        `The server (pid ${owner.pid}) is using ${dataDir} and takes no backups through its socket: stop it and run db:backup again.`,
      );
    sql = await requestBackup(owner.adminSocket);
    source = `the running server (pid ${owner.pid}, PGlite in ${dataDir})`;
  } else {
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      sql = await dumpDatabase(db, databaseUrl);
    } finally {
      await db.close();
    }
    source = db.kind === "pglite" ? `PGlite (${dataDir})` : "DATABASE_URL";
  }
  // A backup is every client's data (RL-11): only the server's user reads it.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Written aside and renamed: a full disk leaves no half backup under the real name.
  const temp = `${file}.partial`;
  writeFileSync(temp, sql, { mode: 0o600 });
  renameSync(temp, file);
  console.log(`Backup of ${source} written to ${file}`);
}

async function restore() {
  if (!fileArg) throw new Error("Usage: npm run db:restore FILE");
  const file = resolve(fileArg);
  await access(file); // a missing file is said before the database is opened
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    // Read as a stream, a statement at a time (RL-13): a 100 MB dump needs no 100 MB string.
    await restoreDatabase(db, createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 }));
  } finally {
    await db.close();
  }
  console.log(`Restored ${fileArg} into ${databaseUrl ? "DATABASE_URL" : `PGlite (${dataDir})`}`);
}

/**
 * RL-13: V8's optimising compiler (TurboFan) compiles PostgreSQL's hot WASM functions a second time,
 * and a restore walks many paths once: 780 MB for a 100 MB dump. With the baseline compiler alone
 * (Liftoff) the same restore stays under 400 MB, ~30% slower. A V8 flag counts only from the start,
 * so the restore runs in a process started with it.
 */
const LIFTOFF = "--liftoff-only";

async function run() {
  if (command === "restore" && !process.execArgv.includes(LIFTOFF)) {
    const child = spawnSync(process.execPath, [LIFTOFF, ...process.execArgv, ...process.argv.slice(1)], {
      stdio: "inherit",
    });
    process.exit(child.status ?? 1);
  }
  if (command === "backup") return backup();
  if (command === "restore") return restore();
  throw new Error("Usage: backup-cli.ts backup [FILE] | restore FILE");
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`db:${command ?? "?"} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
