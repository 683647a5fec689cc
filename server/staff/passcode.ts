/**
 * The salon's passcode (ST-01), stored only as an scrypt hash
 * (`scrypt$N$r$p$salt$hash`, base64url) in STAFF_PASSCODE_HASH and compared in
 * constant time.
 */
import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(passcode, salt, KEY_LENGTH, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPasscode(passcode: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(passcode.slice(0, 200), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A passcode for a development start with none configured: 3 groups of 4 digits. */
export function oneTimePasscode(): string {
  return Array.from({ length: 3 }, () => String(randomInt(0, 10_000)).padStart(4, "0")).join("-");
}
