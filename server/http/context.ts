import type { MiddlewareHandler } from "hono";
import type { SitePages } from "../site/pages";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { SettingsStore } from "../settings/port";
import type { Person } from "../people/repository";
import type { PaymentProvider } from "../payments/provider";

export interface AppDeps {
  db: Database;
  env: Env;
  /** The salon's settings, from memory until a saved change invalidates them (OW-02). */
  settings: SettingsStore;
  /** Renders the public pages on request (the default build); absent: the static files are served. */
  pages?: SitePages;
  /** The server's clock; tests inject their own (BE-10). */
  clock: () => Date;
  /** Told each X-Salon-Test-Now a request carries (SALON_TEST_CLOCK=1 only). */
  onTestNow?: (at: Date) => void;
  log: (line: string) => void;
  /**
   * The tighter per-address limit of what a visitor writes (BE-09: a booking, joining the waitlist,
   * a gift's checkout), stated in those routes' chains; made by the app from the environment.
   */
  visitorWrites: MiddlewareHandler<AppEnv>;
  /** PY-02: the payment provider (Stripe when STRIPE_* are set); absent, no payments are taken. */
  payments?: PaymentProvider;
}

export interface AppEnv {
  Variables: {
    now: Date;
    clientIp: string;
    /** The signed-in person (staff routes, AC-01). */
    me: Person & { sessionId: string };
    /** The database with the signed-in person named for the audit triggers (AC-05). */
    db: Database;
  };
}
