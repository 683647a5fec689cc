/**
 * Sends the outbox (BE-05). A worker claims due rows with a lease in one
 * statement (FOR UPDATE SKIP LOCKED), so several processes never take the same
 * row; a row is marked sent only after the send succeeds, so a worker that dies
 * mid-send leaves it to be taken again when its lease runs out. Failures retry
 * with exponential backoff.
 */
import type { Database } from "../db/client";
import { getBooking } from "../booking/booking-service";
import { signToken } from "../booking/tokens";
import { bookingMessage, type MailKind } from "./messages";
import type { SendMail } from "./transport";

export interface OutboxDeps {
  db: Database;
  send: SendMail;
  now: () => Date;
  secret: string;
  publicUrl: string;
  noticeHours: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
}

interface Claimed {
  id: string;
  booking_id: string;
  kind: MailKind;
  attempts: number;
}

export function manageUrl(publicUrl: string, secret: string, bookingId: string): string {
  return `${publicUrl}/cita#${signToken(secret, "manage", bookingId)}`;
}

export async function claimDue(db: Database, now: Date, limit: number, leaseSeconds: number): Promise<Claimed[]> {
  return db.query<Claimed>(
    `UPDATE outbox SET locked_until = $1::timestamptz + make_interval(secs => $3), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE sent_at IS NULL AND dropped_at IS NULL AND send_after <= $1
         AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY send_after, id LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id::text, booking_id, kind, attempts`,
    [now, limit, leaseSeconds],
  );
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 h. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** One pass over the due rows; returns how many were sent and how many failed. */
export async function processOutbox(deps: OutboxDeps, limit = 20): Promise<{ sent: number; failed: number }> {
  const { db, now, leaseSeconds = 120, maxAttempts = 10, log = console.error } = deps;
  let sent = 0;
  let failed = 0;
  for (const row of await claimDue(db, now(), limit, leaseSeconds)) {
    const booking = await getBooking(db, row.booking_id);
    const stale = !booking?.clientEmail || (row.kind === "reminder" && booking.status !== "confirmed");
    if (!booking?.clientEmail || stale) {
      await db.query("UPDATE outbox SET dropped_at = $2, locked_until = NULL WHERE id = $1", [row.id, now()]);
      continue;
    }
    try {
      await deps.send(
        bookingMessage(
          row.kind,
          { ...booking, clientEmail: booking.clientEmail },
          {
            manageUrl: manageUrl(deps.publicUrl, deps.secret, booking.id),
            noticeHours: deps.noticeHours,
          },
        ),
      );
      await db.query("UPDATE outbox SET sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1", [
        row.id,
        now(),
      ]);
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      await db.query(
        `UPDATE outbox SET locked_until = NULL, last_error = $2, send_after = $3, dropped_at = $4 WHERE id = $1`,
        [row.id, message.slice(0, 500), new Date(now().getTime() + backoffMs(row.attempts)), giveUp ? now() : null],
      );
      log(`outbox: ${row.kind} for ${row.booking_id} failed (attempt ${row.attempts}): ${message}`);
    }
  }
  return { sent, failed };
}

/** Runs `processOutbox` every `intervalMs` until stopped; one pass at a time. */
export function startOutboxWorker(deps: OutboxDeps, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = processOutbox(deps)
      .catch((error) => deps.log?.(`outbox: pass failed: ${String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
