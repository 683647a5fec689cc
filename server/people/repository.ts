/**
 * The accounts table group (AC-01..AC-05): people, their sessions, single-use links, passkeys,
 * WebAuthn challenges, sign-in attempts, and reads of the audit log. Relative `.ts` imports only
 * (type imports are erased): `npm run staff:owner` runs this file under plain Node.
 */
import type { AuditChangeLike } from "@/domain/staff/audit";
import type { Permissions, Role } from "@/domain/staff/schemas";
import type { Queryable } from "../db/client.ts";
import type { PasskeyRow, PersonTableRow } from "./tables.ts";

export type { Role };

export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  staffId: string | null;
  /** SP-05: what the owner lets her do (a professional's; owner and reception may always). */
  permissions: Permissions;
  active: boolean;
  hasPassword: boolean;
  version: number;
  createdAt: Date;
}

/** What PERSON selects: the table's row (./tables.ts) without the hash, and whether there is one. */
type PersonRow = Pick<
  PersonTableRow,
  | "id"
  | "email"
  | "name"
  | "role"
  | "staff_id"
  | "active"
  | "version"
  | "created_at"
  | "can_see_contacts"
  | "can_cancel"
  | "can_block_time"
> & {
  has_password: boolean;
};

const PERSON = `id::text, email, name, role, staff_id, active, password_hash IS NOT NULL AS has_password, version, created_at,
  can_see_contacts, can_cancel, can_block_time`;

function person(row: PersonRow): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    staffId: row.staff_id,
    permissions: { seeContacts: row.can_see_contacts, cancel: row.can_cancel, blockTime: row.can_block_time },
    active: row.active,
    hasPassword: row.has_password,
    version: row.version,
    createdAt: new Date(row.created_at),
  };
}

export async function personById(db: Queryable, id: string): Promise<Person | undefined> {
  const [row] = await db.query<PersonRow>(`SELECT ${PERSON} FROM people WHERE id = $1`, [id]);
  return row && person(row);
}

export async function personByEmail(db: Queryable, email: string): Promise<Person | undefined> {
  const [row] = await db.query<PersonRow>(`SELECT ${PERSON} FROM people WHERE lower(email) = lower($1)`, [email]);
  return row && person(row);
}

export async function passwordHashOf(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>("SELECT password_hash FROM people WHERE id = $1", [
    id,
  ]);
  return row?.password_hash ?? null;
}

export async function listPeople(db: Queryable): Promise<Person[]> {
  return (await db.query<PersonRow>(`SELECT ${PERSON} FROM people ORDER BY active DESC, role, name`)).map(person);
}

export async function countOwners(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM people WHERE role = 'owner' AND active");
  return row?.n ?? 0;
}

/** Inserts a person; a taken email (any case) is the unique index's 23505. */
export async function insertPerson(
  tx: Queryable,
  p: { id: string; email: string; name: string; role: Role; staffId: string | null },
): Promise<Person> {
  const [row] = await tx.query<PersonRow>(
    `INSERT INTO people (id, email, name, role, staff_id) VALUES ($1, $2, $3, $4, $5) RETURNING ${PERSON}`,
    [p.id, p.email, p.name, p.role, p.staffId],
  );
  if (!row) throw new Error("insert into people returned nothing");
  return person(row);
}

/** Saves a person's role and state if nobody saved in between (`version`); undefined = stale or gone. */
export async function updatePerson(
  tx: Queryable,
  id: string,
  version: number,
  change: { name: string; role: Role; staffId: string | null; active: boolean; permissions: Permissions },
  now: Date,
): Promise<Person | undefined> {
  const { seeContacts, cancel, blockTime } = change.permissions;
  const [row] = await tx.query<PersonRow>(
    `UPDATE people SET name = $3, role = $4, staff_id = $5, active = $6, version = version + 1,
       deactivated_at = CASE WHEN $6 THEN NULL WHEN active THEN $7::timestamptz ELSE deactivated_at END,
       can_see_contacts = $8, can_cancel = $9, can_block_time = $10
     WHERE id = $1 AND version = $2 RETURNING ${PERSON}`,
    [id, version, change.name, change.role, change.staffId, change.active, now, seeContacts, cancel, blockTime],
  );
  return row && person(row);
}

