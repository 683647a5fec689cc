/**
 * People and permissions (AC-01..AC-05) through the HTTP API, on PGlite and (npm run
 * test:postgres) PostgreSQL: the role table for every staff route, sessions the server ends,
 * single-use links, the professional's reach, and the audit log written with each change.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SalonSettings } from "@/lib/settings/model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emailFieldProblem } from "@/domain/booking/contact-validation";
import { createApp } from "./app";
import { openPglite } from "./db/client";
import { migrate } from "./db/migrate";
import { parseEnv } from "./env";
import { createOwner } from "./people/owner";
import { passwordProblem } from "./people/passwords";
import type { Person, Role } from "./people/repository";
import {
  bookingBody,
  createPerson,
  createTestDatabase,
  onPostgres,
  postBooking,
  signIn,
  STAFF_PASSWORD,
  type TestDb,
  mailsSentAt,
} from "./test/harness";

let t: TestDb;
let app: ReturnType<typeof createApp>;
let now = new Date("2026-11-24T07:00:00Z");
const cookies = {} as Record<Role, string>;
const persons = {} as Record<Role, Person>;

beforeAll(async () => {
  t = await createTestDatabase();
  const env = parseEnv({
    BOOKING_SECRET: "test-secret-test-secret-test-secret-000",
    STATIC_DIR: "none",
    PUBLIC_URL: "https://salon.test",
    RATE_LIMIT_BOOKINGS: "100000",
    RATE_LIMIT_REQUESTS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000",
    SIGN_IN_ATTEMPTS: "1000",
  });
  app = createApp({ db: t.db, env, clock: () => now, log: () => undefined });
  for (const role of ["owner", "reception", "professional"] as const) {
    persons[role] = await createPerson(t.db, role, role === "professional" ? { staffId: "lucia" } : {});
    cookies[role] = await signIn(app, persons[role]);
  }
}, 60_000);
afterAll(async () => t?.drop());

function call(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  // The photo upload is the one body that is not JSON.
  const photo = path.includes("/photo");
  return app.request(`http://localhost/api/staff${path}`, {
    method: init.method ?? "GET",
    headers: {
      Host: "localhost",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.body !== undefined ? { "Content-Type": photo ? "image/jpeg" : "application/json" } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? (photo ? new Uint8Array([1, 2, 3]) : JSON.stringify(init.body)) : undefined,
  });
}

const ALL: readonly Role[] = ["owner", "reception", "professional"];
const OWNER: readonly Role[] = ["owner"];
const DESK: readonly Role[] = ["owner", "reception"];
/** SP-03: a calendar feed is of a column: a professional's. */
const PRO: readonly Role[] = ["professional"];
const OPEN = "open";
const ID = "00000000-0000-4000-8000-000000000000";
const TOKEN = "A".repeat(43);

/**
 * The contract of AC-04, written out here rather than read from the routes' `allow(…)`: every
 * staff route the app has, with who may call it. A route the app gains and this table lacks fails.
 */
