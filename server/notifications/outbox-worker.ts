/**
 * Sends the outbox (BE-05, RL-04). A worker claims due rows with a lease in one
 * statement (FOR UPDATE SKIP LOCKED), so several processes never take the same
 * row, and claims only as many as it sends at once: every claimed row is being
 * sent from the moment it is claimed, and each send has a time limit well
 * inside the lease, so a lease never runs out under a send that is still going
 * (the old worker claimed 20 for 120 s and sent them one by one: with an SMTP
 * server taking 8 s a mail, another process took the rest again and clients got
 * two confirmations). A row is marked sent only after the send succeeds; a
 * worker that dies mid-send leaves it to be taken again when its lease runs
 * out, with the same Message-ID. Failures retry with exponential backoff.
 */
import { type ClaimedMessage, outboxRepository as outbox } from "./repository";
import type { Database } from "../db/client";
import { reasonOf } from "../errors";
import { site } from "@/content/site";
import type { MailMessage } from "./messages";
import type { SendMail } from "./transport";
import type { Channel, PhoneChannel } from "@/domain/messages/channels";
import { type PhoneMessage, ProviderRefused, type SendPhone } from "./channels/phone-message";
import { PushGone, type PushMessage, type SendPush } from "./channels/web-push";
import type { MessageSettings } from "@/lib/settings/model";
import type { OutboxKind } from "./tables";

