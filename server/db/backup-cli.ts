/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE`, on the embedded
 * database under DATA_DIR or on DATABASE_URL. Runs with Node's own type
 * stripping (no build needed), so it imports with explicit `.ts` extensions.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { backupFileName, dumpDatabase, restoreDatabase } from "./backup.ts";
import { openDatabase } from "./client.ts";

const [command, fileArg] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || "data");

async function run() {
  if (command !== "backup" && command !== "restore")
    throw new Error("Usage: backup-cli.ts backup [FILE] | restore FILE");
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    if (command === "backup") {
      const file = resolve(fileArg ?? join(dataDir, "backups", backupFileName(new Date())));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await dumpDatabase(db, databaseUrl));
      console.log(`Backup of ${db.kind === "pglite" ? `PGlite (${dataDir})` : "DATABASE_URL"} written to ${file}`);
    } else {
      if (!fileArg) throw new Error("Usage: npm run db:restore FILE");
      await restoreDatabase(db, readFileSync(resolve(fileArg), "utf8"));
      console.log(`Restored ${fileArg} into ${db.kind === "pglite" ? `PGlite (${dataDir})` : "DATABASE_URL"}`);
    }
  } finally {
    await db.close();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
