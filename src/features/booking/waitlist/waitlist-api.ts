/**
 * The waitlist's calls (WL-01, WL-02) through the site's one API client: joining from the widget or
 * the chat, and an offer's link (look it up, accept it).
 */
import { site } from "@/content/site";
import type { OfferResponse, WaitlistRequestBody } from "@/domain/waitlist/schemas";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

export const UNREACHABLE = `No podemos contactar con el salón ahora mismo. Inténtalo más tarde o llámanos al ${site.contact.phone.display}.`;

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, message: error.message, fields: error.fields }
      : { ok: false, message: UNREACHABLE, fields: {} };
  }
}

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
