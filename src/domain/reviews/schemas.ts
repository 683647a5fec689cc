/**
 * The reviews' requests and answers (RV-01 … RV-04), once: the server validates with them; the
 * client's review page and the owner's screen build them.
 */
import { z } from "zod";
import type { PageReviews } from "@/lib/page-locals";

const token = z.string({ error: "Falta el enlace de tu invitación." }).max(200);

/** RV-01: her opinion: the stars (one tap), an optional text and whether it may be shown on the site. */
export const reviewInput = z.object({
  token,
  rating: z
    .number({ error: "Elige de 1 a 5 estrellas." })
    .int({ message: "Elige de 1 a 5 estrellas." })
    .min(1, { message: "Elige de 1 a 5 estrellas." })
    .max(5, { message: "Elige de 1 a 5 estrellas." }),
  body: z
    .string({ error: "Escribe tu opinión como texto." })
    .trim()
    .max(1000, { message: "Como mucho 1.000 caracteres." })
    .optional(),
  publish: z.boolean({ error: "Di si podemos publicar tu opinión." }),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewTokenBody = z.object({ token });

/** RV-02: the owner's reply (empty: none). */
export const reviewReplyInput = z.object({
  reply: z.string({ error: "Escribe la respuesta." }).trim().max(1000, { message: "Como mucho 1.000 caracteres." }),
});

/** RV-02: hiding needs a reason, kept in the audit log. */
export const reviewHideInput = z.object({
  reason: z
    .string({ error: "Di por qué la ocultas." })
    .trim()
    .min(3, { message: "Di por qué la ocultas (al menos 3 caracteres)." })
    .max(300, { message: "Como mucho 300 caracteres." }),
});

export const reviewIdParam = z.object({ id: z.uuid() });

/** What the client's page shows before and after she answers. */
export interface ReviewInvitation {
  firstName: string;
  serviceName: string;
  /** The visit's salon date. */
  visitedOn: string;
  /** Her review, if she already left one (she may change it until the salon replies). */
  review: { rating: number; body: string | null; publish: boolean } | null;
  /** She can still write or change it (within 30 days, no reply yet). */
  open: boolean;
  /** As she will appear in public ('Lucía F.'). */
  author: string;
}

export interface ReviewSaved {
  rating: number;
  publish: boolean;
  /** RV-03: the salon's Google profile, offered after 4–5★ when the owner has set it. */
  googleUrl: string | null;
}

/** A published review as the home page shows it, and the section's summary (declared once, for the pages' locals). */
export type PublicReviews = PageReviews;
export type PublicReview = PageReviews["latest"][number];

/** A review as the owner's list shows it. */
export interface StaffReview extends PublicReview {
  publish: boolean;
  hiddenReason: string | null;
  createdAt: string;
}