export async function setPassword(tx: Queryable, id: string, hash: string): Promise<void> {
  await tx.query("UPDATE people SET password_hash = $2 WHERE id = $1", [id, hash]);
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────────

export type SignInMethod = "password" | "passkey" | "link";

export interface SessionRow {
  id: string;
  personId: string;
  personName: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string;
  address: string;
  method: SignInMethod;
}

export async function insertSession(
  tx: Queryable,
  s: {
    id: string;
    personId: string;
    now: Date;
    expiresAt: Date;
    userAgent: string;
    address: string;
    method: SignInMethod;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (id, person_id, created_at, last_seen_at, expires_at, user_agent, address, method)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7)`,
    [s.id, s.personId, s.now, s.expiresAt, s.userAgent.slice(0, 300), s.address.slice(0, 64), s.method],
  );
}

/** The session's person if the session is open, unexpired, and the person active. */
export async function sessionPerson(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ person: Person; lastSeenAt: Date } | undefined> {
  const [row] = await db.query<PersonRow & { last_seen_at: Date }>(
    `SELECT p.id::text, p.email, p.name, p.role, p.staff_id, p.active, p.password_hash IS NOT NULL AS has_password,
       p.version, p.created_at, p.can_see_contacts, p.can_cancel, p.can_block_time, s.last_seen_at
     FROM sessions s JOIN people p ON p.id = s.person_id
     WHERE s.id = $1 AND s.ended_at IS NULL AND s.expires_at > $2 AND p.active`,
    [id, now],
  );
  return row && { person: person(row), lastSeenAt: new Date(row.last_seen_at) };
}

export async function touchSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query("UPDATE sessions SET last_seen_at = $2 WHERE id = $1", [id, now]);
}

/** Ends one session (of `personId`, when given); false = no such open session. */
export async function endSession(
  db: Queryable,
  id: string,
  now: Date,
  reason: string,
  personId?: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sessions SET ended_at = $2, ended_reason = $3
     WHERE id = $1 AND ended_at IS NULL AND ($4::uuid IS NULL OR person_id = $4) RETURNING id`,
    [id, now, reason, personId ?? null],
  );
  return rows.length > 0;
}

export async function endSessionsOf(tx: Queryable, personId: string, now: Date, reason: string): Promise<number> {
  const rows = await tx.query(
    "UPDATE sessions SET ended_at = $2, ended_reason = $3 WHERE person_id = $1 AND ended_at IS NULL RETURNING id",
    [personId, now, reason],
  );
  return rows.length;
}

/** Open sessions, newest first (of one person, when given). */
export async function openSessions(db: Queryable, now: Date, personId?: string): Promise<SessionRow[]> {
  const rows = await db.query<{
    id: string;
    person_id: string;
    name: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    user_agent: string;
    address: string;
    method: SignInMethod;
  }>(
    `SELECT s.id, s.person_id::text, p.name, s.created_at, s.last_seen_at, s.expires_at, s.user_agent, s.address, s.method
     FROM sessions s JOIN people p ON p.id = s.person_id
     WHERE s.ended_at IS NULL AND s.expires_at > $1 AND p.active AND ($2::uuid IS NULL OR s.person_id = $2)
     ORDER BY s.last_seen_at DESC`,
    [now, personId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    personId: r.person_id,
    personName: r.name,
    createdAt: new Date(r.created_at),
    lastSeenAt: new Date(r.last_seen_at),
    expiresAt: new Date(r.expires_at),
    userAgent: r.user_agent,
    address: r.address,
    method: r.method,
  }));
}

// ── Single-use links ─────────────────────────────────────────────────────────────────────────

export type LinkKind = "owner" | "invite" | "reset";

export async function insertInvitation(
  tx: Queryable,
  i: { tokenHash: string; personId: string; kind: LinkKind; now: Date; expiresAt: Date; issuedBy?: string },
): Promise<void> {
  // A new link replaces the person's unused ones.
  await tx.query("UPDATE invitations SET used_at = $2 WHERE person_id = $1 AND used_at IS NULL", [i.personId, i.now]);
  await tx.query(
    "INSERT INTO invitations (token_hash, person_id, kind, created_at, expires_at, issued_by) VALUES ($1, $2, $3, $4, $5, $6)",
    [i.tokenHash, i.personId, i.kind, i.now, i.expiresAt, i.issuedBy ?? ""],
  );
}

/** Who sent a person's newest link ('' when nobody did: the owner command, a reset request). */
export async function linkIssuer(db: Queryable, personId: string): Promise<string> {
  const [row] = await db.query<{ issued_by: string }>(
    "SELECT issued_by FROM invitations WHERE person_id = $1 ORDER BY created_at DESC LIMIT 1",
    [personId],
  );
  return row?.issued_by ?? "";
}

