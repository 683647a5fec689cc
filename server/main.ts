/**
 * The one process: open the database (PGlite under DATA_DIR, or DATABASE_URL),
 * migrate, load the salon's content, then serve the site + API and run the
 * outbox and retention jobs. `npm run serve` builds and starts it.
 */
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { serveBackups } from "./db/backup-socket";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { seedSettingsIfEmpty } from "./db/seed";
import { createSettingsStore } from "./settings";
import { sitePages, type AstroHandler } from "./site";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseEnv, phoneProvidersOf } from "./env";
import { anonymiseOldBookings, runPayments } from "./appointments";
import { renderers } from "./outbox-renderers";
import {
  startOutboxWorker,
  fileTransport,
  smtpTransport,
  smsTransport,
  webPushTransport,
  whatsAppTransport,
} from "./notifications";
import { fanOutStaffEvents } from "./team-phones";
import { sweepWaitlist } from "./waitlist";
import { giftsOnSale } from "./gifts";
import { publicReviews } from "./reviews";
import { pageArticles, seedArticlesIfEmpty } from "./articles";
import { sendPending, submissionConfig } from "./checkout";
import { stripeProvider } from "./payments";
import { withActor } from "./db/actor";
import { countOwners, createOwner } from "./people";

const DAY_MS = 24 * 3_600_000;
const STOP_GRACE_MS = 7_000;
const OUTBOX_CONCURRENCY = 8;

