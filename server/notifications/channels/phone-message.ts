/**
 * A message to a client's phone (MS-01): the one small interface every phone provider implements, so
 * another provider is one file. A sender answers the provider's id of the message (its status
 * callbacks and the client's replies name it) or throws with the provider's reason.
 */

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

/**
 * MS-07: the provider answered and did not take the message (an error answer of its API): nothing was
 * sent, so trying again or another channel is safe. Any other failure (no answer in time, a dropped
 * connection, an answer the salon cannot read) leaves the message 'unknown': it may have been sent
 * and billed, so it is never sent again on any paid channel.
 */
export class ProviderRefused extends Error {
  override name = "ProviderRefused";
}
