/** The review invitation's calls (RV-01) through the site's one API client: open it, store her review. */
import type { ReviewInput, ReviewInvitation, ReviewSaved } from "@/domain/reviews/schemas";
import { api, attempt, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import { site } from "@/content/site";

export const UNREACHABLE = `No podemos contactar con el salón ahora mismo. Inténtalo más tarde o llámanos al ${site.contact.phone.display}.`;

export const reviewsApi = {
  open: (token: string) =>
    attempt(
      (): Promise<ReviewInvitation> =>
        expectOk(api.reviews.open.$post({ json: { token } }, within(TIME_LIMITS.availabilityMs)), UNREACHABLE),
      UNREACHABLE,
    ),
  save: (body: ReviewInput) =>
    attempt(
      (): Promise<ReviewSaved> => expectOk(api.reviews.$post({ json: body }, within(TIME_LIMITS.staffMs)), UNREACHABLE),
      UNREACHABLE,
    ),
};
