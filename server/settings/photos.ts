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
import { settingsChanged } from "./repository";

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
    const updated = await tx.query(
      "UPDATE staff SET photo = $2, version = version + 1 WHERE id = $1 AND version = $3 RETURNING 1",
      [staffId, path, version],
    );
    if (updated.length === 0) {
      const exists = await tx.query("SELECT 1 FROM staff WHERE id = $1", [staffId]);
      return { ok: false, error: exists.length ? "conflict" : "not_found" } as const;
    }
    await tx.query("INSERT INTO media (name, bytes) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [name, image]);
    await tx.query(
      `DELETE FROM media m WHERE m.created_at < now() - interval '1 hour'
         AND NOT EXISTS (SELECT 1 FROM staff s WHERE s.photo = '/media/' || m.name)`,
    );
    await settingsChanged(tx);
    return { ok: true, path } as const;
  });
}

/** A stored image by name (the name is checked by the caller's route). */
export async function readMedia(db: Queryable, name: string): Promise<{ type: string; bytes: Uint8Array } | undefined> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    "SELECT content_type, bytes FROM media WHERE name = $1",
    [name],
  );
  return row ? { type: row.content_type, bytes: new Uint8Array(row.bytes) } : undefined;
}
