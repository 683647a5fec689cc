/**
 * The site's one client for `/api` (issue 17): `hc` from `hono/client`, typed
 * from the server's routes (`AppType`), so a request the server would refuse
 * for its shape does not compile. Same origin only (BK-11); every call has a
 * time limit, and a call that runs out is the service not answering.
 */
import { hc } from "hono/client";
import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "@server/app";

export const api = hc<AppType>("/api", { headers: { Accept: "application/json" } });

/** The limits (issue 17): free times about 8 s; a booking about 15 s in all, over its same-key retry. */
export const TIME_LIMITS = { availabilityMs: 8_000, bookingAttemptMs: 7_500, staffMs: 15_000 } as const;

/**
 * A signal that aborts after `ms`, or when `signal` does. `AbortSignal.any` arrived in Safari 17.4 and
 * `AbortSignal.timeout` in 16: older iPhones get the same behaviour from a plain controller, instead of a
 * TypeError that would send every visitor to the hand-off.
 */
export function limitSignal(ms: number, signal?: AbortSignal): AbortSignal {
  const hasTimeout = typeof AbortSignal.timeout === "function";
  const hasAny = typeof AbortSignal.any === "function";
  if (hasTimeout && (!signal || hasAny))
    return signal ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The call ran out of time.", "TimeoutError")), ms);
  controller.signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  if (signal) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Options for one call: aborted by `signal` or when `ms` run out, whichever comes first. */
export function within(ms: number, signal?: AbortSignal): { init: RequestInit } {
  return { init: { signal: limitSignal(ms, signal), credentials: "same-origin" } };
}

/** A refusal or a failure of the service: its HTTP status (0 = no answer), its Spanish message and fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The whole answer (a 409 carries the current values or the appointments in the way). */
  readonly body: unknown;
  constructor(
    status: number,
    message: string,
    code = "unavailable",
    fields: Record<string, string> = {},
    body: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

type SuccessBody<R> =
  R extends ClientResponse<infer B, infer S, string> ? (S extends SuccessStatusCode ? B : never) : never;

/**
 * The body of a successful answer; anything else throws ApiError with the server's Spanish message
 * (or `fallback` when there is none: no answer, a 5xx, a body that is not JSON).
 */
export async function expectOk<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
  fallback: string,
): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, fallback);
  }
  const data = (await res.json().catch(() => null)) as {
    error?: unknown;
    message?: unknown;
    fields?: Record<string, string>;
  } | null;
  if (res.ok && data !== null) return data as SuccessBody<R>;
  const serverSaid = res.status < 500 && typeof data?.message === "string";
  throw new ApiError(
    res.status,
    serverSaid ? String(data?.message) : fallback,
    typeof data?.error === "string" ? data.error : "unavailable",
    serverSaid && data?.fields ? data.fields : {},
    serverSaid ? data : null,
  );
}

/** A call's outcome for a visitor's page: its value, or the server's Spanish refusal (or `unreachable`). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

/** Runs a call; a refusal becomes its message and fields, no answer at all `unreachable`. */
export async function attempt<T>(work: () => Promise<T>, unreachable: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, message: error.message, fields: error.fields }
      : { ok: false, message: unreachable, fields: {} };
  }
}
