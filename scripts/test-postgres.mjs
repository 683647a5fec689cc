// `npm run test:postgres`: the server's database suite on the PostgreSQL server
// in DATABASE_URL (each test file creates and drops its own database there),
// including two real server processes racing on one database (needs `npm run build`).
import { spawnSync } from "node:child_process";

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL to a PostgreSQL server (15+) whose user may create databases.");
  process.exit(1);
}
// Two files at a time whatever the machine's cores: each file holds up to ~40 connections
// (its pool, or two server processes), and PostgreSQL's default max_connections is 100.
const result = spawnSync("npx", ["vitest", "run", "server", "--maxWorkers=2"], { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
