/**
 * Where mail goes: an SMTP server (SMTP_URL) or, with none set, `.eml` files
 * under DATA_DIR/mail/ that any mail program opens — so a fresh install shows
 * exactly what clients would receive.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { site } from "@/content/site";
import type { MailMessage } from "./messages";

export type SendMail = (message: MailMessage) => Promise<void>;

function mailOptions(message: MailMessage, from: string) {
  return {
    from: from || `"${site.name}" <${site.contact.email}>`,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.ics
      ? {
          icalEvent: { method: message.ics.method, filename: "cita.ics", content: message.ics.content },
          attachments: [
            {
              filename: "cita.ics",
              content: message.ics.content,
              contentType: `text/calendar; charset=utf-8; method=${message.ics.method}`,
            },
          ],
        }
      : {}),
  };
}

export function smtpTransport(url: string, from: string): SendMail {
  const transporter = nodemailer.createTransport(url);
  return async (message) => {
    await transporter.sendMail(mailOptions(message, from));
  };
}

export function fileTransport(dir: string, from: string, log: (line: string) => void = console.log): SendMail {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message) => {
    mkdirSync(dir, { recursive: true });
    const info = await transporter.sendMail(mailOptions(message, from));
    const file = join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
    );
    writeFileSync(file, info.message as Buffer);
    log(`mail: "${message.subject}" to ${message.to} → ${file}`);
  };
}
