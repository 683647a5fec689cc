/**
 * CN-01 on the server: the owner's photo becomes AVIF and WebP widths with no metadata; the hero, 'Nosotros',
 * the gallery (alt text required, a client's photo only with her consent) and a professional's bio are
 * saved like any setting (versioned, audited, owner only) and read back in the settings the pages render.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { createTestDatabase, staffTestApp, type TestDb } from "./test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db));
}, 60_000);
afterAll(async () => {
  await t?.drop();
});

const owner = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(`http://localhost/api/staff/settings${path}`, {
    method,
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie, ...headers },
    ...(body !== undefined
      ? { body: body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) }
      : {}),
  });
const settings = async () =>
  (await (await app.request("http://localhost/api/settings")).json()) as {
    content: Record<string, string | number | null> & { version: number };
    gallery: { items: unknown[] | null; version: number };
    photos: Record<string, { width: number; height: number; widths: number[] }>;
    team: { id: string; bio: string | null; version: number }[];
  };

/** A 2000×1500 JPEG taken 'sideways' (EXIF orientation 6) with a camera's make and GPS position. */
async function cameraPhoto(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#c88" } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "Telefono", Model: "Prueba" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1" },
      })
      .toBuffer(),
  );
}

describe("CN-01 the owner's content", () => {
  let photo = "";

  test("CN-01 a phone photo becomes AVIF and WebP in four widths, upright, without its metadata; the same photo twice is one", async () => {
    const bytes = await cameraPhoto();
    const up = await owner("POST", "/photos", bytes, { "Content-Type": "image/jpeg" });
    expect(up.status, await up.clone().text()).toBe(201);
    const body = (await up.json()) as { name: string; width: number; height: number };
    photo = body.name;
    expect(body).toMatchObject({ width: 1500, height: 2000 }); // turned upright (it was 2000×1500 sideways)
    for (const w of [480, 720, 1080, 1500])
      for (const format of ["avif", "webp"]) {
        const file = await app.request(`http://localhost/media/${photo}-${w}.${format}`);
        expect(file.status, `${w}.${format}`).toBe(200);
        expect(file.headers.get("Content-Type")).toBe(`image/${format}`);
        const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
        expect(meta.width).toBe(w);
        expect(meta.exif, "no EXIF (camera, position)").toBeUndefined();
      }
    const again = await owner("POST", "/photos", bytes, { "Content-Type": "image/jpeg" });
    expect(((await again.json()) as { name: string }).name).toBe(photo);
    const notPhoto = await owner("POST", "/photos", new TextEncoder().encode("<svg/>"), {
      "Content-Type": "image/png",
    });
    expect(notPhoto.status).toBe(415);
  });

  test("CN-01 the hero's words and photo need its alt text; saved, they are what the pages read; a professional cannot", async () => {
    const { content } = await settings();
    const noAlt = await owner("PUT", "/content", {
      heroHeadline: "Tu pelo, tu momento",
      heroText: "",
      heroPhoto: photo,
      heroAlt: "",
      aboutText: "",
      aboutPhoto: null,
      aboutAlt: "",
      version: content.version,
    });
    expect(noAlt.status).toBe(400);
    expect(((await noAlt.json()) as { fields: Record<string, string> }).fields.heroAlt).toBe(
      "Describe la foto (qué se ve) para quien no puede verla.",
    );
    const unknown = await owner("PUT", "/content", {
      heroHeadline: "",
      heroText: "",
      heroPhoto: "foto-0000000000000000",
      heroAlt: "La entrada del salón",
      aboutText: "",
      aboutPhoto: null,
      aboutAlt: "",
      version: content.version,
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields.heroPhoto).toBe(
      "Sube la foto otra vez.",
    );
    const saved = await owner("PUT", "/content", {
      heroHeadline: "  Tu pelo, tu momento ",
      heroText: "",
      heroPhoto: photo,
      heroAlt: "Recepción del salón con sillones rosas",
      aboutText: "Somos un salón de barrio.\n\nDesde 2014.",
      aboutPhoto: null,
      aboutAlt: "",
      version: content.version,
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const now = await settings();
    expect(now.content).toMatchObject({
      heroHeadline: "Tu pelo, tu momento",
      heroText: null,
      heroPhoto: photo,
      heroAlt: "Recepción del salón con sillones rosas",
      aboutText: "Somos un salón de barrio.\n\nDesde 2014.",
    });
    expect(now.photos[photo]).toEqual({ width: 1500, height: 2000, widths: [480, 720, 1080, 1500] });
    // OW-06: a save of the version already replaced is refused.
    const stale = await owner("PUT", "/content", {
      heroHeadline: "",
      heroText: "",
      heroPhoto: null,
      heroAlt: "",
      aboutText: "",
      aboutPhoto: null,
      aboutAlt: "",
      version: content.version,
    });
    expect(stale.status).toBe(409);
    const audit = await t.db.query<{ after: Record<string, unknown> }>(
      "SELECT after FROM audit_log WHERE entity = 'salon_settings' AND action = 'update' AND after ? 'hero_headline'",
    );
    expect(audit[0]?.after).toMatchObject({ hero_headline: "Tu pelo, tu momento", hero_photo: photo });
    const desk = await staffTestApp(t.db, {}, undefined, "reception");
    const refused = await desk.app.request("http://localhost/api/staff/settings/content", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: desk.cookie },
      body: JSON.stringify({ version: now.content.version }),
    });
    expect(refused.status).toBe(403);
  });

  test("CN-01 the gallery: each photo with a caption and alt text; a client's photo only with her consent (the database refuses it too)", async () => {
    const { gallery } = await settings();
    expect(gallery.items).toBeNull();
    const item = {
      photo,
      caption: "Nuestro salón",
      alt: "Tocador con espejo iluminado",
      showsClient: true,
      consent: false,
    };
    const noConsent = await owner("PUT", "/gallery", { items: [item], version: gallery.version });
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as { fields: Record<string, string> }).fields["items.0.consent"]).toBe(
      "Si sale una clienta, necesitas su consentimiento por escrito para publicar la foto.",
    );
    const noAlt = await owner("PUT", "/gallery", {
      items: [{ ...item, consent: true, alt: "" }],
      version: gallery.version,
    });
    expect(((await noAlt.json()) as { fields: Record<string, string> }).fields["items.0.alt"]).toMatch(
      /^Describe la foto/,
    );
    await expect(t.db.query("UPDATE salon_settings SET gallery = $1", [{ items: [item] }])).rejects.toThrow(
      /gallery_client_consent/,
    );
    const saved = await owner("PUT", "/gallery", {
      items: [
        { ...item, consent: true },
        {
          photo: "/images/galeria-spa.svg",
          caption: "Spa",
          alt: "Ilustración de piedras y una vela",
          showsClient: false,
          consent: false,
        },
      ],
      version: gallery.version,
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    expect((await settings()).gallery.items).toEqual([
      { ...item, consent: true },
      {
        photo: "/images/galeria-spa.svg",
        caption: "Spa",
        alt: "Ilustración de piedras y una vela",
        showsClient: false,
        consent: false,
      },
    ]);
  });

  test("CN-01 a professional's bio", async () => {
    const carmen = (await settings()).team.find((p) => p.id === "carmen");
    const long = await owner("PUT", "/team/carmen/bio", { bio: "x".repeat(401), version: carmen?.version });
    expect(long.status).toBe(400);
    const saved = await owner("PUT", "/team/carmen/bio", {
      bio: "Estilista desde 2010, experta en color.",
      version: carmen?.version,
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    expect((await settings()).team.find((p) => p.id === "carmen")?.bio).toBe("Estilista desde 2010, experta en color.");
    expect((await owner("PUT", "/team/nadie/bio", { bio: "", version: 1 })).status).toBe(404);
  });
});
