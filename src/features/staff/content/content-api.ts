/** `/gestion/contenido` calls (RV-02, RV-03): the reviews, the owner's reply and hiding, the Google profile. */
import type { BioInput, ContentInput, GalleryInput, ReviewSettingsInput } from "@/domain/settings/schemas";
import type { ArticleInput } from "@/domain/blog/schemas";
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
  /** CN-01: the hero and 'Nosotros', the gallery, a professional's bio. */
  saveContent: (body: ContentInput) => expectOk(api.staff.settings.content.$put({ json: body }, limit()), FALLBACK),
  saveGallery: (body: GalleryInput) => expectOk(api.staff.settings.gallery.$put({ json: body }, limit()), FALLBACK),
  saveBio: (id: string, body: BioInput) =>
    expectOk(api.staff.settings.team[":id"].bio.$put({ param: { id }, json: body }, limit()), FALLBACK),
  /** CN-02: the blog's articles. */
  articles: () => expectOk(api.staff.articles.$get({}, limit()), FALLBACK),
  addArticle: (body: ArticleInput) => expectOk(api.staff.articles.$post({ json: body }, limit()), FALLBACK),
  saveArticle: (id: number, body: ArticleInput) =>
    expectOk(api.staff.articles[":id"].$put({ param: { id: String(id) }, json: body }, limit()), FALLBACK),
  deleteArticle: (id: number) =>
    expectOk(api.staff.articles[":id"].$delete({ param: { id: String(id) } }, limit()), FALLBACK),
  /** CN-01: a photo as the phone took it; the server makes its AVIF and WebP widths. */
  uploadPhoto: (file: Blob) =>
    expectOk(
      api.staff.settings.photos.$post(
        {},
        { init: { ...within(60_000).init, body: file, headers: { "Content-Type": file.type || "image/jpeg" } } },
      ),
      FALLBACK,
    ),
};