/**
 * How many links of `kind` were made for this person since `since`, counted under a lock per person
 * so that two requests at once count each other (RL-10).
 */
export async function countLinksSince(tx: Queryable, personId: string, kind: LinkKind, since: Date): Promise<number> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`links:${personId}`]);
  const [row] = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM invitations WHERE person_id = $1 AND kind = $2 AND created_at > $3",
    [personId, kind, since],
  );
  return row?.n ?? 0;
}

/** The link's person and kind while it is unused and unexpired (nothing is spent). */
export async function peekInvitation(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ personId: string; kind: LinkKind } | undefined> {
  const [row] = await db.query<{ person_id: string; kind: LinkKind }>(
    "SELECT person_id::text, kind FROM invitations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
    [tokenHash, now],
  );
  return row && { personId: row.person_id, kind: row.kind };
}

/** Spends the link: the database decides which of two uses at once wins. */
export async function useInvitation(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ personId: string; kind: LinkKind } | undefined> {
  const [row] = await tx.query<{ person_id: string; kind: LinkKind }>(
    `UPDATE invitations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING person_id::text, kind`,
    [tokenHash, now],
  );
  return row && { personId: row.person_id, kind: row.kind };
}

// ── Passkeys ─────────────────────────────────────────────────────────────────────────────────

