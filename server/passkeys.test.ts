/**
 * RL-10: a passkey whose credential is already registered is a Spanish 409, never a 500. The
 * authenticator is software: a P-256 key and a WebAuthn "none" attestation, built here the way a
 * browser's authenticator builds one, and checked by the server with @simplewebauthn as any other.
 */
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, staffTestApp, type TestDb } from "./test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db));
}, 60_000);
afterAll(async () => t?.drop());

/** The few CBOR items an attestation needs (RFC 8949): unsigned and negative integers, bytes, text, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v as Parameters<typeof cbor>[0])]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** A new-passkey answer for `challenge`, for credential `credentialId`, as Chrome's authenticator would send it. */
function registration(challenge: string, credentialId: Uint8Array) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    createHash("sha256").update("salon.test").digest(),
    Buffer.from([0x41]), // user present, attested credential data
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // AAGUID
    length,
    credentialId,
    coseKey,
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: "webauthn.create", challenge, origin: "https://salon.test", crossOrigin: false }),
  );
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: "public-key",
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject) },
    clientExtensionResults: {},
    label: "Móvil",
  };
}

function post(path: string, body: unknown) {
  return app.request(`http://localhost/api/staff${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    body: JSON.stringify(body),
  });
}

async function register(credentialId: Uint8Array) {
  const options = (await (await post("/account/passkeys/options", {})).json()) as { challenge: string };
  return post("/account/passkeys", registration(options.challenge, credentialId));
}

describe("passkeys (AC-02, RL-10)", () => {
  test("RL-10 a passkey whose credential is already registered is a Spanish 409; the first stays as it was", async () => {
    const credential = randomBytes(16);
    expect((await register(credential)).status).toBe(201);
    const again = await register(credential);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "passkey_known", message: expect.stringContaining("ya está") });
    const rows = await t.db.query<{ label: string }>("SELECT label FROM passkeys WHERE id = $1", [b64url(credential)]);
    expect(rows).toEqual([{ label: "Móvil" }]);
  });
});
