/**
 * Local stand-ins for the messaging providers (MS-01), speaking their real request and response
 * shapes for the calls the salon makes: Meta's Cloud API `POST /{phone-number-id}/messages` (Bearer
 * token; `{ messaging_product, contacts, messages: [{ id }] }`, or `{ error: { message, code } }`) and
 * Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json` (Basic auth, a form; the message resource
 * as JSON). And the webhooks they send back, signed their way with real HMACs.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ProviderStub {
  url: string;
  requests: StubRequest[];
  /** The next answers' status (e.g. 500 for a provider that is down); 200/201 otherwise. */
  failNext(times: number, status?: number): void;
  /**
   * MS-07: a provider that answers late: the next requests are taken (and counted) but answered only
   * when `answerHeld()` is called.
   */
  holdAnswers(): void;
  answerHeld(): void;
  close(): Promise<void>;
}

export const WA = {
  token: "wa-test-token",
  phoneNumberId: "1098765432",
  appSecret: "wa-app-secret",
  verifyToken: "wa-verify",
};
export const TW = { accountSid: `AC${"1".repeat(32)}`, authToken: "tw-auth-token-0000", from: "+34910000000" };

export async function startProviderStub(): Promise<ProviderStub> {
  const requests: StubRequest[] = [];
  let failures = 0;
  let failStatus = 500;
  let n = 0;
  let holding = false;
  let held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = req.url ?? "";
      requests.push({ path, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        const answer = () => {
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(JSON.stringify(value));
        };
        if (holding) held.push(answer);
        else answer();
      };
      const twilio = path.startsWith("/2010-04-01/");
      if (failures > 0) {
        failures--;
        // Each provider's own error answer.
        return json(
          failStatus,
          twilio
            ? {
                code: 20500,
                message: "Internal Server Error",
                more_info: "https://www.twilio.com/docs/errors/20500",
                status: failStatus,
              }
            : { error: { message: "Service temporarily unavailable", type: "OAuthException", code: 2 } },
        );
      }
      if (path === `/${WA.phoneNumberId}/messages` && req.method === "POST") {
        if (req.headers.authorization !== `Bearer ${WA.token}`)
          return json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
        const to = (JSON.parse(body) as { to: string }).to;
        return json(200, {
          messaging_product: "whatsapp",
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.TEST${++n}` }],
        });
      }
      if (path === `/2010-04-01/Accounts/${TW.accountSid}/Messages.json` && req.method === "POST") {
        const expected = `Basic ${Buffer.from(`${TW.accountSid}:${TW.authToken}`).toString("base64")}`;
        if (req.headers.authorization !== expected)
          return json(401, {
            code: 20003,
            message: "Authenticate",
            more_info: "https://www.twilio.com/docs/errors/20003",
            status: 401,
          });
        const form = new URLSearchParams(body);
        return json(201, {
          sid: `SM${String(++n).padStart(32, "0")}`,
          account_sid: TW.accountSid,
          to: form.get("To"),
          from: form.get("From"),
          body: form.get("Body"),
          status: "queued",
          num_segments: "1",
          direction: "outbound-api",
          api_version: "2010-04-01",
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${TW.accountSid}/Messages/SM${n}.json`,
        });
      }
      json(404, { error: { message: "Unknown path", code: 100 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(times, status = 500) {
      failures = times;
      failStatus = status;
    },
    holdAnswers() {
      holding = true;
    },
    answerHeld() {
      holding = false;
      const answers = held;
      held = [];
      for (const answer of answers) answer();
    },
    close: () =>
      new Promise((resolve) => {
        for (const answer of held) answer();
        held = [];
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the server at the stub (MS-06: both channels configured); with none, a closed port. */
export const stubEnv = (stub: Pick<ProviderStub, "url"> = { url: "http://127.0.0.1:9" }) => ({
  WHATSAPP_TOKEN: WA.token,
  WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
  WHATSAPP_APP_SECRET: WA.appSecret,
  WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
  WHATSAPP_API_URL: stub.url,
  TWILIO_ACCOUNT_SID: TW.accountSid,
  TWILIO_AUTH_TOKEN: TW.authToken,
  TWILIO_FROM: TW.from,
  TWILIO_API_URL: stub.url,
});

/** A Cloud API webhook body: a client's message (a button's reply or text) or a status. */
export function whatsAppWebhook(value: Record<string, unknown>): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA-1",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "34910000000", phone_number_id: WA.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** Meta's `X-Hub-Signature-256`. */
export const metaSignature = (body: string, secret = WA.appSecret) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** Twilio's `X-Twilio-Signature`: HMAC-SHA1 of the URL and each sorted field's name and value, in base64. */
export function twilioSignature(url: string, params: Record<string, string>, token = TW.authToken): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", token).update(Buffer.from(data, "utf-8")).digest("base64");
}
