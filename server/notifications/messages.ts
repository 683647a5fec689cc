/**
 * The frame of every email the salon sends (BE-05): what a mail is, and its HTML escaping. Each area
 * writes its own messages (appointments, people, waitlist, gifts) and registers how its outbox kinds
 * render (`Renderers`, ./outbox-worker.ts).
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  ics?: { method: "REQUEST" | "CANCEL"; content: string };
  /** Pictures the HTML shows by `cid:` (TK-04: the ticket's QR tributario), sent inline. */
  images?: { cid: string; filename: string; content: Buffer }[];
  /** `<outbox-{id}@…>`: one outbox row, one Message-ID, so a resend after a crash is recognisably the same mail. */
  messageId?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
