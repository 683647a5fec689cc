/**
 * The reviews' routes (RV-01 … RV-04). Public: her invitation's page opens with its token (in a JSON
 * body, never in a URL) and stores her review. Owner only: the list, a reply, hiding with a reason.
 */
import { type Context, Hono } from "hono";
import {
  reviewHideInput,
  reviewIdParam,
  reviewInput,
  reviewReplyInput,
  reviewTokenBody,
  type ReviewSaved,
} from "@/domain/reviews/schemas";
import { invitesToGoogle } from "@/domain/reviews/rules";
import type { AppDeps, AppEnv } from "../http/context";
import { allow, OWNER } from "../http/access";
import { problem } from "../http/problems";
import { validate, validateOr } from "../http/validate";
import { verifyToken } from "../appointments";
import { answerReview, openInvitation, saveReview, staffReviews } from "./service";

const notFound = (c: Parameters<typeof problem>[0]) => problem(c, 404, "review_not_found");

export function reviewRoutes(deps: AppDeps) {
  const bookingOf = (token: string) => verifyToken(deps.env.bookingSecret, "review", token);
  return new Hono<AppEnv>()
    .post("/open", validateOr("json", reviewTokenBody, notFound), async (c) => {
      const id = bookingOf(c.req.valid("json").token);
      if (!id) return notFound(c);
      const found = await openInvitation(deps.db, id, c.get("now"));
      if (typeof found === "string") return problem(c, found === "review_closed" ? 410 : 404, found);
      return c.json(found, 200);
    })
    .post("/", deps.visitorWrites, validate("json", reviewInput), async (c) => {
      const body = c.req.valid("json");
      const id = bookingOf(body.token);
      if (!id) return notFound(c);
      const saved = await saveReview(deps.db, deps.settings, id, body, c.get("now"));
      if (saved === "review_not_found") return notFound(c);
      if (saved === "review_closed") return problem(c, 410, saved);
      if (saved === "review_answered") return problem(c, 409, saved);
      const googleUrl = (await deps.settings.current()).reviews.googleUrl;
      return c.json(
        {
          rating: saved.rating,
          publish: saved.publish,
          googleUrl: invitesToGoogle(saved.rating, googleUrl) ? googleUrl : null,
        } satisfies ReviewSaved,
        200,
      );
    });
}

/** `/api/staff/reviews`: the owner's list, her reply, hiding with a reason (audited). */
export function staffReviewRoutes(deps: AppDeps) {
  const id = validateOr("param", reviewIdParam, notFound);
  /** The review named by the path, changed; 404 when there is none. */
  const answer = async (c: Context<AppEnv>, reviewId: string, change: { reply: string } | { hide: string | null }) => {
    const done = await answerReview(c.var.db, deps.settings, reviewId, change, c.get("now"));
    return done ? c.json(done, 200) : notFound(c);
  };
  return new Hono<AppEnv>()
    .get("/reviews", allow(OWNER), async (c) => c.json({ reviews: await staffReviews(c.var.db) }, 200))
    .put("/reviews/:id/reply", allow(OWNER), id, validate("json", reviewReplyInput), async (c) =>
      answer(c, c.req.valid("param").id, { reply: c.req.valid("json").reply }),
    )
    .post("/reviews/:id/hide", allow(OWNER), id, validate("json", reviewHideInput), async (c) =>
      answer(c, c.req.valid("param").id, { hide: c.req.valid("json").reason }),
    )
    .post("/reviews/:id/show", allow(OWNER), id, async (c) => answer(c, c.req.valid("param").id, { hide: null }));
}
