/**
 * A client's message as the webhooks read it (MS-03), and the port they hand it to: the appointments
 * area decides what it does (server/appointments/replies.ts), so the webhooks know no business area.
 */
import type { InboundAction, PhoneChannel } from "@/domain/messages/channels";

export interface Inbound {
  channel: PhoneChannel;
  /** The provider's id of this message (its deliveries are retried: handled once). */
  providerId: string;
  from: string;
  text: string;
  /** A WhatsApp button's payload ('confirm:<appointment id>'), as the salon's template set it. */
  payload?: string;
  /** The salon's message this one answers (WhatsApp's context.id). */
  replyTo?: string;
}

/** Handles one client message once (a provider's retried delivery does nothing twice). */
export type InboundHandler = (message: Inbound, now: Date) => Promise<{ action: InboundAction; handled: boolean }>;