async function main() {
  const env = parseEnv(process.env);
  const log = (line: string) => console.log(line);
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const applied = await migrate(db);
  await seedSettingsIfEmpty(withActor(db, { id: null, name: "Sistema (configuración inicial)" }));
  await seedArticlesIfEmpty(withActor(db, { id: null, name: "Sistema (configuración inicial)" }));
  // Settings in memory until a change; other processes' changes arrive by LISTEN/NOTIFY (PostgreSQL).
  const settings = createSettingsStore(db, () => new Date(), env.bookingOverrides, {
    paymentsOnline: Boolean(env.stripe),
    phoneProviders: phoneProvidersOf(env),
    giftsOnSale,
  });
  await settings.listen();
  const clock = () => new Date();
  // PY-02: Stripe when its keys are set; without, no payments are asked.
  const payments = env.stripe ? stripeProvider(env.stripe) : undefined;
  // A browser test's own server may move the outbox's clock with its requests (OUTBOX_TEST_CLOCK).
  let testNow: Date | undefined;
  const outboxClock = env.outboxFollowsTestClock ? () => testNow ?? clock() : clock;
  // `npm run db:backup` asks this process for the dump instead of opening its files (RL-01)…
  // …and `npm run staff:owner` asks it for the first owner's link (AC-01).
  const owner = async (input: { email: string; name?: string }) =>
    (await createOwner(db, input, clock(), env.publicUrl)).link;
  const backups = db.lock ? await serveBackups(db, env.dataDir, log, owner) : undefined;
  if (backups) db.lock?.update({ adminSocket: backups.path });
  const owners = await countOwners(db);

  // The pages are rendered on request from the settings (OW-02, PF-04) when the build has Astro's
  // server entry (middleware mode); a static-only build (STATIC_ONLY=1) serves its prerendered files.
  const astroEntry = env.staticDir ? join(env.staticDir, "..", "server", "entry.mjs") : undefined;
  const pages =
    astroEntry && existsSync(astroEntry)
      ? sitePages(((await import(pathToFileURL(astroEntry).href)) as { handler: AstroHandler }).handler, settings, {
          reviews: () => publicReviews(db),
          articles: () => pageArticles(db),
        })
      : undefined;
  const app = createApp({
    db,
    env,
    ...(payments ? { payments } : {}),
    clock,
    log,
    settings,
    ...(pages ? { pages } : {}),
    ...(env.outboxFollowsTestClock ? { onTestNow: (at: Date) => (testNow = at) } : {}),
  });
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const where = env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${join(env.dataDir, "pgdata")}`;
    log(
      `Salon server on http://localhost:${info.port} — ${where}${applied.length ? `, migrations ${applied.join(", ")} applied` : ""}, ready in ${Math.round(performance.now() - started)} ms`,
    );
    if (!env.vapid) log("Push notifications to the team: off (no VAPID keys). npm run push:keys prints a pair.");
    if (env.testClock) log("SALON_TEST_CLOCK=1: the X-Salon-Test-Now header sets the clock (tests only).");
    if (env.legacyPasscode)
      log(
        "STAFF_PASSCODE_HASH is set but no longer opens the agenda: each person signs in with their own account (README, 'Staff accounts'). Remove it.",
      );
    if (owners === 0)
      log(
        `Agenda: no accounts yet. Create the first owner with: npm run staff:owner -- --email tu@correo.es (it prints a sign-in link for http://localhost:${info.port}/gestion)`,
      );
  });

  const send = env.smtpUrl
    ? smtpTransport(env.smtpUrl, env.mailFrom, { maxConnections: OUTBOX_CONCURRENCY })
    : fileTransport(join(env.dataDir, "mail"), env.mailFrom, log);
  // MS-01, MS-06: WhatsApp and SMS only through their configured providers; a message for a channel
  // with none goes by email (never only to a file).
  const phone = {
    ...(env.whatsapp ? { whatsapp: whatsAppTransport(env.whatsapp) } : {}),
    ...(env.twilio
      ? { sms: smsTransport({ ...env.twilio, statusCallback: `${env.publicUrl}/api/webhooks/sms/status` }) }
      : {}),
  };
  // SP-02: pushes to the team's devices when the VAPID keys are set (npm run push:keys).
  const push = env.vapid ? webPushTransport(env.vapid) : undefined;
  const outbox = startOutboxWorker(
    {
      db,
      renderers,
      send,
      phone,
      ...(push ? { push } : {}),
      now: outboxClock,
      secret: env.bookingSecret,
      publicUrl: env.publicUrl,
      noticeHours: async () => (await settings.current()).booking.cancelNoticeHours,
      texts: async () => (await settings.current()).messages,
      leaseSeconds: env.outboxLeaseSeconds,
      concurrency: OUTBOX_CONCURRENCY,
      log,
    },
    env.outboxIntervalMs,
  );
  const retention = async () => {
    const n = await anonymiseOldBookings(
      withActor(db, { id: null, name: "Sistema (retención de datos)" }),
      clock(),
      env.retentionMonths,
    ).catch((error) => {
      log(`retention: ${String(error)}`);
      return 0;
    });
    if (n > 0) log(`retention: anonymised ${n} appointments older than ${env.retentionMonths} months`);
  };
  void retention();
  const retentionTimer = setInterval(retention, DAY_MS);
  // WL-02: freed times offered to the waitlist; PY-02: unpaid holds released, refunds made. On the
  // outbox's clock (a browser test moves it).
  const waitlist = setInterval(() => {
    void settings
      .current()
      .then((s) => sweepWaitlist(db, s, outboxClock()))
      .catch((error) => log(`waitlist: ${String(error)}`));
    void runPayments(db, payments, outboxClock(), log).catch((error) => log(`payments: ${String(error)}`));
  }, env.waitlistIntervalMs);

  // SP-02: what happened in each column, fanned out once into pushes (the outbox sends them).
  let fanningOut = false;
  const staffPushes = setInterval(() => {
    if (fanningOut) return;
    fanningOut = true;
    void fanOutStaffEvents(db, outboxClock(), push !== undefined)
      .catch((error) => log(`pushes: ${String(error)}`))
      .finally(() => {
        fanningOut = false;
      });
  }, env.outboxIntervalMs);

  // TK-05: the billing records to the AEAT, when the salon's certificate is there (else they wait, queued).
  const verifactuConfig = submissionConfig(env);
  let verifactuBusy = false;
  const verifactu = setInterval(() => {
    if (verifactuBusy) return;
    verifactuBusy = true;
    void sendPending(db, verifactuConfig, outboxClock())
      .catch((error) => log(`verifactu: ${String(error)}`))
      .finally(() => {
        verifactuBusy = false;
      });
  }, env.verifactu.intervalMs);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    clearInterval(retentionTimer);
    clearInterval(waitlist);
    clearInterval(verifactu);
    clearInterval(staffPushes);
    server.close();
    // A stopping process finishes within 10 s (RL-04): a mail still sending after the outbox's
    // grace period stays claimed until its lease ends and is sent by the next process.
    await outbox.stop(STOP_GRACE_MS);
    send.close?.();
    await backups?.close();
    await settings.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
