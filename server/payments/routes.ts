/**
 * `POST /api/webhooks/stripe` (PY-02): the provider's events, verified by its adapter over the raw
 * body and the endpoint's secret before anything is read (Stripe's `constructEvent`); a bad signature is a 400 that
 * changes nothing. Each event is handled once, by the area whose Checkout it was (`handlers`, given
 * by the app: the appointments' deposits, cards and fees; the gifts' purchases).
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { eventBody } from "../http/body";
import { problem } from "../http/problems";
import { reasonOf } from "../errors";
import { type CheckoutHandler, handleProviderEvent } from "./service";

export function stripeWebhookRoutes(deps: AppDeps, handlers: readonly CheckoutHandler[]) {
  return new Hono<AppEnv>().post("/", eventBody, async (c) => {
    const { payments } = deps;
    if (!payments) return problem(c, 404, "api_not_found");
    const raw = await c.req.text();
    let event;
    try {
      // The signature's age is judged on the server's clock (a test's, in tests).
      event = payments.parseEvent(raw, c.req.header("Stripe-Signature") ?? "", c.get("now"));
    } catch (error) {
      deps.log(`stripe webhook refused: ${reasonOf(error)}`);
      return problem(c, 400, "validation", { message: "Firma de Stripe no válida." });
    }
    const outcome = await handleProviderEvent(deps.db, event, c.get("now"), payments, handlers);
    return c.json({ received: true as const, outcome }, 200);
  });
}
