/**
 * The waitlist (WL-01 … WL-03). A visitor, the chat or reception adds who waits for what; a sweep
 * finds the freed times that fit — whatever freed them: a cancellation, a move, a shorter appointment,
 * time off removed — and offers them in the owner's mode; accepting books through the widget's own
 * rules (`book`), with the offer answered in the booking's transaction, so the database decides
 * between two clients, or a client and the desk, and nothing is half-stored.
 */
import { randomUUID } from "node:crypto";
import { site } from "@/content/site";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import { findService } from "@/lib/settings/queries";
import { addDays, type IsoDate, salonInstant, toMinutes, wallClockIn, salonDateTime } from "@/lib/dates";
import { fits, type EntrySource } from "@/domain/waitlist/rules";
import type { PhoneChannel } from "@/domain/messages/channels";
import { type Database, type Queryable, sqlState } from "../db/client";
import {
  availability,
  book,
  type BookingPlan,
  type BookingRecord,
  getBooking,
  type SlotStaff,
  signToken,
} from "../appointments";
import { paths } from "@/lib/paths";
import { type Entry, waitlistRepository as repo } from "./repository";
import { consentRepository } from "../notifications";
import { phoneKey } from "@/domain/booking/contact-validation";

export interface JoinInput {
  service: ServiceSetting;
  staffId: string | null;
  fromDay: IsoDate;
  toDay: IsoDate;
  windowStart: number;
  windowEnd: number;
  name: string;
  phone: string | null;
  email: string | null;
  messageChannel: PhoneChannel | null;
  source: EntrySource;
}

/** WL-01: someone waits for a time (with her consent to messages on her phone); offers start with the next sweep. */
export async function joinWaitlist(db: Database, input: JoinInput, now: Date): Promise<Entry> {
  return db.transaction(async (tx) => {
    if (input.phone && input.messageChannel) await consentRepository.grant(tx, input.phone, input.messageChannel, now);
    return repo.insertEntry(
      tx,
      {
        id: randomUUID(),
        serviceId: input.service.id,
        staffId: input.staffId,
        fromDay: input.fromDay,
        toDay: input.toDay,
        windowStart: input.windowStart,
        windowEnd: input.windowEnd,
        name: input.name.trim(),
        phone: input.phone?.trim() || null,
        email: input.email?.trim() || null,
        phoneKey: input.phone ? phoneKey(input.phone) : null,
        messageChannel: input.phone ? input.messageChannel : null,
        source: input.source,
      },
      now,
    );
  });
}

/** The link of an offer (its message carries it): the token rides in the fragment, as /cita's. */
export const offerUrl = (publicUrl: string, secret: string, offerId: string) =>
  `${publicUrl}${paths.offer}#${signToken(secret, "offer", offerId)}`;

const timeKey = (staffId: string, startsAt: Date) => `${staffId}|${startsAt.getTime()}`;

/** An offer is not made for a time starting sooner than this: she needs time to come. */
const MIN_LEAD_MS = 30 * 60_000;

/**
 * WL-02, one pass: offers past their time expire, entries past their last day stop waiting, open
 * offers whose time was booked meanwhile are taken, and each waiting entry without an open offer
 * is offered the first free time that fits it and that it was not offered before — in 'one' mode
 * only a time no one else holds. One transaction under an advisory lock: two processes never sweep
 * at once (the second skips). Returns how many offers it made.
 */
export async function sweepWaitlist(db: Database, settings: SalonSettings, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtext('waitlist-sweep')) AS ok",
    );
    if (!lock?.ok) return 0;
    await repo.expireOffers(tx, now);
    const wall = wallClockIn(site.timeZone, now);
    await repo.expireEntries(tx, wall.date, now);
    const lastDay = addDays(wall.date, settings.booking.horizonDays);
    const entries = await repo.waiting(tx, wall.date, lastDay);
    if (entries.length === 0) return 0;
    const offers = await repo.offersOf(
      tx,
      entries.map((e) => e.id),
    );

    // One day's free times per service, read once per sweep.
    const cache = new Map<string, Promise<SlotStaff[]>>();
    const freeOn = (service: ServiceSetting, day: IsoDate) => {
      const key = `${service.id}|${day}`;
      if (!cache.has(key))
        cache.set(key, availability(tx, settings, { service, date: day }, wall, settings.booking.horizonDays));
      return cache.get(key) as Promise<SlotStaff[]>;
    };
    const isFree = async (service: ServiceSetting, staffId: string, startsAt: Date) => {
      const { isoDate, time } = salonDateTime(startsAt);
      return (await freeOn(service, isoDate)).some((s) => s.time === time && s.staff.includes(staffId));
    };

    // An open offer whose time is no longer free (booked from the widget, the desk): taken.
    const open = offers.filter((o) => o.status === "open");
    for (const o of open) {
      const entry = entries.find((e) => e.id === o.entry_id);
      const service = entry && findService(settings, entry.service_id);
      if (!service || !(await isFree(service, o.staff_id, o.starts_at))) {
        await repo.answer(tx, o.id, "taken", now);
        o.status = "taken";
      }
    }
    const held = new Set(offers.filter((o) => o.status === "open").map((o) => timeKey(o.staff_id, o.starts_at)));

    let made = 0;
    for (const entry of entries) {
      if (offers.some((o) => o.entry_id === entry.id && o.status === "open")) continue;
      const service = findService(settings, entry.service_id);
      if (!service?.active) continue;
      const before = new Set(
        offers.filter((o) => o.entry_id === entry.id).map((o) => timeKey(o.staff_id, o.starts_at)),
      );
      const wait = {
        serviceId: entry.service_id,
        staffId: entry.staff_id,
        fromDay: entry.from_day,
        toDay: entry.to_day,
        windowStart: entry.window_start,
        windowEnd: entry.window_end,
      };
      const found = await firstFit(entry, wait, service, wall.date, lastDay, freeOn, (staffId, startsAt) => {
        const key = timeKey(staffId, startsAt);
        return (
          !before.has(key) &&
          !(settings.messages.waitlistMode === "one" && held.has(key)) &&
          startsAt.getTime() - now.getTime() >= MIN_LEAD_MS
        );
      });
      if (!found) continue;
      const hold = now.getTime() + settings.messages.waitlistHoldMinutes * 60_000;
      const offer = {
        id: randomUUID(),
        entryId: entry.id,
        staffId: found.staffId,
        startsAt: found.startsAt,
        expiresAt: new Date(Math.min(hold, found.startsAt.getTime())),
      };
      await repo.insertOffer(tx, offer, now);
      offers.push({
        id: offer.id,
        entry_id: entry.id,
        staff_id: offer.staffId,
        starts_at: offer.startsAt,
        offered_at: now,
        expires_at: offer.expiresAt,
        status: "open",
        answered_at: null,
      });
      held.add(timeKey(offer.staffId, offer.startsAt));
      made++;
    }
    return made;
  });
}

