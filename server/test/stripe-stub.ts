/**
 * A local stand-in for the Stripe endpoints the salon uses (PY-06): Checkout Sessions (create, expire),
 * Refunds — reached through the real `stripe` client's host/port/protocol — answering Stripe's object
 * shapes and errors, honouring Idempotency-Key like Stripe (same key, same answer). Its hosted page
 * (`/pay/:id`) plays Checkout: 'Pagar' sends `checkout.session.completed` to the salon's webhook,
 * signed with `stripe.webhooks.generateTestHeaderString`, and returns to the session's success_url.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const STRIPE = { secretKey: "sk_test_salon_stand_in", webhookSecret: "whsec_salon_stand_in" };

export interface StripeSession {
  id: string;
  object: "checkout.session";
  mode: "payment" | "setup";
  customer: string | null;
  setup_intent: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: "eur";
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
}

export interface StripeStub {
  url: string;
  /** Every API request: method, path, form fields. */
  calls: { method: string; path: string; fields: Record<string, string> }[];
  sessions: Map<string, StripeSession>;
  /** Where the hosted page sends its events (the salon's `/api/webhooks/stripe`), and the clock it signs with. */
  webhook: { url: string; now: () => Date };
  failNext(times: number): void;
  /** PY-03: the next off-session charges need the client's own approval (Stripe's `authentication_required`). */
  requireAuthentication: boolean;
  /**
   * The signed `checkout.session.completed` of a paid session, as Stripe would post it — or, for a
   * payment that completes later (PY-10), the completed page still unpaid ('pending') and then its
   * `checkout.session.async_payment_succeeded` or `_failed`.
   */
  paidEvent(
    sessionId: string,
    at: Date,
    outcome?: "paid" | "pending" | "async_succeeded" | "async_failed",
    /** PY-11: how she paid (the charge's `payment_method_details.type`). */
    method?: "card" | "bizum",
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

/** Stripe's form encoding of `metadata`: `metadata[key]=value`. */
const metadataOf = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([k, v]) => {
      const key = /^metadata\[([^\]]+)\]$/.exec(k)?.[1];
      return key ? [[key, v]] : [];
    }),
  );

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** `port`: a fixed one (a browser test allows its origin); none: any free one. */
export async function startStripeStub(port = 0): Promise<StripeStub> {
  const calls: StripeStub["calls"] = [];
  const setupIntents = new Map<
    string,
    { id: string; object: "setup_intent"; status: string; customer: string | null; payment_method: string }
  >();
  const sessions = new Map<string, StripeSession>();
  /** PY-11: each paid PaymentIntent's charge method. */
  const paidWith = new Map<string, "card" | "bizum">();
  /** The customers made and not deleted (RGPD: an erasure deletes hers). */
  const customers = new Set<string>();
  const answered = new Map<string, string>();
  const signer = new Stripe(STRIPE.secretKey);
  let failures = 0;
  let base = "";

  const stub: StripeStub = {
    url: "",
    calls,
    sessions,
    webhook: { url: "", now: () => new Date() },
    failNext(times) {
      failures = times;
    },
    requireAuthentication: false,
    paidEvent(sessionId, at, outcome = "paid", method = "card") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      // A setup session saves a card (a SetupIntent with its PaymentMethod); a payment one is paid.
      const setup = session.mode === "setup";
      if (setup) {
        const intent = id("seti");
        setupIntents.set(intent, {
          id: intent,
          object: "setup_intent",
          status: "succeeded",
          customer: session.customer,
          payment_method: id("pm"),
        });
      }
      const paid: StripeSession = {
        ...session,
        status: "complete",
        payment_status: setup
          ? "no_payment_required"
          : outcome === "paid" || outcome === "async_succeeded"
            ? "paid"
            : "unpaid",
        payment_intent: setup ? null : (session.payment_intent ?? id("pi")),
        setup_intent: setup ? ([...setupIntents.keys()].at(-1) ?? null) : null,
        url: null,
      };
      sessions.set(sessionId, paid);
      if (paid.payment_intent) paidWith.set(paid.payment_intent, method);
      const payload = JSON.stringify({
        id: id("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: Math.floor(at.getTime() / 1000),
        type:
          outcome === "async_succeeded"
            ? "checkout.session.async_payment_succeeded"
            : outcome === "async_failed"
              ? "checkout.session.async_payment_failed"
              : "checkout.session.completed",
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: paid },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE.webhookSecret,
        timestamp: Math.floor(at.getTime() / 1000),
      });
      return { payload, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      void (async () => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        const fields = Object.fromEntries(new URLSearchParams(body));
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
          res.end(JSON.stringify(value));
        };
        // The hosted page: not the API.
        const pay = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
        if (pay) {
          const session = sessions.get(pay[1] ?? "");
          if (!session) return json(404, { error: { type: "invalid_request_error", message: "No such session" } });
          if (req.method === "GET") {
            res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
            return res.end(`<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width">
<title>Pago de prueba</title></head><body><main><h1>Pago seguro (Stripe de prueba)</h1>
${session.mode === "setup" ? "<p>Guardar tarjeta: no se cobra nada ahora.</p>" : `<p>Importe: ${(session.amount_total / 100).toFixed(2)} €</p>`}
<form method="post"><button type="submit">${session.mode === "setup" ? "Guardar tarjeta" : "Pagar"}</button></form>
<p><a href="${session.cancel_url}">Volver sin pagar</a></p></main></body></html>`);
          }
          const event = stub.paidEvent(session.id, stub.webhook.now());
          await fetch(stub.webhook.url, {
            method: "POST",
            headers: {
              "Content-Type": "application/json; charset=utf-8",
              "Stripe-Signature": event.signature,
              "X-Salon-Test-Now": stub.webhook.now().toISOString(),
            },
            body: event.payload,
          });
          res.writeHead(303, { Location: session.success_url });
          return res.end();
        }

        calls.push({ method: req.method ?? "", path, fields });
        if (req.headers.authorization !== `Bearer ${STRIPE.secretKey}`)
          return json(401, {
            error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" },
          });
        if (failures > 0) {
          failures--;
          return json(500, { error: { type: "api_error", message: "An unknown error occurred" } });
        }
        const key = req.headers["idempotency-key"];
        const replay = typeof key === "string" ? answered.get(`${req.method} ${path} ${key}`) : undefined;
        if (replay) {
          res.writeHead(200, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
          return res.end(replay);
        }
        const remember = (status: number, value: unknown) => {
          if (typeof key === "string") answered.set(`${req.method} ${path} ${key}`, JSON.stringify(value));
          json(status, value);
        };

        if (req.method === "POST" && path === "/v1/customers") {
          const made = id("cus");
          customers.add(made);
          return remember(200, {
            id: made,
            object: "customer",
            name: fields.name ?? null,
            email: fields.email ?? null,
            metadata: metadataOf(fields),
          });
        }
        const customer = /^\/v1\/customers\/(cus_test_[0-9a-f]+)$/.exec(path);
        if (req.method === "DELETE" && customer) {
          const customerId = customer[1] ?? "";
          if (!customers.delete(customerId))
            return json(404, {
              error: {
                type: "invalid_request_error",
                code: "resource_missing",
                message: `No such customer: '${customerId}'`,
              },
            });
          return json(200, { id: customerId, object: "customer", deleted: true });
        }
        const setupIntent = /^\/v1\/setup_intents\/(seti_test_[0-9a-f]+)$/.exec(path);
        if (req.method === "GET" && setupIntent) {
          const found = setupIntents.get(setupIntent[1] ?? "");
          return found
            ? json(200, found)
            : json(404, { error: { type: "invalid_request_error", message: "No such setupintent" } });
        }
        // PY-11: a paid page's PaymentIntent, its latest charge expanded (`expand[]=latest_charge`).
        const paymentIntent = /^\/v1\/payment_intents\/(pi_test_[0-9a-f]+)$/.exec(path);
        if (req.method === "GET" && paymentIntent) {
          const intentId = paymentIntent[1] ?? "";
          const type = paidWith.get(intentId);
          if (!type)
            return json(404, {
              error: { type: "invalid_request_error", message: `No such payment_intent: '${intentId}'` },
            });
          const expanded = (req.url ?? "").includes("latest_charge");
          const charge = { id: id("ch"), object: "charge", paid: true, payment_method_details: { type, [type]: {} } };
          return json(200, {
            id: intentId,
            object: "payment_intent",
            status: "succeeded",
            latest_charge: expanded ? charge : charge.id,
          });
        }
        if (req.method === "POST" && path === "/v1/payment_intents") {
          const method = fields.payment_method ?? "";
          if (![...setupIntents.values()].some((s) => s.payment_method === method && s.customer === fields.customer))
            return json(400, {
              error: {
                type: "invalid_request_error",
                param: "payment_method",
                message: `No such PaymentMethod: '${method}'`,
              },
            });
          const intentId = id("pi");
          if (stub.requireAuthentication)
            return json(402, {
              error: {
                type: "card_error",
                code: "authentication_required",
                message: "This payment requires authentication.",
                payment_intent: { id: intentId, object: "payment_intent", status: "requires_payment_method" },
              },
            });
          return remember(200, {
            id: intentId,
            object: "payment_intent",
            amount: Number(fields.amount),
            currency: "eur",
            customer: fields.customer,
            payment_method: method,
            status: "succeeded",
            metadata: metadataOf(fields),
          });
        }
        if (req.method === "POST" && path === "/v1/checkout/sessions") {
          // Setup mode saves a card (nothing to pay); payment mode needs Stripe's minimum amount.
          const setup = fields.mode === "setup";
          const amount = setup ? 0 : Number(fields["line_items[0][price_data][unit_amount]"]);
          if (!setup && (!Number.isInteger(amount) || amount < 50))
            return json(400, {
              error: {
                type: "invalid_request_error",
                param: "line_items[0][price_data][unit_amount]",
                message: "The Checkout Session's total amount due must add up to at least €0.50 eur",
              },
            });
          const sessionId = id("cs");
          const session: StripeSession = {
            id: sessionId,
            object: "checkout.session",
            mode: setup ? "setup" : "payment",
            customer: fields.customer ?? null,
            setup_intent: null,
            status: "open",
            payment_status: "unpaid",
            amount_total: amount,
            currency: "eur",
            client_reference_id: fields.client_reference_id ?? null,
            customer_email: setup ? null : (fields.customer_email ?? null),
            metadata: metadataOf(fields),
            payment_intent: null,
            expires_at: Number(fields.expires_at),
            success_url: fields.success_url ?? "",
            cancel_url: fields.cancel_url ?? "",
            url: `${base}/pay/${sessionId}`,
            livemode: false,
          };
          sessions.set(sessionId, session);
          return remember(200, session);
        }
        const expire = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)\/expire$/.exec(path);
        if (req.method === "POST" && expire) {
          const session = sessions.get(expire[1] ?? "");
          if (!session)
            return json(404, { error: { type: "invalid_request_error", message: `No such checkout.session` } });
          if (session.status !== "open")
            return json(400, {
              error: {
                type: "invalid_request_error",
                message: "Only Checkout Sessions with a status of open can be expired.",
              },
            });
          const expired = { ...session, status: "expired" as const, url: null };
          sessions.set(session.id, expired);
          return remember(200, expired);
        }
        if (req.method === "POST" && path === "/v1/refunds") {
          const intent = fields.payment_intent ?? "";
          const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === "paid");
          if (!paid)
            return json(400, {
              error: {
                type: "invalid_request_error",
                param: "payment_intent",
                message: `No such payment_intent: '${intent}'`,
              },
            });
          return remember(200, {
            id: id("re"),
            object: "refund",
            amount: Number(fields.amount ?? paid.amount_total),
            currency: "eur",
            payment_intent: intent,
            status: "succeeded",
            metadata: metadataOf(fields),
          });
        }
        return json(404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.url = base;
  return stub;
}

/** The environment that points the salon at the stand-in. */
export const stripeEnv = (stub: StripeStub) => ({
  STRIPE_SECRET_KEY: STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
  STRIPE_API_URL: stub.url,
});
