// Mail latency under load (RL-04): the built server on a fresh PGlite, a local SMTP catcher, and
// bookings arriving at a fixed rate on loopback. Each confirmation's latency is the time from the
// booking's 201 to the catcher accepting the mail. Stops by itself: a fixed number of bookings,
// then at most `waitSeconds` for the mail. Only ever targets 127.0.0.1.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { startServer } from "./start-server.mjs";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
};

/** Distinct (date, time) pairs from tomorrow on, Monday to Saturday, for 'Sin preferencia' depilación. */
function slots(count) {
  const out = [];
  const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"];
  for (let day = 1; out.length < count && day < 89; day++) {
    const date = new Date(Date.now() + day * 86_400_000);
    if (date.getUTCDay() === 0) continue;
    // Two professionals do depilación in the mornings on weekdays: two bookings per time.
    for (const time of times) for (let k = 0; k < 2; k++) out.push({ date: date.toISOString().slice(0, 10), time });
  }
  return out.slice(0, count);
}

export async function benchMail({ ratePerSecond = 100, seconds = 10, waitSeconds = 30, port = 4196 } = {}) {
  const received = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo)
          if (!received.has(rcpt.address)) received.set(rcpt.address, performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = smtp.server.address().port;
  const dataDir = mkdtempSync(join(tmpdir(), "salon-bench-mail-"));
  const server = await startServer({
    port,
    stdio: process.env.BENCH_VERBOSE ? "inherit" : "ignore",
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      STATIC_DIR: "none",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_BOOKINGS: "1000000",
      RATE_LIMIT_REQUESTS: "1000000",
      MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000000",
    },
  });
  const booked = new Map();
  const statuses = {};
  try {
    const plan = slots(ratePerSecond * seconds);
    const started = performance.now();
    const requests = plan.map(async (slot, i) => {
      const due = started + (i * 1000) / ratePerSecond;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const email = `bench-${i}@example.com`;
      const res = await fetch(`${server.url}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        body: JSON.stringify({
          service: "depilacion",
          date: slot.date,
          time: slot.time,
          name: "Cliente de prueba",
          phone: `+34 6${String(i).padStart(8, "0")}`,
          email,
          privacyAccepted: true,
          website: "",
        }),
      });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 201) booked.set(email, performance.now());
      await res.arrayBuffer();
    });
    await Promise.all(requests);
    const deadline = performance.now() + waitSeconds * 1000;
    while ([...booked.keys()].some((e) => !received.has(e)) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const latencies = [...booked].filter(([e]) => received.has(e)).map(([e, t]) => received.get(e) - t);
    return {
      ratePerSecond,
      seconds,
      statuses,
      booked: booked.size,
      delivered: latencies.length,
      p50Ms: Math.round(percentile(latencies, 50) ?? 0),
      p95Ms: Math.round(percentile(latencies, 95) ?? 0),
      maxMs: Math.round(Math.max(0, ...latencies)),
    };
  } finally {
    await server.stop();
    await new Promise((resolve) => smtp.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchMail(), null, 2));
