/**
 * A message to a client's phone (MS-01): the one small interface every phone provider implements, so
 * another provider is one file. A sender answers the provider's id of the message (its status
 * callbacks and the client's replies name it) or throws with the provider's reason.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PhoneChannel } from "@/domain/messages/channels";

/** A reminder with the three answers as buttons, or plain text inside a conversation. */
export type PhoneMessage =
  | {
      kind: "template";
      to: string;
      /** The approved template's name and its body's parameters, in order. */
      template: string;
      parameters: readonly string[];
      /** Quick-reply buttons: the label the client sees and what it answers. */
      buttons: readonly { label: string; payload: string }[];
      /** The same message as text, for SMS and for the file a salon with no provider reads. */
      text: string;
    }
  | { kind: "text"; to: string; text: string };

export interface SendPhone {
  (message: PhoneMessage): Promise<{ providerId: string }>;
}

/** With no credentials set: each message is a file under DATA_DIR/messages/ (like the mail's .eml). */
export function filePhoneTransport(dir: string, channel: PhoneChannel, log: (line: string) => void): SendPhone {
  let n = 0;
  return async (message) => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const providerId = `local-${channel}-${Date.now()}-${++n}`;
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${channel}-${n}.json`);
    // Written aside and renamed: no half file; only the server's user reads the clients' numbers.
    writeFileSync(`${file}.partial`, `${JSON.stringify({ channel, providerId, ...message }, null, 2)}\n`, {
      mode: 0o600,
    });
    renameSync(`${file}.partial`, file);
    log(`${channel}: to ${message.to} → ${file}`);
    return { providerId };
  };
}
