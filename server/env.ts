/**
 * Every configuration value, read once from the environment and checked at
 * start: a bad value stops the server at boot, not at the first request.
 * Defaults make `npm run serve` work with nothing set.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { BookingOverrides } from "@/lib/settings/model";
import type { PhoneChannel } from "@/domain/messages/channels";

export interface Env {
  production: boolean;
  port: number;
  host: string;
  /** postgres://… for a PostgreSQL server; undefined = embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** smtp(s)://… ; undefined = .eml files under dataDir/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HMAC key for manage-links. */
  bookingSecret: string;
  /** Public origin for links in emails (https://www.example.es). */
  publicUrl: string;
  /** SALON_TEST_CLOCK=1: "now" may come from the X-Salon-Test-Now header (BE-10). */
  testClock: boolean;
  /**
   * OUTBOX_TEST_CLOCK=requests (with SALON_TEST_CLOCK=1, on a browser test's own server): the outbox
   * worker's "now" is the latest X-Salon-Test-Now a request carried, so a test can move to the day
   * before an appointment and see its reminder leave.
   */
  outboxFollowsTestClock: boolean;
  rateLimit: { windowSeconds: number; bookingsPerWindow: number; requestsPerWindow: number };
  /**
   * BOOKING_HORIZON_DAYS, CANCEL_NOTICE_HOURS, MAX_FUTURE_BOOKINGS_PER_CONTACT, SLOT_MINUTES: a value
   * set here is in force over the owner's booking settings (OW-11), shown to her as fixed.
   */
  bookingOverrides: BookingOverrides;
  retentionMonths: number;
  /** Where the prerendered site is; undefined = API only. */
  staticDir: string | undefined;
  outboxIntervalMs: number;
  /** WL-02: how often freed times are looked for and offered to the waitlist. */
  waitlistIntervalMs: number;
  /** How long a claimed mail is held before another process may take it (RL-04); a send is cut off at half. */
  outboxLeaseSeconds: number;
  /** Set = the old shared passcode is still configured: it no longer opens anything (AC-01); the start says so. */
  legacyPasscode: boolean;
  /**
   * Proxies in front of the server (RL-05): 0 = none, the socket's address is the client; n = the
   * client is the n-th entry from the right of X-Forwarded-For (each proxy appends what it saw).
   */
  trustProxy: number;
  /** Sign-in attempts per address (and per window) before 429 (ST-01). */
  signIn: { attempts: number; windowSeconds: number };
  /**
   * MS-01: WhatsApp Business Cloud API (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET,
   * WHATSAPP_VERIFY_TOKEN, WHATSAPP_API_URL); undefined = messages written under DATA_DIR/messages/.
   */
  whatsapp:
    { apiUrl: string; phoneNumberId: string; token: string; appSecret: string; verifyToken: string } | undefined;
  /**
   * SP-02: Web Push's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT a mailto:);
   * undefined = no pushes (`npm run push:keys` prints a pair).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** MS-01: Twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_URL); undefined = files. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string | undefined } | undefined;
  /**
   * PY-02: Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_URL points the client at a
   * stand-in in tests); undefined = no payments, deposits are not asked.
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** PY-02: how long a booking that asks for a deposit holds its time while she pays. */
  paymentHoldMinutes: number;
  /**
   * TK-04: VERIFACTU_ENV=test points the QR tributario (and, later, the sending) at the AEAT's external
   * test portal; anything else, production.
   */
  verifactuTestPortal: boolean;
  /**
   * TK-05: sending records to the AEAT. CERTIFICATE_KEY (32 bytes, hex or base64) seals the salon's
   * certificate in the database: without it no certificate is kept, and records wait, queued.
   * VERIFACTU_URL replaces the AEAT's address (a stand-in in the tests; production is the default),
   * VERIFACTU_CA_FILE trusts that stand-in's CA, VERIFACTU_INTERVAL_MS paces the queue.
   */
  verifactu: {
    certificateKey: Buffer | undefined;
    url: string | undefined;
    caFile: string | undefined;
    intervalMs: number;
  };
}

