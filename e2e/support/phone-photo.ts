/**
 * A photo as a phone takes it: 4000×3000, about 5 MB of JPEG at quality 92,
 * with EXIF (camera make and model) — soft light, shapes and sensor grain.
 */
import sharp from "sharp";

export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const circles = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 677) % width}" cy="${(i * 389) % height}" r="${80 + ((i * 37) % 400)}" fill="hsl(${(i * 47) % 360} 45% ${40 + ((i * 13) % 40)}%)" opacity=".55"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9cf"/><stop offset="1" stop-color="#7a4e5c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.length; i++) scene[i] = Math.max(0, Math.min(255, scene[i]! + (grain[i]! - 128) * 0.35));
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "Telefono", Model: "Prueba" } })
    .toBuffer();
}
