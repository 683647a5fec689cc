/**
 * WhatsApp through Meta's WhatsApp Business Cloud API (MS-01): `POST /{phone-number-id}/messages`
 * with a bearer token; a reminder is an approved template with quick-reply buttons, a reply inside
 * the conversation window plain text. Request and response checked with zod; an error answer
 * (`{ error: { message, code } }`) is thrown with its reason.
 */
import { z } from "zod";
import { type PhoneMessage, ProviderRefused, type SendPhone } from "./phone-message";

export interface WhatsAppConfig {
  /** https://graph.facebook.com/v21.0 in production; the test harness's stand-in in tests. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
}

/** The Cloud API's number format: digits only, with the country code ('+34 605…' → '34605…'). */
const waNumber = (phone: string) => phone.replace(/\D/g, "");

export const whatsAppRequest = z.discriminatedUnion("type", [
  z.object({
    messaging_product: z.literal("whatsapp"),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal("template"),
    template: z.object({
      name: z.string().min(1),
      language: z.object({ code: z.string() }),
      components: z.array(
        z.union([
          z.object({
            type: z.literal("body"),
            parameters: z.array(z.object({ type: z.literal("text"), text: z.string() })),
          }),
          z.object({
            type: z.literal("button"),
            sub_type: z.literal("quick_reply"),
            index: z.string(),
            parameters: z.array(z.object({ type: z.literal("payload"), payload: z.string() })),
          }),
        ]),
      ),
    }),
  }),
  z.object({
    messaging_product: z.literal("whatsapp"),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal("text"),
    text: z.object({ body: z.string().min(1).max(4096) }),
  }),
]);
export type WhatsAppRequest = z.infer<typeof whatsAppRequest>;

const sent = z.object({
  messaging_product: z.literal("whatsapp"),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
const failed = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });

function whatsAppBody(message: PhoneMessage): WhatsAppRequest {
  const to = waNumber(message.to);
  if (message.kind === "text") return { messaging_product: "whatsapp", to, type: "text", text: { body: message.text } };
  return {
    messaging_product: "whatsapp",
    to,
    type: "template",
    template: {
      name: message.template,
      language: { code: "es" },
      components: [
        { type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) },
        ...message.buttons.map((b, i) => ({
          type: "button" as const,
          sub_type: "quick_reply" as const,
          index: String(i),
          parameters: [{ type: "payload" as const, payload: b.payload }],
        })),
      ],
    },
  };
}

export function whatsAppTransport(config: WhatsAppConfig, fetchImpl: typeof fetch = fetch): SendPhone {
  return async (message) => {
    const body = whatsAppRequest.parse(whatsAppBody(message));
    const response = await fetchImpl(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // MS-07: Meta's own error answer is a refusal (nothing sent); anything else in between (a proxy's
      // 502 page) says nothing about whether Meta took it.
      const error = failed.safeParse(answer);
      if (error.success)
        throw new ProviderRefused(
          `WhatsApp ${response.status}: ${error.data.error.message} (${error.data.error.code ?? "?"})`,
        );
      throw new Error(`WhatsApp ${response.status}: an answer that is not the Cloud API's`);
    }
    const ok = sent.parse(answer);
    return { providerId: ok.messages[0]?.id ?? "" };
  };
}
