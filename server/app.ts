/**
 * The Hono app: the JSON API under /api and the site (pages rendered by Astro, files) on one origin
 * (so the CSP's `connect-src 'self'` holds). Middleware does the cross-cutting
 * work — security headers, clock, rate limits, JSON-only, body limit, errors —
 * and the routes stay thin.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { HealthResponse } from "@/domain/booking/schemas";
import type { AppDeps, AppEnv } from "./http/context";
import { problem } from "./http/problems";
import { clientAddress } from "./http/client-ip";
import { fixedWindow } from "./http/rate-limit";
import { sqlState } from "./db/client";
import { buildHeaders, staticSite } from "./site/static-site";
import { appointmentRoutes, calendarRoutes } from "./appointments/manage-routes";
import { availabilityRoutes } from "./appointments/availability-routes";
import { bookingRoutes } from "./appointments/booking-routes";
import { agendaRoutes } from "./appointments/agenda-routes";
import { staffGuard } from "./http/staff-guard";
import { staffSessions } from "./people/accounts-service";
import { accountRoutes } from "./people/account-routes";
import { peopleRoutes } from "./people/people-routes";
import { publicSettingsRoutes, staffSettingsRoutes } from "./settings/routes";
import { createSettingsStore, type SettingsStore } from "./settings/store";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, readMedia } from "./settings/photos";
import { webhookRoutes } from "./notifications/webhook-routes";
import { staffWaitlistRoutes, waitlistRoutes } from "./waitlist/routes";
import { stripeClient } from "./payments/stripe";
import { giftRoutes, staffGiftRoutes } from "./gifts/routes";
import { staffReportRoutes } from "./reports/routes";
import { staffPaymentRoutes, stripeWebhookRoutes } from "./payments/routes";

const MAX_BODY_BYTES = 8 * 1024;
const isPhotoUpload = (path: string) => /^\/api\/staff\/settings\/team\/[^/]+\/photo$/.test(path);
/** Twilio posts its webhooks as a form (MS-03); every other body is JSON. */
const isTwilioWebhook = (path: string) => /^\/api\/webhooks\/sms(\/status)?$/.test(path);

function socketAddress(c: { env: unknown }): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * `/api` as one chain, so its type carries every route's input and output: the site's one client
 * (`src/lib/api-client.ts`, `hc<AppType>`) is typed from it (issue 17).
 */
function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/health", (c) => c.json({ status: "ok", database: deps.db.kind } satisfies HealthResponse, 200))
    .route("/settings", publicSettingsRoutes(deps))
    .route("/availability", availabilityRoutes(deps))
    .route("/bookings", bookingRoutes(deps))
    .route("/waitlist", waitlistRoutes(deps))
    .route("/gifts", giftRoutes(deps))
    .route("/appointments", appointmentRoutes(deps))
    .route("/calendar", calendarRoutes(deps))
    .route("/webhooks", webhookRoutes(deps))
    .route("/webhooks/stripe", stripeWebhookRoutes(deps))
    .route("/staff", staffRoutes(deps));
}