/** The first free time of the entry's days and window, with whom, that `allowed` lets through. */
async function firstFit(
  entry: Entry,
  wait: Parameters<typeof fits>[0],
  service: ServiceSetting,
  today: IsoDate,
  lastDay: IsoDate,
  freeOn: (service: ServiceSetting, day: IsoDate) => Promise<SlotStaff[]>,
  allowed: (staffId: string, startsAt: Date) => boolean,
): Promise<{ staffId: string; startsAt: Date } | undefined> {
  const last = entry.to_day < lastDay ? entry.to_day : lastDay;
  for (let day = entry.from_day > today ? entry.from_day : today; day <= last; day = addDays(day, 1)) {
    for (const slot of await freeOn(service, day)) {
      for (const staffId of slot.staff) {
        if (!fits(wait, day, toMinutes(slot.time), staffId)) continue;
        const startsAt = salonInstant(day, slot.time, site.timeZone);
        if (allowed(staffId, startsAt)) return { staffId, startsAt };
      }
    }
  }
  return undefined;
}

export type AcceptResult =
  { ok: true; booking: BookingRecord } | { ok: false; error: "not_found" | "expired" | "taken" | "too_many_bookings" };

class OfferGone extends Error {}

/**
 * WL-02: the client takes the time offered. It is booked through the widget's rules (`book`: the
 * slot grid, the per-contact limit, the exclusion constraint); the offer is answered and the entry
 * marked booked in the booking's own transaction, so a second accept, another client's offer of
 * the same time or the desk booking it meanwhile leaves exactly one appointment (WL-03). A late one
 * gets 'taken' and stays on the list.
 */
export async function acceptOffer(
  db: Database,
  settings: SalonSettings,
  offerId: string,
  now: Date,
  /** PY-09: what the booking holds while she pays (the service's deposit): an offer skips none. */
  holdFor: (service: ServiceSetting) => BookingPlan["deposit"] = () => undefined,
): Promise<AcceptResult> {
  const offer = await repo.offer(db, offerId);
  if (!offer) return { ok: false, error: "not_found" };
  const { entry } = offer;
  if (offer.status === "accepted" && entry.booking_id) {
    const booking = await getBooking(db, entry.booking_id);
    if (booking) return { ok: true, booking };
  }
  if (offer.status === "taken") return { ok: false, error: "taken" };
  if (offer.status !== "open" || offer.expires_at.getTime() <= now.getTime()) return { ok: false, error: "expired" };
  const service = findService(settings, entry.service_id);
  if (!service) return { ok: false, error: "taken" };
  const { isoDate, time } = salonDateTime(offer.starts_at);
  try {
    const result = await book(
      db,
      settings,
      {
        service,
        date: isoDate,
        time,
        staffId: offer.staff_id,
        name: entry.client_name ?? "",
        phone: entry.client_phone ?? "",
        email: entry.client_email ?? "",
        idempotencyKey: `waitlist-${offer.id}`,
        messageChannel: entry.message_channel,
      },
      now,
      settings.booking,
      {
        source: "waitlist",
        ...(holdFor(service) ? { deposit: holdFor(service) } : {}),
        inTransaction: async (tx, booking) => {
          if (!(await repo.answer(tx, offer.id, "accepted", now))) throw new OfferGone();
          await repo.markBooked(tx, entry.id, booking.id, now);
          await repo.takeOthers(tx, offer.staff_id, offer.starts_at, now);
        },
      },
    );
    if (result.ok) return { ok: true, booking: result.booking };
    if (result.error === "too_many_bookings") return { ok: false, error: "too_many_bookings" };
    // Someone else has the time: this offer is over, her entry keeps waiting.
    await repo.answer(db, offer.id, "taken", now);
    return { ok: false, error: "taken" };
  } catch (error) {
    if (error instanceof OfferGone) return { ok: false, error: "expired" };
    if (sqlState(error) === "23505") return { ok: false, error: "taken" };
    throw error;
  }
}

/** The entries waiting on `day`, for the agenda (WL-02: the grid shows who waits), with their open offer. */
export async function waitingOn(db: Queryable, day: IsoDate) {
  const entries = await repo.waiting(db, day, day);
  const offers = await repo.offersOf(
    db,
    entries.map((e) => e.id),
  );
  return entries.map((entry) => ({ entry, offer: offers.find((o) => o.entry_id === entry.id && o.status === "open") }));
}
