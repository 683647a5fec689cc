/**
 * How the appointments area's outbox kinds render (registered at the composition root,
 * server/outbox-renderers.ts): a client's email about her appointment, her reminders and confirmation
 * requests on her phone (MS-01, with her consent), a reply in her conversation (MS-03), a fee's
 * payment link (PY-03).
 */
import { internationalPhone } from "@/domain/booking/contact-validation";
import { fillText } from "@/domain/messages/templates";
import {
  consentRepository,
  type OutboxDeps,
  type Outgoing,
  type Renderer,
  type Renderers,
  type ClaimedMessage,
} from "../notifications";
import { getBookingWithVisit } from "./booking-service";
import { bookingMessage, feeLinkMail, holdMail, type MailKind } from "./messages";
import { paths } from "@/lib/paths";
import { moneyLines, moneySentence } from "@/domain/payments/ledger";
import { centsOfPrice } from "@/domain/payments/policy";
import { ledgerOf } from "../payments";
import { reminderMessage, templateValues } from "./phone-messages";
import { manageUrl } from "./views";
import type { BookingRecord } from "./repository";

/** PY-11: her money, from the ledger of the appointment (a visit: of all its parts), as the messages say it. */
async function moneyOf(deps: OutboxDeps, parts: readonly BookingRecord[], cancelled: boolean) {
  const ledger = await ledgerOf(
    deps.db,
    parts.map((p) => p.id),
  );
  return moneyLines(
    ledger,
    parts.reduce((sum, p) => sum + centsOfPrice(p.priceEur), 0),
    cancelled,
  );
}

async function appointmentMessage(deps: OutboxDeps, row: ClaimedMessage): Promise<Outgoing | undefined> {
  if (!row.booking_id) return undefined;
  const found = await getBookingWithVisit(deps.db, row.booking_id);
  const booking = found?.booking;
  const timedKind = row.kind === "reminder" || row.kind === "confirm_request" ? row.kind : undefined;
  const timed = timedKind !== undefined;
  if (!booking || (timed && booking.status !== "confirmed")) return undefined;
  // A confirmation request she already answered (MS-03) is not sent.
  if (row.kind === "confirm_request" && booking.clientConfirmedAt) return undefined;
  const texts = (await deps.texts?.()) ?? { reminderText: null, confirmRequestText: null };
  const ownText = row.kind === "confirm_request" ? texts.confirmRequestText : texts.reminderText;
  // A visit's first appointment tells of all its services (SS-02).
  const parts = booking.visitPosition === 0 && found ? found.visit : [booking];
  if (row.channel === "whatsapp" || row.channel === "sms") {
    // The providers take the number international, whichever way she wrote it ('605 450 285').
    const to = booking.clientPhone ? internationalPhone(booking.clientPhone) : undefined;
    if (!booking.clientPhone || !to) return undefined;
    // A reply answers what the client just wrote (her 'BAJA' too); anything else needs her consent (MS-02).
    if (row.kind === "reply")
      return row.body ? { channel: row.channel, phone: { kind: "text", to, text: row.body } } : undefined;
    if (!(await consentRepository.allows(deps.db, booking.clientPhone)))
      // MS-08: after her 'BAJA' her reminders go by email (the worker queues it as its own row).
      return timedKind && booking.clientEmail ? { channel: "email", instead: true } : undefined;
    if (timedKind) {
      // Said only when something was paid (a deposit, a code): the price alone she knows, and an SMS is paid by length.
      const lines = await moneyOf(deps, parts, false);
      const money = lines.length > 1 ? moneySentence(lines) : "";
      return { channel: row.channel, phone: reminderMessage(booking, to, parts, timedKind, ownText, money) };
    }
    return undefined;
  }
  if (!booking.clientEmail || row.kind === "reply") return undefined;
  // PY-09: her time is held while she pays; or the hold lapsed unpaid.
  if (row.kind === "deposit_due" || row.kind === "hold_lapsed") {
    if (row.kind === "deposit_due" && (booking.status !== "confirmed" || !booking.heldUntil)) return undefined;
    return {
      channel: "email",
      mail: holdMail(
        row.kind,
        { ...booking, clientEmail: booking.clientEmail },
        {
          manageUrl: manageUrl(deps.publicUrl, deps.secret, booking.id),
          bookAgainUrl: `${deps.publicUrl}${paths.bookService(booking.serviceId)}`,
        },
      ),
    };
  }
  // PY-03: a fee her bank wants her to approve, with its payment page.
  if (row.kind === "fee_link")
    return row.link
      ? { channel: "email", mail: feeLinkMail({ ...booking, clientEmail: booking.clientEmail }, row.link) }
      : undefined;
  const money = await moneyOf(deps, parts, row.kind === "cancellation");
  return {
    channel: "email",
    mail: bookingMessage(
      row.kind as MailKind,
      { ...booking, clientEmail: booking.clientEmail },
      {
        manageUrl: manageUrl(deps.publicUrl, deps.secret, booking.id),
        noticeHours: await deps.noticeHours(),
        money,
        ...(timedKind ? { lead: fillText(timedKind, ownText, templateValues(booking, parts)) } : {}),
      },
      parts,
    ),
  };
}

const render: Renderer = appointmentMessage;

export const appointmentRenderers = {
  confirmation: render,
  reminder: render,
  cancellation: render,
  update: render,
  rescheduled: render,
  reply: render,
  confirm_request: render,
  fee_link: render,
  deposit_due: render,
  hold_lapsed: render,
} satisfies Partial<Renderers>;
