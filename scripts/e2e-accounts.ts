// The browser tests' people (AC-01, AC-02), made the way a salon makes them: the first owner from
// `staff:owner`'s link (asked of the running server through its socket), the others invited by the
// owner, each choosing a password from the link in the email the outbox wrote to DATA_DIR/mail.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { requestOwnerLink } from "../server/db/backup-socket.ts";
import { readLock } from "../server/db/data-dir-lock.ts";

import { E2E_PASSWORD, E2E_PEOPLE } from "./e2e-people.ts";

const tokenOf = (link: string) => /#([\w-]{43})/.exec(link)?.[1] ?? "";

async function accept(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/staff/links/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token, password: E2E_PASSWORD }),
  });
  if (!res.ok) throw new Error(`accepting a link answered ${res.status}: ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The link in the newest invitation mailed to `email` (quoted-printable soft breaks undone). */
async function mailedLink(dataDir: string, email: string, timeoutMs = 15_000): Promise<string> {
  const dir = join(dataDir, "mail");
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const text = readFileSync(join(dir, f), "utf8").replace(/=\r?\n/g, "");
      if (text.includes(`To: ${email}`)) {
        const token = /gestion\/acceso#([\w-]{43})/.exec(text)?.[1];
        if (token) return token;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail for ${email} in ${dir}`);
}

/** The first owner's link: asked of the server on PGlite, made by `staff:owner` on PostgreSQL. */
async function ownerLink(dataDir: string, databaseUrl?: string): Promise<string> {
  const { owner } = E2E_PEOPLE;
  if (databaseUrl) {
    const cli = spawnSync(
      process.execPath,
      ["server/people/owner-cli.ts", "--email", owner.email, "--name", owner.name],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: "utf8",
      },
    );
    if (cli.status !== 0) throw new Error(`staff:owner failed: ${cli.stderr}`);
    return cli.stdout;
  }
  const lock = readLock(dataDir);
  if (!lock?.adminSocket) throw new Error(`no running server with an admin socket in ${dataDir}`);
  return requestOwnerLink(lock.adminSocket, owner);
}

/** The first owner's session cookie (her link accepted with the tests' password). */
export async function ownerSession(baseUrl: string, dataDir: string, databaseUrl?: string): Promise<string> {
  return accept(baseUrl, tokenOf(await ownerLink(dataDir, databaseUrl)));
}

export async function createE2eAccounts(baseUrl: string, dataDir: string, databaseUrl?: string): Promise<void> {
  const cookie = await ownerSession(baseUrl, dataDir, databaseUrl);
  for (const person of [E2E_PEOPLE.reception, E2E_PEOPLE.professional] as {
    email: string;
    name: string;
    role: string;
    staffId?: string;
  }[]) {
    const res = await fetch(`${baseUrl}/api/staff/people`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        email: person.email,
        name: person.name,
        role: person.role,
        staffId: person.staffId ?? null,
      }),
    });
    if (res.status !== 201) throw new Error(`inviting ${person.email} answered ${res.status}: ${await res.text()}`);
    await accept(baseUrl, await mailedLink(dataDir, person.email));
  }
}
