/**
 * Where mail goes: an SMTP server (SMTP_URL) or, with none set, `.eml` files
 * under DATA_DIR/mail/ that any mail program opens — so a fresh install shows
 * exactly what clients would receive.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { site } from "@/content/site";
import type { MailMessage } from "./messages";

export interface SendMail {
  (message: MailMessage): Promise<void>;
  /** Closes kept-open connections (the SMTP pool). */
  close?: () => void;
}

function mailOptions(message: MailMessage, from: string) {
  return {
    from: from || `"${site.name}" <${site.contact.email}>`,
    to: message.to,
    subject: message.subject,
    ...(message.messageId ? { messageId: message.messageId } : {}),
    text: message.text,
    html: message.html,
    ...(message.images?.length
      ? {
          attachments: message.images.map((i) => ({
            cid: i.cid,
            filename: i.filename,
            content: i.content,
            contentType: "image/png",
            contentDisposition: "inline" as const,
          })),
        }
      : {}),
    ...(message.ics
      ? {
          // One calendar part (issue 30: it was also attached, and mail apps showed two cita.ics): the
          // invitation part calendars read, which mail apps also offer as the file.
          icalEvent: { method: message.ics.method, filename: "cita.ics", content: message.ics.content },
        }
      : {}),
  };
}

/** Time limits for a mail server that is slow or silent (RL-04); all well inside the outbox's lease. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export function smtpTransport(
  url: string,
  from: string,
  options: { timeouts?: SmtpTimeouts; maxConnections?: number } = {},
): SendMail {
  const timeouts = options.timeouts ?? SMTP_TIMEOUTS;
  // nodemailer reads a connection URL's query as options (numbers and booleans converted); values
  // the operator wrote in SMTP_URL win. A pool: several mails at once over kept-open connections.
  const configured = new URL(url);
  const defaults = {
    pool: "true",
    maxConnections: String(options.maxConnections ?? 4),
    connectionTimeout: String(timeouts.connectionMs),
    greetingTimeout: String(timeouts.greetingMs),
    socketTimeout: String(timeouts.socketMs),
  };
  for (const [key, value] of Object.entries(defaults))
    if (!configured.searchParams.has(key)) configured.searchParams.set(key, value);
  const transporter = nodemailer.createTransport(configured.toString());
  const send: SendMail = async (message) => {
    await transporter.sendMail(mailOptions(message, from));
  };
  send.close = () => transporter.close();
  return send;
}

export function fileTransport(dir: string, from: string, log: (line: string) => void = console.log): SendMail {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message) => {
    // The mails hold the clients' cancel links (RL-11): only the server's user reads them. The file's
    // work runs off the event loop (a booking burst writes hundreds a second; bookings keep answering).
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const info = await transporter.sendMail(mailOptions(message, from));
    const file = join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
    );
    // Written aside and renamed: a full disk leaves no empty or half .eml behind.
    const temp = `${file}.partial`;
    try {
      await writeFile(temp, info.message as Buffer, { mode: 0o600 });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    log(`mail: "${message.subject}" to ${message.to} → ${file}`);
  };
}
