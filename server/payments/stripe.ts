/**
 * The Stripe client (PY-02): the `stripe` package, pointed at api.stripe.com, or in tests at a local
 * stand-in that answers Stripe's object shapes (STRIPE_API_URL → the client's host/port/protocol).
 */
import Stripe from "stripe";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

export type StripeClient = Stripe;

export function stripeClient(config: StripeConfig): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