export interface Passkey {
  id: string;
  personId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

function passkey(r: PasskeyRow): Passkey {
  return {
    id: r.id,
    personId: r.person_id,
    publicKey: new Uint8Array(r.public_key),
    counter: Number(r.counter),
    transports: r.transports,
    label: r.label,
    createdAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
  };
}

const PASSKEY = "id, person_id::text, public_key, counter, transports, label, created_at, last_used_at";

export async function insertPasskey(
  tx: Queryable,
  k: {
    id: string;
    personId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    label: string;
    now: Date;
  },
): Promise<boolean> {
  // A credential id already registered (to anyone) is kept as it is (RL-10): false.
  const rows = await tx.query(
    `INSERT INTO passkeys (id, person_id, public_key, counter, transports, label, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [k.id, k.personId, k.publicKey, k.counter, k.transports, k.label, k.now],
  );
  return rows.length > 0;
}

export async function passkeysOf(db: Queryable, personId: string): Promise<Passkey[]> {
  return (
    await db.query<PasskeyRow>(`SELECT ${PASSKEY} FROM passkeys WHERE person_id = $1 ORDER BY created_at`, [personId])
  ).map(passkey);
}

export async function passkeyById(db: Queryable, id: string): Promise<Passkey | undefined> {
  const [row] = await db.query<PasskeyRow>(`SELECT ${PASSKEY} FROM passkeys WHERE id = $1`, [id]);
  return row && passkey(row);
}

export async function touchPasskey(db: Queryable, id: string, counter: number, now: Date): Promise<void> {
  await db.query("UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1", [id, counter, now]);
}

export async function deletePasskey(tx: Queryable, personId: string, id: string): Promise<boolean> {
  return (
    (await tx.query("DELETE FROM passkeys WHERE id = $1 AND person_id = $2 RETURNING id", [id, personId])).length > 0
  );
}

export async function insertChallenge(
  db: Queryable,
  c: { challenge: string; personId: string | null; purpose: "register" | "sign_in"; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query("DELETE FROM auth_challenges WHERE expires_at <= $1", [c.now]);
  await db.query("INSERT INTO auth_challenges (challenge, person_id, purpose, expires_at) VALUES ($1, $2, $3, $4)", [
    c.challenge,
    c.personId,
    c.purpose,
    c.expiresAt,
  ]);
}

/** Spends a challenge (DELETE … RETURNING: one ceremony each, whoever asks first). */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: "register" | "sign_in",
  now: Date,
): Promise<{ personId: string | null } | undefined> {
  const [row] = await db.query<{ person_id: string | null }>(
    "DELETE FROM auth_challenges WHERE challenge = $1 AND purpose = $2 AND expires_at > $3 RETURNING person_id::text",
    [challenge, purpose, now],
  );
  return row && { personId: row.person_id };
}

// ── Sign-in attempts ─────────────────────────────────────────────────────────────────────────

/**
 * Whether any key has used up its attempts in its window (RL-10): a refused request writes nothing.
 * Rows whose window has ended are removed first, so the table holds only the current windows.
 */
export async function attemptsExhausted(
  db: Queryable,
  limits: readonly { key: string; attempts: number }[],
  now: Date,
  windowMs: number,
): Promise<boolean> {
  await db.query("DELETE FROM sign_in_attempts WHERE window_start <= $1::timestamptz - make_interval(secs => $2)", [
    now,
    windowMs / 1000,
  ]);
  const rows = await db.query<{ key: string; failures: number }>(
    "SELECT key, failures FROM sign_in_attempts WHERE key = ANY($1)",
    [limits.map((l) => l.key)],
  );
  return rows.some((r) => r.failures >= (limits.find((l) => l.key === r.key)?.attempts ?? 0));
}

/**
 * Counts one attempt against each key in its fixed window and returns each key's count, in one
 * statement: every process of the salon sees the same counts, and two attempts at once lock the keys
 * in the same order, so both counts agree on who came first.
 */
export async function takeAttempt(
  db: Queryable,
  keys: readonly string[],
  now: Date,
  windowMs: number,
): Promise<Map<string, number>> {
  const rows = await db.query<{ key: string; failures: number }>(
    `INSERT INTO sign_in_attempts AS a (key, window_start, failures)
     SELECT k, $2, 1 FROM unnest($1::text[]) AS k ORDER BY k
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN a.window_start <= $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE a.failures + 1 END,
       window_start = CASE WHEN a.window_start <= $2::timestamptz - make_interval(secs => $3) THEN $2 ELSE a.window_start END
     RETURNING key, failures`,
    [[...keys].sort(), now, windowMs / 1000],
  );
  return new Map(rows.map((r) => [r.key, r.failures]));
}

/** A right password gives its attempts back. */
export async function refundAttempt(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query("UPDATE sign_in_attempts SET failures = greatest(failures - 1, 0) WHERE key = ANY($1)", [keys]);
}

// ── Audit log ────────────────────────────────────────────────────────────────────────────────

/** One changed row, as the trigger wrote it, with who and when. */
export interface AuditRow extends AuditChangeLike {
  id: string;
  at: Date;
  tx: string;
  actorId: string | null;
  actorName: string;
}

export interface AuditFilter {
  actorId?: string;
  /** Table names. */
  entities?: readonly string[];
  from?: Date;
  to?: Date;
  /** Saves older than this one (its last row's id): the next page. */
  beforeId?: string;
  /** Saves (transactions) per page. */
  limit: number;
}

const auditWhere = `($1::uuid IS NULL OR actor_id = $1)
  AND ($2::text[] IS NULL OR entity = ANY($2))
  AND ($3::timestamptz IS NULL OR at >= $3)
  AND ($4::timestamptz IS NULL OR at < $4)`;

const auditParams = (f: AuditFilter) => [f.actorId ?? null, f.entities ?? null, f.from ?? null, f.to ?? null];

/**
 * The newest `limit` saves that match, each with all its matching rows (a save is never cut in two
 * between pages), newest save first and its rows in the order they were written; and how many
 * saves match in all (OW-10: the count the log states is the count there is).
 */
export async function auditPage(db: Queryable, f: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.query<{
    id: string;
    at: Date;
    tx: string;
    actor_id: string | null;
    actor_name: string;
    entity: string;
    entity_id: string;
    label: string;
    action: AuditRow["action"];
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    `WITH matching AS (SELECT id, tx FROM audit_log WHERE ${auditWhere}),
     saves AS (
       SELECT tx, max(id) AS last FROM matching GROUP BY tx
       HAVING ($5::bigint IS NULL OR max(id) < $5) ORDER BY last DESC LIMIT $6)
     SELECT a.id::text, a.at, a.tx::text, a.actor_id::text, a.actor_name, a.entity, a.entity_id, a.label, a.action,
       a.before, a.after
     FROM saves JOIN matching m ON m.tx = saves.tx JOIN audit_log a ON a.id = m.id
     ORDER BY saves.last DESC, a.id`,
    [...auditParams(f), f.beforeId ?? null, f.limit],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT tx)::int AS n FROM audit_log WHERE ${auditWhere}`,
    auditParams(f),
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at),
      tx: r.tx,
      actorId: r.actor_id,
      actorName: r.actor_name,
      entity: r.entity,
      entityId: r.entity_id,
      label: r.label,
      action: r.action,
      before: r.before,
      after: r.after,
    })),
  };
}

/** How many passkeys each person has (the people list). */
export async function passkeyCounts(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ person_id: string; n: number }>(
    "SELECT person_id::text, count(*)::int AS n FROM passkeys GROUP BY person_id",
  );
  return new Map(rows.map((k) => [k.person_id, k.n]));
}
