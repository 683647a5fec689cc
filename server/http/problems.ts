/** Error bodies `{ error, message, fields? }`: the message is Spanish and the widget shows it as is. */
import type { Context } from "hono";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { ProblemBody } from "@/domain/booking/schemas";
import { type ProblemCode, problemMessages as messages } from "@/domain/booking/messages";

export type { ProblemCode };

/** A refusal; its status stays a literal type, so the typed client tells refusals from answers. */
export function problem<S extends ClientErrorStatusCode | ServerErrorStatusCode>(
  c: Context,
  status: S,
  error: ProblemCode,
  extra: { message?: string; fields?: Record<string, string> } = {},
) {
  const message = extra.message ?? (error === "validation" ? "Revisa los datos enviados." : messages[error]);
  const body: ProblemBody = { error, message, ...(extra.fields ? { fields: extra.fields } : {}) };
  return c.json(body, status);
}
