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
import { findService, professionalsFor } from "@/lib/settings/queries";
import {
  addDays,
  type IsoDate,
  salonInstant,
  toMinutes,
  wallClockIn,
  salonDateTime,
  type WallClock,
} from "@/lib/dates";
import { fits, type EntrySource } from "@/domain/waitlist/rules";
import type { PhoneChannel } from "@/domain/messages/channels";
import { type Database, type Queryable, sqlState } from "../db/client";
import {
  availability,
  book,
  bookVisit,
  lockForBlock,
  type BookingPlan,
  type BookingRecord,
  getBooking,
  type SlotStaff,
  signToken,
  type VisitChoice,
  visitAvailability,
  visitPlan,
} from "../appointments";
import { paths } from "@/lib/paths";
import { type Entry, type Freed, type OfferView, waitlistRepository as repo } from "./repository";
import { joined } from "../db/actor";
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
  /** WL-06: a visit's other services, in order (whoever does each). */
  extras?: readonly ServiceSetting[];
}

/** WL-01: someone waits for a time (with her consent to messages on her phone); offers start with the next sweep. */
export async function joinWaitlist(db: Database, input: JoinInput, now: Date): Promise<Entry> {
  return db.transaction(async (tx) => {
    if (input.phone && input.messageChannel) await consentRepository.grant(tx, input.phone, input.messageChannel, now);
    const entry = await repo.insertEntry(
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
        extras: (input.extras ?? []).map((x) => x.id),
      },
      now,
    );
    await repo.queueJoined(tx, entry.id, now);
    return entry;
  });
}

/**
 * WL-04: times free right now that fit what she asked (up to `limit`): shown to her at once when she
 * joins ('Hay hueco: …'), never announced later as freed.
 */
