/**
 * Staff accounts (AC-01..AC-03): sign-in with a password or a passkey, sessions the server keeps
 * and can end, single-use links for invitations and resets, and the owner's management of people.
 * The database decides races: a link is spent by one UPDATE, a challenge by one DELETE, a stale
 * edit of a person loses on its version, a taken email on the unique index.
 */
import { randomUUID } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { site } from "@/content/site";
import type { InviteInput, PersonUpdateInput } from "@/domain/staff/schemas";
import { type Actor, withActor } from "../db/actor";
import { type Database, type Queryable, sqlState } from "../db/client";
import { accessLink, LINK_HOURS } from "./owner";
import { decoyHash, hashPassword, newToken, passwordProblem, tokenHash, verifyPassword } from "./passwords";
import { queueAccountMail } from "./messages";
import * as people from "./repository";
import type { Person, Role, SignInMethod } from "./repository";

export const SESSION_COOKIE = "salon_staff";
export const SESSION_HOURS = 12;
const CHALLENGE_MINUTES = 5;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

const roleLabel: Record<Role, string> = {
  owner: "propietaria",
  reception: "recepción",
  professional: "profesional",
};

/** How the audit log names a person. */
function actorOf(person: Pick<Person, "id" | "name" | "role">): Actor {
  return { id: person.id, name: `${person.name} (${roleLabel[person.role]})` };
}

/** The staff guard's port (server/http/staff-guard.ts): the session cookie and who it names. */
export const staffSessions = {
  cookie: SESSION_COOKIE,
  async resolve(db: Database, token: string, now: Date) {
    const session = await resolveSession(db, token, now);
    return session && { person: { ...session.person, sessionId: session.sessionId }, actor: actorOf(session.person) };
  },
};

export interface RequestMeta {
  userAgent: string;
  address: string;
}

export interface Relying {
  /** The site's host name (PUBLIC_URL's), which passkeys are bound to. */
  rpID: string;
  origin: string;
}

export function relyingParty(publicUrl: string): Relying {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────────

async function openSession(tx: Queryable, personId: string, method: SignInMethod, now: Date, meta: RequestMeta) {
  const token = newToken();
  await people.insertSession(tx, {
    id: tokenHash(token),
    personId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    userAgent: meta.userAgent,
    address: meta.address,
    method,
  });
  return token;
}

export interface SignedIn {
  token: string;
  person: Person;
}

/** The session's person, or undefined (no cookie, ended, expired, or the person deactivated). */
async function resolveSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<{ person: Person; sessionId: string } | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const sessionId = tokenHash(token);
  const found = await people.sessionPerson(db, sessionId, now);
  if (!found) return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_MS) await people.touchSession(db, sessionId, now);
  return { person: found.person, sessionId };
}

export type SignInResult =
  { ok: true; signedIn: SignedIn } | { ok: false; error: "rate_limited" | "wrong_credentials" };

/**
 * An account is not locked for everyone by one address (RL-10): its attempts are counted per account
 * and address, per address (guessing across accounts), and per account with this many times the
 * limit (many addresses guessing one password).
 */
const ACCOUNT_CEILING = 10;

/**
 * Email and password. Each attempt is counted (in the database, so every process counts together)
 * before the hash runs; a request already over a limit is refused without writing anything; a right
 * password gives its attempts back.
 */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  now: Date,
  meta: RequestMeta,
  limit: { attempts: number; windowMs: number },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const limits = [
    { key: `pair:${email}|${meta.address}`, attempts: limit.attempts },
    { key: `address:${meta.address}`, attempts: limit.attempts },
    { key: `account:${email}`, attempts: limit.attempts * ACCOUNT_CEILING },
  ];
  const keys = limits.map((l) => l.key);
  if (await people.attemptsExhausted(db, limits, now, limit.windowMs)) return { ok: false, error: "rate_limited" };
  const counts = await people.takeAttempt(db, keys, now, limit.windowMs);
  if (limits.some((l) => (counts.get(l.key) ?? 0) > l.attempts)) return { ok: false, error: "rate_limited" };
  const person = await people.personByEmail(db, input.email.trim());
  const hash = person?.active ? await people.passwordHashOf(db, person.id) : null;
  const ok = await verifyPassword(input.password, hash ?? (await decoyHash()));
  if (!person?.active || !hash || !ok) return { ok: false, error: "wrong_credentials" };
  await people.refundAttempt(db, keys);
  const token = await openSession(db, person.id, "password", now, meta);
  return { ok: true, signedIn: { token, person } };
}

