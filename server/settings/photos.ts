/**
 * A professional's photo (OW-01, RL-12): a JPEG, PNG or WebP as the phone took it, turned upright, cropped square to 480 px,
 * stripped of its metadata (location, camera) and stored as WebP in the
 * database under the hash of its content. `staff.photo` points at it; images
 * no professional points at any more are removed an hour after they were
 * stored (a page rendered just before the change may still ask for one).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Database, Queryable } from "../db/client";
import { settingsChanged, settingsRepository } from "./repository";

export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
const PHOTO_SIZE = 480;
/** The most pixels a photo may have (a 50-megapixel phone camera), checked from its header (RL-12). */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The refusals of a photo in Spanish, once: the upload's header check (server/app.ts) and its route use them. */
export const PHOTO_MESSAGES = {
  type: "Esa imagen no es una foto JPEG, PNG o WebP. Hazla con la cámara del móvil o guárdala en uno de esos formatos.",
  pixels: `La foto tiene demasiados píxeles (máximo ${MAX_PHOTO_PIXELS / 1_000_000} megapíxeles): usa una más pequeña.`,
} as const;

export type PhotoResult =
  | { ok: true; path: string }
  | { ok: false; error: "not_found" | "conflict" | "unreadable" | "too_large" | "not_a_photo" | "too_many_pixels" };

/** What the bytes say the file is (RL-12): the three formats a photo may come in, whatever its name or header. */
export function photoType(bytes: Uint8Array): "jpeg" | "png" | "webp" | undefined {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return undefined;
}

// libvips keeps no decoded images around and works on one thread per decode: a photo's memory is its own.
sharp.cache(false);
sharp.concurrency(1);

/** One decode at a time in this process (RL-12): four large uploads at once wait in turn, not in memory. */
let decoding: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/** The square WebP of an uploaded image, or undefined when sharp cannot read it. */
async function squarePhoto(bytes: Uint8Array): Promise<Buffer | undefined> {
  try {
    return await oneAtATime(() =>
      sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", sequentialRead: true })
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    return undefined;
  }
}

/**
 * Checks everything it can before decoding (RL-12): the size, the type from the bytes, the pixel
 * count from the header, the professional and the version the form edited; then decodes, one photo
 * at a time, and stores it if the version is still the one edited.
 */
export async function savePhoto(
  db: Database,
  staffId: string,
  version: number,
  bytes: Uint8Array,
): Promise<PhotoResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, error: "too_large" };
  if (!photoType(bytes)) return { ok: false, error: "not_a_photo" };
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) return { ok: false, error: "unreadable" };
  if (header.width * header.height > MAX_PHOTO_PIXELS) return { ok: false, error: "too_many_pixels" };
  const current = await settingsRepository.staffVersion(db, staffId);
  if (current === undefined) return { ok: false, error: "not_found" };
  if (current !== version) return { ok: false, error: "conflict" };
  const image = await squarePhoto(bytes);
  if (!image) return { ok: false, error: "unreadable" };
  const name = `equipo-${staffId}-${createHash("sha256").update(image).digest("hex").slice(0, 12)}.webp`;
  const path = `/media/${name}`;
  return db.transaction(async (tx) => {
    const saved = await settingsRepository.savePhoto(tx, staffId, version, { name, path, bytes: image });
    if (!saved.ok) return saved;
    await settingsChanged(tx);
    return { ok: true, path } as const;
  });
}

/** A stored image by name (the name is checked by the caller's route). */
export async function readMedia(db: Queryable, name: string): Promise<{ type: string; bytes: Uint8Array } | undefined> {
  const row = await settingsRepository.media(db, name);
  return row ? { type: row.content_type, bytes: new Uint8Array(row.bytes) } : undefined;
}
