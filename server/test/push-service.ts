/**
 * A local stand-in for a browser's push service (SP-02), speaking Web Push's real shapes: it takes
 * `POST /push/{id}` (RFC 8030) and checks each request the real way — the VAPID `Authorization`
 * (RFC 8292: an ES256 JWT for this origin, not expiring later than 24 h, a `mailto:` subject,
 * verified with the key in `k`) and the payload, decrypted with the device's own private key and
 * auth secret (RFC 8291, `aes128gcm` of RFC 8188). It answers 201, or 410 for a device marked gone.
 * A device here is what a browser holds: its key pair and secret, and the subscription it gives the page.
 */
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed (the notification's title, body, url, tag). */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's claims, verified. */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushServiceStub {
  url: string;
  device(id: string): PushDevice;
  /** Pushes taken, decrypted and verified. */
  received: ReceivedPush[];
  /** Requests refused (a bad signature, an undecryptable body): none is ever expected. */
  refused: string[];
  /** The device no longer exists: its pushes answer 410 Gone. */
  gone(id: string): void;
  /** The service is in trouble: the device's next `times` pushes answer 503 (counted, not delivered). */
  failNext(id: string, times: number): void;
  /** Requests answered 503. */
  failed: string[];
  close(): Promise<void>;
}

const b64 = (value: string) => Buffer.from(value, "base64url");

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync("sha256", ikm, salt, info, length));
}

/** RFC 8291 + RFC 8188: the device's side of the encryption. */
export function decryptPush(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error("more than one record");
  const shared = device.ecdh.computeSecret(serverKey);
  const devicePublic = device.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), devicePublic, serverKey]);
  const ikm = hkdf(shared, device.auth, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("no last-record delimiter");
  return plain.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT signed ES256 with that key. */
export function verifyVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = "", k = ""] = match;
  const [head = "", claims = "", signature = ""] = token.split(".");
  const point = b64(k);
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, b64(signature));
  if (!ok) throw new Error("VAPID signature does not verify");
  const header_ = JSON.parse(b64(head).toString()) as { alg: string };
  if (header_.alg !== "ES256") throw new Error(`VAPID alg ${header_.alg}`);
  const body = JSON.parse(b64(claims).toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== origin) throw new Error(`VAPID aud ${body.aud} is not ${origin}`);
  if (body.exp * 1000 > now + 24 * 3600_000 + 60_000) throw new Error("VAPID exp more than 24 h ahead");
  if (body.exp * 1000 < now) throw new Error("VAPID JWT expired");
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(body.sub)) throw new Error(`VAPID sub ${body.sub} is not a mailto:`);
  return body;
}

export async function startPushService(): Promise<PushServiceStub> {
  const devices = new Map<string, PushDevice>();
  const goneIds = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const failing = new Map<string, number>();
  const failed: string[] = [];
  let origin = "";
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
      const device = devices.get(id);
      if (req.method !== "POST" || !device) return res.writeHead(404).end();
      if (goneIds.has(id)) return res.writeHead(410).end();
      const left = failing.get(id) ?? 0;
      if (left > 0) {
        failing.set(id, left - 1);
        failed.push(id);
        return res.writeHead(503).end();
      }
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const claims = verifyVapid(req.headers.authorization, origin, Date.now());
        const payload = JSON.parse(decryptPush(device, Buffer.concat(chunks))) as ReceivedPush["payload"];
        received.push({
          device: id,
          payload,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          claims,
        });
        res.writeHead(201, { Location: `/messages/${received.length}` }).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    received,
    refused,
    device(id) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device: PushDevice = {
        id,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
      };
      devices.set(id, device);
      return device;
    },
    gone: (id) => goneIds.add(id),
    failNext: (id, times) => failing.set(id, times),
    failed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
