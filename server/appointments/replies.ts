/**
 * MS-03: what a client's answer does. 'Confirmar' / 'SI' marks the appointment confirmed by her;
 * 'Cancelar' / 'NO' cancels it through the same rules as /cita (inside the notice it answers with the
 * phone instead); 'Cambiar' answers with her manage link; 'BAJA' stops every paid message to her
 * number; anything else is kept for the salon to read. Each provider message is handled once.
 */
import { longSpanishDate, salonDateTime } from "@/lib/dates";
import { channelNames, type InboundAction, replyAction } from "@/domain/messages/channels";
import { appointments } from "./repository";
import { cancel, getBooking, visitOf } from "./booking-service";
import { moneyLines, moneySentence } from "@/domain/payments/ledger";
import { ledgerOf } from "../payments";
import { manageUrl } from "./views";
import type { Database, Queryable } from "../db/client";
import { joined, withActor } from "../db/actor";
import {
  consentRepository,
  type Inbound,
  type InboundHandler,
  inboundRepository as inbound,
  outboxRepository as outbox,
} from "../notifications";
import { replies } from "./phone-messages";
import { phoneKey } from "@/domain/booking/contact-validation";

export interface ReplyDeps {
  db: Database;
  now: Date;
  publicUrl: string;
  secret: string;
  noticeHours: number;
}

/** The notifications' webhooks hand each client message to this (their port, `InboundHandler`). */
export function replyHandler(deps: {
  db: Database;
  publicUrl: string;
  secret: string;
  settings: { current(): Promise<{ booking: { cancelNoticeHours: number } }> };
}): InboundHandler {
  return async (message, now) =>
    handleInbound(
      {
        db: deps.db,
        now,
        publicUrl: deps.publicUrl,
        secret: deps.secret,
        noticeHours: (await deps.settings.current()).booking.cancelNoticeHours,
      },
      message,
    );
}

const PAYLOAD = /^(confirm|change|cancel):([0-9a-f-]{36})$/;

/** The appointment a message is about: the button's, the message it answers, else her next one. */
async function bookingOf(db: Queryable, message: Inbound, key: string, now: Date): Promise<string | undefined> {
  const fromPayload = PAYLOAD.exec(message.payload ?? "")?.[2];
  const candidates = [
    fromPayload,
    message.replyTo ? await outbox.bookingOfMessage(db, message.channel, message.replyTo) : undefined,
  ];
  for (const id of candidates) {
    if (!id) continue;
    const booking = await getBooking(db, id);
    // Only her own appointment: the number that writes must be the appointment's.
    if (booking?.clientPhone && phoneKey(booking.clientPhone) === key) return booking.id;
  }
  return (await appointments.nextForPhone(db, key, now))?.id;
}

async function handleInbound(deps: ReplyDeps, message: Inbound): Promise<{ action: InboundAction; handled: boolean }> {
  const key = phoneKey(message.from);
  const action = (PAYLOAD.exec(message.payload ?? "")?.[1] as InboundAction | undefined) ?? replyAction(message.text);
  const client = withActor(deps.db, { id: null, name: `Cliente (${channelNames[message.channel]})` });
  // MS-07: the provider's message id is unique in the database and is written first, in the
  // transaction of everything the message does: a delivery retried, or the same webhook at another
  // process, waits on that row and then does nothing (one 'Cancelar' cancels one appointment).
  return client
    .transaction(async (tx) => {
      const id = await inbound.record(tx, message, key, action, deps.now);
      const db = joined(client, tx);
      const bookingId = await bookingOf(db, message, key, deps.now);
      const booking = bookingId ? await getBooking(db, bookingId) : undefined;
      if (booking) await inbound.about(tx, id, booking.id);
      const reply = await answer(deps, db, action, booking, key, id);
      if (action === "stop") await consentRepository.revoke(tx, message.from, deps.now);
      if (reply && booking) await outbox.queueReply(tx, booking.id, message.channel, reply, deps.now);
      return { action, handled: true };
    })
    .catch((error: unknown) => {
      if (inbound.alreadyRecorded(error)) return { action, handled: false };
      throw error;
    });
}

/** What her message does, and the words that answer it (none: nothing to say). */
async function answer(
  deps: ReplyDeps,
  db: Database,
  action: InboundAction,
  booking: Awaited<ReturnType<typeof getBooking>>,
  key: string,
  messageId: string,
): Promise<string | undefined> {
  if (action === "stop") return replies.stopped();
  if (!booking) return undefined;
  // MS-08: free text is acknowledged once per conversation (her first message in a day).
  if (action === "text")
    return (await inbound.firstTextToday(db, key, messageId, deps.now)) ? replies.received() : undefined;
  const { isoDate, time } = salonDateTime(booking.startsAt);
  if (booking.status !== "confirmed") return replies.notActive();
  if (action === "confirm") {
    await appointments.confirmByClient(db, booking.id, deps.now);
    return replies.confirmed(time, longSpanishDate(isoDate));
  }
  if (action === "change") return replies.change(manageUrl(deps.publicUrl, deps.secret, booking.id));
  const result = await cancel(db, booking.id, deps.now, { noticeHours: deps.noticeHours, wholeVisit: true });
  if (!result.ok) return result.error === "too_late" ? replies.tooLate(deps.noticeHours) : replies.notActive();
  // PY-11: her answer says what goes back to her.
  const parts = (await visitOf(db, booking)).map((p) => p.id);
  const back = moneySentence(
    moneyLines(await ledgerOf(db, parts), 0, true).filter(([label]) => !label.startsWith("Señal pagada")),
  );
  return replies.cancelled(back);
}
