/**
 * RL-06: no input makes any route answer 5xx, and a refused request stores
 * nothing. fast-check feeds every route bodies, query strings, path
 * parameters and headers built from the probe's findings (NUL bytes, wrong
 * types, out-of-range ids and dates, bad Origins) mixed with valid values, so
 * requests also get deep into the handlers.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookingBody, createPerson, createTestDatabase, postBooking, staffTestApp, type TestDb } from "./test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
let bookingId = "";
let logs: string[] = [];
/** A receptionist the people routes may change (never the signed-in owner). */
let personId = "";

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie, logs } = await staffTestApp(t.db, {
    RATE_LIMIT_REQUESTS: "1000000",
    RATE_LIMIT_BOOKINGS: "1000000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "100000",
    SIGN_IN_ATTEMPTS: "1000000",
  }));
  const booked = await postBooking(app, bookingBody({ date: "2026-12-01", time: "12:00", email: "fuzz@example.com" }));
  bookingId = ((await booked.json()) as { id: string }).id;
  personId = (await createPerson(t.db, "reception")).id;
}, 60_000);
afterAll(async () => t?.drop());

/** Everything the database holds that a request could change. */
async function fingerprint(): Promise<string> {
  const rows = await t.db.query<{ f: string }>(
    `SELECT concat_ws('#',
       (SELECT md5(coalesce(string_agg(b::text, '|' ORDER BY id), '')) FROM bookings b),
       (SELECT md5(coalesce(string_agg(o::text, '|' ORDER BY id), '')) FROM outbox o),
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY id), '')) FROM time_off x),
       (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY id), '')) FROM services s),
       (SELECT md5(coalesce(string_agg(p::text, '|' ORDER BY id), '')) FROM staff p),
       (SELECT md5(coalesce(string_agg(n::text, '|' ORDER BY phone_key), '')) FROM client_notes n),
       (SELECT md5(coalesce(string_agg(ss::text, '|' ORDER BY staff_id, service_id), '')) FROM staff_services ss),
       (SELECT md5(coalesce(string_agg(w::text, '|' ORDER BY staff_id, weekday, starts_minute), '')) FROM working_hours w),
       (SELECT md5(coalesce(string_agg(h::text, '|' ORDER BY weekday), '')) FROM opening_hours h),
       (SELECT md5(coalesce(string_agg(m::text, '|'), '')) FROM salon_settings m),
       (SELECT md5(coalesce(string_agg(we::text, '|' ORDER BY id), '')) FROM waitlist_entries we),
       (SELECT md5(coalesce(string_agg(wo::text, '|' ORDER BY id), '')) FROM waitlist_offers wo),
       (SELECT md5(coalesce(string_agg(mc::text, '|' ORDER BY phone_key), '')) FROM message_consent mc),
       (SELECT md5(coalesce(string_agg(pa::text, '|' ORDER BY id), '')) FROM payments pa),
       (SELECT md5(coalesce(string_agg(gp::text, '|' ORDER BY id), '')) FROM gift_products gp),
       (SELECT md5(coalesce(string_agg(gc::text, '|' ORDER BY code), '')) FROM gift_codes gc),
       -- TK-01 … TK-03: products, invoices, their series and records.
       (SELECT md5(coalesce(string_agg(pr::text, '|' ORDER BY id), '')) FROM products pr),
       (SELECT md5(coalesce(string_agg(iv::text, '|' ORDER BY id), '')) FROM invoices iv),
       (SELECT md5(coalesce(string_agg(isr::text, '|' ORDER BY series), '')) FROM invoice_series isr),
       (SELECT md5(coalesce(string_agg(vr::text, '|' ORDER BY id), '')) FROM verifactu_records vr),
       -- AC-01..AC-05 (failed sign-ins are counted on purpose: sign_in_attempts is left out).
       (SELECT md5(coalesce(string_agg(pe::text, '|' ORDER BY id), '')) FROM people pe),
       (SELECT md5(coalesce(string_agg(i::text, '|' ORDER BY token_hash), '')) FROM invitations i),
       (SELECT md5(coalesce(string_agg(k::text, '|' ORDER BY id), '')) FROM passkeys k),
       (SELECT md5(coalesce(string_agg(se::text, '|' ORDER BY id), '')) FROM sessions se WHERE ended_at IS NOT NULL),
       (SELECT count(*)::text FROM audit_log)) AS f`,
  );
  return rows[0]?.f ?? "";
}