const table: [method: string, route: string, path: string, who: readonly Role[] | typeof OPEN][] = [
  ["POST", "/session", "/session", OPEN],
  ["POST", "/session/passkey/options", "/session/passkey/options", OPEN],
  ["POST", "/session/passkey", "/session/passkey", OPEN],
  ["POST", "/links/check", "/links/check", OPEN],
  ["POST", "/links/accept", "/links/accept", OPEN],
  ["POST", "/password-reset", "/password-reset", OPEN],
  ["GET", "/session", "/session", ALL],
  ["DELETE", "/session", "/session", ALL],
  ["GET", "/account", "/account", ALL],
  ["DELETE", "/account/sessions/:id", `/account/sessions/${TOKEN}`, ALL],
  ["POST", "/account/passkeys/options", "/account/passkeys/options", ALL],
  ["POST", "/account/passkeys", "/account/passkeys", ALL],
  ["DELETE", "/account/passkeys/:id", "/account/passkeys/nope", ALL],
  ["GET", "/agenda", "/agenda?date=2026-12-01", ALL],
  ["POST", "/appointments", "/appointments", ALL],
  ["GET", "/appointments/:id", `/appointments/${ID}`, ALL],
  ["POST", "/appointments/:id/move", `/appointments/${ID}/move`, ALL],
  ["POST", "/appointments/:id/status", `/appointments/${ID}/status`, ALL],
  ["POST", "/appointments/:id/undo", `/appointments/${ID}/undo`, ALL],
  ["POST", "/time-off", "/time-off", ALL],
  ["DELETE", "/time-off/:id", "/time-off/999999", ALL],
  ["GET", "/messages", "/messages", ALL],
  ["GET", "/waitlist", "/waitlist?date=2026-11-24", ALL],
  ["GET", "/reports", "/reports?from=2026-11-23&to=2026-11-24", ALL],
  ["GET", "/appointments/:id/payments", `/appointments/${ID}/payments`, ALL],
  ["POST", "/appointments/:id/payments", `/appointments/${ID}/payments`, ALL],
  ["POST", "/appointments/:id/fee", `/appointments/${ID}/fee`, DESK],
  ["POST", "/appointments/:id/payments/:payment/void", `/appointments/${ID}/payments/1/void`, DESK],
  ["POST", "/appointments/:id/service", `/appointments/${ID}/service`, ALL],
  ["POST", "/waitlist", "/waitlist", ALL],
  ["DELETE", "/waitlist/:id{[0-9a-f-]{36}}", "/waitlist/00000000-0000-4000-8000-000000000000", ALL],
  ["GET", "/clients", "/clients?q=600000000", ALL],
  ["PUT", "/clients/note", "/clients/note", ALL],
  ["PUT", "/clients/contact", "/clients/contact", DESK],
  ["POST", "/clients", "/clients", DESK],
  ["GET", "/clients/export", "/clients/export?q=600000000", OWNER],
  ["POST", "/clients/erase", "/clients/erase", OWNER],
  ["GET", "/export.csv", "/export.csv?from=2026-12-01&to=2026-12-31", OWNER],
  ["GET", "/holidays", "/holidays?year=2026", OWNER],
  ["POST", "/holidays", "/holidays", OWNER],
  ["GET", "/people", "/people", OWNER],
  ["POST", "/people", "/people", OWNER],
  ["PUT", "/people/:id", `/people/${ID}`, OWNER],
  ["POST", "/people/:id/link", `/people/${ID}/link`, OWNER],
  ["GET", "/sessions", "/sessions", OWNER],
  ["DELETE", "/sessions/:id", `/sessions/${TOKEN}`, OWNER],
  ["GET", "/audit", "/audit", OWNER],
  ["POST", "/settings/services", "/settings/services", OWNER],
  ["PUT", "/settings/services/:id", "/settings/services/corte", OWNER],
  ["PUT", "/settings/hours", "/settings/hours", OWNER],
  ["PUT", "/settings/booking", "/settings/booking", OWNER],
  ["PUT", "/settings/legal", "/settings/legal", OWNER],
  ["PUT", "/settings/faq", "/settings/faq", OWNER],
  ["PUT", "/settings/reviews", "/settings/reviews", OWNER],
  ["PUT", "/settings/content", "/settings/content", OWNER],
  ["PUT", "/settings/gallery", "/settings/gallery", OWNER],
  ["PUT", "/settings/team/:id/bio", "/settings/team/carmen/bio", OWNER],
  ["POST", "/settings/photos", "/settings/photos", OWNER],
  ["GET", "/articles", "/articles", OWNER],
  ["POST", "/articles", "/articles", OWNER],
  ["PUT", "/articles/:id", "/articles/1", OWNER],
  ["DELETE", "/articles/:id", "/articles/999", OWNER],
  ["GET", "/reviews", "/reviews", OWNER],
  ["PUT", "/reviews/:id/reply", `/reviews/${ID}/reply`, OWNER],
  ["POST", "/reviews/:id/hide", `/reviews/${ID}/hide`, OWNER],
  ["POST", "/reviews/:id/show", `/reviews/${ID}/show`, OWNER],
  ["PUT", "/settings/messages", "/settings/messages", OWNER],
  ["GET", "/settings/gifts", "/settings/gifts", OWNER],
  ["POST", "/settings/gifts", "/settings/gifts", OWNER],
  ["GET", "/settings/gifts/codes", "/settings/gifts/codes", DESK],
  ["POST", "/settings/gifts/sell", "/settings/gifts/sell", DESK],
  ["PUT", "/settings/gifts/:id{[a-z0-9-]{1,40}}", "/settings/gifts/bono-cortes", OWNER],
  ["GET", "/settings/messages/usage", "/settings/messages/usage", OWNER],
  ["POST", "/settings/closures", "/settings/closures", OWNER],
  ["DELETE", "/settings/closures/:id", "/settings/closures/999999", OWNER],
  ["POST", "/settings/team", "/settings/team", OWNER],
  ["PUT", "/settings/team/:id", "/settings/team/lucia", OWNER],
  ["POST", "/settings/team/:id/photo", "/settings/team/lucia/photo?version=1", OWNER],
  ["GET", "/settings/time-off", "/settings/time-off", OWNER],
  // TK-01, TK-02, TK-07: products, the sale, its ticket, the day's cash-up.
  ["GET", "/products", "/products", DESK],
  ["POST", "/products", "/products", OWNER],
  ["PUT", "/products/:id", `/products/${ID}`, OWNER],
  ["DELETE", "/products/:id", `/products/${ID}`, OWNER],
  ["GET", "/checkout/appointments/:id", `/checkout/appointments/${ID}`, DESK],
  ["POST", "/checkout", "/checkout", DESK],
  ["GET", "/invoices/:id", `/invoices/${ID}`, DESK],
  ["POST", "/invoices/:id/cancel", `/invoices/${ID}/cancel`, DESK],
  ["POST", "/invoices/:id/refund", `/invoices/${ID}/refund`, DESK],
  ["POST", "/invoices/:id/replace", `/invoices/${ID}/replace`, DESK],
  ["GET", "/cash-up", "/cash-up?date=2026-11-24", DESK],
  ["POST", "/cash-up", "/cash-up", DESK],
  // TK-05: sending the records to the AEAT is the owner's.
  ["GET", "/verifactu", "/verifactu", OWNER],
  ["PUT", "/verifactu/certificate", "/verifactu/certificate", OWNER],
  ["DELETE", "/verifactu/certificate", "/verifactu/certificate", OWNER],
  ["POST", "/verifactu/send", "/verifactu/send", OWNER],
  ["POST", "/verifactu/records/:record/subsanar", "/verifactu/records/1/subsanar", OWNER],
  // SP-02 … SP-04: each person's own devices, choices and feed; the live agenda.
  ["GET", "/account/push", "/account/push", ALL],
  ["PUT", "/account/push/events", "/account/push/events", ALL],
  ["POST", "/account/push/subscriptions", "/account/push/subscriptions", ALL],
  ["POST", "/account/push/unsubscribe", "/account/push/unsubscribe", ALL],
  ["GET", "/account/calendar", "/account/calendar", PRO],
  ["POST", "/account/calendar", "/account/calendar", PRO],
  ["DELETE", "/account/calendar", "/account/calendar", PRO],
  ["GET", "/agenda/live", "/agenda/live", ALL],
];

/**
 * SP-05: the routes a professional reaches only with a permission the owner gives (besides her role's
 * row above); each refuses her with 'not_permitted' while it is withheld.
 */
const permissionTable: [
  method: string,
  path: (ids: { appointment: string; block: string }) => string,
  body: unknown,
  what: string,
][] = [
  ["POST", (ids) => `/appointments/${ids.appointment}/status`, { status: "cancelled" }, "cancel"],
  [
    "POST",
    () => "/time-off",
    { staff: "lucia", fromDate: "2026-12-17", fromTime: "10:00", toTime: "11:00" },
    "blockTime",
  ],
  ["DELETE", (ids) => `/time-off/${ids.block}`, undefined, "blockTime"],
];

