/**
 * `npm run staff:owner -- --email ana@salon.es [--name "Ana"]` (AC-01): creates the first owner (or
 * makes that account an owner again) and prints a single-use sign-in link, valid for 24 hours.
 * With the server running on PGlite it asks the server, which owns the data folder (RL-01); with
 * DATABASE_URL, or the server stopped, it opens the database itself. Runs under plain Node (type
 * stripping), so it imports with explicit `.ts` extensions.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { requestOwnerLink } from "../db/backup-socket.ts";
import { openDatabase } from "../db/client.ts";
import { isStale, readLock } from "../db/data-dir-lock.ts";
import { createOwner } from "./owner.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" } },
  allowPositionals: false,
});
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || "data");
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 4173}`).replace(/\/$/, "");

async function main() {
  const email = values.email?.trim();
  if (!email) throw new Error('Usage: npm run staff:owner -- --email ana@salon.es [--name "Ana"]');
  const input = { email, ...(values.name ? { name: values.name } : {}) };
  const running = databaseUrl ? null : readLock(dataDir);
  let link: string;
  if (running && !isStale(running)) {
    if (!running.adminSocket)
      throw new Error(`The server (pid ${running.pid}) is using ${dataDir}: stop it and try again.`);
    link = await requestOwnerLink(running.adminSocket, input);
  } else {
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const [table] = await db.query<{ t: string | null }>("SELECT to_regclass('people')::text AS t");
      if (!table?.t)
        throw new Error(
          "The database has no accounts table yet: start the server once (npm run serve), then run this again.",
        );
      link = (await createOwner(db, input, new Date(), publicUrl)).link;
    } finally {
      await db.close();
    }
  }
  console.log(
    `Owner account for ${email}. Open this link within 24 hours to choose a password (it works once):\n\n  ${link}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
