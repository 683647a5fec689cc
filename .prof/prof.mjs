import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { memoryOf, startServer } from "/work/main/scripts/start-server.mjs";
const engine = process.argv[2];
const NOW = "2026-11-23T07:00:00Z";
const SERVICES = ["corte", "facial", "manicura", "maquillaje", "masaje", "depilacion"];
const SLOTS = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
const pick = (l) => l[Math.floor(Math.random() * l.length)];
function randomDay() { for (;;) { const d = new Date(Date.parse(NOW) + (1 + Math.floor(Math.random() * 2999)) * 86400000); if (d.getUTCDay() !== 0) return d.toISOString().slice(0, 10); } }
const env = { SALON_TEST_CLOCK: "1", STATIC_DIR: "none", RATE_LIMIT_BOOKINGS: "100000000", RATE_LIMIT_REQUESTS: "100000000",
  MAX_FUTURE_BOOKINGS_PER_CONTACT: "100000", BOOKING_HORIZON_DAYS: "3000", OUTBOX_INTERVAL_MS: process.env.OUTBOX ?? "1000",
  NODE_OPTIONS: process.env.NOPT ?? "", DATA_DIR: mkdtempSync(join(tmpdir(), "prof-")), DATABASE_URL: engine === "pg" ? process.env.PGURL : "" };
const first = await startServer({ port: 4290, env, stdio: "ignore" });
await first.stop();
const server = await startServer({ port: 4290, env, stdio: "ignore" });
const r = await new Promise((res, rej) => autocannon({ url: server.url, connections: 20, duration: 10, ...(process.env.RATE ? { overallRate: Number(process.env.RATE) } : {}), requests: [{ method: "POST", setupRequest: (req) => { const n = randomUUID(); return { ...req, path: "/api/bookings", headers: { "X-Salon-Test-Now": NOW, "Content-Type": "application/json", "Idempotency-Key": n }, body: JSON.stringify({ service: pick(SERVICES), date: randomDay(), time: pick(SLOTS), name: "Carga Prueba", phone: `6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`, email: `${n}@example.com`, privacyAccepted: true, website: "" }) }; } }] }, (e, x) => e ? rej(e) : res(x)));
console.log(engine, "ok/s", (r.statusCodeStats["201"]?.count ?? 0) / 10, "p50", r.latency.p50, "p99", r.latency.p99);
const m = await memoryOf(server.child.pid); console.log("rss", Math.round(m.rssMb), "peak", Math.round(m.peakMb));
await server.stop();
