// CN-05: `npm run bench` measures the first screen with real-sized photos. Before Lighthouse runs, the
// owner (signed in as the salon makes its first owner) uploads three camera-sized photos (4000×3000 JPEG,
// the grain and detail of a photo, not a flat test card) through /gestion's own pipeline and puts them in
// the hero, 'Nosotros', the gallery and article 3's cover. The repository ships no stock photographs.
import sharp from "sharp";
import { ownerSession } from "./e2e-accounts.ts";

/** A camera-sized photo: soft light, shapes, texture — compresses as a photo does. */
async function cameraPhoto(hue: number): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<ellipse cx="${(i * 911) % width}" cy="${(i * 577) % height}" rx="${120 + ((i * 53) % 500)}" ry="${90 + ((i * 71) % 380)}" fill="hsl(${(hue + i * 23) % 360} 40% ${35 + ((i * 17) % 45)}%)" opacity=".6"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="hsl(${hue} 60% 92%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 35% 28%)"/></radialGradient>
    <filter id="b"><feGaussianBlur stdDeviation="18"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${shapes}</g></svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  // Texture at about a quarter of the size (skin, hair, fabric): it survives the downscaling to a
  // screen's width as a photo's detail does (about 50 kB of AVIF at 960 px, a phone photo's weight).
  const texture = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp(texture).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
  for (let i = 0; i < scene.length; i++)
    scene[i] = Math.max(0, Math.min(255, (scene[i] ?? 0) + ((grain[i] ?? 128) - 128) * 0.35));
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function call(baseUrl: string, cookie: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "Content-Type": body instanceof Buffer ? "image/jpeg" : "application/json", Cookie: cookie },
    body: body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Uploads the photos and puts them where a salon would; returns the hero photo's AVIF sizes (bytes per width). */
export async function useRealPhotos(baseUrl: string, dataDir: string, databaseUrl?: string) {
  const cookie = await ownerSession(baseUrl, dataDir, databaseUrl);
  const names: string[] = [];
  for (const hue of [340, 20, 150])
    names.push((await call(baseUrl, cookie, "POST", "/api/staff/settings/photos", await cameraPhoto(hue))).name);
  const [hero = "", about = "", third = ""] = names;
  const settings = await (await fetch(`${baseUrl}/api/settings`)).json();
  await call(baseUrl, cookie, "PUT", "/api/staff/settings/content", {
    heroHeadline: "",
    heroText: "",
    heroPhoto: hero,
    heroAlt: "Recepción del salón con flores y sillones",
    aboutText: "",
    aboutPhoto: about,
    aboutAlt: "El equipo del salón trabajando",
    version: settings.content.version,
  });
  const captions = [
    "Peluquería",
    "Tratamientos faciales",
    "Spa y relajación",
    "Maquillaje profesional",
    "Cuidado premium",
    "Instalaciones modernas",
  ];
  await call(baseUrl, cookie, "PUT", "/api/staff/settings/gallery", {
    items: captions.map((caption, i) => ({
      photo: names[i % names.length],
      caption,
      alt: `Foto del salón: ${caption.toLowerCase()}`,
      showsClient: false,
      consent: false,
    })),
    version: settings.gallery.version,
  });
  const { articles } = await call(baseUrl, cookie, "GET", "/api/staff/articles", undefined);
  const article = articles.find((a: { id: number }) => a.id === 3);
  const { id, readTime, updatedAt, ...fields } = article;
  void id;
  void readTime;
  void updatedAt;
  await call(baseUrl, cookie, "PUT", "/api/staff/articles/3", {
    ...fields,
    image: third,
    imageAlt: "Corte de pelo en el salón",
  });
  const sizes: Record<number, number> = {};
  for (const w of [480, 720])
    sizes[w] = (await (await fetch(`${baseUrl}/media/${hero}-${w}.avif`)).arrayBuffer()).byteLength;
  return { hero, sizes };
}