export async function freeNowFor(
  db: Queryable,
  settings: SalonSettings,
  entry: Entry,
  now: Date,
  limit = 3,
): Promise<{ date: IsoDate; time: string; staffId: string; staffName: string }[]> {
  const parts = partsOf(settings, entry);
  if (!parts) return [];
  const wall = wallClockIn(site.timeZone, now);
  const lastDay = addDays(wall.date, settings.booking.horizonDays);
  const found: { date: IsoDate; time: string; staffId: string; staffName: string }[] = [];
  for await (const fit of fittingTimes(entry, wall.date, lastDay, freeOnFor(db, settings, wall, parts))) {
    // One line per time: the first professional free then.
    if (found.some((f) => f.date === fit.day && f.time === fit.time)) continue;
    found.push({
      date: fit.day,
      time: fit.time,
      staffId: fit.staffId,
      staffName: settings.team.find((p) => p.id === fit.staffId)?.name ?? fit.staffId,
    });
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * What an entry waits for, as the booking reads a visit (WL-06): its service with its professional (or
 * anyone), then each other service with whoever does it; undefined when one is no longer offered.
 */
function partsOf(settings: SalonSettings, entry: Entry): VisitChoice[] | undefined {
  const services = [entry.service_id, ...entry.extras].map((id) => findService(settings, id));
  if (services.some((x) => !x?.active)) return undefined;
  return services.flatMap((service, i) =>
    service ? [{ service, ...(i === 0 && entry.staff_id ? { staffId: entry.staff_id } : {}) }] : [],
  );
}

/** A day's free start times for these parts (one service, or a visit back to back), with who takes the first. */
function freeOnFor(db: Queryable, settings: SalonSettings, wall: WallClock, parts: readonly VisitChoice[]) {
  const horizon = settings.booking.horizonDays;
  return (day: IsoDate): Promise<SlotStaff[]> => {
    const [first] = parts;
    if (parts.length === 1 && first)
      return availability(db, settings, { service: first.service, date: day }, wall, horizon);
    return visitAvailability(db, settings, { parts, date: day }, wall, horizon);
  };
}

/** The link of an offer (its message carries it): the token rides in the fragment, as /cita's. */
export const offerUrl = (publicUrl: string, secret: string, offerId: string) =>
  `${publicUrl}${paths.offer}#${signToken(secret, "offer", offerId)}`;

const timeKey = (staffId: string, startsAt: Date) => `${staffId}|${startsAt.getTime()}`;

/** An offer is not made for a time starting sooner than this: she needs time to come. */
const MIN_LEAD_MS = 30 * 60_000;

/**
 * WL-04: whether [startsAt, startsAt + minutes) of `staffId` became free after the entry joined: it
 * overlaps a time freed since (a cancellation, a move, a block shortened or removed, an offer's hold
 * released) or a shift added since. A time that was free when she joined is never announced as freed.
 */
function freedFor(
  freed: readonly Freed[],
  entrySeq: string,
  staffIds: readonly string[],
  startsAt: Date,
  minutes: number,
): boolean {
  const end = startsAt.getTime() + minutes * 60_000;
  const { isoDate, time } = salonDateTime(startsAt);
  const from = toMinutes(time);
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return freed.some((f) => {
    if (BigInt(f.seq) <= BigInt(entrySeq) || (f.staff_id !== null && !staffIds.includes(f.staff_id))) return false;
    if (f.starts_at && f.ends_at)
      return new Date(f.starts_at).getTime() < end && new Date(f.ends_at).getTime() > startsAt.getTime();
    return f.weekday === weekday && (f.from_minute ?? 0) < from + minutes && (f.to_minute ?? 0) > from;
  });
}

/**
 * WL-02, one pass: offers past their time expire (their holds released), entries past their last day
 * stop waiting, open offers whose time an appointment took after all are taken, and each waiting entry
 * without an open offer is offered the first time that fits it, became free after it joined (WL-04)
 * and it was not offered before — in 'one' mode only a time no one else holds. Each offer holds its
 * time (WL-05) until answered or expired. One transaction under an advisory lock: two processes never
 * sweep at once (the second skips). Returns how many offers it made.
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
    await repo.takeBooked(tx, now);
    const lastDay = addDays(wall.date, settings.booking.horizonDays);
    const entries = await repo.waiting(tx, wall.date, lastDay);
    if (entries.length === 0) return 0;
    const offers = await repo.offersOf(
      tx,
      entries.map((e) => e.id),
    );
    const earliest = entries.reduce((min, e) => (BigInt(e.seq) < BigInt(min) ? e.seq : min), entries[0]?.seq ?? "0");
    const freed = await repo.freedSince(tx, earliest, now);
    if (freed.length === 0) return 0;

    // One day's free times per service (or visit), read once per sweep.
    const cache = new Map<string, Promise<SlotStaff[]>>();
    const plans = new Map<string, NonNullable<Awaited<ReturnType<typeof visitPlan>>>>();
    const held = new Set(offers.filter((o) => o.status === "open").map((o) => timeKey(o.staff_id, o.starts_at)));

    let made = 0;
    for (const entry of entries) {
      if (offers.some((o) => o.entry_id === entry.id && o.status === "open")) continue;
      const parts = partsOf(settings, entry);
      if (!parts) continue;
      const free = freeOnFor(tx, settings, wall, parts);
      const partsKey = parts.map((p) => `${p.service.id}:${p.staffId ?? ""}`).join("+");
      const freeOn = (day: IsoDate) => {
        const key = `${partsKey}|${day}`;
        if (!cache.has(key)) cache.set(key, free(day));
        return cache.get(key) as Promise<SlotStaff[]>;
      };
      const minutes = parts.reduce((sum, p) => sum + p.service.minutes, 0);
      // A visit became possible when any of those who do its services got free time (WL-06).
      const others = parts.slice(1).flatMap((p) => professionalsFor(settings, p.service.id).map((x) => x.id));
      const before = new Set(
        offers.filter((o) => o.entry_id === entry.id).map((o) => timeKey(o.staff_id, o.starts_at)),
      );
      // Who takes each part at a time (all at once, a second offer of the same time shares the first
      // one's plan: its holds are there already).
      const planFor = async (staffId: string, startsAt: Date) => {
        const planKey = `${partsKey}|${timeKey(staffId, startsAt)}`;
        const { isoDate, time } = salonDateTime(startsAt);
        const plan = plans.get(planKey) ?? (await visitPlan(tx, settings, parts, isoDate, time, staffId));
        if (plan) plans.set(planKey, plan);
        return plan;
      };
      const found = await firstFit(entry, wall.date, lastDay, freeOn, async (staffId, startsAt) => {
        const key = timeKey(staffId, startsAt);
        if (
          before.has(key) ||
          (settings.messages.waitlistMode === "one" && held.has(key)) ||
          startsAt.getTime() - now.getTime() < MIN_LEAD_MS ||
          !freedFor(freed, entry.seq, [staffId, ...others], startsAt, minutes)
        )
          return false;
        if (parts.length === 1) return true;
        // A visit: freed only where one of its parts' own professional got the time back.
        const plan = await planFor(staffId, startsAt);
        return (
          plan?.some((p) =>
            freedFor(freed, entry.seq, [p.staffId], p.start, (p.until.getTime() - p.start.getTime()) / 60_000),
          ) ?? false
        );
      });
      if (!found) continue;
      // WL-05: each part's time is held for her, under the block locks, unless an appointment got there first.
      const plan = await planFor(found.staffId, found.startsAt);
      if (!plan) continue;
      for (const staffId of [...new Set(plan.map((p) => p.staffId))].sort()) await lockForBlock(tx, staffId);
      const clear = await Promise.all(plan.map((p) => repo.clear(tx, p.staffId, p.start, p.until)));
      if (clear.includes(false)) continue;
      const hold = now.getTime() + settings.messages.waitlistHoldMinutes * 60_000;
      const offer = {
        id: randomUUID(),
        entryId: entry.id,
        staffId: found.staffId,
        startsAt: found.startsAt,
        expiresAt: new Date(Math.min(hold, found.startsAt.getTime())),
      };
      await repo.insertOffer(tx, offer, now);
      for (const part of plan) await repo.hold(tx, offer.id, part.staffId, part.start, part.until);
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

/** The free times of the entry's days and window, in order, with each professional free then who fits it. */
async function* fittingTimes(
  entry: Entry,
  today: IsoDate,
  lastDay: IsoDate,
  freeOn: (day: IsoDate) => Promise<SlotStaff[]>,
): AsyncGenerator<{ day: IsoDate; time: string; staffId: string; startsAt: Date }> {
  const wait = {
    serviceId: entry.service_id,
    staffId: entry.staff_id,
    fromDay: entry.from_day,
    toDay: entry.to_day,
    windowStart: entry.window_start,
    windowEnd: entry.window_end,
  };
  const last = entry.to_day < lastDay ? entry.to_day : lastDay;
  for (let day = entry.from_day > today ? entry.from_day : today; day <= last; day = addDays(day, 1))
    for (const slot of await freeOn(day))
      for (const staffId of slot.staff)
        if (fits(wait, day, toMinutes(slot.time), staffId))
          yield { day, time: slot.time, staffId, startsAt: salonInstant(day, slot.time, site.timeZone) };
}

/** The first fitting free time that `allowed` lets through. */
async function firstFit(
  entry: Entry,
  today: IsoDate,
  lastDay: IsoDate,
  freeOn: (day: IsoDate) => Promise<SlotStaff[]>,
  allowed: (staffId: string, startsAt: Date) => Promise<boolean>,
): Promise<{ staffId: string; startsAt: Date } | undefined> {
  for await (const fit of fittingTimes(entry, today, lastDay, freeOn))
    if (await allowed(fit.staffId, fit.startsAt)) return { staffId: fit.staffId, startsAt: fit.startsAt };
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
  /** PY-09: what the booking holds while she pays (the services' deposit): an offer skips none. */
  holdFor: (services: readonly ServiceSetting[]) => BookingPlan["deposit"] = () => undefined,
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
  const extras = entry.extras.flatMap((id) => findService(settings, id) ?? []);
  if (extras.length !== entry.extras.length) return { ok: false, error: "taken" };
  if (extras.length > 0) return acceptVisit(db, settings, offer, [service, ...extras], now, holdFor);
  try {
    const result = await book(db, settings, requestOf(offer, service), now, settings.booking, {
      source: "waitlist",
      ...(holdFor([service]) ? { deposit: holdFor([service]) } : {}),
      // WL-05: the hold of this time gives way to her booking (restored if it fails).
      beforeInsert: (tx) => repo.releaseHolds(tx, offer.staff_id, offer.starts_at),
      inTransaction: async (tx, booking) => {
        if (!(await repo.answer(tx, offer.id, "accepted", now))) throw new OfferGone();
        await repo.markBooked(tx, entry.id, booking.id, now);
        await repo.takeOthers(tx, offer.staff_id, offer.starts_at, now);
      },
    });
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

/** The booking an accepted offer asks for: its time and professional, the client who waits, once per offer. */
function requestOf(offer: OfferView, service: ServiceSetting) {
  const { entry } = offer;
  const { isoDate, time } = salonDateTime(offer.starts_at);
  return {
    service,
    date: isoDate,
    time,
    staffId: offer.staff_id,
    name: entry.client_name ?? "",
    phone: entry.client_phone ?? "",
    email: entry.client_email ?? "",
    idempotencyKey: `waitlist-${offer.id}`,
    messageChannel: entry.message_channel,
  };
}

class NotBooked extends Error {
  constructor(readonly error: string) {
    super(error);
  }
}

/**
 * WL-06: a visit offered is booked as a visit (`bookVisit`: its services back to back, whoever does
 * each), in one transaction with the release of its holds and the offer's answer: a failure restores
 * the holds and leaves the offer open.
 */
async function acceptVisit(
  db: Database,
  settings: SalonSettings,
  offer: OfferView,
  services: readonly ServiceSetting[],
  now: Date,
  holdFor: (services: readonly ServiceSetting[]) => BookingPlan["deposit"],
): Promise<AcceptResult> {
  const { entry } = offer;
  const [service, ...extras] = services;
  if (!service) return { ok: false, error: "taken" };
  const deposit = holdFor(services);
  try {
    const booking = await db.transaction(async (tx) => {
      await repo.releaseHolds(tx, offer.staff_id, offer.starts_at);
      const result = await bookVisit(
        joined(db, tx),
        settings,
        { ...requestOf(offer, service), extras: extras.map((s) => ({ service: s })) },
        now,
        settings.booking,
        { source: "waitlist", ...(deposit ? { deposit } : {}) },
      );
      if (!result.ok) throw new NotBooked(result.error);
      if (!(await repo.answer(tx, offer.id, "accepted", now))) throw new OfferGone();
      await repo.markBooked(tx, entry.id, result.booking.id, now);
      await repo.takeOthers(tx, offer.staff_id, offer.starts_at, now);
      return result.booking;
    });
    return { ok: true, booking };
  } catch (error) {
    if (error instanceof OfferGone) return { ok: false, error: "expired" };
    if (error instanceof NotBooked && error.error === "too_many_bookings")
      return { ok: false, error: "too_many_bookings" };
    // Someone has a part of it (an overlap, or the transaction it aborted): this offer is over.
    if (error instanceof NotBooked || ["23505", "23P01", "25P02", "40P01"].includes(sqlState(error) ?? "")) {
      await repo.answer(db, offer.id, "taken", now);
      return { ok: false, error: "taken" };
    }
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
