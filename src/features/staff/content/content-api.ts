/** `/gestion/contenido` calls (RV-02, RV-03): the reviews, the owner's reply and hiding, the Google profile. */
import type { ReviewSettingsInput } from "@/domain/settings/schemas";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const reviews = api.staff.reviews;
const limit = () => within(TIME_LIMITS.staffMs);

export const contentApi = {
  reviews: () => expectOk(reviews.$get({}, limit()), FALLBACK),
  reply: (id: string, reply: string) =>
    expectOk(reviews[":id"].reply.$put({ param: { id }, json: { reply } }, limit()), FALLBACK),
  hide: (id: string, reason: string) =>
    expectOk(reviews[":id"].hide.$post({ param: { id }, json: { reason } }, limit()), FALLBACK),
  show: (id: string) => expectOk(reviews[":id"].show.$post({ param: { id } }, limit()), FALLBACK),
  saveGoogle: (body: ReviewSettingsInput) =>
    expectOk(api.staff.settings.reviews.$put({ json: body }, limit()), FALLBACK),
};
