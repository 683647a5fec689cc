/**
 * The notifications area's face (#41, ADR 028): what other areas and the app may use. The outbox has
 * one writer (`enqueue`, `outboxInsert`); each area renders its own kinds (`Renderers`); the webhooks
 * hand a client's message to the appointments area through `InboundHandler`.
 */
export { enqueue, outboxInsert, type Message, type Subject } from "./outbox";
export {
  type OutboxDeps,
  type Outgoing,
  type Renderer,
  type Renderers,
  drainOutbox,
  processOutbox,
  startOutboxWorker,
} from "./outbox-worker";
export { outboxRepository, inboundRepository, type ClaimedMessage } from "./repository";
export { consentRepository } from "./consent";
export { escapeHtml, type MailMessage } from "./messages";
export { type SendMail, fileTransport, smtpTransport } from "./transport";
export { type PhoneMessage, type SendPhone, ProviderRefused } from "./channels/phone-message";
export { smsTransport } from "./channels/sms";
export { whatsAppTransport } from "./channels/whatsapp";
export type { Inbound, InboundHandler } from "./inbound";
export { webhookRoutes } from "./webhook-routes";
export { type PushMessage, type SendPush, type Vapid, PushGone, webPushTransport } from "./channels/web-push";