export interface OutboxDeps {
  db: Database;
  /** Every kind's renderer (server/outbox-renderers.ts). */
  renderers: Renderers;
  /** Email. */
  send: SendMail;
  /** WhatsApp and SMS (MS-01): the configured providers; a channel with none goes by email (MS-06). */
  phone?: Partial<Record<PhoneChannel, SendPhone>>;
  /**
   * MS-07: how long each provider may take to answer; past it the message is 'unknown' (it may have
   * been sent and billed), never sent again. Default `PHONE_LIMIT_MS`.
   */
  phoneLimitMs?: Partial<Record<PhoneChannel, number>>;
  /** SP-02: Web Push to the team's devices (VAPID keys set); without, push rows are dropped. */
  push?: SendPush;
  now: () => Date;
  secret: string;
  publicUrl: string;
  /** The cancel notice in force when the mail is written (OW-11: the owner's setting). */
  noticeHours: () => Promise<number>;
  /** MS-01: the owner's texts of the timed messages (absent: the product's wording). */
  texts?: () => Promise<Pick<MessageSettings, "reminderText" | "confirmRequestText">>;
  /**
   * The timers that cut a send off, on the same clock as `now` (the claim's lease is judged by
   * `now`): the real ones in the server; a test's virtual ones, so no test depends on the machine's speed.
   */
  timers?: Timers;
  /** How long a claim holds; each send is cut off at half of it. */
  leaseSeconds?: number;
  /** Mails in flight at once per process. */
  concurrency?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

const DEFAULT_LEASE_SECONDS = 120;
/** Tries of a paid message the provider refused before its fallback channel takes over (MS-04). */
const PHONE_ATTEMPTS = 3;
/**
 * MS-07: a provider's answer normally takes well under a second (Meta and Twilio both answer once the
 * message is queued); 15 s without one is a provider in trouble, and the message is left 'unknown'.
 */
const PHONE_LIMIT_MS = 15_000;
const DEFAULT_CONCURRENCY = 8;

/** The Message-ID of an outbox row: the same on every attempt. */
export function outboxMessageId(outboxId: string): string {
  return `<outbox-${outboxId}@${site.contact.email.split("@")[1] ?? "salon.invalid"}>`;
}

/** Claims due rows (see `outboxRepository.claimDue`). */
export const claimDue = outbox.claimDue;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 h. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

function withTimeout<T>(work: Promise<T>, ms: number, timers: Timers, who = "the mail server"): Promise<T> {
  let timer: unknown;
  const limit = new Promise<never>((_, reject) => {
    timer = timers.setTimeout(() => reject(new Error(`no answer from ${who} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => timers.clearTimeout(timer));
}

/** What a row sends: a mail, or a message to a phone. */
export type Outgoing =
  | { channel: "email"; mail: MailMessage }
  | { channel: PhoneChannel; phone: PhoneMessage }
  /** MS-08: a phone message her number no longer takes ('BAJA'): it goes as an email row of its own. */
  | { channel: "email"; instead: true }
  /** SP-02: a push to a device; `gone` forgets the device when its push service says it no longer exists. */
  | { channel: "push"; push: PushMessage; gone: () => Promise<void> };

/**
 * How a kind of message renders: what the claimed row sends now, or undefined when it no longer
 * applies (dropped). Each area registers its kinds; the composition root gathers them, every kind
 * once (server/outbox-renderers.ts), so the worker knows no business area.
 */
export type Renderer = (deps: OutboxDeps, row: ClaimedMessage) => Promise<Outgoing | undefined>;
export type Renderers = Record<OutboxKind, Renderer>;

/** MS-06: where a message for a channel with no provider goes instead: the next configured one, else email. */
function nextChannel(deps: OutboxDeps, channel: PhoneChannel): Channel {
  return channel === "whatsapp" && deps.phone?.sms ? "sms" : "email";
}

async function sendOne(
  deps: OutboxDeps,
  row: ClaimedMessage,
  sendLimitMs: number,
): Promise<"sent" | "failed" | "dropped"> {
  const { db, now, maxAttempts = 10, log = console.error } = deps;
  const timers = deps.timers ?? realTimers;
  const message = await deps.renderers[row.kind](deps, row);
  if (!message) {
    await outbox.markDropped(db, row.id, now());
    return "dropped";
  }
  if ("instead" in message) {
    await outbox.markDropped(db, row.id, now());
    await outbox.queueFallback(db, row.id, now(), "email");
    return "dropped";
  }
  if (message.channel === "push") return sendPush(deps, row, message, sendLimitMs);
  if (message.channel === "email") {
    try {
      await withTimeout(deps.send({ ...message.mail, messageId: outboxMessageId(row.id) }), sendLimitMs, timers);
      await outbox.markSent(db, row.id, now());
      return "sent";
    } catch (error) {
      return failed(deps, row, reasonOf(error), row.attempts >= maxAttempts);
    }
  }
  const phoneSend = deps.phone?.[message.channel];
  if (!phoneSend) {
    // MS-06: the channel has no provider (never configured, or no longer): the message goes on by
    // email, never only to a file.
    await outbox.markDropped(db, row.id, now());
    await outbox.queueFallback(db, row.id, now(), nextChannel(deps, message.channel));
    return "dropped";
  }
  // A paid message: marked as being sent first, so a crash from here never sends it twice (MS-04).
  await outbox.markSending(db, row.id, now());
  const sending = phoneSend(message.phone);
  try {
    const limit = deps.phoneLimitMs?.[message.channel] ?? PHONE_LIMIT_MS;
    const { providerId } = await withTimeout(sending, limit, timers, `the ${message.channel} provider`);
    await outbox.markSent(db, row.id, now(), providerId);
    return "sent";
  } catch (error) {
    const reason = reasonOf(error);
    if (error instanceof ProviderRefused)
      // A reminder on a phone is worth little late: three tries (about a minute and a half), then the
      // next channel takes it (MS-04: WhatsApp → SMS → email).
      return failed(deps, row, reason, row.attempts >= PHONE_ATTEMPTS, nextChannel(deps, message.channel));
    // MS-07: no answer, or none the salon can read: it may have gone (and been billed). 'Unknown' for
    // the desk to see; never sent again, on this channel or another. A late answer still names it, so
    // the provider's delivery reports reach it.
    await outbox.markUnknown(db, row.id, now(), reason);
    sending.then(
      ({ providerId }) => outbox.nameLateAnswer(db, row.id, providerId).catch(() => undefined),
      () => undefined,
    );
    log(`outbox: ${row.channel} ${row.kind} for ${subjectOf(row)}: ${reason}; left unknown, not resent`);
    return "failed";
  }
}

/** SP-02: a push is free and harmless twice, so it is retried like a mail; a device that is gone is forgotten. */
async function sendPush(
  deps: OutboxDeps,
  row: ClaimedMessage,
  message: Extract<Outgoing, { channel: "push" }>,
  sendLimitMs: number,
): Promise<"sent" | "failed" | "dropped"> {
  const { db, now, maxAttempts = 10 } = deps;
  if (!deps.push) {
    await outbox.markDropped(db, row.id, now());
    return "dropped";
  }
  try {
    await withTimeout(
      deps.push(message.push),
      Math.min(sendLimitMs, PHONE_LIMIT_MS),
      deps.timers ?? realTimers,
      "the push service",
    );
    await outbox.markSent(db, row.id, now());
    return "sent";
  } catch (error) {
    if (error instanceof PushGone) {
      await outbox.markDropped(db, row.id, now());
      await message.gone();
      return "dropped";
    }
    return failed(deps, row, reasonOf(error), row.attempts >= Math.min(maxAttempts, 5));
  }
}

const subjectOf = (row: ClaimedMessage) =>
  row.booking_id ?? (row.offer_id ? `offer ${row.offer_id}` : `person ${row.person_id}`);

/** A failed send: retried with backoff, or given up (and, for a paid message, passed to `fallback`). */
async function failed(
  deps: OutboxDeps,
  row: ClaimedMessage,
  reason: string,
  giveUp: boolean,
  fallback?: Channel,
): Promise<"failed"> {
  const { db, now, log = console.error } = deps;
  await outbox.markFailed(db, row.id, {
    reason,
    retryAt: new Date(now().getTime() + backoffMs(row.attempts)),
    droppedAt: giveUp ? now() : null,
  });
  if (giveUp && fallback) await outbox.queueFallback(db, row.id, now(), fallback);
  log(
    `outbox: ${row.channel} ${row.kind} for ${subjectOf(row)} failed (attempt ${row.attempts}${giveUp ? ", giving up" : ""}): ${reason}`,
  );
  return "failed";
}

/**
 * One pass: claims up to `limit` due rows (default: the concurrency) and sends them all at
 * once; returns how many were claimed, sent and failed.
 */
export async function processOutbox(
  deps: OutboxDeps,
  limit = deps.concurrency ?? DEFAULT_CONCURRENCY,
): Promise<{ claimed: number; sent: number; failed: number }> {
  const leaseSeconds = deps.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const rows = await claimDue(deps.db, deps.now(), limit, leaseSeconds);
  const outcomes = await Promise.all(rows.map((row) => sendOne(deps, row, (leaseSeconds * 1000) / 2)));
  return {
    claimed: rows.length,
    sent: outcomes.filter((o) => o === "sent").length,
    failed: outcomes.filter((o) => o === "failed").length,
  };
}

/** Passes until nothing is due (a booking's later mail waits for its earlier one, so one pass may not do). */
export async function drainOutbox(deps: OutboxDeps, maxPasses = 20): Promise<void> {
  for (let pass = 0; pass < maxPasses; pass++) if ((await processOutbox(deps)).claimed === 0) return;
}

/**
 * Runs `processOutbox` until stopped: pass after pass while rows keep coming (a burst of
 * bookings drains at the transport's pace), then every `intervalMs`.
 */
export function startOutboxWorker(deps: OutboxDeps, intervalMs: number): { stop: (graceMs?: number) => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const limit = deps.concurrency ?? DEFAULT_CONCURRENCY;
  const tick = () => {
    running = processOutbox(deps, limit)
      .then((pass) => (pass.claimed === limit ? 0 : intervalMs))
      .catch((error) => {
        deps.log?.(`outbox: pass failed: ${reasonOf(error)}`);
        return intervalMs;
      })
      .then((wait) => {
        if (!stopped) timer = setTimeout(tick, wait);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    /** Stops taking rows; waits for the sends in flight at most `graceMs` (they stay claimed until their lease ends). */
    async stop(graceMs = Number.POSITIVE_INFINITY) {
      stopped = true;
      clearTimeout(timer);
      // The grace runs on the worker's timers (a test's own, so no test waits on the machine's clock).
      const timers = deps.timers ?? realTimers;
      let timeout: unknown;
      await Promise.race([
        running,
        new Promise((resolve) => {
          if (Number.isFinite(graceMs)) timeout = timers.setTimeout(() => resolve(undefined), graceMs);
        }),
      ]);
      timers.clearTimeout(timeout);
    },
  };
}