/** The probe's findings, and friends. */
const PROBE_VALUES: unknown[] = [
  "",
  "\u0000",
  "ana\u0000@example.com",
  "a@b\u0000.es",
  "0000-01-01",
  "9999-12-31",
  "2026-02-30",
  "2026-12-01",
  "2026-12-02",
  "10:00",
  "25:99",
  "24:00",
  "99999999999999999999999",
  "-1",
  "lucia",
  "corte",
  "...",
  "+02026-11-23",
  "ana@exámple.com",
  "a\u200b@example.com",
  `a@${"x".repeat(64)}.com`,
  "<script>alert(1)</script>",
  "'; DROP TABLE bookings; --",
  "cancelled",
  "completed",
  "611 222 333",
  "Ana\u0000",
  0,
  true,
  ["lucia"],
  { id: "lucia" },
  Number.MAX_SAFE_INTEGER * 1024,
  null,
];

const nasty = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PROBE_VALUES) },
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(9_223_372_036_854_775_807n),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const keys = [
  "service",
  "date",
  "time",
  "staff",
  "name",
  "phone",
  "email",
  "privacyAccepted",
  "website",
  "token",
  "password",
  "label",
  "rawId",
  "type",
  "response",
  "clientExtensionResults",
  "staffId",
  "person",
  "kind",
  "from",
  "to",
  "before",
  "status",
  "fromDate",
  "toDate",
  "fromTime",
  "toTime",
  "reason",
  "q",
  "holidays",
  "year",
  // The settings forms (OW-06).
  "title",
  "description",
  "features",
  "icon",
  "minutes",
  "bufferMinutes",
  "price",
  "active",
  "position",
  "version",
  "days",
  "bookingClosedWeekdays",
  "startDate",
  "endDate",
  "allDay",
  "startTime",
  "endTime",
  "note",
  "role",
  "services",
  "shifts",
];

/**
 * A body: a valid one for the route with one or two fields replaced by nasty values (so a bad
 * value meets the checks after the others passed), an object of known fields, or anything at all.
 */
function body(base: Record<string, unknown>) {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...keys, ...Object.keys(base)), nasty), { minLength: 1, maxLength: 2 })
        .map((changes) => ({ ...base, ...Object.fromEntries(changes) })),
    },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 9 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map((raw) => ({ raw })) },
  );
}

const validBooking = {
  service: "corte",
  date: "2026-12-02",
  time: "10:00",
  name: "Ana López",
  phone: "+34 611 222 333",
  email: "ana.fuzz@example.com",
  privacyAccepted: true,
  website: "",
};

const validService = {
  name: "Lifting de pestañas",
  title: "Lifting de pestañas",
  description: "Pestañas curvadas y con volumen durante semanas, sin extensiones.",
  features: ["Tinte incluido", "Sin extensiones", "Dura seis semanas"],
  icon: "sparkles",
  minutes: 60,
  bufferMinutes: 10,
  price: 40,
  active: true,
  position: 7,
};
const validHours = {
  days: [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    open: weekday !== 0,
    opens: "09:00",
    closes: weekday === 6 ? "18:00" : "20:00",
  })),
  bookingClosedWeekdays: [0],
  version: 1,
};
const validBookingPolicy = {
  horizonDays: 60,
  cancelNoticeHours: 12,
  maxFutureBookingsPerContact: 4,
  slotMinutes: 30,
  version: 1,
};
const validClosure = { startDate: "2027-01-02", endDate: "2027-01-02", allDay: true, note: "Inventario" };
const validMember = {
  name: "Nueva Profesional",
  role: "Estilista",
  services: ["corte"],
  shifts: [{ days: [1, 2], starts: "10:00", ends: "14:00" }],
  active: true,
  position: 20,
};

const pathParam = fc.oneof(
  fc.constantFrom("99999999999999999999999", "1", "0", "-1", "%00", "..%2F..", "x".repeat(300), "abc.ics"),
  fc.uuid().map((u) => u),
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s) || "x"),
);