export async function signOut(db: Database, sessionId: string, now: Date): Promise<void> {
  await people.endSession(db, sessionId, now, "signed_out");
}

// ── Single-use links ────────────────────────────────────────────────────────────────────────

async function issueLink(
  tx: Queryable,
  person: Person,
  kind: "invite" | "reset",
  now: Date,
  publicUrl: string,
  issuedBy = "",
): Promise<void> {
  const token = newToken();
  await people.insertInvitation(tx, {
    tokenHash: tokenHash(token),
    personId: person.id,
    kind,
    now,
    expiresAt: new Date(now.getTime() + LINK_HOURS * 3_600_000),
    issuedBy,
  });
  await queueAccountMail(tx, { personId: person.id, kind, link: accessLink(publicUrl, token), now });
}

/** Whose link this is, while it can still be used. */
export async function peekLink(db: Database, token: string, now: Date) {
  const link = await people.peekInvitation(db, tokenHash(token), now);
  const person = link && (await people.personById(db, link.personId));
  return link && person?.active ? { kind: link.kind, name: person.name, email: person.email } : undefined;
}

export type AcceptResult =
  | { ok: true; signedIn: SignedIn }
  | { ok: false; error: "link_invalid" }
  | { ok: false; error: "weak_password"; message: string };

/**
 * Sets the password from a link and signs in: the link is spent in the same transaction (two uses
 * at once: one wins). A reset ends the person's other sessions.
 */
export async function acceptLink(
  db: Database,
  input: { token: string; password: string },
  now: Date,
  meta: RequestMeta,
): Promise<AcceptResult> {
  const peek = await people.peekInvitation(db, tokenHash(input.token), now);
  const person = peek && (await people.personById(db, peek.personId));
  if (!person?.active) return { ok: false, error: "link_invalid" };
  const problem = await passwordProblem(input.password, person);
  if (problem) return { ok: false, error: "weak_password", message: problem };
  const hash = await hashPassword(input.password);
  const token = await withActor(db, actorOf(person)).transaction(async (tx) => {
    const used = await people.useInvitation(tx, tokenHash(input.token), now);
    if (!used) return undefined;
    await people.setPassword(tx, person.id, hash);
    await people.endSessionsOf(tx, person.id, now, "password_changed");
    return openSession(tx, person.id, "link", now, meta);
  });
  return token ? { ok: true, signedIn: { token, person } } : { ok: false, error: "link_invalid" };
}

/** A reset link by email, if the account exists and is active; the answer is the same either way. */
/** Reset links one account may be sent per hour (RL-10): a mailbox is not flooded by the form. */
const RESETS_PER_HOUR = 3;

/** '¿Has olvidado la contraseña?': a link to an active account, at most RESETS_PER_HOUR an hour; the answer never says which. */
export async function requestReset(db: Database, email: string, now: Date, publicUrl: string): Promise<void> {
  const person = await people.personByEmail(db, email.trim());
  if (!person?.active) return;
  await db.transaction(async (tx) => {
    const recent = await people.countLinksSince(tx, person.id, "reset", new Date(now.getTime() - 3_600_000));
    if (recent < RESETS_PER_HOUR) await issueLink(tx, person, "reset", now, publicUrl);
  });
}

// ── People (the owner) ──────────────────────────────────────────────────────────────────────

export type PeopleResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: "email_taken" | "staff_taken" | "not_found" | "conflict" | "last_owner" };

function uniqueError(error: unknown): "email_taken" | "staff_taken" | undefined {
  if (sqlState(error) !== "23505") return undefined;
  return String((error as { constraint?: string }).constraint ?? (error as Error).message).includes("people_staff")
    ? "staff_taken"
    : "email_taken";
}

/** Creates the account and mails a single-use link to choose a password (AC-02), saying who invited. */
export async function invite(
  db: Database,
  body: InviteInput,
  now: Date,
  publicUrl: string,
  invitedBy: string,
): Promise<PeopleResult<Person>> {
  try {
    return await db.transaction(async (tx) => {
      const person = await people.insertPerson(tx, {
        id: randomUUID(),
        email: body.email.trim(),
        name: body.name.trim(),
        role: body.role,
        staffId: body.role === "professional" ? body.staffId : null,
      });
      await issueLink(tx, person, "invite", now, publicUrl, invitedBy);
      return { ok: true as const, value: person };
    });
  } catch (error) {
    const taken = uniqueError(error);
    if (taken) return { ok: false, error: taken };
    throw error;
  }
}

