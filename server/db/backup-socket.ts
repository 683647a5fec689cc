/**
 * `npm run db:backup` while the server runs (RL-01): the CLI never opens the
 * files of a running embedded database; it asks the server, which owns them,
 * through a Unix socket in DATA_DIR (mode 0600: whoever may read the data
 * folder may take a backup; nothing listens on the network). The server takes
 * the dump with its other queries paused (see `Database.exclusive`).
 */
import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import type { Database } from "./client.ts";
import { dumpDatabase } from "./backup.ts";

const BACKUP_SOCKET = "salon.sock";

/**
 * Also `npm run staff:owner` (AC-01) while the server runs: POST /owner with `{ email, name? }`
 * answers the single-use link that `owner` makes.
 */
export type OwnerCommand = (input: { email: string; name?: string }) => Promise<string>;

export async function serveBackups(
  db: Database,
  dataDir: string,
  log: (line: string) => void,
  owner?: OwnerCommand,
): Promise<{ path: string; close: () => Promise<void> }> {
  const path = join(dataDir, BACKUP_SOCKET);
  // This process holds the DATA_DIR lock, so a socket file left here is a crashed server's.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/owner" && owner) {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        let input: { email?: unknown; name?: unknown } = {};
        try {
          input = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof input;
        } catch {
          // answered below
        }
        const email = typeof input.email === "string" ? input.email : "";
        const name = typeof input.name === "string" ? input.name : undefined;
        owner({ email, ...(name ? { name } : {}) }).then(
          (link) => {
            res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end(link);
            log(`staff:owner: a sign-in link was made for ${email}`);
          },
          (error: unknown) =>
            res
              .writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
              .end(error instanceof Error ? error.message : String(error)),
        );
      });
      return;
    }
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    dumpDatabase(db).then(
      (sql) => {
        res.writeHead(200, { "Content-Type": "application/sql; charset=utf-8" }).end(sql);
        log(`backup: dump of ${Buffer.byteLength(sql)} bytes taken for db:backup`);
      },
      (error: unknown) => {
        log(`backup: dump failed: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/** Asks the server listening on `socketPath` for the first owner's link. */
export function requestOwnerLink(socketPath: string, input: { email: string; name?: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/owner", method: "POST", timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(body || `The running server answered ${res.statusCode}`));
      });
    });
    req.on("timeout", () => req.destroy(new Error("The running server did not answer in time.")));
    req.on("error", reject);
    req.end(JSON.stringify(input));
  });
}

/** Asks the server listening on `socketPath` for a dump. */
export function requestBackup(socketPath: string, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/backup", method: "POST", timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The running server could not take the backup: ${body || res.statusCode}`));
      });
    });
    req.on("timeout", () => req.destroy(new Error("The running server did not answer the backup request in time.")));
    req.on("error", reject);
    req.end();
  });
}
