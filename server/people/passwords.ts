/**
 * Staff passwords (AC-02): stored only as an scrypt hash (`scrypt$N$r$p$salt$hash`, base64url,
 * node:crypto) and compared in constant time; at least 12 characters; common ones refused.
 * Relative imports only: `npm run staff:owner` runs under plain Node.
 */
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password.slice(0, MAX_PASSWORD_LENGTH), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to check against when the account does not exist: the answer takes as long either way. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString("base64url"));
  return decoy;
}

let common: Promise<ReadonlySet<string>> | undefined;
/** The 49,000 most common passwords of leaked lists (zxcvbn-ts's maintained dictionary). */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    (m) => new Set((m.dictionary as Record<string, string[]>)["passwords-common"] ?? []),
  );
  return common;
}

/**
 * What is wrong with a new password, in Spanish, or undefined. Refused: shorter than 12, a common
 * password (also with digits or symbols added at the end: 'contraseña2026!'), one character
 * repeated, or the person's own email or name in it.
 */
export async function passwordProblem(
  password: string,
  person: { email: string; name: string },
): Promise<string | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `La contraseña necesita al menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `La contraseña admite como mucho ${MAX_PASSWORD_LENGTH} caracteres.`;
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, "");
  const list = await commonPasswords();
  if (list.has(lower) || list.has(stem) || new Set(lower).size <= 2)
    return "Esa contraseña es de las más usadas y se adivina enseguida. Elige otra (una frase de varias palabras funciona bien).";
  const local = person.email.toLowerCase().split("@")[0] ?? "";
  const names = [local, ...person.name.toLowerCase().split(/\s+/)].filter((w) => w.length >= 4);
  if (names.some((w) => lower.includes(w)) && stem.length - Math.max(...names.map((w) => w.length)) < 6)
    return "La contraseña no puede ser tu nombre o tu correo con algo añadido. Elige otra.";
  return undefined;
}

/** Random tokens for cookies and links; the database keeps only their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
