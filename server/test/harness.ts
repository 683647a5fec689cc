/**
 * A real database for each test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server in DATABASE_URL (`npm run test:postgres`).
 * Never a mock: the constraints under test are the database's.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { createApp } from "../app";
import { type Database, openPglite, openPostgres } from "../db/client";
import { migrate } from "../db/migrate";
import { seedSettingsIfEmpty } from "../db/seed";
import { seedArticlesIfEmpty } from "../articles";
import { parseEnv, type RawEnv } from "../env";
import { hashPassword } from "../people/passwords";
import { insertPerson, type Person, type Role, setPassword } from "../people/repository";
import type { MailMessage } from "../notifications/messages";
import { drainOutbox } from "../notifications/outbox-worker";
import { renderers } from "../outbox-renderers";

export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDb {
  db: Database;
  /** A connection string for this test's database (PostgreSQL only). */
  url?: string;
  drop: () => Promise<void>;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDb> {
  let db: Database;
  let url: string | undefined;
  let drop = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `salon_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    // Quiet on idle errors: DROP DATABASE … WITH (FORCE) ends the file's connections on purpose.
    db = openPostgres(url, 20, () => {});
    drop = async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      try {
        // An autovacuum worker the server started on the new database cannot be ended by our role
        // (42501): it finishes within moments, so the drop is tried again; a test database left
        // behind on a throw-away server harms nothing, a failed suite for it would.
        for (let attempt = 1; attempt <= 10; attempt++) {
          const refused = await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(
            () => false,
            (error: { code?: string }) => {
              if (error.code !== "42501") throw error;
              return true;
            },
          );
          if (!refused) break;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      } finally {
        await again.end();
      }
    };
  } else {
    db = await openPglite(undefined);
  }
  if (options.migrate !== false) {
    await migrate(db);
    await seedSettingsIfEmpty(db);
    await seedArticlesIfEmpty(db);
  }
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await drop();
    },
  };
}

/** The server's environment in tests: generous rate limits unless a test sets its own. */
function testEnv(raw: RawEnv) {
  return parseEnv({
    BOOKING_SECRET: "test-secret-test-secret-test-secret-000",
    RATE_LIMIT_BOOKINGS: "100000",
    RATE_LIMIT_REQUESTS: "100000",
    MAX_FUTURE_BOOKINGS_PER_CONTACT: "1000",
    STATIC_DIR: "none",
    PUBLIC_URL: "https://salon.test",
    ...raw,
  });
}

/** The app over a test database, with generous rate limits unless a test sets its own. */
export function testApp(db: Database, raw: RawEnv = {}, clock: () => Date = () => new Date("2026-11-24T07:00:00Z")) {
  const env = testEnv(raw);
  const logs: string[] = [];
  const app = createApp({ db, env, clock, log: (line) => logs.push(line) });
  return { app, env, logs };
}

/** Every test person's password (long and uncommon enough for AC-02's rules). */
export const STAFF_PASSWORD = "tijeras-y-peine-2026";

let people = 0;
/**
 * A person with a password, straight into the database (the invitation flow has its own tests);
 * a professional gets the column `staffId` (default: the first one seeded).
 */
export async function createPerson(
  db: Database,
  role: Role = "owner",
  options: { staffId?: string; email?: string; name?: string } = {},
): Promise<Person> {
  people++;
  const staffId =
    role === "professional"
      ? (options.staffId ??
        (await db.query<{ id: string }>("SELECT id FROM staff ORDER BY position LIMIT 1"))[0]?.id ??
        null)
      : null;
  const person = await insertPerson(db, {
    id: randomUUID(),
    email: options.email ?? `${role}${people}-${randomUUID().slice(0, 6)}@salon.test`,
    name:
      options.name ??
      `Persona ${"abcdefghijklmnopqrstuvwxyz"[people % 26]}${"abcdefghijklmnopqrstuvwxyz"[Math.floor(people / 26) % 26]}`,
    role,
    staffId,
  });
  await setPassword(db, person.id, await hashPassword(STAFF_PASSWORD));
  return person;
}

/** Signs `person` in with the password; the session cookie (`name=value`). */
export async function signIn(app: ReturnType<typeof createApp>, person: Pick<Person, "email">): Promise<string> {
  const res = await app.request("http://localhost/api/staff/session", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost" },
    body: JSON.stringify({ email: person.email, password: STAFF_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${person.email} answered ${res.status}: ${await res.text()}`);
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

/**
 * The app with a signed-in person (the owner unless `role` says otherwise) and their session
 * cookie for `/api/staff/*`; limits as `testApp` (generous) unless `raw` sets its own. `logs`
 * collects what the server logged.
 */
export async function staffTestApp(
  db: Database,
  raw: RawEnv = {},
  clock: () => Date = () => new Date("2026-11-24T07:00:00Z"),
  role: Role = "owner",
) {
  const env = testEnv(raw);
  const logs: string[] = [];
  const app = createApp({ db, env, clock, log: (line) => logs.push(line) });
  const person = await createPerson(db, role);
  const cookie = await signIn(app, person);
  return { app, env, cookie, logs, person };
}

let counter = 0;
/** A valid booking body with a contact unique to this call (the per-contact limit stays out of the way). */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    service: "corte",
    date: "2026-11-24",
    time: "10:00",
    name: "Ana López",
    phone: `+34 6${String(counter).padStart(8, "0")}`,
    email: `ana${counter}-${randomUUID().slice(0, 6)}@example.com`,
    privacyAccepted: true,
    website: "",
    ...overrides,
  };
}

export function postBooking(
  app: ReturnType<typeof createApp>,
  body: unknown,
  options: { key?: string; now?: string; headers?: Record<string, string> } = {},
) {
  return app.request("/api/bookings", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": options.key ?? randomUUID(),
      ...(options.now ? { "X-Salon-Test-Now": options.now } : {}),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Every mail the outbox sends when drained at `at` (the tests' clock), with the test app's secret and address. */
export async function mailsSentAt(db: Database, at: Date): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  await drainOutbox({
    renderers,
    db,
    send: async (m) => {
      sent.push(m);
    },
    now: () => at,
    secret: "test-secret-test-secret-test-secret-000",
    publicUrl: "https://salon.test",
    noticeHours: async () => 24,
  });
  return sent;
}