/**
 * Changes a person's name, role, column or state. Deactivating ends their sessions in the same
 * transaction; the last active owner cannot stop being one.
 */
export async function updatePerson(
  db: Database,
  id: string,
  body: PersonUpdateInput,
  now: Date,
): Promise<PeopleResult<Person>> {
  try {
    return await db.transaction(async (tx) => {
      // One change of people at a time: two owners demoting each other at once cannot both pass
      // the last-owner check below.
      await tx.query("SELECT pg_advisory_xact_lock(4173019)");
      const before = await people.personById(tx, id);
      if (!before) return { ok: false as const, error: "not_found" as const };
      const after = await people.updatePerson(
        tx,
        id,
        body.version,
        {
          name: body.name.trim(),
          role: body.role,
          staffId: body.role === "professional" ? body.staffId : null,
          active: body.active,
          permissions: body.permissions,
        },
        now,
      );
      if (!after) return { ok: false as const, error: "conflict" as const };
      if ((await people.countOwners(tx)) === 0) throw new LastOwner();
      if (!after.active || after.role !== before.role || after.staffId !== before.staffId)
        await people.endSessionsOf(tx, id, now, after.active ? "role_changed" : "deactivated");
      return { ok: true as const, value: after };
    });
  } catch (error) {
    if (error instanceof LastOwner) return { ok: false, error: "last_owner" };
    const taken = uniqueError(error);
    if (taken) return { ok: false, error: taken };
    throw error;
  }
}
class LastOwner extends Error {}

/** A new single-use link for someone who lost theirs or forgot the password. */
export async function sendLink(
  db: Database,
  id: string,
  now: Date,
  publicUrl: string,
  sentBy: string,
): Promise<boolean> {
  const person = await people.personById(db, id);
  if (!person?.active) return false;
  await db.transaction((tx) => issueLink(tx, person, person.hasPassword ? "reset" : "invite", now, publicUrl, sentBy));
  return true;
}

export async function listPeople(db: Database) {
  const list = await people.listPeople(db);
  const count = await people.passkeyCounts(db);
  return list.map((p) => ({ ...p, passkeys: count.get(p.id) ?? 0 }));
}

// ── Passkeys ────────────────────────────────────────────────────────────────────────────────

/** A ceremony's challenge, kept for CHALLENGE_MINUTES in the database (any process may finish it). */
function keepChallenge(
  db: Database,
  challenge: string,
  personId: string | null,
  purpose: "register" | "sign_in",
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  return people.insertChallenge(db, { challenge, personId, purpose, expiresAt, now });
}

export async function passkeyRegistrationOptions(db: Database, person: Person, now: Date, rp: Relying) {
  const existing = await people.passkeysOf(db, person.id);
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: rp.rpID,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: "none",
    excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports as never })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await keepChallenge(db, options.challenge, person.id, "register", now);
  return options;
}

export async function registerPasskey(
  db: Database,
  person: Person,
  response: RegistrationResponseJSON,
  label: string,
  now: Date,
  rp: Relying,
): Promise<"added" | "failed" | "known"> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (await people.takeChallenge(db, challenge, "register", now))?.personId === person.id,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return "failed";
  const { credential } = verification.registrationInfo;
  const added = await db.transaction((tx) =>
    people.insertPasskey(tx, {
      id: credential.id,
      personId: person.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: label.trim() || "Llave de acceso",
      now,
    }),
  );
  return added ? "added" : "known";
}

export async function passkeySignInOptions(db: Database, now: Date, rp: Relying) {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred" });
  await keepChallenge(db, options.challenge, null, "sign_in", now);
  return options;
}

export async function signInWithPasskey(
  db: Database,
  response: AuthenticationResponseJSON,
  now: Date,
  meta: RequestMeta,
  rp: Relying,
): Promise<SignedIn | undefined> {
  const key = await people.passkeyById(db, response.id);
  const person = key && (await people.personById(db, key.personId));
  if (!key || !person?.active) return undefined;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: async (challenge) => (await people.takeChallenge(db, challenge, "sign_in", now)) !== undefined,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: key.id,
      publicKey: key.publicKey as Uint8Array<ArrayBuffer>,
      counter: key.counter,
      transports: key.transports as never,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  await people.touchPasskey(db, key.id, verification.authenticationInfo.newCounter, now);
  return { token: await openSession(db, person.id, "passkey", now, meta), person };
}
