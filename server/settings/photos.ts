/**
 * A professional's photo (OW-01): whatever the phone took (JPEG, PNG, WebP,
 * AVIF, HEIC where sharp reads it), turned upright, cropped square to 480 px,
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
export const PHOTO_SIZE = 480;

export type PhotoResult =
  { ok: true; path: string } | { ok: false; error: "not_found" | "conflict" | "unreadable" | "too_large" };

/** The square WebP of an uploaded image, or undefined when it is not an image sharp can read. */
export async function squarePhoto(bytes: Uint8Array): Promise<Buffer | undefined> {
  try {
    return await sharp(bytes, { limitInputPixels: 60_000_000, failOn: "error" })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

export async function savePhoto(
  db: Database,
  staffId: string,
  version: number,
  bytes: Uint8Array,
): Promise<PhotoResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, error: "too_large" };
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