/** `/api/staff`: every area's staff routes behind one guard; each route states who may call it. */
function staffRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use("*", staffGuard(deps.db, staffSessions))
    .route("/", accountRoutes(deps))
    .route("/", peopleRoutes(deps))
    .route("/settings", staffSettingsRoutes(deps))
    .route("/settings", staffGiftRoutes(deps))
    .route("/", staffWaitlistRoutes(deps))
    .route("/", staffPaymentRoutes(deps))
    .route("/", staffReportRoutes(deps))
    .route("/", agendaRoutes(deps));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(options: Omit<AppDeps, "settings"> & { settings?: SettingsStore }) {
  const deps: AppDeps = {
    ...options,
    ...(options.env.stripe && !options.stripe ? { stripe: stripeClient(options.env.stripe) } : {}),
    settings:
      options.settings ??
      createSettingsStore(options.db, options.clock, options.env.bookingOverrides, {
        paymentsOnline: Boolean(options.env.stripe),
      }),
  };
  const { env, log } = deps;
  const app = new Hono<AppEnv>();
  const siteHeaders = env.staticDir ? buildHeaders(env.staticDir) : [];
  const windowMs = env.rateLimit.windowSeconds * 1000;
  const requests = fixedWindow(env.rateLimit.requestsPerWindow, windowMs);
  const bookings = fixedWindow(env.rateLimit.bookingsPerWindow, windowMs);

  app.onError((error, c) => {
    // The validator's refusal of a body that is not JSON at all.
    if (error instanceof HTTPException && error.status === 400)
      return problem(c, 400, "validation", { message: "El cuerpo de la petición no es JSON válido." });
    // A value the database refuses as data (SQLSTATE class 22: out of range, bad encoding, a NUL
    // byte) is bad input the route's checks let through: 400, never 500 (RL-06). Logged, so the
    // missing check gets written.
    if (sqlState(error)?.startsWith("22")) {
      log(`bad input reached the database: ${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}`);
      return problem(c, 400, "validation", { message: "Hay un dato con un valor no válido. Revísalo." });
    }
    log(
      `error: ${c.req.method} ${new URL(c.req.url).pathname}: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return problem(c, 500, "internal");
  });

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of siteHeaders) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (siteHeaders.length === 0) c.res.headers.set("X-Content-Type-Options", "nosniff");
  });

  // How long this process took over an API request (the bench reads it: RP-04 in docs/performance.md).
  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
  });
  app.use("/api/*", async (c, next) => {
    // The clock (BE-10): a test may set "now" per request only when the server was started for tests.
    const testNow = env.testClock ? c.req.header("X-Salon-Test-Now") : undefined;
    const parsed = testNow ? new Date(testNow) : undefined;
    const valid = parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
    if (valid) deps.onTestNow?.(valid);
    c.set("now", valid ?? deps.clock());
    c.set("clientIp", clientAddress(socketAddress(c), c.req.header("X-Forwarded-For"), env.trustProxy));
    c.header("Cache-Control", "no-store");
    const now = Date.now();
    if (!requests.take(c.get("clientIp"), now)) return problem(c, 429, "rate_limited");
    if (c.req.method === "POST") {
      // Booking and joining the waitlist write what a visitor sends: the tighter limit (BE-09).
      if (/^\/api\/(bookings|waitlist|gifts\/checkout)$/.test(c.req.path) && !bookings.take(c.get("clientIp"), now))
        return problem(c, 429, "rate_limited");
      const type = c.req.header("Content-Type") ?? "";
      // A professional's photo is the one body that is not JSON (OW-01); its bytes decide its type (RL-12).
      if (isPhotoUpload(c.req.path)) {
        if (!/^image\/(jpeg|png|webp)(\s*;|$)/i.test(type))
          return problem(c, 415, "unsupported_media_type", { message: PHOTO_MESSAGES.type });
      } else if (isTwilioWebhook(c.req.path)) {
        if (!/^application\/x-www-form-urlencoded(\s*;|$)/i.test(type))
          return problem(c, 415, "unsupported_media_type");
      } else if (!/^application\/json(\s*;|$)/i.test(type)) return problem(c, 415, "unsupported_media_type");
    }
    await next();
  });
  const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => problem(c, 413, "payload_too_large") });
  const photoBody = bodyLimit({
    maxSize: MAX_PHOTO_BYTES,
    onError: (c) => problem(c, 413, "payload_too_large", { message: "La foto pesa demasiado (máximo 12 MB)." }),
  });
  // Stripe's events are larger than a form's body (PY-02).
  const eventBody = bodyLimit({ maxSize: 256 * 1024, onError: (c) => problem(c, 413, "payload_too_large") });
  app.use("/api/*", (c, next) =>
    isPhotoUpload(c.req.path)
      ? photoBody(c, next)
      : c.req.path === "/api/webhooks/stripe"
        ? eventBody(c, next)
        : smallBody(c, next),
  );

  app.route("/api", apiRoutes(deps));
  app.all("/api/*", (c) => problem(c, 404, "api_not_found"));

  // Professionals' photos, from the database (every process serves them; a backup keeps them).
  app.get("/media/:name", async (c) => {
    const name = c.req.param("name");
    const media = /^[a-z0-9-]{1,80}\.webp$/.test(name) ? await readMedia(deps.db, name) : undefined;
    if (!media) return c.text("No encontrado", 404);
    return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": media.type,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  if (env.staticDir) {
    app.use("*", compress());
    app.all("*", staticSite(env.staticDir, deps.pages));
  }
  return app;
}
