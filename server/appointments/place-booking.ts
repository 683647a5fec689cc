/**
 * A visitor's booking in named steps (#41): `placeBooking` books (one service, or a visit of several)
 * and runs the steps other areas registered around it — before the transaction (a gift code that
 * cannot pay, what the booking will hold while she pays), inside it (a code spent with the booking,
 * all or nothing), and after the commit (the payment page; without one the time is given back). The
 * route validates, calls this once and maps the answer to a status. Cal.com's `handleNewBooking`
 * grew into one long function; here each step is a small part with its own tests, and the database,
 * not a step, decides overlaps.
 */
import type { BookingResponse } from "@/domain/booking/schemas";
import { type ProblemCode, tooManyBookingsMessage } from "@/domain/booking/messages";
import type { AppointmentSource } from "@/domain/booking/status";
import type { SalonSettings } from "@/lib/settings/model";
import type { Database, Queryable } from "../db/client";
import {
  book,
  type BookingRecord,
  type BookingRequest,
  type BookResult,
  bookVisit,
  replay,
  visitOf,
} from "./booking-service";
import type { VisitChoice } from "./availability-query";
import { bookingView } from "./views";

/** What a visitor asked for, already checked against the salon's settings. */
export interface PlaceRequest extends Omit<BookingRequest, "extras"> {
  settings: SalonSettings;
  /** SS-02: the visit's further services, each with the professional named (or anyone). */
  extras: VisitChoice[];
  source: AppointmentSource;
  /** PY-04: a bono or gift card she typed. */
  giftCode?: string | undefined;
}

/** A refusal, as the route answers it. */
export interface Refusal {
  status: 400 | 409 | 422 | 429 | 503;
  code: ProblemCode;
  message?: string;
  fields?: Record<string, string>;
}

/** Thrown by a step inside the booking's transaction: everything rolls back and she gets this. */
export class StepRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

/** What the steps decide before the booking is written; each step reads and adds. */
export interface BookingPlan {
  /** PY-04: a code pays `cents` of it (PY-09: a deposit is still asked when that is less than the deposit). */
  paidBy?: { code: string; cents: number };
  /** PY-02/PY-03: the time is held while she pays a deposit, or saves a card (cents 0). */
  deposit?: { cents: number; dueUntil: Date; cardFeeCents?: number; feeNoticeHours?: number };
}

export interface BookingStep {
  /** Before the transaction: a refusal, or nothing (the plan may be added to). */
  prepare?(request: PlaceRequest, plan: BookingPlan, now: Date): Promise<Refusal | undefined>;
  /** In the booking's transaction, once it is written (throw `StepRefused` to undo it all). */
  inTransaction?(
    tx: Queryable,
    booking: BookingRecord,
    request: PlaceRequest,
    plan: BookingPlan,
    now: Date,
  ): Promise<void>;
  /** After the commit: what her answer adds, or a refusal (the booking is then given back by the step). */
  afterCommit?(
    booking: BookingRecord,
    request: PlaceRequest,
    plan: BookingPlan,
    now: Date,
  ): Promise<Partial<BookingResponse> | Refusal>;
}

export interface PlaceDeps {
  db: Database;
  env: { publicUrl: string; bookingSecret: string };
}

export type Placed = { ok: true; view: BookingResponse; replayed: boolean } | { ok: false; refusal: Refusal };

const isRefusal = (x: object): x is Refusal => "status" in x && "code" in x;

/** Books `request` through `steps`, in their order. */
export async function placeBooking(
  deps: PlaceDeps,
  request: PlaceRequest,
  steps: readonly BookingStep[],
  now: Date,
): Promise<Placed> {
  const plan: BookingPlan = {};
  // BE-03: a new request (nearly every one) costs no lookup of its key: the insert trips over the key of a
  // replay, and every refusal of the booking looks for one first. PY-08: a replay answers as the original,
  // also when a step refuses what the original already spent (a bono's last session, a gift card's euros).
  let earlier: BookResult | undefined;
  for (const step of steps) {
    const refusal = await step.prepare?.(request, plan, now);
    if (!refusal) continue;
    earlier = await replay(deps.db, request);
    if (!earlier) return { ok: false, refusal };
    break;
  }
  const { settings } = request;
  const inTransaction = steps.some((s) => s.inTransaction)
    ? async (tx: Queryable, booking: BookingRecord) => {
        for (const step of steps) await step.inTransaction?.(tx, booking, request, plan, now);
      }
    : undefined;
  let result;
  try {
    result =
      earlier ??
      (request.extras.length > 0
        ? await bookVisit(deps.db, settings, { ...request, extras: request.extras }, now, settings.booking, {
            ...(plan.deposit ? { deposit: plan.deposit } : {}),
            source: request.source,
          })
        : await book(deps.db, settings, request, now, settings.booking, {
            ...(plan.deposit ? { deposit: plan.deposit } : {}),
            ...(inTransaction ? { inTransaction } : {}),
            source: request.source,
          }));
  } catch (error) {
    if (error instanceof StepRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
  if (!result.ok) {
    if (result.error === "too_many_bookings")
      return {
        ok: false,
        refusal: {
          status: 429,
          code: "too_many_bookings",
          message: tooManyBookingsMessage(settings.booking.maxFutureBookingsPerContact),
        },
      };
    const status = { slot_taken: 409, slot_not_offered: 422, idempotency_mismatch: 422 } as const;
    return { ok: false, refusal: { status: status[result.error], code: result.error } };
  }
  // A new booking of one service is its own visit; a visit, or a replay of either, reads its parts.
  const visit =
    request.extras.length === 0 && !result.replayed ? [result.booking] : await visitOf(deps.db, result.booking);
  let view: BookingResponse = bookingView(result.booking, deps.env, visit);
  for (const step of steps) {
    const added = await step.afterCommit?.(result.booking, request, plan, now);
    if (added && isRefusal(added)) return { ok: false, refusal: added };
    if (added) view = { ...view, ...added };
  }
  return { ok: true, view, replayed: result.replayed };
}
