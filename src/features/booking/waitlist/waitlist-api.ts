/**
 * The waitlist's calls (WL-01, WL-02) through the site's one API client: joining from the widget or
 * the chat, and an offer's link (look it up, accept it).
 */
import { site } from "@/content/site";
import type { OfferResponse, WaitlistRequestBody } from "@/domain/waitlist/schemas";
import { api, attempt as attemptOr, expectOk, type Outcome, TIME_LIMITS, within } from "@/lib/api-client";

export const UNREACHABLE = `No podemos contactar con el salón ahora mismo. Inténtalo más tarde o llámanos al ${site.contact.phone.display}.`;

export type { Outcome };

const attempt = <T>(work: () => Promise<T>) => attemptOr(work, UNREACHABLE);

export const waitlistApi = {
  join: (body: WaitlistRequestBody) =>
    attempt(() => expectOk(api.waitlist.$post({ json: body }, within(TIME_LIMITS.staffMs)), UNREACHABLE)),
  lookup: (token: string) =>
    attempt(async (): Promise<OfferResponse> =>
      expectOk(api.waitlist.offers.lookup.$post({ json: { token } }, within(TIME_LIMITS.availabilityMs)), UNREACHABLE),
    ),
  accept: (token: string) =>
    attempt(() =>
      expectOk(api.waitlist.offers.accept.$post({ json: { token } }, within(TIME_LIMITS.staffMs)), UNREACHABLE),
    ),
};
