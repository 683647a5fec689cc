/**
 * SMS through Twilio's Messaging API with the `twilio` package (MS-01): `messages.create` with the
 * salon's number, and the status callback where Twilio reports delivery. `apiUrl` points the client
 * at another origin (the test harness's stand-in); production leaves it unset.
 */
import twilio from "twilio";
import { ProviderRefused, type SendPhone } from "./phone-message";

export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Where Twilio reports sent/delivered/failed (`/api/webhooks/sms/status`). */
  statusCallback: string;
  apiUrl?: string;
}

const TWILIO_ORIGIN = "https://api.twilio.com";

/** Twilio's client, sent to `apiUrl` instead of api.twilio.com when set. */
function clientFor(config: SmsConfig) {
  if (!config.apiUrl) return twilio(config.accountSid, config.authToken);
  const base = config.apiUrl;
  const httpClient = new twilio.RequestClient();
  const request = httpClient.request.bind(httpClient);
  // Same requests, same auth and bodies, another origin.
  httpClient.request = ((opts: Parameters<typeof request>[0]) =>
    request({ ...opts, uri: opts.uri.replace(TWILIO_ORIGIN, base) })) as typeof httpClient.request;
  return twilio(config.accountSid, config.authToken, { httpClient });
}

export function smsTransport(config: SmsConfig): SendPhone {
  const client = clientFor(config);
  return async (message) => {
    try {
      const sent = await client.messages.create({
        to: message.to.replace(/[^\d+]/g, ""),
        from: config.from,
        body: message.text,
        statusCallback: config.statusCallback,
      });
      return { providerId: sent.sid };
    } catch (error) {
      // MS-07: Twilio's error answer (a RestException: its HTTP status and its error code) is a refusal;
      // a connection that broke or timed out is not, and stays as it is ('unknown' to the outbox).
      if (isTwilioAnswer(error)) throw new ProviderRefused(`Twilio ${error.status}: ${error.message} (${error.code})`);
      throw error;
    }
  };
}

function isTwilioAnswer(error: unknown): error is { status: number; code: number; message: string } {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { code?: unknown }).code === "number"
  );
}

/** Twilio's signature of a webhook (`X-Twilio-Signature`): HMAC-SHA1 of the URL and the sorted form fields. */
export function validTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return twilio.validateRequest(authToken, signature, url, params);
}