function query(base: Record<string, string> = {}) {
  return fc.oneof(
    fc
      .array(fc.tuple(fc.constantFrom("service", "date", "staff", "q", "from", "to", "year", "dryRun"), nasty), {
        maxLength: 2,
      })
      .map((changes) => ({ ...base, ...Object.fromEntries(changes) })),
    fc.dictionary(fc.constantFrom("service", "date", "staff", "q", "from", "to", "year", "dryRun"), nasty, {
      maxKeys: 4,
    }),
  );
}

// Mostly no Origin (a same-site fetch may omit it), so most requests get past the check.
const origin = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("null", "http://localhost", "http://evil.example", "::::", "http://[bad", ""),
  },
);

function encode(value: unknown): string {
  return typeof value === "bigint"
    ? `${value}`
    : JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}` : v));
}

interface Route {
  method: string;
  path: (p: string) => string;
  staff?: boolean;
  /** A valid body to mutate (routes that take one). */
  base?: Record<string, unknown>;
  /** A valid query to mutate. */
  query?: Record<string, string>;
}

/** The shape of a WebAuthn answer (its signature is nonsense: the library refuses it). */
const validAssertion = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA", attestationObject: "AAAA" },
  clientExtensionResults: {},
};

const routes: Route[] = [
  { method: "GET", path: () => "/api/availability", query: { service: "corte", date: "2026-12-02" } },
  { method: "POST", path: () => "/api/bookings", base: validBooking },
  // SS-02: a visit of several services, and its availability.
  {
    method: "POST",
    path: () => "/api/bookings",
    base: { ...validBooking, extras: [{ service: "manicura", staff: "sofia" }] },
  },
  {
    method: "GET",
    path: () => "/api/availability",
    query: { service: "corte", date: "2026-12-02", extras: "manicura:sofia" },
  },
  { method: "POST", path: () => "/api/appointments/lookup", base: { token: "x" } },
  { method: "POST", path: () => "/api/appointments/cancel", base: { token: "x" } },
  // SS-01: a real token half the time would move the fuzz booking; the forged one never does.
  {
    method: "POST",
    path: () => "/api/appointments/reschedule",
    base: { token: "x", date: "2026-12-03", time: "12:00" },
  },
  { method: "GET", path: (p) => `/api/calendar/${p}` },
  { method: "POST", path: () => "/api/staff/session", base: { email: "nadie@salon.test", password: "no-es-la-clave" } },
  // Accounts (AC-01..AC-05): ":id" is the receptionist's id (people), or a session's or passkey's.
  { method: "POST", path: () => "/api/staff/session/passkey/options", base: {} },
  { method: "POST", path: () => "/api/staff/session/passkey", base: validAssertion },
  { method: "POST", path: () => "/api/staff/links/check", base: { token: "A".repeat(43) } },
  {
    method: "POST",
    path: () => "/api/staff/links/accept",
    base: { token: "A".repeat(43), password: "una-frase-bastante-larga" },
  },
  { method: "POST", path: () => "/api/staff/password-reset", base: { email: "nadie@salon.test" } },
  { method: "GET", path: () => "/api/staff/account", staff: true },
  { method: "DELETE", path: (p) => `/api/staff/account/sessions/${p}`, staff: true },
  { method: "POST", path: () => "/api/staff/account/passkeys/options", staff: true, base: {} },
  {
    method: "POST",
    path: () => "/api/staff/account/passkeys",
    staff: true,
    base: { ...validAssertion, label: "Móvil" },
  },
  { method: "DELETE", path: (p) => `/api/staff/account/passkeys/${p}`, staff: true },
  { method: "GET", path: () => "/api/staff/people", staff: true },
  {
    method: "POST",
    path: () => "/api/staff/people",
    staff: true,
    base: { email: "invitada@salon.test", name: "Inés Vera", role: "professional", staffId: "elena" },
  },
  {
    method: "PUT",
    path: (p) => `/api/staff/people/${p === bookingId ? personId : p}`,
    staff: true,
    base: { name: "Rosa Recio", role: "reception", staffId: null, active: true, version: 1 },
  },
  { method: "POST", path: (p) => `/api/staff/people/${p === bookingId ? personId : p}/link`, staff: true, base: {} },
  { method: "GET", path: () => "/api/staff/sessions", staff: true },
  { method: "DELETE", path: (p) => `/api/staff/sessions/${p}`, staff: true },
  {
    method: "GET",
    path: () => "/api/staff/audit",
    staff: true,
    query: { person: "00000000-0000-4000-8000-000000000000", kind: "agenda", from: "2026-11-01", to: "2026-12-01" },
  },
  { method: "GET", path: () => "/api/staff/agenda", staff: true, query: { date: "2026-12-02" } },
  {
    method: "POST",
    path: () => "/api/staff/appointments",
    staff: true,
    base: { ...validBooking, staff: "lucia", time: "11:00", email: "" },
  },
  {
    method: "POST",
    path: (p) => `/api/staff/appointments/${p}/move`,
    staff: true,
    base: { date: "2026-12-03", time: "15:00", staff: "carmen" },
  },
  { method: "POST", path: (p) => `/api/staff/appointments/${p}/status`, staff: true, base: { status: "completed" } },
  {
    method: "POST",
    path: (p) => `/api/staff/appointments/${p}/undo`,
    staff: true,
    base: { change: "1" },
  },
  {
    method: "POST",
    path: () => "/api/staff/time-off",
    staff: true,
    base: {
      staff: "elena",
      fromDate: "2026-12-10",
      toDate: "2026-12-10",
      fromTime: "09:00",
      toTime: "10:00",
      reason: "x",
    },
  },
  { method: "DELETE", path: (p) => `/api/staff/time-off/${p}`, staff: true },
  { method: "GET", path: () => "/api/staff/clients", staff: true, query: { q: "fuzz@example.com" } },
  { method: "GET", path: () => "/api/staff/clients/export", staff: true, query: { q: "fuzz@example.com" } },
  { method: "POST", path: () => "/api/staff/clients/erase", staff: true, base: { q: "nadie@example.com" } },
  {
    method: "PUT",
    path: () => "/api/staff/clients/note",
    staff: true,
    base: { phone: "600 000 001", note: "Alergia al látex" },
  }, // AP-05: a client's contact corrected.
  {
    method: "PUT",
    path: () => "/api/staff/clients/contact",
    staff: true,
    base: { phone: "600000001", name: "Ana López", newPhone: "600000002", email: "ana@example.com" },
  },

  { method: "GET", path: () => "/api/staff/export.csv", staff: true, query: { from: "2026-12-01", to: "2026-12-02" } },
  { method: "GET", path: () => "/api/staff/holidays", staff: true, query: { year: "2027" } },
  {
    method: "POST",
    path: () => "/api/staff/holidays",
    staff: true,
    base: { holidays: [{ date: "2027-01-06", name: "Reyes" }] },
  },
  // The settings (OW-06): ":id" is a service's or professional's id half of the time.
  { method: "GET", path: () => "/api/settings" },
  { method: "POST", path: () => "/api/staff/settings/services", staff: true, base: validService },
  {
    method: "PUT",
    path: (p) => `/api/staff/settings/services/${p === bookingId ? "facial" : p}`,
    staff: true,
    base: { ...validService, version: 1 },
  },
  { method: "PUT", path: () => "/api/staff/settings/hours", staff: true, base: validHours },
  { method: "PUT", path: () => "/api/staff/settings/booking", staff: true, base: validBookingPolicy },
  { method: "POST", path: () => "/api/staff/settings/closures", staff: true, base: validClosure },
  { method: "DELETE", path: (p) => `/api/staff/settings/closures/${p}`, staff: true },
  { method: "POST", path: () => "/api/staff/settings/team", staff: true, base: validMember },
  {
    method: "PUT",
    path: (p) => `/api/staff/settings/team/${p === bookingId ? "marta" : p}`,
    staff: true,
    base: { ...validMember, name: "Marta Navarro", version: 1 },
  },
  { method: "GET", path: () => "/api/staff/settings/time-off", staff: true },
  // MS-01, WL-02: the owner's messages and waitlist settings.
  {
    method: "PUT",
    path: () => "/api/staff/settings/messages",
    staff: true,
    base: {
      offered: "whatsapp",
      whatsappMillis: 21,
      smsMillis: 75,
      confirmRequestHours: 48,
      reminderHours: 24,
      lastReminderHours: 2,
      reminderText: "Hola {nombre}",
      confirmRequestText: "",
      waitlistMode: "one",
      waitlistHoldMinutes: 15,
      version: 1,
    },
  },
  // WL-01, WL-02: the waitlist, public and the desk's.
  {
    method: "POST",
    path: () => "/api/waitlist",
    base: {
      service: "corte",
      staff: "lucia",
      fromDay: "2026-12-02",
      toDay: "2026-12-04",
      window: "morning",
      name: "Ana Espera",
      phone: "600 000 009",
      email: "espera@example.com",
      privacyAccepted: true,
    },
  },
  { method: "POST", path: () => "/api/waitlist/offers/lookup", base: { token: "x" } },
  { method: "POST", path: () => "/api/waitlist/offers/accept", base: { token: "x" } },
  { method: "GET", path: () => "/api/staff/waitlist", staff: true, query: { date: "2026-12-02" } },
  {
    method: "POST",
    path: () => "/api/staff/waitlist",
    staff: true,
    base: {
      service: "corte",
      staff: "",
      fromDay: "2026-12-02",
      toDay: "2026-12-02",
      window: "any",
      name: "Rosa Vidal",
      phone: "699 000 111",
    },
  },
  { method: "DELETE", path: (p) => `/api/staff/waitlist/${p}`, staff: true },
  // PY-02, PY-05: Stripe's events (no keys here: not found) and the desk's record of a visit's payment.
  { method: "POST", path: () => "/api/webhooks/stripe", base: { id: "evt_1", type: "checkout.session.completed" } },
  { method: "GET", path: (p) => `/api/staff/appointments/${p}/payments`, staff: true },
  {
    method: "POST",
    path: (p) => `/api/staff/appointments/${p}/payments`,
    staff: true,
    base: { method: "cash", amountCents: 2500 },
  },
  { method: "POST", path: (p) => `/api/staff/appointments/${p}/fee`, staff: true, base: { confirm: true } },
  // PY-12, AP-05: a payment voided, an appointment's service changed.
  {
    method: "POST",
    path: (p) => `/api/staff/appointments/${p}/payments/1/void`,
    staff: true,
    base: { reason: "cobrado dos veces" },
  },
  { method: "POST", path: (p) => `/api/staff/appointments/${p}/service`, staff: true, base: { service: "maquillaje" } },
  // PY-09: 'Pagar la señal' on /cita; AP-04: the days with free time; PY-11: what a code pays.
  { method: "POST", path: () => "/api/appointments/pay", base: { token: "x" } },
  { method: "GET", path: () => "/api/availability/days", query: { service: "corte", staff: "lucia" } },
  { method: "POST", path: () => "/api/gifts/quote", base: { code: "REGALO-2222-2222", service: "corte" } },
  // RP-01: the reports.
  { method: "GET", path: () => "/api/staff/reports", staff: true, query: { from: "2026-11-01", to: "2026-11-30" } },
  // PY-04: bonos and gift cards.
  { method: "GET", path: () => "/api/gifts" },
  {
    method: "POST",
    path: () => "/api/gifts/checkout",
    base: { product: "tarjeta", buyerName: "Marta Ruiz", buyerEmail: "marta@example.com", privacyAccepted: true },
  },
  { method: "POST", path: () => "/api/gifts/card", base: { code: "REGALO-2222-2222" } },
  { method: "GET", path: () => "/api/staff/settings/gifts", staff: true },
  // PY-12: the codes sold, and a sale at the desk.
  { method: "GET", path: () => "/api/staff/settings/gifts/codes", staff: true },
  {
    method: "POST",
    path: () => "/api/staff/settings/gifts/sell",
    staff: true,
    base: {
      product: "tarjeta",
      method: "cash",
      buyerName: "Marta Ruiz",
      buyerEmail: "marta@example.com",
      requestKey: "00000000-0000-4000-8000-000000000001",
    },
  },
  // TK-01: the products and a sale at the desk (refused here: the seed has no legal data yet).
  { method: "GET", path: () => "/api/staff/products", staff: true },
  {
    method: "POST",
    path: () => "/api/staff/products",
    staff: true,
    base: { name: "Champú", priceCents: 1250, vatRate: 21, stock: 3 },
  },
  {
    method: "POST",
    path: () => "/api/staff/checkout",
    staff: true,
    base: {
      requestKey: "00000000-0000-4000-8000-000000000002",
      products: [{ id: "00000000-0000-4000-8000-000000000003", quantity: 1 }],
      discount: { kind: "percent", percent: 10 },
      tenders: [{ method: "cash", cents: 2000 }],
      client: { name: "Lola Ruiz", nif: "12345678Z", address: "Calle Mayor 1" },
    },
  },
  { method: "GET", path: (id) => `/api/staff/checkout/appointments/${id}`, staff: true },
  { method: "GET", path: (id) => `/api/staff/invoices/${id}`, staff: true },
  {
    method: "POST",
    path: () => "/api/staff/settings/gifts",
    staff: true,
    base: {
      kind: "gift",
      name: "Tarjeta 40",
      service: null,
      sessions: null,
      amountCents: 4000,
      priceCents: 4000,
      validMonths: 12,
      design: "rosa",
      active: true,
    },
  },
];

/** Sends one request and checks RL-06 on it: no 5xx; a 4xx says why in Spanish and stores nothing. */
async function check(route: Route, b: unknown, q: Record<string, unknown>, id: string, o: string | undefined) {
  const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, typeof v === "string" ? v : encode(v)]));
  const raw = typeof b === "object" && b !== null && "raw" in b && Object.keys(b).length === 1;
  const before = await fingerprint();
  const res = await app.request(`http://localhost${route.path(id)}?${search}`, {
    method: route.method,
    headers: {
      Host: "localhost",
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
      ...(route.staff ? { Cookie: cookie } : {}),
      ...(o !== undefined ? { Origin: o } : {}),
    },
    body: route.base ? (raw ? String((b as { raw: unknown }).raw) : encode(b)) : undefined,
  });
  const text = await res.clone().text();
  expect(res.status, `${route.method} ${route.path(id)}?${search} ${encode(b)}: ${text}`).toBeLessThan(500);
  if (res.status >= 400) {
    const answer = (await res.json().catch(() => null)) as { message?: unknown } | null;
    expect(typeof answer?.message, `${route.path(id)} ${res.status}: ${text}`).toBe("string");
    expect(await fingerprint(), `${route.method} ${route.path(id)} ${encode(b)} stored something`).toBe(before);
  }
  // Not even the safety net (SQLSTATE 22 → 400) may be needed: every route checks its own input.
  expect(
    logs.filter((l) => l.startsWith("error:") || l.startsWith("bad input")),
    `${route.method} ${route.path(id)} ${encode(b)}`,
  ).toEqual([]);
}

