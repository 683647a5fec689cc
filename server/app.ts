/**
 * The Hono app: the JSON API under /api and the site (pages rendered by Astro, files) on one origin
 * (so the CSP's `connect-src 'self'` holds). Middleware does the cross-cutting
 * work — security headers, clock, rate limits, JSON-only, body limit, errors —
 * and the routes stay thin.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createMiddleware } from "hono/factory";
import { compress } from "hono/compress";
import type { HealthResponse } from "@/domain/booking/schemas";
import type { AppDeps, AppEnv } from "./http/context";
import { problem } from "./http/problems";
import { clientAddress } from "./http/client-ip";
import { fixedWindow } from "./http/rate-limit";
import { sqlState } from "./db/client";
import { buildHeaders, staticSite } from "./site";
import {
  agendaRoutes,
  appointmentRoutes,
  availabilityRoutes,
  bookingCheckouts,
  bookingRoutes,
  depositStep,
  calendarRoutes,
  replyHandler,
  staffPaymentRoutes,
} from "./appointments";
import { staffGuard } from "./http/staff-guard";
import { staffSessions, accountRoutes, peopleRoutes } from "./people";
import {
  publicSettingsRoutes,
  staffSettingsRoutes,
  createSettingsStore,
  type SettingsStore,
  mediaRoutes,
} from "./settings";
import { webhookRoutes } from "./notifications";
import { staffWaitlistRoutes, waitlistRoutes } from "./waitlist";
import { stripeProvider, stripeWebhookRoutes } from "./payments";
import { staffCheckoutRoutes } from "./checkout";
import {
  codeTender,
  giftBookingStep,
  giftCheckouts,
  giftRoutes,
  giftsOnSale,
  payByCode,
  staffGiftRoutes,
} from "./gifts";
import { reviewRoutes, staffReviewRoutes } from "./reviews";
import { staffArticleRoutes } from "./articles";
import { staffReportRoutes } from "./reports";
import { feedRoutes, teamPhoneRoutes } from "./team-phones";
import { phoneProvidersOf } from "./env";

function socketAddress(c: { env: unknown }): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * `/api` as one chain, so its type carries every route's input and output: the site's one client
 * (`src/lib/api-client.ts`, `hc<AppType>`) is typed from it (issue 17).
 */
function apiRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get("/health", (c) => c.json({ status: "ok", database: deps.db.kind } satisfies HealthResponse, 200))
      .route("/settings", publicSettingsRoutes(deps))
      .route("/availability", availabilityRoutes(deps))
      .route("/bookings", bookingRoutes(deps, [giftBookingStep(deps.db), depositStep(deps)]))
      .route("/waitlist", waitlistRoutes(deps))
      .route("/gifts", giftRoutes(deps))
      .route("/reviews", reviewRoutes(deps))
      .route("/appointments", appointmentRoutes(deps))
      .route("/calendar", calendarRoutes(deps))
      .route("/feeds", feedRoutes(deps))
      .route(
        "/webhooks",
        webhookRoutes(
          deps,
          replyHandler({
            db: deps.db,
            publicUrl: deps.env.publicUrl,
            secret: deps.env.bookingSecret,
            settings: deps.settings,
          }),
        ),
      )
      // Each area's Checkout sessions, handled by that area (the payments area's port).
      .route("/webhooks/stripe", stripeWebhookRoutes(deps, [giftCheckouts, bookingCheckouts]))
      .route("/staff", staffRoutes(deps))
  );
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
    .route("/", staffPaymentRoutes(deps, payByCode))
    .route("/", staffCheckoutRoutes(deps, codeTender))
    .route("/", staffReportRoutes(deps))
    .route("/", staffReviewRoutes(deps))
    .route("/", staffArticleRoutes(deps))
    .route("/", teamPhoneRoutes(deps))
    .route("/", agendaRoutes(deps));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(options: Omit<AppDeps, "settings" | "visitorWrites"> & { settings?: SettingsStore }) {
  const { env } = options;
  const windowMs = env.rateLimit.windowSeconds * 1000;
  const requests = fixedWindow(env.rateLimit.requestsPerWindow, windowMs);
  const writes = fixedWindow(env.rateLimit.bookingsPerWindow, windowMs);
  const deps: AppDeps = {
    ...options,
    visitorWrites: createMiddleware<AppEnv>(async (c, next) => {
      if (!writes.take(c.get("clientIp"), Date.now())) return problem(c, 429, "rate_limited");
      await next();
    }),
    ...(options.env.stripe && !options.payments ? { payments: stripeProvider(options.env.stripe) } : {}),
    settings:
      options.settings ??
      createSettingsStore(options.db, options.clock, options.env.bookingOverrides, {
        paymentsOnline: Boolean(options.env.stripe),
        phoneProviders: phoneProvidersOf(options.env),
        giftsOnSale,
      }),
  };
  const { log } = deps;
  const app = new Hono<AppEnv>();
  const siteHeaders = env.staticDir ? buildHeaders(env.staticDir) : [];

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
    if (!requests.take(c.get("clientIp"), Date.now())) return problem(c, 429, "rate_limited");
    // What a route accepts (its body's type and size, a visitor's tighter limit) is in its own chain.
    await next();
  });

  app.route("/api", apiRoutes(deps));
  app.all("/api/*", (c) => problem(c, 404, "api_not_found"));

  app.route("/media", mediaRoutes(deps));

  if (env.staticDir) {
    app.use("*", compress());
    app.all("*", staticSite(env.staticDir, deps.pages));
  }
  return app;
}
