// A fresh PostgreSQL database for a bench run, dropped afterwards: on BENCH_DATABASE_URL (or
// DATABASE_URL), a server whose user may create databases, or on this machine's own, started the way
// .ci/run starts it (scripts/ensure-postgres.sh). Without any, `fn` is not called and undefined returned.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";

function localPostgres() {
  const started = spawnSync("bash", ["scripts/ensure-postgres.sh"], { encoding: "utf8" });
  const url = started.status === 0 ? (started.stdout.trim().split("\n").at(-1) ?? "") : "";
  return url.startsWith("postgres://") ? url : undefined;
}

export async function withFreshPostgres(prefix, fn) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? localPostgres();
  if (!serverUrl) return undefined;
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