describe("no 5xx on any input (RL-06)", () => {
  for (const route of routes) {
    const name = `${route.method} ${route.path(":id")}`;
    test(`RL-06 ${name}: each of the probe's values in each field never gets a 5xx, and a 4xx stores nothing`, async () => {
      const id = route.path(":id").includes(":id") ? bookingId : "";
      const ids = route.path(":id").includes(":id") ? ["99999999999999999999999", "0", "%00", bookingId] : [""];
      for (const value of PROBE_VALUES) {
        for (const key of Object.keys(route.base ?? {}))
          await check(route, { ...route.base, [key]: value }, route.query ?? {}, id, undefined);
        for (const key of Object.keys(route.query ?? {}))
          await check(route, route.base, { ...route.query, [key]: value }, id, undefined);
      }
      for (const each of ids) await check(route, route.base, route.query ?? {}, each, undefined);
    }, 120_000);

    test(`RL-06 ${name}: generated input never gets a 5xx, and a 4xx stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          body(route.base ?? {}),
          query(route.query),
          pathParam,
          origin,
          fc.boolean(),
          async (b, q, p, o, realId) =>
            check(route, b, q, realId && route.path(":id").includes(":id") ? bookingId : p, o),
        ),
        { numRuns: 120, seed: 16 },
      );
    }, 120_000);
  }

  test("RL-06 Origin: null and a malformed Origin are 403 on staff routes, not 500", async () => {
    for (const bad of ["null", "::::", "http://[bad"]) {
      const res = await app.request("http://localhost/api/staff/agenda?date=2026-12-01", {
        headers: { Host: "localhost", Cookie: cookie, Origin: bad },
      });
      expect(res.status).toBe(403);
    }
  });
});
