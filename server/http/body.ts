/**
 * What a route accepts as its body (#41): the content type and the size, stated in the route's own
 * chain — `validate("json", …)` states JSON up to 8 KB by itself; the photo upload, Twilio's form and
 * Stripe's events state theirs. A body of another type is a Spanish 415, a larger one a 413, before
 * anything is read.
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { problem } from "./problems";

/** A form's JSON (the booking, a setting, a sign-in): 8 KB is several times the largest. */
const MAX_BODY_BYTES = 8 * 1024;

const JSON_TYPE = /^application\/json(\s*;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded(\s*;|$)/i;

export interface BodyPolicy {
  /** The Content-Type it must have. */
  type: RegExp;
  maxBytes: number;
  /** The Spanish words of its refusals, when the generic ones are not enough. */
  messages?: { type?: string; size?: string };
}

/** Refuses a body of another type (415) or over the size (413); the handler reads it after. */
export function accepts(policy: BodyPolicy): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: policy.maxBytes,
    onError: (c) =>
      problem(c, 413, "payload_too_large", policy.messages?.size ? { message: policy.messages.size } : {}),
  });
  return async (c: Context, next: Next) => {
    if (!policy.type.test(c.req.header("Content-Type") ?? ""))
      return problem(c, 415, "unsupported_media_type", policy.messages?.type ? { message: policy.messages.type } : {});
    return limit(c, next);
  };
}

export const jsonBody = accepts({ type: JSON_TYPE, maxBytes: MAX_BODY_BYTES });
/**
 * Twilio posts its webhooks as a form (MS-03): an SMS of up to 1,600 characters with its fields, well
 * inside 64 KB (MS-07).
 */
export const formBody = accepts({ type: FORM_TYPE, maxBytes: 64 * 1024 });
/**
 * MS-07: Meta batches a WhatsApp webhook's messages and statuses into one signed POST, of up to 3 MB
 * (its Webhooks reference); a larger body is refused before it is read.
 */
export const whatsAppWebhookBody = accepts({ type: JSON_TYPE, maxBytes: 3 * 1024 * 1024 });
/** Stripe's events are larger than a form's body (PY-02). */
export const eventBody = accepts({ type: JSON_TYPE, maxBytes: 256 * 1024 });
