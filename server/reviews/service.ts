/**
 * Verified reviews (RV-01 … RV-04): her invitation's page, her review (stars, an optional text, her
 * consent to publish), what the home page shows, and the owner's reply or hiding. A change the home
 * page shows renders the pages again (the settings' version, as any saved setting).
 */
import { publicName, reviewDeadline } from "@/domain/reviews/rules";
import type { PublicReview, PublicReviews, ReviewInvitation, StaffReview } from "@/domain/reviews/schemas";
import { wallClockIn } from "@/lib/dates";
import { site } from "@/content/site";
import type { Database, Queryable } from "../db/client";
import { getBooking } from "../appointments";
import type { SettingsStore } from "../settings";
import { reviewsRepository as repo, type ReviewRecord } from "./repository";

/** The home page's reviews: the latest six. */
const HOME_REVIEWS = 6;

export type ReviewRefusal = "review_not_found" | "review_closed" | "review_answered";

const publicView = (r: ReviewRecord): PublicReview => ({
  id: r.booking_id,
  rating: r.rating,
  body: r.body,
  author: r.author,
  serviceName: r.service_name,
  visitedOn: r.visited_on,
  reply: r.reply,
});

const staffReviewView = (r: ReviewRecord): StaffReview => ({
  ...publicView(r),
  publish: r.publish,
  hiddenReason: r.hidden_reason,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Her appointment, if it can be (or was) reviewed: completed and not erased. */
async function reviewable(db: Queryable, bookingId: string) {
  const booking = await getBooking(db, bookingId);
  if (!booking || booking.status !== "completed" || booking.anonymisedAt) return undefined;
  return booking;
}

/** RV-01: what her invitation's page shows. */
export async function openInvitation(
  db: Queryable,
  bookingId: string,
  now: Date,
): Promise<ReviewInvitation | ReviewRefusal> {
  const booking = await reviewable(db, bookingId);
  if (!booking) return "review_not_found";
  const review = await repo.byBooking(db, bookingId);
  const open = now <= reviewDeadline(booking.startsAt) && !review?.reply && !review?.hidden_at;
  if (!review && now > reviewDeadline(booking.startsAt)) return "review_closed";
  return {
    firstName: (booking.clientName ?? "").trim().split(/\s+/)[0] ?? "",
    serviceName: booking.serviceName,
    visitedOn: wallClockIn(site.timeZone, booking.startsAt).date,
    review: review ? { rating: review.rating, body: review.body, publish: review.publish } : null,
    open,
    author: publicName(booking.clientName),
  };
}

/** RV-01, RV-02: her review stored (or changed while the salon has not answered it). */
export async function saveReview(
  db: Database,
  settings: Pick<SettingsStore, "changed">,
  bookingId: string,
  input: { rating: number; body?: string | undefined; publish: boolean },
  now: Date,
): Promise<ReviewRecord | ReviewRefusal> {
  const booking = await reviewable(db, bookingId);
  if (!booking) return "review_not_found";
  return db.transaction(async (tx) => {
    const saved = await repo.save(
      tx,
      bookingId,
      {
        rating: input.rating,
        body: input.body || null,
        publish: input.publish,
        author: publicName(booking.clientName),
      },
      now,
    );
    if (!saved) {
      const existing = await repo.byBooking(tx, bookingId);
      return existing && (existing.reply || existing.hidden_at) ? "review_answered" : "review_closed";
    }
    // The home page shows published reviews: render it again from the next load.
    await settings.changed(tx);
    return saved;
  });
}

/** RV-02: the home section's reviews. */
export async function publicReviews(db: Queryable): Promise<PublicReviews> {
  const shown = await repo.shown(db, HOME_REVIEWS);
  return { count: shown.count, average: shown.average, latest: shown.latest.map(publicView) };
}

/** RV-02: the owner's list. */
export async function staffReviews(db: Queryable): Promise<StaffReview[]> {
  return (await repo.all(db)).map(staffReviewView);
}

/** RV-02: the owner replies ('' removes the reply) or hides one with a reason (null shows it again); audited. */
export async function answerReview(
  db: Database,
  settings: Pick<SettingsStore, "changed">,
  bookingId: string,
  change: { reply: string } | { hide: string | null },
  now: Date,
): Promise<StaffReview | undefined> {
  return db.transaction(async (tx) => {
    const row =
      "reply" in change
        ? await repo.reply(tx, bookingId, change.reply, now)
        : await repo.hide(tx, bookingId, change.hide, now);
    if (!row) return undefined;
    await settings.changed(tx);
    return staffReviewView(row);
  });
}