export type RawEnv = Record<string, string | undefined>;

/** TK-04: VERIFACTU_ENV=test points the QR and the sending at the AEAT's test portal. */
export const verifactuTestPortal = (raw: RawEnv) => raw.VERIFACTU_ENV === "test";

/** A 32-byte key written as 64 hex digits or base64; anything else is no key. */
function keyOf(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  return bytes.length === 32 ? bytes : undefined;
}

function integer(raw: RawEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  return optionalInteger(raw, name, min, max) ?? fallback;
}

function optionalInteger(raw: RawEnv, name: string, min: number, max: number): number | undefined {
  const value = raw[name];
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
  return n;
}

/** The booking settings the environment fixes (the horizon and the per-contact limit may go beyond the form's ranges: load tests). */
function bookingOverrides(raw: RawEnv): Env["bookingOverrides"] {
  const slotMinutes = optionalInteger(raw, "SLOT_MINUTES", 15, 60);
  if (slotMinutes !== undefined && ![15, 30, 60].includes(slotMinutes))
    throw new Error(`SLOT_MINUTES must be 15, 30 or 60 (got "${slotMinutes}")`);
  const values = {
    horizonDays: optionalInteger(raw, "BOOKING_HORIZON_DAYS", 1, 10_000),
    cancelNoticeHours: optionalInteger(raw, "CANCEL_NOTICE_HOURS", 0, 168),
    maxFutureBookingsPerContact: optionalInteger(raw, "MAX_FUTURE_BOOKINGS_PER_CONTACT", 1, 1_000_000),
    slotMinutes,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** A provider's variables: all of them set, or none (a half-configured provider stops the start). */
function provider<K extends string>(raw: RawEnv, names: readonly K[]): Record<K, string> | undefined {
  const set = names.filter((n) => raw[n]);
  if (set.length === 0) return undefined;
  const missing = names.filter((n) => !raw[n]);
  if (missing.length > 0)
    throw new Error(`${set.join(", ")} set without ${missing.join(", ")}: set all of them or none.`);
  return Object.fromEntries(names.map((n) => [n, raw[n] ?? ""])) as Record<K, string>;
}

/** MS-06: the phone channels whose provider has its credentials set. */
export function phoneProvidersOf(env: Pick<Env, "whatsapp" | "twilio">): PhoneChannel[] {
  return [...(env.whatsapp ? (["whatsapp"] as const) : []), ...(env.twilio ? (["sms"] as const) : [])];
}

export function parseEnv(raw: RawEnv, defaults: { staticDir?: string } = {}): Env {
  const production = raw.NODE_ENV === "production";
  const testClock = raw.SALON_TEST_CLOCK === "1";
  if (production && testClock) throw new Error("SALON_TEST_CLOCK=1 is refused with NODE_ENV=production.");
  const outboxFollowsTestClock = raw.OUTBOX_TEST_CLOCK === "requests";
  if (outboxFollowsTestClock && !testClock) throw new Error("OUTBOX_TEST_CLOCK=requests needs SALON_TEST_CLOCK=1.");
  const secret = raw.BOOKING_SECRET;
  if (production && (!secret || secret.length < 32))
    throw new Error("BOOKING_SECRET (at least 32 characters) is required with NODE_ENV=production.");
  const databaseUrl = raw.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  const smtpUrl = raw.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const port = integer(raw, "PORT", 4173, 0);
  const dataDir = resolve(raw.DATA_DIR || "data");
  const wa = provider(raw, [
    "WHATSAPP_TOKEN",
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_APP_SECRET",
    "WHATSAPP_VERIFY_TOKEN",
  ]);
  const tw = provider(raw, ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]);
  const st = provider(raw, ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
  const vp = provider(raw, ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]);
  if (vp && !/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(vp.VAPID_SUBJECT))
    throw new Error("VAPID_SUBJECT must be a mailto: address (mailto:salon@example.com), so push services can write.");
  if (vp && (!/^[\w-]{87}$/.test(vp.VAPID_PUBLIC_KEY) || !/^[\w-]{43}$/.test(vp.VAPID_PRIVATE_KEY)))
    throw new Error("VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a VAPID key pair: run npm run push:keys for one.");
  return {
    production,
    port,
    host: raw.HOST || "0.0.0.0",
    databaseUrl,
    dataDir,
    smtpUrl,
    mailFrom: raw.MAIL_FROM || "",
    // In development a random secret per start is enough: old links stop working after a restart.
    bookingSecret: secret || randomBytes(32).toString("hex"),
    publicUrl: (raw.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    testClock,
    outboxFollowsTestClock,
    rateLimit: {
      windowSeconds: integer(raw, "RATE_LIMIT_WINDOW_SECONDS", 60, 1),
      bookingsPerWindow: integer(raw, "RATE_LIMIT_BOOKINGS", 10, 1),
      requestsPerWindow: integer(raw, "RATE_LIMIT_REQUESTS", 300, 1),
    },
    bookingOverrides: bookingOverrides(raw),
    retentionMonths: integer(raw, "RETENTION_MONTHS", 24, 1),
    staticDir: raw.STATIC_DIR === "none" ? undefined : resolve(raw.STATIC_DIR || defaults.staticDir || "build/client"),
    outboxIntervalMs: integer(raw, "OUTBOX_INTERVAL_MS", 2000, 10),
    waitlistIntervalMs: integer(raw, "WAITLIST_INTERVAL_MS", 30_000, 100),
    outboxLeaseSeconds: integer(raw, "OUTBOX_LEASE_SECONDS", 120, 2),
    legacyPasscode: Boolean(raw.STAFF_PASSCODE_HASH),
    trustProxy: integer(raw, "TRUST_PROXY", 0, 0),
    signIn: {
      attempts: integer(raw, "SIGN_IN_ATTEMPTS", 5, 1),
      windowSeconds: integer(raw, "SIGN_IN_WINDOW_SECONDS", 15 * 60, 1),
    },
    whatsapp: wa && {
      apiUrl: (raw.WHATSAPP_API_URL || "https://graph.facebook.com/v21.0").replace(/\/$/, ""),
      phoneNumberId: wa.WHATSAPP_PHONE_NUMBER_ID,
      token: wa.WHATSAPP_TOKEN,
      appSecret: wa.WHATSAPP_APP_SECRET,
      verifyToken: wa.WHATSAPP_VERIFY_TOKEN,
    },
    vapid: vp && { publicKey: vp.VAPID_PUBLIC_KEY, privateKey: vp.VAPID_PRIVATE_KEY, subject: vp.VAPID_SUBJECT },
    twilio: tw && {
      accountSid: tw.TWILIO_ACCOUNT_SID,
      authToken: tw.TWILIO_AUTH_TOKEN,
      from: tw.TWILIO_FROM,
      apiUrl: raw.TWILIO_API_URL || undefined,
    },
    stripe: st && {
      secretKey: st.STRIPE_SECRET_KEY,
      webhookSecret: st.STRIPE_WEBHOOK_SECRET,
      apiUrl: raw.STRIPE_API_URL || undefined,
    },
    paymentHoldMinutes: integer(raw, "PAYMENT_HOLD_MINUTES", 15, 5, 120),
    verifactuTestPortal: verifactuTestPortal(raw),
    verifactu: {
      certificateKey: keyOf(raw.CERTIFICATE_KEY),
      url: raw.VERIFACTU_URL || undefined,
      caFile: raw.VERIFACTU_CA_FILE || undefined,
      intervalMs: integer(raw, "VERIFACTU_INTERVAL_MS", 60_000, 200),
    },
  };
}