describe("AC-04 the server enforces roles on every staff route", () => {
  test("AC-04 the table names every staff route the app has", () => {
    const routes = new Set(
      app.routes
        .filter((r) => r.path.startsWith("/api/staff/") && r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.slice("/api/staff".length)}`),
    );
    expect([...routes].sort()).toEqual(table.map(([m, route]) => `${m} ${route}`).sort());
  });

  test("AC-04 every staff route: 401 without a session, 403 cross-site, and each role allowed or 403 in Spanish", async () => {
    for (const [method, route, path, who] of table) {
      const body = method === "POST" || method === "PUT" ? {} : undefined;
      const label = `${method} ${route}`;
      const anonymous = await call(path, { method, body });
      if (who === OPEN) expect([401, 400, 410, 200], label).toContain(anonymous.status);
      else expect(anonymous.status, label).toBe(401);
      const crossSite = await call(path, {
        method,
        body,
        cookie: cookies.owner,
        headers: { Origin: "https://evil.example" },
      });
      expect(crossSite.status, `${label} cross-site`).toBe(403);
      if (who === OPEN) continue;
      for (const role of ALL) {
        // Signing out ends the session it is called with: that call gets a session of its own.
        const cookie = route === "/session" && method === "DELETE" ? await signIn(app, persons[role]) : cookies[role];
        const res = await call(path, { method, body, cookie });
        // The live agenda's stream (SP-04) stays open: closed here once its status is read.
        if (res.headers.get("Content-Type")?.includes("text/event-stream")) await res.body?.cancel();
        if (who.includes(role)) expect([401, 403], `${label} as ${role}`).not.toContain(res.status);
        else {
          expect(res.status, `${label} as ${role}`).toBe(403);
          expect(await res.json()).toMatchObject({
            error: "not_allowed",
            message: "Tu papel en el salón no permite hacer esto. Pídeselo a la propietaria.",
          });
        }
      }
    }
  }, 60_000);

  test("AC-04 every staff route that takes an id refuses a professional another's thing (own() in its chain)", async () => {
    // Another professional's appointment, block and waitlist entry, made by the owner.
    const theirs = (await (
      await postBooking(app, bookingBody({ date: "2026-12-22", time: "11:00", staff: "nuria" }))
    ).json()) as { id: string };
    const block = await call("/time-off", {
      method: "POST",
      body: { staff: "nuria", fromDate: "2026-12-23", reason: "Formación" },
      cookie: cookies.owner,
    });
    expect(block.status).toBe(201);
    const [blockRow] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM time_off WHERE staff_id = 'nuria' AND reason = 'Formación'",
    );
    const waiting = await call("/waitlist", {
      method: "POST",
      body: {
        service: "corte",
        staff: "nuria",
        fromDay: "2026-12-22",
        toDay: "2026-12-23",
        window: "any",
        name: "Elena Ruiz",
        phone: "611 222 333",
      },
      cookie: cookies.owner,
    });
    expect(waiting.status).toBe(201);
    const entry = ((await waiting.json()) as { id: string }).id;
    const ownerSession = (
      (await (await call("/sessions", { cookie: cookies.owner })).json()) as {
        sessions: { id: string }[];
      }
    ).sessions[0]?.id;
    // Each route with an id, and the id of something that is not the professional's. A route the
    // app gains with an id and without a line here fails.
    const others: Record<string, string> = {
      "GET /appointments/:id": `/appointments/${theirs.id}`,
      "POST /appointments/:id/move": `/appointments/${theirs.id}/move`,
      "POST /appointments/:id/status": `/appointments/${theirs.id}/status`,
      "POST /appointments/:id/undo": `/appointments/${theirs.id}/undo`,
      "GET /appointments/:id/payments": `/appointments/${theirs.id}/payments`,
      "POST /appointments/:id/payments": `/appointments/${theirs.id}/payments`,
      "POST /appointments/:id/fee": `/appointments/${theirs.id}/fee`,
      "POST /appointments/:id/payments/:payment/void": `/appointments/${theirs.id}/payments/1/void`,
      "POST /appointments/:id/service": `/appointments/${theirs.id}/service`,
      "DELETE /time-off/:id": `/time-off/${blockRow?.id}`,
      "DELETE /waitlist/:id{[0-9a-f-]{36}}": `/waitlist/${entry}`,
      "DELETE /account/sessions/:id": `/account/sessions/${ownerSession}`,
      "DELETE /account/passkeys/:id": `/account/passkeys/${ID}`,
      "PUT /people/:id": `/people/${persons.owner.id}`,
      "POST /people/:id/link": `/people/${persons.owner.id}/link`,
      "DELETE /sessions/:id": `/sessions/${ownerSession}`,
      "PUT /settings/services/:id": "/settings/services/corte",
      "PUT /settings/team/:id": "/settings/team/nuria",
      "POST /settings/team/:id/photo": "/settings/team/nuria/photo",
      "PUT /settings/team/:id/bio": "/settings/team/nuria/bio",
      "DELETE /settings/closures/:id": `/settings/closures/${blockRow?.id}`,
      "PUT /settings/gifts/:id{[a-z0-9-]{1,40}}": "/settings/gifts/bono-5",
      // The desk's and the owner's alone: a professional is refused whatever the id.
      "PUT /products/:id": `/products/${ID}`,
      "DELETE /products/:id": `/products/${ID}`,
      "GET /checkout/appointments/:id": `/checkout/appointments/${theirs.id}`,
      "GET /invoices/:id": `/invoices/${ID}`,
      "POST /invoices/:id/cancel": `/invoices/${ID}/cancel`,
      "POST /invoices/:id/refund": `/invoices/${ID}/refund`,
      "POST /invoices/:id/replace": `/invoices/${ID}/replace`,
      "POST /verifactu/records/:record/subsanar": "/verifactu/records/1/subsanar",
      // The owner's alone (RV-02).
      "PUT /reviews/:id/reply": `/reviews/${ID}/reply`,
      "POST /reviews/:id/hide": `/reviews/${ID}/hide`,
      "POST /reviews/:id/show": `/reviews/${ID}/show`,
      // The owner's alone (CN-02).
      "PUT /articles/:id": "/articles/1",
      "DELETE /articles/:id": "/articles/1",
    };
    const withIds = app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/staff/") && r.path.includes("/:"))
      .map((r) => `${r.method} ${r.path.slice("/api/staff".length)}`);
    expect(new Set(withIds)).toEqual(new Set(Object.keys(others)));
    for (const [route, path] of Object.entries(others)) {
      const method = route.split(" ")[0] ?? "GET";
      const res = await call(path, {
        method,
        body: method === "POST" || method === "PUT" ? {} : undefined,
        cookie: cookies.professional,
      });
      // Her own account's routes find nothing of another's (404); every other route refuses (403).
      if (route.includes("/account/")) expect(res.status, route).toBe(404);
      else expect(res.status, route).toBe(403);
    }
    // Nothing of theirs changed: the appointment, the block, the entry and the owner's session stand.
    const [still] = await t.db.query<{ status: string }>("SELECT status FROM bookings WHERE id = $1", [theirs.id]);
    expect(still?.status).toBe("confirmed");
    expect(await t.db.query("SELECT 1 FROM time_off WHERE id = $1", [blockRow?.id])).toHaveLength(1);
    const [left] = await t.db.query<{ status: string }>("SELECT status FROM waitlist_entries WHERE id = $1", [entry]);
    expect(left?.status).toBe("waiting");
    expect((await call("/session", { cookie: cookies.owner })).status).toBe(200);
  });

  test("AC-04 a professional sees their own column and cannot read another professional's client by id", async () => {
    const mine = await postBooking(app, bookingBody({ date: "2026-12-02", time: "10:00", staff: "lucia" }));
    const theirsRequest = bookingBody({ date: "2026-12-02", time: "10:00", staff: "nuria" });
    const theirs = await postBooking(app, theirsRequest);
    const mineId = ((await mine.json()) as { id: string }).id;
    const theirsBody = (await theirs.json()) as { id: string; reference: string };
    const pro = cookies.professional;

    expect((await call(`/appointments/${mineId}`, { cookie: pro })).status).toBe(200);
    const other = await call(`/appointments/${theirsBody.id}`, { cookie: pro });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({
      error: "not_yours",
      message: expect.stringContaining("tu propia agenda"),
    });
    // Reception reads both.
    expect((await call(`/appointments/${theirsBody.id}`, { cookie: cookies.reception })).status).toBe(200);

    const day = (await (await call("/agenda?date=2026-12-02", { cookie: pro })).json()) as {
      staff: { id: string }[];
      appointments: { staffId: string }[];
    };
    expect(day.staff.map((s) => s.id)).toEqual(["lucia"]);
    expect(new Set(day.appointments.map((a) => a.staffId))).toEqual(new Set(["lucia"]));

    // Searching the other professional's client by their email finds nothing for the professional.
    const found = (await (
      await call(`/clients?q=${encodeURIComponent(theirsRequest.email)}`, { cookie: pro })
    ).json()) as { appointments: unknown[] };
    expect(found.appointments).toEqual([]);

    const moveTheirs = await call(`/appointments/${theirsBody.id}/move`, {
      method: "POST",
      body: { staff: "lucia", date: "2026-12-03", time: "10:00" },
      cookie: pro,
    });
    expect(moveTheirs.status).toBe(403);
    const cancelTheirs = await call(`/appointments/${theirsBody.id}/status`, {
      method: "POST",
      body: { status: "cancelled" },
      cookie: pro,
    });
    expect(cancelTheirs.status).toBe(403);
    const addToTheirs = await call("/appointments", {
      method: "POST",
      body: {
        service: "corte",
        staff: "nuria",
        date: "2026-12-03",
        time: "12:00",
        name: "Eva Gil",
        phone: "611 000 111",
      },
      cookie: pro,
    });
    expect(addToTheirs.status).toBe(403);
    // Closing the whole salon is the owner's, not reception's or a professional's.
    for (const role of ["reception", "professional"] as const) {
      const closure = await call("/time-off", {
        method: "POST",
        body: { staff: null, fromDate: "2026-12-04", reason: "Cerrado" },
        cookie: cookies[role],
      });
      expect(closure.status, role).toBe(403);
    }
    // Nothing of the refused calls was stored.
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE id = $1 AND status = 'confirmed' AND starts_at::date = '2026-12-02'",
      [theirsBody.id],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe("SP-05 the owner sets each professional's permissions; the server enforces them", () => {
  async function setPermissions(permissions: Record<string, boolean>) {
    const list = (await (await call("/people", { cookie: cookies.owner })).json()) as {
      people: { id: string; name: string; role: string; staffId: string | null; active: boolean; version: number }[];
    };
    const p = list.people.find((x) => x.id === persons.professional.id);
    if (!p) throw new Error("professional not listed");
    return call(`/people/${p.id}`, {
      method: "PUT",
      cookie: cookies.owner,
      body: { name: p.name, role: p.role, staffId: p.staffId, active: p.active, version: p.version, permissions },
    });
  }

  test("SP-05 contacts, cancelling and blocking time: refused in Spanish while withheld, allowed once given", async () => {
    const booked = await postBooking(app, bookingBody({ date: "2026-12-09", time: "10:00", staff: "lucia" }));
    const { id } = (await booked.json()) as { id: string };
    const pro = cookies.professional;

    const off = await setPermissions({ seeContacts: false, cancel: false, blockTime: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ permissions: { seeContacts: false, cancel: false, blockTime: false } });
    // Her session knows at once (the same session, no new sign-in).
    const session = (await (await call("/session", { cookie: pro })).json()) as { me: { permissions: unknown } };
    expect(session.me.permissions).toEqual({ seeContacts: false, cancel: false, blockTime: false });

    // Names, not contacts, wherever her appointments are answered.
    const day = (await (await call("/agenda?date=2026-12-09", { cookie: pro })).json()) as {
      appointments: { id: string; clientName: string; clientPhone: string | null; clientEmail: string | null }[];
    };
    const mine = day.appointments.find((a) => a.id === id);
    expect(mine).toMatchObject({ clientName: "Ana López", clientPhone: null, clientEmail: null });
    expect(await (await call(`/appointments/${id}`, { cookie: pro })).json()).toMatchObject({
      clientPhone: null,
      clientEmail: null,
    });
    const found = (await (await call("/clients?q=Ana", { cookie: pro })).json()) as {
      appointments: { clientPhone: string | null }[];
    };
    expect(found.appointments.length).toBeGreaterThan(0);
    expect(found.appointments.every((a) => a.clientPhone === null)).toBe(true);
    // Nor found by them: a phone or an email that found her would tell whose it is.
    const contact = (await (await call(`/appointments/${id}`, { cookie: cookies.owner })).json()) as {
      clientPhone: string;
      clientEmail: string;
    };
    for (const q of [contact.clientPhone, contact.clientEmail]) {
      const byContact = await call(`/clients?q=${encodeURIComponent(q)}`, { cookie: pro });
      expect(byContact.status, q).toBe(403);
      expect(await byContact.json()).toMatchObject({ error: "not_permitted" });
    }
    // Reception still sees them.
    expect(await (await call(`/appointments/${id}`, { cookie: cookies.reception })).json()).toMatchObject({
      clientPhone: expect.stringMatching(/\d/),
    });

    const cancel = await call(`/appointments/${id}/status`, {
      method: "POST",
      body: { status: "cancelled" },
      cookie: pro,
    });
    expect(cancel.status).toBe(403);
    expect(await cancel.json()).toMatchObject({ error: "not_permitted", message: expect.stringContaining("permiso") });
    const block = await call("/time-off", {
      method: "POST",
      cookie: pro,
      body: { staff: "lucia", fromDate: "2026-12-10", fromTime: "10:00", toTime: "11:00", reason: "Médico" },
    });
    expect(block.status).toBe(403);
    expect(await block.json()).toMatchObject({ error: "not_permitted" });
    // Nothing was changed by the refusals.
    expect(await (await call(`/appointments/${id}`, { cookie: cookies.owner })).json()).toMatchObject({
      status: "confirmed",
    });

    expect((await setPermissions({ seeContacts: true, cancel: true, blockTime: true })).status).toBe(200);
    expect(await (await call(`/appointments/${id}`, { cookie: pro })).json()).toMatchObject({
      clientPhone: expect.stringMatching(/\d/),
    });
    const byPhone = await call(`/clients?q=${encodeURIComponent(contact.clientPhone)}`, { cookie: pro });
    expect(((await byPhone.json()) as { appointments: { id: string }[] }).appointments.map((a) => a.id)).toContain(id);
    expect(
      (
        await call("/time-off", {
          method: "POST",
          cookie: pro,
          body: { staff: "lucia", fromDate: "2026-12-10", fromTime: "10:00", toTime: "11:00", reason: "Médico" },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call(`/appointments/${id}/status`, { method: "POST", body: { status: "cancelled" }, cookie: pro })).status,
    ).toBe(200);
  });

  test("SP-05 every route behind a permission refuses her while it is withheld (the AC-04 table's permissions)", async () => {
    const booked = await postBooking(app, bookingBody({ date: "2026-12-16", time: "10:00", staff: "lucia" }));
    const appointment = ((await booked.json()) as { id: string }).id;
    const blocked = await call("/time-off", {
      method: "POST",
      cookie: cookies.owner,
      body: { staff: "lucia", fromDate: "2026-12-16", fromTime: "13:00", toTime: "14:00" },
    });
    expect(blocked.status).toBe(201);
    const [block] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM time_off WHERE staff_id = 'lucia' ORDER BY id DESC LIMIT 1",
    );
    const ids = { appointment, block: block?.id ?? "" };
    for (const [method, path, body, what] of permissionTable) {
      expect((await setPermissions({ seeContacts: true, cancel: true, blockTime: true, [what]: false })).status).toBe(
        200,
      );
      const res = await call(path(ids), { method, body, cookie: cookies.professional });
      expect(res.status, `${method} ${path(ids)} without ${what}`).toBe(403);
      expect(await res.json()).toMatchObject({ error: "not_permitted" });
    }
    expect((await setPermissions({ seeContacts: true, cancel: true, blockTime: true })).status).toBe(200);
    for (const [method, path, body] of permissionTable.toReversed()) {
      const res = await call(path(ids), { method, body, cookie: cookies.professional });
      expect([200, 201], `${method} ${path(ids)} with the permission`).toContain(res.status);
    }
  });

  test("SP-05 a permission that is not a yes or no is refused with the field named, nothing saved", async () => {
    const bad = await setPermissions({ seeContacts: "sí" as unknown as boolean, cancel: true, blockTime: true });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("ver contactos");
  });
});

describe("AC-03 sessions live in the database", () => {
  test("AC-03 the session cookie is HttpOnly, SameSite=Strict, for /api/staff only, and Secure behind HTTPS", async () => {
    const res = await call("/session", {
      method: "POST",
      body: { email: persons.reception.email, password: STAFF_PASSWORD },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^salon_staff=[\w-]{43};/);
    for (const part of ["HttpOnly", "SameSite=Strict", "Secure", "Path=/api/staff", "Max-Age=43200"])
      expect(cookie).toContain(part);
    // The database keeps the token's hash, not the token.
    const token = /^salon_staff=([\w-]{43})/.exec(cookie)?.[1] ?? "";
    expect(await t.db.query("SELECT 1 FROM sessions WHERE id = $1", [token])).toHaveLength(0);
  });

  test("AC-03 the owner sees each person's sessions and ends one: it is refused on its next request", async () => {
    const person = await createPerson(t.db, "reception");
    const theirs = await signIn(app, person);
    expect((await call("/session", { cookie: theirs })).status).toBe(200);
    const list = (await (await call("/sessions", { cookie: cookies.owner })).json()) as {
      sessions: { id: string; personId: string; current: boolean }[];
    };
    const session = list.sessions.find((s) => s.personId === person.id);
    expect(session).toBeDefined();
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    const ended = await call(`/sessions/${session?.id}`, { method: "DELETE", cookie: cookies.owner });
    expect(ended.status).toBe(200);
    const refused = await call("/agenda?date=2026-12-01", { cookie: theirs });
    expect(refused.status).toBe(401);
  });

  test("AC-03 deactivating a person ends their sessions at once; they cannot sign in again", async () => {
    const person = await createPerson(t.db, "reception");
    const theirs = await signIn(app, person);
    const res = await call(`/people/${person.id}`, {
      method: "PUT",
      body: { name: person.name, role: "reception", staffId: null, active: false, version: person.version },
      cookie: cookies.owner,
    });
    expect(res.status).toBe(200);
    expect((await call("/session", { cookie: theirs })).status).toBe(401);
    await expect(signIn(app, person)).rejects.toThrow(/401/);
  });

  test("AC-03 the salon keeps at least one active owner", async () => {
    const owner = persons.owner;
    const res = await call(`/people/${owner.id}`, {
      method: "PUT",
      body: { name: owner.name, role: "reception", staffId: null, active: true, version: owner.version },
      cookie: cookies.owner,
    });
    // The only owner so far in this file's database: refused, and nothing changed.
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: "last_owner",
      fields: { role: expect.stringContaining("propietaria") },
    });
    const [row] = await t.db.query<{ role: string }>("SELECT role FROM people WHERE id = $1", [owner.id]);
    expect(row?.role).toBe("owner");
  });
});

async function lastLink(personId: string): Promise<string> {
  const [row] = await t.db.query<{ link: string }>(
    "SELECT link FROM outbox WHERE person_id = $1 ORDER BY id DESC LIMIT 1",
    [personId],
  );
  if (!row) throw new Error("no account mail queued");
  return row.link;
}
const tokenOf = (link: string) => link.split("#")[1] ?? "";

describe("AC-01/AC-02 single-use links, passwords", () => {
  test("AC-02 an invitation goes through the outbox; its link sets a password once and expires after 24 h", async () => {
    const invited = await call("/people", {
      method: "POST",
      body: { email: "marta@salon.test", name: "Marta Ruiz", role: "reception" },
      cookie: cookies.owner,
    });
    expect(invited.status).toBe(201);
    const person = (await invited.json()) as { id: string; hasPassword: boolean };
    expect(person.hasPassword).toBe(false);
    const link = await lastLink(person.id);
    expect(link).toMatch(/^https:\/\/salon\.test\/gestion\/acceso#[\w-]{43}$/);
    // Issue 30: the mail says who invited her and with which role.
    const mailed = await mailsSentAt(t.db, now);
    const [owner] = await t.db.query<{ name: string }>("SELECT name FROM people WHERE role = 'owner' LIMIT 1");
    expect(mailed.find((m) => m.to === "marta@salon.test")?.text).toContain(
      `${owner?.name} te ha creado una cuenta de Recepción en la agenda de`,
    );

    const token = tokenOf(link);
    // The database keeps only the token's hash.
    const stored = await t.db.query("SELECT 1 FROM invitations WHERE token_hash = $1", [token]);
    expect(stored).toHaveLength(0);

    const check = await call("/links/check", { method: "POST", body: { token } });
    expect(await check.json()).toMatchObject({ kind: "invite", name: "Marta Ruiz", email: "marta@salon.test" });
    const short = await call("/links/accept", { method: "POST", body: { token, password: "corta" } });
    expect(short.status).toBe(400);
    const common = await call("/links/accept", { method: "POST", body: { token, password: "password1234" } });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ fields: { password: expect.stringContaining("más usadas") } });
    const ok = await call("/links/accept", { method: "POST", body: { token, password: "la-recepcion-abre-a-las-9" } });
    expect(ok.status).toBe(200);
    const cookie = (ok.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(await (await call("/session", { cookie })).json()).toMatchObject({ me: { role: "reception" } });
    // Used once: used up.
    const again = await call("/links/accept", { method: "POST", body: { token, password: "otra-frase-muy-larga-9" } });
    expect(again.status).toBe(410);

    // A new link (the owner sends one) expires after 24 hours.
    expect((await call(`/people/${person.id}/link`, { method: "POST", body: {}, cookie: cookies.owner })).status).toBe(
      200,
    );
    const late = tokenOf(await lastLink(person.id));
    const saved = now;
    now = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    try {
      expect(
        (await call("/links/accept", { method: "POST", body: { token: late, password: "una-frase-tardia-99" } }))
          .status,
      ).toBe(410);
    } finally {
      now = saved;
    }
  });

  test("AC-02 a password reset by email ends the person's other sessions; unknown emails get the same answer", async () => {
    const person = await createPerson(t.db, "reception");
    const before = await signIn(app, person);
    const asked = await call("/password-reset", { method: "POST", body: { email: person.email } });
    expect(asked.status).toBe(200);
    const unknown = await call("/password-reset", { method: "POST", body: { email: "nadie@salon.test" } });
    expect(await unknown.json()).toEqual(await asked.json());
    const token = tokenOf(await lastLink(person.id));
    const ok = await call("/links/accept", { method: "POST", body: { token, password: "nueva-frase-de-recepcion" } });
    expect(ok.status).toBe(200);
    expect((await call("/session", { cookie: before })).status).toBe(401);
  });

  test("RL-10 '¿Has olvidado la contraseña?' mails an account at most 3 links an hour, even asked at once; same answer every time", async () => {
    const person = await createPerson(t.db, "reception");
    const links = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE person_id = $1 AND kind = 'reset'",
          [person.id],
        )
      )[0]?.n ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("/password-reset", { method: "POST", body: { email: person.email } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    expect(await links()).toBe(3);
    // An hour later there are three more to ask for.
    const saved = now;
    now = new Date(now.getTime() + 3_600_000 + 1000);
    try {
      await call("/password-reset", { method: "POST", body: { email: person.email } });
      expect(await links()).toBe(4);
    } finally {
      now = saved;
    }
  });

  test("AC-02 passwords: 12 characters at least; common ones and the person's own name refused", async () => {
    const who = { email: "lucia.gomez@salon.test", name: "Lucía Gómez" };
    expect(await passwordProblem("corta", who)).toMatch(/12 caracteres/);
    expect(await passwordProblem("qwertyuiop123", who)).toMatch(/más usadas/);
    expect(await passwordProblem("Password12345!", who)).toMatch(/más usadas/);
    expect(await passwordProblem("aaaaaaaaaaaaaaa", who)).toMatch(/más usadas/);
    expect(await passwordProblem("lucia.gomez2026", who)).toMatch(/nombre o tu correo/);
    expect(await passwordProblem("tijeras-peine-y-secador", who)).toBeUndefined();
  });

  test("RL-10 one address rule for the command, the forms and the invitations: an address with ñ is refused by each, in Spanish", async () => {
    const rule = emailFieldProblem("dueña@salon.test");
    expect(rule).toMatch(/[a-záéíóúñ]/i);
    await expect(createOwner(t.db, { email: "dueña@salon.test" }, now, "https://salon.test")).rejects.toThrow(rule);
    const invited = await call("/people", {
      method: "POST",
      cookie: cookies.owner,
      body: { name: "Dueña", email: "dueña@salon.test", role: "reception" },
    });
    expect(invited.status).toBe(400);
    expect(await invited.json()).toMatchObject({ fields: { email: rule } });
    const reset = await call("/password-reset", { method: "POST", body: { email: "dueña@salon.test" } });
    expect(reset.status).toBe(400);
    const [stored] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM people WHERE email LIKE 'due%'");
    expect(stored?.n).toBe(0);
  });

  test.skipIf(onPostgres)(
    "AC-01 npm run staff:owner prints a one-time sign-in link that makes the first owner",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "salon-owner-"));
      try {
        const db = await openPglite(dir);
        await migrate(db);
        await db.close();
        const run = spawnSync(
          process.execPath,
          ["server/people/owner-cli.ts", "--email", "ana@salon.test", "--name", "Ana"],
          {
            env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", PUBLIC_URL: "https://salon.test" },
            encoding: "utf8",
          },
        );
        expect(run.status, run.stderr).toBe(0);
        const link = /https:\/\/salon\.test\/gestion\/acceso#([\w-]{43})/.exec(run.stdout);
        expect(link).not.toBeNull();
        const again = await openPglite(dir);
        try {
          const [row] = await again.query<{ role: string; name: string }>(
            "SELECT role, name FROM people WHERE email = $1",
            ["ana@salon.test"],
          );
          expect(row).toEqual({ role: "owner", name: "Ana" });
        } finally {
          await again.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  test("AC-02 two uses of one link at once: exactly one signs in (the database spends it once)", async () => {
    const person = await createPerson(t.db, "reception");
    expect((await call(`/people/${person.id}/link`, { method: "POST", body: {}, cookie: cookies.owner })).status).toBe(
      200,
    );
    const token = tokenOf(await lastLink(person.id));
    const statuses = (
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call("/links/accept", { method: "POST", body: { token, password: `una-frase-distinta-${i}-xyz` } }),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(4);
  });

  test("AC-01 the first owner's link signs in as owner and works once", async () => {
    const { link } = await createOwner(t.db, { email: "duena@salon.test" }, now, "https://salon.test");
    const token = tokenOf(link);
    const ok = await call("/links/accept", { method: "POST", body: { token, password: "el-salon-es-mio-2026" } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ me: { role: "owner", email: "duena@salon.test" } });
    expect(
      (await call("/links/accept", { method: "POST", body: { token, password: "el-salon-es-mio-2027" } })).status,
    ).toBe(410);
  });
});

interface Entry {
  id: string;
  actorId: string | null;
  actorName: string;
  kind: string;
  summary: string;
  details: { title: string; lines: string[] }[];
  changes: {
    entity: string;
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}
async function audit(query = "", cookie = cookies.owner): Promise<Entry[]> {
  const res = await call(`/audit${query}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: Entry[] }).entries;
}

describe("AC-05 audit log", () => {
  test("AC-05 each change writes who, when and what in its transaction; a refused change writes nothing", async () => {
    const added = await call("/appointments", {
      method: "POST",
      body: {
        service: "corte",
        staff: "nuria",
        date: "2026-12-09",
        time: "10:00",
        name: "Carmen Vidal",
        phone: "611 555 666",
      },
      cookie: cookies.reception,
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const [first] = await audit(`?person=${persons.reception.id}&kind=agenda`);
    expect(first).toMatchObject({
      actorId: persons.reception.id,
      kind: "agenda",
      summary: expect.stringMatching(/^Cita nueva/),
    });
    expect(first?.changes[0]?.after).toMatchObject({ client_name: "Carmen Vidal", status: "confirmed" });

    const count = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log"))[0]?.n;
    const before = await count();
    const taken = await call("/appointments", {
      method: "POST",
      body: {
        service: "corte",
        staff: "nuria",
        date: "2026-12-09",
        time: "10:30",
        name: "Otra Persona",
        phone: "611 555 777",
      },
      cookie: cookies.reception,
    });
    expect(taken.status).toBe(409);
    expect(await count()).toBe(before);

    const cancelled = await call(`/appointments/${id}/status`, {
      method: "POST",
      body: { status: "cancelled" },
      cookie: cookies.reception,
    });
    expect(cancelled.status).toBe(200);
    const [last] = await audit(`?person=${persons.reception.id}`);
    expect(last?.summary).toMatch(/cancelada/);
    expect(last?.changes[0]).toMatchObject({ before: { status: "confirmed" }, after: { status: "cancelled" } });

    // A setting, by the owner.
    const settings = (await (await app.request("/api/settings")).json()) as {
      services: { id: string; [k: string]: unknown }[];
    };
    const corte = { ...settings.services.find((s) => s.id === "corte") };
    delete corte.id;
    const saved = await call("/settings/services/corte", {
      method: "PUT",
      body: { ...corte, price: (corte.price as number) + 1 },
      cookie: cookies.owner,
    });
    expect(saved.status).toBe(201);
    const [setting] = await audit("?kind=settings");
    expect(setting).toMatchObject({ actorId: persons.owner.id, summary: expect.stringContaining("precio") });

    // People: the invitation above, by the owner.
    const peopleEntries = await audit("?kind=people");
    expect(peopleEntries.some((e) => e.summary.startsWith("Cuenta nueva: Marta Ruiz"))).toBe(true);
    // Passwords never reach the log.
    const raw = await t.db.query<{ t: string }>(
      "SELECT coalesce(before::text, '') || coalesce(after::text, '') AS t FROM audit_log",
    );
    expect(raw.some((r) => r.t.includes("scrypt$"))).toBe(false);
    // Filters: a day with nothing.
    expect(await audit("?from=2020-01-01&to=2020-01-02")).toEqual([]);
  });

  test("AC-05 a client's erasure also removes their personal data from the audit log", async () => {
    const body = bookingBody({ date: "2026-12-10", time: "11:00", staff: "nuria", name: "Borja Olmedo" });
    expect((await postBooking(app, body)).status).toBe(201);
    const has = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_log WHERE coalesce(before::text, '') || coalesce(after::text, '') LIKE '%Borja Olmedo%'",
        )
      )[0]?.n;
    expect(await has()).toBeGreaterThan(0);
    const erased = await call("/clients/erase", { method: "POST", body: { q: body.email }, cookie: cookies.owner });
    expect(erased.status).toBe(200);
    expect(await has()).toBe(0);
    const [entry] = await audit(`?person=${persons.owner.id}&kind=agenda`);
    expect(entry?.summary).toMatch(/datos del cliente borrados/);
  });

  test("OW-10 an hours change is one entry in the salon's words: names for ids, hours for minutes, only what changed; the count is every save", async () => {
    const settings = (await (await app.request("/api/settings")).json()) as SalonSettings;
    const days = [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
      const h = settings.hours.find((x) => x.weekday === weekday);
      return {
        weekday,
        open: Boolean(h),
        opens: h?.opens ?? "09:00",
        closes: weekday === 6 ? "14:00" : (h?.closes ?? "20:00"),
      };
    });
    const hours = await call("/settings/hours", {
      method: "PUT",
      body: {
        days,
        bookingClosedWeekdays: settings.bookingClosedWeekdays,
        version: settings.hoursVersion,
        adjustShifts: true,
      },
      cookie: cookies.owner,
    });
    expect(hours.status).toBe(201);
    const [entry] = await audit("?kind=settings");
    expect(entry?.summary).toMatch(/^Horario del salón, sábado: cierra 18:00 → 14:00 \(y \d+ cambios? más\)$/);
    expect(entry?.details[0]).toEqual({ title: "Horario del sábado", lines: ["cierra: 18:00 → 14:00"] });
    expect(entry?.details).toContainEqual({ title: "Turno de Lucía Martín (sábado)", lines: ["sale: 18:00 → 14:00"] });
    // Only Saturday: the six days that did not change are not listed, and no id or minute count shows.
    const words = JSON.stringify(entry?.details);
    expect(words).not.toMatch(/lunes|domingo|\(min\)|"lucia"|1080|840/);

    // Saving a professional's form as it is writes nothing for her services and shifts.
    const lucia = settings.team.find((p) => p.id === "lucia");
    if (!lucia) throw new Error("seed without Lucía");
    const fresh = ((await hours.json()) as { settings: SalonSettings }).settings.team.find((p) => p.id === "lucia");
    const rowsBefore = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log"))[0]?.n;
    const same = await call("/settings/team/lucia", {
      method: "PUT",
      body: {
        name: lucia.name,
        role: lucia.role,
        services: lucia.services,
        shifts: fresh?.shifts,
        active: true,
        position: lucia.position,
        version: fresh?.version,
      },
      cookie: cookies.owner,
    });
    expect(same.status).toBe(201);
    expect((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log"))[0]?.n).toBe(rowsBefore);

    // A professional's time off names her.
    const away = await call("/time-off", {
      method: "POST",
      body: { staff: "carmen", fromDate: "2027-01-11", toDate: "2027-01-12", reason: "Formación" },
      cookie: cookies.owner,
    });
    expect(away.status).toBe(201);
    const [off] = await audit("?kind=agenda");
    expect(off?.summary).toBe("Ausencia de Carmen Ruiz (Formación) añadida");

    // The count is every save that matches, not the rows of one page.
    const res = await call("/audit", { cookie: cookies.owner });
    const page = (await res.json()) as { entries: Entry[]; total: number };
    const [saves] = await t.db.query<{ n: number }>("SELECT count(DISTINCT tx)::int AS n FROM audit_log");
    expect(page.total).toBe(saves?.n);
    expect(page.entries).toHaveLength(Math.min(saves?.n ?? 0, 100));
    expect(new Set(page.entries.map((e) => e.id)).size).toBe(page.entries.length);
  });
});
