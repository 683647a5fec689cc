/**
 * Stripe, behind the payment port (./provider.ts): Checkout (hosted; no Stripe script on the salon's
 * pages), Customers and SetupIntents for a card on file, PaymentIntents off-session, Refunds, and the
 * webhook's signature checked with `constructEvent`. Pointed at api.stripe.com, or in tests at a local
 * stand-in that answers Stripe's object shapes (STRIPE_API_URL → the client's host/port/protocol).
 */
import Stripe from "stripe";
import { ChargeRefused, type CheckoutSession, type PaymentProvider, type ProviderEvent } from "./provider";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

/** How old a webhook's signature may be, judged on the server's clock (Stripe's default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

function stripeClient(config: StripeConfig): Stripe {
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

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : (ref?.id ?? null));

function sessionOf(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    mode: s.mode === "setup" ? "setup" : "payment",
    paid: s.payment_status === "paid",
    amountCents: s.amount_total ?? null,
    paymentId: idOf(s.payment_intent),
    customerId: idOf(s.customer),
    customerEmail: s.customer_email ?? null,
    setupId: idOf(s.setup_intent),
    metadata: { ...(s.metadata ?? {}) },
    reference: s.client_reference_id ?? null,
  };
}

/** The port's Stripe adapter. */
export function stripeProvider(config: StripeConfig, stripe: Stripe = stripeClient(config)): PaymentProvider {
  return {
    async checkout(r) {
      const customer = r.customer?.id
        ? r.customer.id
        : r.customer
          ? (
              await stripe.customers.create(
                {
                  ...(r.customer.name ? { name: r.customer.name } : {}),
                  ...(r.customer.email ? { email: r.customer.email } : {}),
                  metadata: r.metadata,
                },
                r.customer.idempotencyKey ? { idempotencyKey: r.customer.idempotencyKey } : {},
              )
            ).id
          : undefined;
      const common = {
        locale: "es" as const,
        metadata: r.metadata,
        ...(r.reference ? { client_reference_id: r.reference } : {}),
        ...(r.expiresAt ? { expires_at: Math.floor(r.expiresAt.getTime() / 1000) } : {}),
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        ...(customer ? { customer } : {}),
      };
      const params: Stripe.Checkout.SessionCreateParams =
        r.mode === "setup"
          ? { ...common, mode: "setup", currency: "eur", setup_intent_data: { metadata: r.metadata } }
          : {
              ...common,
              mode: "payment",
              line_items: r.line
                ? [
                    {
                      quantity: 1,
                      price_data: {
                        currency: "eur",
                        unit_amount: r.line.amountCents,
                        product_data: { name: r.line.name },
                      },
                    },
                  ]
                : [],
              ...(r.email && !customer ? { customer_email: r.email } : {}),
              // PY-10: a card or Bizum, of what the account has on (Stripe offers Bizum in Spain; not in setup mode).
              allowed_payment_method_types: ["card", "bizum"],
              payment_intent_data: { metadata: r.metadata },
            };
      const session = await stripe.checkout.sessions.create(
        params,
        r.idempotencyKey ? { idempotencyKey: r.idempotencyKey } : {},
      );
      if (!session.url) throw new Error("Stripe answered a Checkout session without a URL");
      return { id: session.id, url: session.url };
    },

    async paidWith(session) {
      if (!session.paymentId) return undefined;
      // The charge says how it was paid (`payment_method_details.type`); the session only what was allowed.
      const intent = await stripe.paymentIntents.retrieve(session.paymentId, { expand: ["latest_charge"] });
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      const type = charge?.payment_method_details?.type;
      return type === "card" || type === "bizum" ? type : undefined;
    },

    async savedCard(session) {
      if (!session.setupId || !session.customerId) return undefined;
      const intent = await stripe.setupIntents.retrieve(session.setupId);
      const paymentMethodId = idOf(intent.payment_method);
      return paymentMethodId ? { customerId: session.customerId, paymentMethodId } : undefined;
    },

    async charge(r) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: r.amountCents,
            currency: "eur",
            customer: r.customerId,
            payment_method: r.paymentMethodId,
            off_session: true,
            confirm: true,
            description: r.description,
            metadata: r.metadata,
          },
          { idempotencyKey: r.idempotencyKey },
        );
        return { id: intent.id };
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new ChargeRefused(error instanceof Error ? error.message : String(error), code);
      }
    },

    async refund(r) {
      const made = await stripe.refunds.create(
        { payment_intent: r.paymentId, amount: r.amountCents, metadata: r.metadata },
        { idempotencyKey: r.idempotencyKey },
      );
      return { id: made.id };
    },

    async expire(checkoutId) {
      await stripe.checkout.sessions.expire(checkoutId);
    },

    async forgetCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if ((error as { code?: string }).code !== "resource_missing") throw error;
      }
    },

    parseEvent(rawBody, signature, now): ProviderEvent {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        // PY-10: the SDK wants the moment received in milliseconds (it divides by 1000 itself); in
        // seconds every signature looked new, whatever its age.
        now.getTime(),
      );
      // PY-10: a payment that completes later (`async_payment_succeeded`) is a completed page, paid; one
      // that fails later (`async_payment_failed`) will never pay, like a page that expired.
      const type = {
        "checkout.session.completed": "checkout.completed",
        "checkout.session.async_payment_succeeded": "checkout.completed",
        "checkout.session.expired": "checkout.expired",
        "checkout.session.async_payment_failed": "checkout.expired",
      } as const;
      if (event.type in type) {
        const session = (event.data as { object: Stripe.Checkout.Session }).object;
        return {
          id: event.id,
          type: type[event.type as keyof typeof type],
          providerType: event.type,
          checkout: sessionOf(session),
        };
      }
      return { id: event.id, type: "other", providerType: event.type };
    },
  };
}
