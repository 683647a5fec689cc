/**
 * TK-05: the salon's qualified certificate (PKCS#12) and its password, kept sealed in the database with
 * AES-256-GCM under CERTIFICATE_KEY from the environment; checked on upload by Node's own TLS (a wrong
 * password or a file that is not a PKCS#12 is refused), opened only to send.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { createSecureContext } from "node:tls";

export interface Certificate {
  pfx: Buffer;
  password: string;
}

export function seal(key: Buffer, certificate: Certificate): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const plain = Buffer.from(
    JSON.stringify({ pfx: certificate.pfx.toString("base64"), password: certificate.password }),
  );
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function unseal(key: Buffer, sealed: Uint8Array): Certificate {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  const { pfx, password } = JSON.parse(plain) as { pfx: string; password: string };
  return { pfx: Buffer.from(pfx, "base64"), password };
}

/** Whether TLS can use it: a PKCS#12 with its key, opened by this password. */
export function usable(certificate: Certificate): boolean {
  try {
    createSecureContext({ pfx: certificate.pfx, passphrase: certificate.password });
    return true;
  } catch {
    return false;
  }
}
