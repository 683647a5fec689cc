/**
 * SP-02: the staff events the database wrote (a booking in a column created, moved, cancelled; a
 * client's message; a waitlist acceptance), each fanned out once into one outbox row per device that
 * chose it; the outbox sends each row once (retried, dropped when the device is gone).
 */
import type { Database } from "../db/client";
import { getBooking } from "../appointments";
import { enqueue, type Renderers } from "../notifications";
import { pushNotification } from "./messages";
import { phonesRepository as phones } from "./repository";

/** An event older than this when the job first sees it (the server was down) is no news: not pushed. */
const STALE_MS = 60 * 60_000;
const BATCH = 100;
/** A fanned-out event is kept this long (to read what was pushed), then deleted by a later pass. */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * Fans out what is waiting; `sending` false (no VAPID keys) marks the events without pushing. Returns
 * how many pushes it queued.
 */
export async function fanOutStaffEvents(db: Database, now: Date, sending: boolean): Promise<number> {
  let queued = 0;
  for (;;) {
    const { taken, pushes } = await db.transaction(async (tx) => {
      const events = await phones.takeEvents(tx, now, BATCH);
      if (events.length > 0) await phones.dropFannedOut(tx, new Date(now.getTime() - KEEP_MS));
      let pushes = 0;
      for (const e of sending ? events : []) {
        if (now.getTime() - new Date(e.at).getTime() > STALE_MS || !e.booking_id) continue;
        const booking = await getBooking(tx, e.booking_id);
        if (!booking) continue;
        for (const to of await phones.recipients(tx, e)) {
          const payload = JSON.stringify(pushNotification(e.kind, booking, to.role, String(e.id)));
          await enqueue(tx, {
            kind: "staff_push",
            channel: "push",
            subject: { personId: to.personId, pushEndpoint: to.endpoint },
            body: payload,
            sendAfter: now,
            immediate: true,
          });
          pushes++;
        }
      }
      return { taken: events.length, pushes };
    });
    queued += pushes;
    if (taken < BATCH) return queued;
  }
}

/** The outbox's renderer of a push row: the device's keys and the payload written at fan-out. */
export const pushRenderers: Pick<Renderers, "staff_push"> = {
  async staff_push(deps, row) {
    const sub = row.push_endpoint ? await phones.subscription(deps.db, row.push_endpoint) : undefined;
    if (!sub || !row.body) return undefined;
    return {
      channel: "push",
      push: { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth }, payload: row.body },
      gone: () => phones.forget(deps.db, sub.endpoint),
    };
  },
};
