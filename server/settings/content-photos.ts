/**
 * CN-01: a photo for the salon's pages (the hero, 'Nosotros', the gallery, an article's cover) as the
 * owner's phone took it: turned upright, its metadata dropped (location, camera), made AVIF and WebP
 * in the widths a screen may need (never wider than the photo), each stored in `media` as
 * <name>-<width>.<format> under a name from the hash of the upload. The same photo twice is one.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../db/client";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, oneAtATime, photoType } from "./photos";
import { settingsRepository } from "./repository";

/** The widths made of a content photo (a phone's 360–412 px at 1×–3×, a wide screen's half or whole). */
const CONTENT_WIDTHS = [480, 720, 1080, 1600] as const;

export type ContentPhotoResult =
  | { ok: true; name: string; width: number; height: number }
  | { ok: false; error: "unreadable" | "too_large" | "not_a_photo" | "too_many_pixels" };

export async function saveContentPhoto(db: Database, bytes: Uint8Array): Promise<ContentPhotoResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, error: "too_large" };
  if (!photoType(bytes)) return { ok: false, error: "not_a_photo" };
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) return { ok: false, error: "unreadable" };
  if (header.width * header.height > MAX_PHOTO_PIXELS) return { ok: false, error: "too_many_pixels" };
  const name = `foto-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
  let made: {
    width: number;
    height: number;
    widths: number[];
    files: { name: string; type: string; bytes: Uint8Array }[];
  };
  try {
    made = await oneAtATime(async () => {
      // Upright once (EXIF orientation), then every width from that; sharp writes no metadata unless asked.
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: CONTENT_WIDTHS.at(-1), withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const upright = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const widths = CONTENT_WIDTHS.filter((w) => w < info.width);
      if (!widths.includes(info.width as (typeof CONTENT_WIDTHS)[number])) widths.push(info.width as never);
      const files: { name: string; type: string; bytes: Uint8Array }[] = [];
      for (const w of widths) {
        const sized = () => upright().resize({ width: w });
        files.push(
          {
            name: `${name}-${w}.avif`,
            type: "image/avif",
            bytes: await sized().avif({ quality: 50, effort: 2 }).toBuffer(),
          },
          { name: `${name}-${w}.webp`, type: "image/webp", bytes: await sized().webp({ quality: 78 }).toBuffer() },
        );
      }
      return { width: info.width, height: info.height, widths: [...widths], files };
    });
  } catch {
    return { ok: false, error: "unreadable" };
  }
  const saved = made;
  await db.transaction((tx) =>
    settingsRepository.saveContentPhoto(
      tx,
      { name, width: saved.width, height: saved.height, widths: saved.widths },
      saved.files,
    ),
  );
  return { ok: true, name, width: saved.width, height: saved.height };
}
