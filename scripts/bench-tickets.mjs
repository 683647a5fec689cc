// Issuing 1,000 tickets in a row (TK-01 … TK-03): each a sale with its invoice, its number in the series,
// its VERI*FACTU record and huella chained to the one before, and its ledger row — through the built
// server's API, one after another as the desk makes them, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or
// DATABASE_URL, or this machine's own, started the way .ci/run starts it). Only ever targets 127.0.0.1 and
// stops by itself. Run alone with `node scripts/bench-tickets.mjs` after `npm run build`; `npm run bench`
// includes it.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createE2eAccounts } from "./e2e-accounts.ts";
import { E2E_PASSWORD, E2E_PEOPLE } from "./e2e-people.ts";
import { withFreshPostgres } from "./bench-postgres.mjs";
import { startServer } from "./start-server.mjs";

const TICKETS = Number(process.env.BENCH_TICKETS ?? 1000);
const NOW = "2026-11-24T09:00:00Z";
const env = { SALON_TEST_CLOCK: "1", STATIC_DIR: "none", RATE_LIMIT_REQUESTS: "100000000" };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms) => Math.round(ms * 10) / 10;

async function issue(base) {
  const signedIn = await fetch(`${base}/api/staff/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Salon-Test-Now": NOW },
    body: JSON.stringify({ email: E2E_PEOPLE.owner.email, password: E2E_PASSWORD }),
  });
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0];
  const call = async (method, path, body) => {
    const res = await fetch(`${base}/api/staff${path}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie, "X-Salon-Test-Now": NOW },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const { legal } = await (await fetch(`${base}/api/settings`)).json();
  await call("PUT", "/settings/legal", {
    owner: "Aurora Belleza S.L.",
    nif: "B12345674",
    registry: "",
    privacyEmail: "datos@aurora.example",
    version: legal.version,
  });
  const { product } = await call("POST", "/products", {
    name: "Champú",
    priceCents: 1250,
    vatRate: 21,
    stock: TICKETS * 2,
  });
  const times = [];
  const started = performance.now();
  for (let i = 0; i < TICKETS; i++) {
    const at = performance.now();
    const quantity = 1 + (i % 2);
    const discounted = i % 3 === 0;
    const total = quantity * 1250 - (discounted ? Math.round((quantity * 1250) / 10) : 0);
    await call("POST", "/checkout", {
      requestKey: randomUUID(),
      products: [{ id: product.id, quantity }],
      discount: discounted ? { kind: "percent", percent: 10 } : null,
      // Cash with change, or the card for the total.
      tenders: [i % 2 ? { method: "card_terminal", cents: total } : { method: "cash", cents: 5000 }],
    });
    times.push(performance.now() - at);
  }
  const totalMs = performance.now() - started;
  return {
    tickets: TICKETS,
    totalSeconds: round(totalMs / 1000),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
  };
}

async function measure(engine, serverEnv, port) {
  const stdio = process.env.BENCH_VERBOSE ? "inherit" : "ignore";
  const server = await startServer({ port, env: serverEnv, stdio });
  try {
    await createE2eAccounts(server.url, serverEnv.DATA_DIR, serverEnv.DATABASE_URL || undefined);
    return { engine, ...(await issue(server.url)) };
  } finally {
    await server.stop();
  }
}

export async function benchTickets({ port = 4212 } = {}) {
  const results = [];
  const dataDir = mkdtempSync(join(tmpdir(), "salon-bench-tickets-"));
  try {
    results.push(await measure("pglite", { ...env, DATA_DIR: dataDir, DATABASE_URL: "" }, port));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await withFreshPostgres("salon_bench_tickets", async (url) => {
    const pgDir = mkdtempSync(join(tmpdir(), "salon-bench-tickets-pg-"));
    try {
      return await measure("postgres", { ...env, DATA_DIR: pgDir, DATABASE_URL: url }, port);
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
    }
  });
  if (postgres) results.push(postgres);
  return { results };
}

export function ticketsSection(bench) {
  return `## Issuing tickets (TK-01 … TK-03)

\`scripts/bench-tickets.mjs\`: ${bench.results[0]?.tickets ?? TICKETS} walk-in sales in a row through the API, as the desk makes them
(one product, a discount on every third, cash or card), each with its invoice, its number, its VERI*FACTU record
chained by its huella under the issuer's lock, and its ledger row.

| Engine | Tickets | Total (s) | p50 per ticket (ms) | p95 per ticket (ms) |
|---|---:|---:|---:|---:|
${bench.results.map((r) => `| ${r.engine} | ${r.tickets} | ${r.totalSeconds} | ${r.p50Ms} | ${r.p95Ms} |`).join("\n")}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchTickets(), null, 2));
