/**
 * The people area's tables, declared once (docs/decisions/021-one-home-per-area.md): accounts,
 * sessions, single-use links, passkeys, WebAuthn challenges, sign-in attempts and the audit log.
 * server/db/tables.test.ts checks them against the migrated database on both engines.
 */
import { boolean, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { roles } from "@/domain/staff/schemas";
import { bytea, instant, int8 } from "../db/columns";

export const people = pgTable("people", {
  id: uuid().primaryKey(),
  email: text().notNull(),
  name: text().notNull(),
  role: text({ enum: roles }).notNull(),
  staff_id: text(),
  password_hash: text(),
  active: boolean().notNull().default(true),
  created_at: instant().notNull().defaultNow(),
  deactivated_at: instant(),
  version: integer().notNull().default(1),
  /** SP-05: what the owner lets a professional do. */
  can_see_contacts: boolean().notNull().default(true),
  can_cancel: boolean().notNull().default(true),
  can_block_time: boolean().notNull().default(true),
  /** SP-03: the hash of her private calendar feed's secret. */
  calendar_token_hash: text(),
  /** SP-02: the events she wants pushed (null: her role's defaults). */
  push_events: text().array(),
});

export const signInMethods = ["password", "passkey", "link"] as const;

export const sessions = pgTable("sessions", {
  /** The hash of the cookie's token. */
  id: text().primaryKey(),
  person_id: uuid().notNull(),
  created_at: instant().notNull(),
  last_seen_at: instant().notNull(),
  expires_at: instant().notNull(),
  ended_at: instant(),
  ended_reason: text(),
  user_agent: text().notNull().default(""),
  address: text().notNull().default(""),
  method: text({ enum: signInMethods }).notNull(),
});

export const invitations = pgTable("invitations", {
  token_hash: text().primaryKey(),
  person_id: uuid().notNull(),
  kind: text({ enum: ["owner", "invite", "reset"] }).notNull(),
  created_at: instant().notNull(),
  expires_at: instant().notNull(),
  used_at: instant(),
  /** Who sent the link ('' from the owner command or a reset request). */
  issued_by: text().notNull().default(""),
});

export const passkeys = pgTable("passkeys", {
  id: text().primaryKey(),
  person_id: uuid().notNull(),
  public_key: bytea().notNull(),
  counter: int8().notNull().default(0),
  transports: text().array().notNull().default([]),
  label: text().notNull().default(""),
  created_at: instant().notNull(),
  last_used_at: instant(),
});

export const authChallenges = pgTable("auth_challenges", {
  challenge: text().primaryKey(),
  person_id: uuid(),
  purpose: text({ enum: ["register", "sign_in"] }).notNull(),
  expires_at: instant().notNull(),
});

export const signInAttempts = pgTable("sign_in_attempts", {
  key: text().primaryKey(),
  window_start: instant().notNull(),
  failures: integer().notNull(),
});

/** Written by the database's triggers in the transaction of each change (AC-05). */
export const auditLog = pgTable("audit_log", {
  id: int8().primaryKey(),
  at: instant().notNull(),
  tx: int8().notNull(),
  actor_id: uuid(),
  actor_name: text().notNull(),
  entity: text().notNull(),
  entity_id: text().notNull(),
  label: text().notNull().default(""),
  action: text({ enum: ["insert", "update", "delete"] }).notNull(),
  before: jsonb().$type<Record<string, unknown>>(),
  after: jsonb().$type<Record<string, unknown>>(),
});

export type PersonTableRow = typeof people.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
