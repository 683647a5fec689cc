/**
 * `/api/webhooks/*` (MS-03, MS-04): what the providers tell the salon — a client's answer, a message's
 * delivery. Each request is verified the provider's way before anything is read: Meta's
 * `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret) and its `hub.challenge`
 * handshake; Twilio's `X-Twilio-Signature` (HMAC-SHA1 of the URL and the sorted form fields with the
 * auth token). A bad signature is a 403 that changes nothing. Unconfigured provider: 404.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { DeliveryState } from "@/domain/messages/channels";
import type { AppDeps, AppEnv } from "../http/context";
import { formBody, whatsAppWebhookBody } from "../http/body";
import { validTwilioSignature } from "./channels/sms";
import type { InboundHandler } from "./inbound";
import { outboxRepository as outbox } from "./repository";

/** Meta's signature of a webhook body. */
function whatsAppSignature(appSecret: string, body: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The parts of the Cloud API's webhook the salon reads (messages and statuses); the rest passes. */
const whatsAppEvent = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messages: z
              .array(
                z.object({
                  from: z.string(),
                  id: z.string(),
                  type: z.string(),
                  text: z.object({ body: z.string() }).optional(),
                  button: z.object({ payload: z.string(), text: z.string() }).optional(),
                  interactive: z
                    .object({ button_reply: z.object({ id: z.string(), title: z.string() }).optional() })
                    .optional(),
                  context: z.object({ id: z.string() }).optional(),
                }),
              )
              .optional(),
            statuses: z
              .array(z.object({ id: z.string(), status: z.enum(["sent", "delivered", "read", "failed"]) }))
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

const twilioStates: Record<string, DeliveryState | undefined> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  undelivered: "failed",
  failed: "failed",
};

/** `onInbound`: what a client's message does (the appointments area's, given by the app). */
export function webhookRoutes(deps: AppDeps, onInbound: InboundHandler) {
  const { env } = deps;
  /** Twilio signs the URL it called: the public one, and the form fields it sent. */
  const twilioForm = async (
    c: { req: { header(n: string): string | undefined; parseBody(): Promise<unknown> } },
    path: string,
  ) => {
    if (!env.twilio) return undefined;
    const body = (await c.req.parseBody()) as Record<string, unknown>;
    const params = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    const signature = c.req.header("X-Twilio-Signature") ?? "";
    return validTwilioSignature(env.twilio.authToken, signature, `${env.publicUrl}${path}`, params) ? params : null;
  };

  return new Hono<AppEnv>()
    .get("/whatsapp", (c) => {
      if (!env.whatsapp) return c.notFound();
      const ok =
        c.req.query("hub.mode") === "subscribe" && c.req.query("hub.verify_token") === env.whatsapp.verifyToken;
      return ok ? c.text(c.req.query("hub.challenge") ?? "", 200) : c.text("Forbidden", 403);
    })
    .post("/whatsapp", whatsAppWebhookBody, async (c) => {
      if (!env.whatsapp) return c.notFound();
      const raw = await c.req.text();
      if (!sameSignature(c.req.header("X-Hub-Signature-256") ?? "", whatsAppSignature(env.whatsapp.appSecret, raw)))
        return c.text("Forbidden", 403);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return c.text("Bad Request", 400);
      }
      const event = whatsAppEvent.safeParse(json);
      // Signed but of a shape the salon does not read (another field): acknowledged, nothing done.
      if (!event.success) return c.json({ received: true }, 200);
      for (const change of event.data.entry.flatMap((e) => e.changes)) {
        for (const s of change.value.statuses ?? [])
          await outbox.markDelivery(deps.db, "whatsapp", s.id, s.status, c.get("now"));
        for (const m of change.value.messages ?? [])
          await onInbound(
            {
              channel: "whatsapp",
              providerId: m.id,
              from: m.from,
              text: m.button?.text ?? m.interactive?.button_reply?.title ?? m.text?.body ?? "",
              payload: m.button?.payload ?? m.interactive?.button_reply?.id,
              replyTo: m.context?.id,
            },
            c.get("now"),
          );
      }
      return c.json({ received: true }, 200);
    })
    .post("/sms", formBody, async (c) => {
      const form = await twilioForm(c, "/api/webhooks/sms");
      if (form === undefined) return c.notFound();
      if (form === null) return c.text("Forbidden", 403);
      if (form.MessageSid && form.From)
        await onInbound(
          { channel: "sms", providerId: form.MessageSid, from: form.From, text: form.Body ?? "" },
          c.get("now"),
        );
      // Answers go through the outbox (the REST API), not in this response.
      return c.body("<Response></Response>", 200, { "Content-Type": "text/xml" });
    })
    .post("/sms/status", formBody, async (c) => {
      const form = await twilioForm(c, "/api/webhooks/sms/status");
      if (form === undefined) return c.notFound();
      if (form === null) return c.text("Forbidden", 403);
      const state = twilioStates[form.MessageStatus ?? ""];
      if (form.MessageSid && state) await outbox.markDelivery(deps.db, "sms", form.MessageSid, state, c.get("now"));
      return c.body(null, 204);
    });
}
