/**
 * Route validation (issue 17): `@hono/zod-validator` with the domain's
 * schemas, answering the API's own error body — `{ error: "validation",
 * message, fields }` in Spanish, one message per field — instead of zod's.
 * A schema's issue without a path (the honeypot) becomes the message.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler, Next, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { fieldMessages } from "@/domain/field-messages";
import { problem, type ProblemCode } from "./problems";
import { jsonBody } from "./body";

/**
 * A JSON body's validator also states what the route accepts (./body.ts): JSON up to 8 KB, else a
 * 415 or 413 before the body is read. The validator's own type is kept (the typed client reads it).
 */
function withJsonBody<M extends MiddlewareHandler>(target: keyof ValidationTargets, validator: M): M {
  if (target !== "json") return validator;
  return (async (c: Context, next: Next) => jsonBody(c, () => validator(c, next) as Promise<void>)) as M;
}

/** Validates `target` with `schema`; a failure is a 400 with Spanish messages per field. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: {
    message?: string;
    aliases?: Record<string, string>;
    /**
     * Checks the schema cannot make (ids against the salon's current settings), run on the raw
     * input whether or not the schema passed, so one answer names every wrong field.
     */
    also?: (c: Context, raw: unknown) => Promise<Record<string, string>>;
  } = {},
) {
  const message = options.message ?? "Revisa los datos marcados.";
  return withJsonBody(
    target,
    zValidator(target, schema, async (result, c) => {
      const extra = options.also ? await options.also(c, result.data) : {};
      if (result.success && Object.keys(extra).length === 0) return;
      const { fields, general } = result.success
        ? { fields: {} as Record<string, string>, general: undefined }
        : fieldMessages(result.error.issues, options.aliases);
      for (const [field, text] of Object.entries(extra)) fields[field] ??= text;
      return problem(c, 400, "validation", {
        message: general ?? message,
        ...(general ? {} : { fields }),
      });
    }),
  );
}

/** Validates, but a failure is `status`/`code` (a bad token is a 404, a bad passcode a 401). */
export function validateOr<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  refuse: (c: Context) => Response,
) {
  return withJsonBody(
    target,
    zValidator(target, schema, (result, c) => {
      if (!result.success) return refuse(c);
    }),
  );
}

export type { ProblemCode };
