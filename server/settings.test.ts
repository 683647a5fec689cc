/**
 * The salon's settings through the API (OW-01, OW-02, OW-03, OW-06): seeded
 * from src/content, saved with versions (a stale save is a 409 with the current
 * values), refused whole with Spanish per-field messages, live for the booking
 * rules at once, and heard by another process on PostgreSQL (LISTEN/NOTIFY).
 */
import { crc32 } from "node:zlib";
import { bookableServices } from "@/lib/settings/queries";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSettings } from "@/lib/settings/seed";
import type { SalonSettings } from "@/lib/settings/model";
import { seedSettingsIfEmpty } from "./db/seed";
import { settingsRepository } from "./settings/repository";
import { createSettingsStore } from "./settings/store";
import { bookingBody, createTestDatabase, onPostgres, postBooking, staffTestApp, type TestDb } from "./test/harness";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db));
}, 60_000);
afterAll(async () => t?.drop());

const settingsNow = async () => (await (await app.request("/api/settings")).json()) as SalonSettings;

function send(method: string, path: string, body?: unknown) {
  return app.request(`http://localhost/api/staff/settings${path}`, {
    method,
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** What a refusal must leave untouched: every settings table and the closures. */
async function fingerprint(): Promise<string> {
  const [row] = await t.db.query<{ f: string }>(
    `SELECT concat_ws('#',
       (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY id), '')) FROM services s),
       (SELECT md5(coalesce(string_agg(p::text, '|' ORDER BY id), '')) FROM staff p),
       (SELECT md5(coalesce(string_agg(w::text, '|' ORDER BY staff_id, weekday, starts_minute), '')) FROM working_hours w),
       (SELECT md5(coalesce(string_agg(h::text, '|' ORDER BY weekday), '')) FROM opening_hours h),
       (SELECT md5(coalesce(string_agg(m::text, '|'), '')) FROM salon_settings m),
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY id), '')) FROM time_off x)) AS f`,
  );
  return row?.f ?? "";
}

const serviceBody = (s: SalonSettings["services"][number]) => {
  const { id: _id, ...rest } = s;
  void _id;
  return rest;
};

describe("settings (OW-01, OW-02, OW-03, OW-06)", () => {
  test("OW-01 an empty database is seeded from src/content, and starting again keeps the salon's edits", async () => {
    const s = await settingsNow();
    expect(s.services.map((x) => [x.id, x.name, x.title, x.price, x.minutes])).toEqual(
      seedSettings.services.map((x) => [x.id, x.name, x.title, x.price, x.minutes]),
    );
    expect(s.hours).toEqual(seedSettings.hours.toSorted((a, b) => a.weekday - b.weekday));
    expect(s.bookingClosedWeekdays).toEqual([0]);
    expect(s.team.map((p) => [p.id, p.services.toSorted(), p.shifts.length])).toEqual(
      seedSettings.team.map((p) => [p.id, p.services.toSorted(), p.shifts.length]),
    );

    const depilacion = s.services.find((x) => x.id === "depilacion");
    if (!depilacion) throw new Error("no depilacion");
    expect((await send("PUT", "/services/depilacion", { ...serviceBody(depilacion), price: 17 })).status).toBe(201);
    await seedSettingsIfEmpty(t.db);
    expect((await settingsNow()).services.find((x) => x.id === "depilacion")?.price).toBe(17);
  });

  test("OW-06 two owners saving the same service: exactly one is stored, the other gets 409 with the current values", async () => {
    const masaje = (await settingsNow()).services.find((x) => x.id === "masaje");
    if (!masaje) throw new Error("no masaje");
    const [a, b] = await Promise.all([
      send("PUT", "/services/masaje", { ...serviceBody(masaje), price: 61 }),
      send("PUT", "/services/masaje", { ...serviceBody(masaje), price: 62 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = (a.status === 409 ? a : b).clone();
    const body = (await loser.json()) as { error: string; message: string; settings: SalonSettings };
    expect(body.error).toBe("conflict");
    expect(body.message).toContain("Otra persona ha guardado");
    const winner = a.status === 201 ? 61 : 62;
    expect(body.settings.services.find((x) => x.id === "masaje")?.price).toBe(winner);
    expect((await settingsNow()).services.find((x) => x.id === "masaje")).toMatchObject({
      price: winner,
      version: masaje.version + 1,
    });
  });

  test("OW-06 bad input is a 400 with Spanish per-field messages and stores nothing", async () => {
    const s = await settingsNow();
    const corte = s.services.find((x) => x.id === "corte");
    const lucia = s.team.find((p) => p.id === "lucia");
    if (!corte || !lucia) throw new Error("seed");
    const before = await fingerprint();
    const cases: [string, string, unknown, string][] = [
      ["PUT", "/services/corte", { ...serviceBody(corte), price: "25" }, "price"],
      ["PUT", "/services/corte", { ...serviceBody(corte), price: 12.5 }, "price"],
      ["PUT", "/services/corte", { ...serviceBody(corte), minutes: 7 }, "minutes"],
      ["PUT", "/services/corte", { ...serviceBody(corte), features: ["a", "b"] }, "features"],
      ["PUT", "/services/corte", { ...serviceBody(corte), icon: "rocket" }, "icon"],
      ["PUT", "/services/corte", { ...serviceBody(corte), name: "" }, "name"],
      ["PUT", "/services/nope", { ...serviceBody(corte) }, ""],
      [
        "PUT",
        "/team/lucia",
        {
          ...lucia,
          shifts: [
            { days: [1], starts: "09:00", ends: "15:00" },
            { days: [1], starts: "14:00", ends: "20:00" },
          ],
        },
        "shifts",
      ],
      ["PUT", "/team/lucia", { ...lucia, shifts: [{ days: [6], starts: "09:00", ends: "19:00" }] }, "shifts.0.ends"],
      ["PUT", "/team/lucia", { ...lucia, services: ["rocket-science"] }, "services"],
      ["PUT", "/team/lucia", { ...lucia, shifts: [{ days: [9], starts: "09:00", ends: "10:00" }] }, "shifts.0.days.0"],
      ["POST", "/closures", { startDate: "2026-11-20", endDate: "2026-11-20", allDay: true, note: "" }, "startDate"],
      ["POST", "/closures", { startDate: "2026-12-10", endDate: "2026-12-09", allDay: true, note: "" }, "endDate"],
      ["POST", "/closures", { startDate: "2026-12-10", endDate: "2026-12-10", allDay: false, note: "" }, "startTime"],
      ["DELETE", "/closures/99999", undefined, ""],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send(method, path, body);
      const answer = (await res.json()) as { message: string; fields?: Record<string, string> };
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(field ? 400 : 404);
      expect(answer.message).toMatch(/[a-záéíóú]/);
      if (field) expect(answer.fields?.[field], `${path}: ${JSON.stringify(answer)}`).toMatch(/[a-záéíóúñ]/i);
    }
    // Closing Saturday at 14:00 would leave Lucía's Saturday shift (09:00–18:00) outside the hours.
    const days = [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
      const h = s.hours.find((x) => x.weekday === weekday);
      return {
        weekday,
        open: Boolean(h),
        opens: h?.opens ?? "09:00",
        closes: weekday === 6 ? "14:00" : (h?.closes ?? "20:00"),
      };
    });
    const hours = await send("PUT", "/hours", { days, bookingClosedWeekdays: [0], version: s.hoursVersion });
    expect(hours.status).toBe(400);
    expect(((await hours.json()) as { fields: Record<string, string> }).fields["days.5.closes"]).toContain(
      "queda fuera del horario",
    );
    expect(await fingerprint()).toBe(before);
  });

  test("OW-02 OW-03 a closure is refused while it has appointments (listed with the client's email), then closes the booking rules at once", async () => {
    const booked = await postBooking(
      app,
      bookingBody({ date: "2026-12-24", time: "10:00", staff: "lucia", email: "nochebuena@example.com" }),
    );
    expect(booked.status).toBe(201);
    const closure = { startDate: "2026-12-24", endDate: "2026-12-24", allDay: true, note: "Nochebuena" };
    const preview = await send("POST", "/closures?dryRun=1", closure);
    expect(preview.status).toBe(200);
    const { affected, saved } = (await preview.json()) as { affected: { clientEmail: string }[]; saved: boolean };
    expect(saved).toBe(false);
    expect(affected.map((a) => a.clientEmail)).toEqual(["nochebuena@example.com"]);
    const refused = await send("POST", "/closures", closure);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: "has_appointments",
      affected: [{ clientEmail: "nochebuena@example.com" }],
    });
    expect((await settingsNow()).closures).toEqual([]);

    const { id } = (await booked.json()) as { id: string };
    const cancelled = await app.request(`http://localhost/api/staff/appointments/${id}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancelled.status).toBe(200);
    expect((await send("POST", "/closures", closure)).status).toBe(201);
    expect((await settingsNow()).closures).toMatchObject([
      { startDate: "2026-12-24", endDate: "2026-12-24", startTime: "00:00", endTime: "24:00", note: "Nochebuena" },
    ]);
    const slots = await app.request("/api/availability?service=corte&date=2026-12-24");
    expect(((await slots.json()) as { slots: unknown[] }).slots).toEqual([]);
    const refusedBooking = await postBooking(app, bookingBody({ date: "2026-12-24", time: "11:00" }));
    expect(refusedBooking.status).toBe(422);
    expect(await refusedBooking.json()).toMatchObject({ error: "slot_not_offered" });
  });

  test("OW-02 OW-03 a price change and a service taken off the web apply to the next booking; its booked appointments stay", async () => {
    const booked = await postBooking(app, bookingBody({ service: "maquillaje", date: "2026-12-15", time: "10:00" }));
    expect(booked.status).toBe(201);
    const maquillaje = (await settingsNow()).services.find((x) => x.id === "maquillaje");
    if (!maquillaje) throw new Error("seed");
    const off = { ...serviceBody(maquillaje), active: false };
    const preview = (await (await send("PUT", "/services/maquillaje?dryRun=1", off)).json()) as {
      affected: { serviceName: string }[];
    };
    expect(preview.affected.map((a) => a.serviceName)).toEqual(["Maquillaje"]);
    expect((await send("PUT", "/services/maquillaje", off)).status).toBe(201);
    const next = await postBooking(app, bookingBody({ service: "maquillaje", date: "2026-12-16", time: "10:00" }));
    expect(next.status).toBe(400);
    expect(((await next.json()) as { fields: Record<string, string> }).fields.service).toBe(
      "Elige uno de nuestros servicios.",
    );
    const { id } = (await booked.json()) as { id: string };
    const [row] = await t.db.query<{ status: string }>("SELECT status FROM bookings WHERE id = $1", [id]);
    expect(row?.status).toBe("confirmed");
  });

  test("OW-07 a service nobody does is not bookable; choosing who does it in the service form offers it and renews her version", async () => {
    const body = {
      name: "Tinte y Mechas",
      title: "Color y mechas",
      description: "Color, mechas y matices con productos profesionales.",
      features: ["Diagnóstico", "Color", "Acabado"],
      icon: "sparkles",
      minutes: 90,
      bufferMinutes: 0,
      price: 55,
      active: true,
      position: 30,
      chatWords: ["mechas", "tinte", "color"],
      staff: [],
    };
    expect((await send("POST", "/services", body)).status).toBe(201);
    const before = await settingsNow();
    const tinte = before.services.find((x) => x.name === "Tinte y Mechas");
    if (!tinte) throw new Error("not saved");
    expect(tinte.chatWords).toEqual(["mechas", "tinte", "color"]);
    expect(bookableServices(before).map((x) => x.id)).not.toContain(tinte.id);
    const carmen = before.team.find((p) => p.id === "carmen");
    const { name, title, description, features, icon, minutes, bufferMinutes, price, active, position, chatWords } =
      tinte;
    const values = {
      name,
      title,
      description,
      features,
      icon,
      minutes,
      bufferMinutes,
      price,
      active,
      position,
      chatWords,
    };
    expect(
      (await send("PUT", `/services/${tinte.id}`, { ...values, version: tinte.version, staff: ["carmen"] })).status,
    ).toBe(201);
    const after = await settingsNow();
    expect(bookableServices(after).map((x) => x.id)).toContain(tinte.id);
    expect(after.team.find((p) => p.id === "carmen")?.services).toContain(tinte.id);
    // Her own form, opened before, is stale now: it cannot write her old services back.
    expect(after.team.find((p) => p.id === "carmen")?.version).toBe((carmen?.version ?? 0) + 1);
    const slots = (await (
      await app.request(`/api/availability?service=${tinte.id}&date=2026-12-17&staff=carmen`)
    ).json()) as { slots: unknown[] };
    expect(slots.slots.length).toBeGreaterThan(0);
    const unknown = await send("PUT", `/services/${tinte.id}`, {
      ...values,
      version: tinte.version + 1,
      staff: ["nadie"],
    });
    expect(unknown.status).toBe(400);
  });

  test("OW-01 a new professional with shifts inside the hours is offered for her services at once", async () => {
    const created = await send("POST", "/team", {
      name: "Rocío Prieto",
      role: "Estilista",
      services: ["corte"],
      shifts: [{ days: [1, 2, 3, 4, 5], starts: "09:00", ends: "20:00" }],
      active: true,
      position: 20,
    });
    expect(created.status).toBe(201);
    const s = await settingsNow();
    expect(s.team.find((p) => p.id === "rocio-prieto")).toMatchObject({ name: "Rocío Prieto", services: ["corte"] });
    const slots = (await (
      await app.request("/api/availability?service=corte&date=2026-12-17&staff=rocio-prieto")
    ).json()) as {
      slots: { time: string }[];
    };
    expect(slots.slots.map((x) => x.time)).toContain("19:00");
  });

  test.skipIf(!onPostgres)(
    "OW-02 another process's settings hear a saved change through LISTEN/NOTIFY within 5 s",
    async () => {
      const other = createSettingsStore(t.db);
      await other.listen();
      try {
        const before = await other.current();
        await t.db.transaction(async (tx) => {
          const corte = before.services.find((x) => x.id === "corte");
          if (!corte) throw new Error("seed");
          await settingsRepository.updateService(tx, "corte", corte.version, { ...corte, price: corte.price + 1 });
          const { settingsChanged } = await import("./settings/repository");
          await settingsChanged(tx);
        });
        // Polled until the other store hears it, at most 100 times.
        let price = before.services.find((x) => x.id === "corte")?.price;
        for (let poll = 0; poll < 100 && price === before.services.find((x) => x.id === "corte")?.price; poll++) {
          await new Promise((r) => setTimeout(r, 50));
          price = (await other.current()).services.find((x) => x.id === "corte")?.price;
        }
        expect(price).toBe((before.services.find((x) => x.id === "corte")?.price ?? 0) + 1);
      } finally {
        await other.close();
      }
    },
    20_000,
  );
});

/** A professional's photo as the settings form sends it. */
const upload = (id: string, version: number, body: Uint8Array, type = "image/jpeg") =>
  app.request(`http://localhost/api/staff/settings/team/${id}/photo?version=${version}`, {
    method: "POST",
    headers: { "Content-Type": type, Host: "localhost", Cookie: cookie },
    body: new Blob([body as Uint8Array<ArrayBuffer>]),
  });

describe("a professional's photo (OW-01)", () => {
  test("OW-01 a phone photo becomes a 480 px square WebP served from the database; the page's settings point at it", async () => {
    const sharp = (await import("sharp")).default;
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#c98f8f" } })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: "Telefono", Model: "Prueba" } })
      .toBuffer();
    const elena = (await settingsNow()).team.find((p) => p.id === "elena");
    if (!elena) throw new Error("seed");
    const res = await upload("elena", elena.version, new Uint8Array(photo));
    expect(res.status).toBe(201);
    const { photo: path } = (await res.json()) as { photo: string };
    expect(path).toMatch(/^\/media\/equipo-elena-[0-9a-f]{12}\.webp$/);
    expect((await settingsNow()).team.find((p) => p.id === "elena")).toMatchObject({
      photo: path,
      version: elena.version + 1,
    });

    const served = await app.request(path);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 480, 480, undefined]);

    // A photo nobody points at any more is removed once it is an hour old; the current one stays.
    await t.db.query(
      "INSERT INTO media (name, bytes, created_at) VALUES ('equipo-elena-000000000000.webp', '\\x00', now() - interval '2 hours')",
    );
    const second = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#8fc9a0" } })
      .png()
      .toBuffer();
    expect((await upload("elena", elena.version + 1, new Uint8Array(second))).status).toBe(201);
    const names = (await t.db.query<{ name: string }>("SELECT name FROM media ORDER BY name")).map((r) => r.name);
    expect(names).not.toContain("equipo-elena-000000000000.webp");
    expect(names).toContain(path.replace("/media/", ""));

    // The same (old) version again is a conflict, as for any setting (OW-06).
    expect((await upload("elena", elena.version, new Uint8Array(photo))).status).toBe(409);
  });

  test("OW-06 what is not an image, a wrong type or a wrong id is refused in Spanish and stores nothing", async () => {
    const before = await fingerprint();
    const marta = (await settingsNow()).team.find((p) => p.id === "marta");
    if (!marta) throw new Error("seed");
    const notImage = await upload("marta", marta.version, new TextEncoder().encode("no soy una foto"));
    expect(notImage.status).toBe(415);
    expect(await notImage.json()).toMatchObject({ fields: { photo: expect.stringContaining("JPEG, PNG o WebP") } });
    // A JPEG's first bytes with nothing readable after them.
    const broken = await upload("marta", marta.version, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ fields: { photo: expect.stringContaining("No podemos leer") } });
    expect((await upload("marta", marta.version, new Uint8Array([1, 2, 3]), "text/plain")).status).toBe(415);
    const sharp = (await import("sharp")).default;
    const small = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#eee" } })
      .png()
      .toBuffer();
    expect((await upload("nadie", 1, new Uint8Array(small))).status).toBe(404);
    expect((await app.request("/media/..%2Fsecret.webp")).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });
});

describe("photos are checked before they are decoded (RL-12)", () => {
  const sharpOf = async () => (await import("sharp")).default;

  /** A PNG whose header says `width` × `height`, with no pixels after it: only a decode would find out. */
  function pngHeader(width: number, height: number): Uint8Array {
    const chunk = (name: string, data: Buffer) => {
      const type = Buffer.from(name);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
      return Buffer.concat([length, type, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    return new Uint8Array(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk("IHDR", ihdr),
        chunk("IDAT", Buffer.alloc(0)),
        chunk("IEND", Buffer.alloc(0)),
      ]),
    );
  }

  test("RL-12 GIF, TIFF and SVG are a Spanish 415 whatever their Content-Type, and nothing is stored", async () => {
    const before = await fingerprint();
    const marta = (await settingsNow()).team.find((p) => p.id === "marta");
    if (!marta) throw new Error("seed");
    const sharp = await sharpOf();
    const base = sharp({ create: { width: 40, height: 40, channels: 3, background: "#eee" } });
    const gif = await base.clone().gif().toBuffer();
    const tiff = await base.clone().tiff().toBuffer();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>');
    for (const [name, bytes] of [
      ["gif", gif],
      ["tiff", tiff],
      ["svg", svg],
    ] as const) {
      const res = await upload("marta", marta.version, new Uint8Array(bytes), "image/png");
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as { message: string }).message).toContain("no es una foto JPEG, PNG o WebP");
    }
    expect(await fingerprint()).toBe(before);
  });

  test("RL-12 too many pixels is refused from the header, before any decode; a stale version before decoding", async () => {
    const marta = (await settingsNow()).team.find((p) => p.id === "marta");
    if (!marta) throw new Error("seed");
    // 100 megapixels by its header and no pixels at all: a decode would fail as unreadable (400), not 413.
    const huge = await upload("marta", marta.version, pngHeader(10_000, 10_000), "image/png");
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toContain("demasiados píxeles");
    // The same header-only file with a stale version is a 409: the version is checked before decoding.
    const small = pngHeader(400, 400);
    expect((await upload("marta", marta.version - 1 || 999, small, "image/png")).status).toBe(409);
  });

  test("RL-12 four 30-megapixel photos at once are decoded one at a time: the process grows by less than 150 MB", async () => {
    const sharp = await sharpOf();
    const photo = new Uint8Array(
      await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#b07a7a" } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    const team = (await settingsNow()).team.slice(0, 4);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const answers = await Promise.all(team.map((p) => upload(p.id, p.version, photo, "image/png")));
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(150);
  }, 60_000);
});

describe("what a change touches, by the salon's calendar (OW-01, OW-03)", () => {
  test("OW-01 OW-03 a shorter shift lists, before it is saved, the appointments it would leave outside", async () => {
    const booked = await postBooking(
      app,
      bookingBody({ date: "2026-12-05", time: "16:00", staff: "lucia", email: "sabado-tarde@example.com" }),
    );
    expect(booked.status).toBe(201);
    const s = await settingsNow();
    // Lucía's Saturday shift is the whole day; her shorter Saturday (9–14) leaves the 16:00 appointment out.
    const lucia = s.team.find((p) => p.id === "lucia");
    if (!lucia) throw new Error("seed");
    const shorter = {
      ...lucia,
      shifts: lucia.shifts.map((x) => (x.days.includes(6) ? { ...x, ends: "14:00" } : x)),
    };
    const preview = await send("PUT", "/team/lucia?dryRun=1", shorter);
    expect(preview.status).toBe(200);
    expect(
      ((await preview.json()) as { affected: { clientEmail: string }[] }).affected.map((a) => a.clientEmail),
    ).toEqual(["sabado-tarde@example.com"]);
  });

  test("OW-01 OW-08 a professional's time off is listed as one range with its salon-local days and times", async () => {
    const blocked = await app.request("http://localhost/api/staff/time-off", {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
      body: JSON.stringify({ staff: "carmen", fromDate: "2026-12-21", toDate: "2026-12-22", reason: "Formación" }),
    });
    expect(blocked.status).toBe(201);
    const list = (await (await send("GET", "/time-off")).json()) as { timeOff: Record<string, string>[] };
    expect(list.timeOff).toContainEqual(
      expect.objectContaining({
        staffId: "carmen",
        fromDate: "2026-12-21",
        fromTime: "00:00",
        toDate: "2026-12-23",
        toTime: "00:00",
        reason: "Formación",
      }),
    );
    expect(list.timeOff.filter((r) => r.staffId === "carmen" && r.reason === "Formación")).toHaveLength(1);
  });

  test("OW-09 changing the hours previews the shifts that fall outside, and trims them in the same save", async () => {
    const s = await settingsNow();
    // Saturday 10:00–14:00 and Friday closed: four professionals work Saturdays 09:00–18:00 (one 09:00–14:00).
    const days = [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
      const h = s.hours.find((x) => x.weekday === weekday);
      return {
        weekday,
        open: Boolean(h) && weekday !== 5,
        opens: weekday === 6 ? "10:00" : (h?.opens ?? "09:00"),
        closes: weekday === 6 ? "14:00" : (h?.closes ?? "20:00"),
      };
    });
    const body = { days, bookingClosedWeekdays: [0], version: s.hoursVersion, adjustShifts: true };
    const before = await fingerprint();
    const preview = await send("PUT", "/hours?dryRun=1", body);
    expect(preview.status).toBe(200);
    const { shifts } = (await preview.json()) as {
      shifts: { staffId: string; weekday: number; from: object; to: object | null }[];
    };
    const saturdayWorkers = s.team.filter((p) => p.active && p.shifts.some((x) => x.days.includes(6)));
    expect(shifts.filter((x) => x.weekday === 6).map((x) => x.staffId)).toEqual(saturdayWorkers.map((p) => p.id));
    expect(shifts.find((x) => x.staffId === "lucia" && x.weekday === 6)).toMatchObject({
      from: { starts: "09:00", ends: "18:00" },
      to: { starts: "10:00", ends: "14:00" },
    });
    expect(shifts.find((x) => x.staffId === "carmen" && x.weekday === 5)).toMatchObject({ to: null });
    expect(await fingerprint(), "a preview stores nothing").toBe(before);

    const saved = await send("PUT", "/hours", body);
    expect(saved.status).toBe(201);
    const after = (await saved.json()) as { settings: SalonSettings; shifts: unknown[] };
    expect(after.shifts).toEqual(shifts);
    const lucia = after.settings.team.find((p) => p.id === "lucia");
    expect(lucia?.shifts.filter((x) => x.days.includes(6))).toEqual([{ days: [6], starts: "10:00", ends: "14:00" }]);
    expect(after.settings.team.some((p) => p.shifts.some((x) => x.days.includes(5)))).toBe(false);
    expect(after.settings.hours.find((h) => h.weekday === 6)).toMatchObject({ opens: "10:00", closes: "14:00" });
    // Each professional changed has a new version: her open form cannot write the old shifts back.
    expect(lucia?.version).toBeGreaterThan(s.team.find((p) => p.id === "lucia")?.version ?? Infinity);
  });

  test("issue 30: the legal data are the owner's setting — placeholders until saved, a bad NIF refused per field, a stale save is a 409", async () => {
    const s = await settingsNow();
    expect(s.legal.placeholders).toEqual(["owner", "nif", "registry", "privacyEmail"]);
    expect(s.legal.nif).toBe(seedSettings.legal.nif);
    const before = await fingerprint();
    const bad = await send("PUT", "/legal", {
      owner: "Aurora Beauty Salón S.L.",
      nif: "B12345675",
      registry: "",
      privacyEmail: "no-es-un-email",
      version: s.legal.version,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      nif: expect.stringContaining("NIF no es válido"),
      privacyEmail: expect.stringContaining("email"),
    });
    expect(await fingerprint()).toBe(before);

    const good = {
      owner: "Aurora Belleza S.L.",
      nif: "b-1234567.4",
      registry: "Registro Mercantil de Madrid, tomo 41234, folio 12, hoja M-731234",
      privacyEmail: "datos@aurora.example",
      version: s.legal.version,
    };
    const saved = await send("PUT", "/legal", good);
    expect(saved.status).toBe(201);
    const legal = ((await saved.json()) as { settings: SalonSettings }).settings.legal;
    expect(legal).toMatchObject({ owner: "Aurora Belleza S.L.", nif: "B12345674", placeholders: [] });
    // The same version again: someone saved first (409), nothing lost silently.
    expect((await send("PUT", "/legal", good)).status).toBe(409);
    // The pages that state them: the browser test (e2e/settings.spec.ts) reads /aviso-legal and /privacidad.
  });

  test("CH-14 the owner's answers to everyday questions: saved per topic, an empty one is none, a long one refused in Spanish, a stale save is a 409", async () => {
    const s = await settingsNow();
    expect(s.faq).toMatchObject({ parking: null, payment: null });
    const before = await fingerprint();
    const long = await send("PUT", "/faq", {
      parking: "x".repeat(501),
      payment: "",
      children: "",
      pets: "",
      accessibility: "",
      version: s.faq.version,
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: Record<string, string> }).fields.parking).toBe(
      "Como mucho 500 caracteres.",
    );
    expect(await fingerprint()).toBe(before);
    const good = {
      parking: "  Parking gratis 2 horas en el centro comercial.  ",
      payment: "Tarjeta, Bizum o efectivo.",
      children: "",
      pets: "",
      accessibility: "",
      version: s.faq.version,
    };
    const saved = await send("PUT", "/faq", good);
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { settings: SalonSettings }).settings.faq).toMatchObject({
      parking: "Parking gratis 2 horas en el centro comercial.",
      payment: "Tarjeta, Bizum o efectivo.",
      children: null,
    });
    expect((await send("PUT", "/faq", good)).status).toBe(409);
  });
});
