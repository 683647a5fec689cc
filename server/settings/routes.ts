/**
 * `/api/settings` (public: what the site shows) and `/api/staff/settings/*`
 * (the `/gestion/ajustes` forms, behind the staff session). Thin: validate
 * with the forms' own schemas (OW-06), call the settings service, invalidate
 * this process's settings and answer the new settings or the refusal.
 */
import { Hono, type Context } from "hono";
import {
  bookingPolicyInput,
  closureIdParam,
  closureInput,
  dryRunQuery,
  photoQuery,
  hoursInput,
  faqInput,
  reviewSettingsInput,
  contentInput,
  galleryInput,
  bioInput,
  legalInput,
  messageSettingsInput,
  serviceInput,
  usageQuery,
  serviceUpdate,
  settingIdParam,
  teamMemberInput,
  teamMemberUpdate,
} from "@/domain/settings/schemas";
import type { SalonSettings } from "@/lib/settings/model";
import { site } from "@/content/site";
import { channelNames } from "@/domain/messages/channels";
import { wallClockIn } from "@/lib/dates";
import { staffView } from "../appointments";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { allow, OWNER } from "../http/access";
import { validate, validateOr } from "../http/validate";
import * as service from "./service";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, readMedia, savePhoto } from "./photos";
import { saveContentPhoto } from "./content-photos";
import { accepts } from "../http/body";

/** A professional's photo is the one body that is not JSON (OW-01); its bytes decide its type (RL-12). */
const photoBody = accepts({
  type: /^image\/(jpeg|png|webp)(\s*;|$)/i,
  maxBytes: MAX_PHOTO_BYTES,
  messages: { type: PHOTO_MESSAGES.type, size: "La foto pesa demasiado (máximo 12 MB)." },
});

/** The public part: services and professionals the salon offers, hours, closures (no versions needed, but harmless). */
export function publicSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json((await deps.settings.current()) as SalonSettings, 200));
}

const notFound = (c: Context) => problem(c, 404, "not_found", { message: "No encontramos ese ajuste." });

/** A photo refused (OW-01, CN-01), in Spanish, beside the photo's field. */
function photoProblem(c: Context, error: "unreadable" | "not_a_photo" | "too_many_pixels" | "too_large") {
  if (error === "unreadable")
    return problem(c, 400, "validation", {
      message: "No podemos leer esa imagen: usa una foto JPEG, PNG o WebP.",
      fields: { photo: "No podemos leer esa imagen: usa una foto JPEG, PNG o WebP." },
    });
  if (error === "not_a_photo")
    return problem(c, 415, "unsupported_media_type", {
      message: PHOTO_MESSAGES.type,
      fields: { photo: PHOTO_MESSAGES.type },
    });
  if (error === "too_many_pixels")
    return problem(c, 413, "payload_too_large", {
      message: PHOTO_MESSAGES.pixels,
      fields: { photo: PHOTO_MESSAGES.pixels },
    });
  return problem(c, 413, "payload_too_large");
}

export function staffSettingsRoutes(deps: AppDeps) {
  const { settings: store } = deps;

  /** The save's answer: the impact of a dry run, or the new settings; a refusal in Spanish. */
  async function answer(c: Context, result: service.SettingsResult, dryRun: boolean) {
    if (result.ok) {
      if (!dryRun) store.invalidate();
      return c.json(
        {
          affected: result.affected.map((b) => staffView(b)),
          shifts: result.shifts ?? [],
          saved: !dryRun,
          settings: await store.current(),
        },
        dryRun ? 200 : 201,
      );
    }
    if (result.error === "validation")
      return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields: result.fields });
    if (result.error === "not_found") return notFound(c);
    if (result.error === "has_appointments")
      return c.json(
        {
          error: "has_appointments",
          message: `Hay ${result.affected.length} ${result.affected.length === 1 ? "cita" : "citas"} en ese periodo: muévelas o cancélalas antes de cerrar. No se ha guardado nada.`,
          affected: result.affected.map((b) => staffView(b)),
        },
        409,
      );
    // Someone saved first (OW-06): 409 with the current settings (the form shows them), nothing stored.
    store.invalidate();
    const fresh = await store.current();
    return c.json(
      {
        error: "conflict",
        message:
          "Otra persona ha guardado este ajuste mientras lo editabas. Te mostramos los valores actuales: revisa y guarda de nuevo.",
        settings: fresh,
      },
      409,
    );
  }

  const dry = (c: Context) => c.req.query("dryRun") === "1";
  const byId = validateOr("param", settingIdParam, notFound);

  return (
    new Hono<AppEnv>()
      .post("/services", allow(OWNER), validate("query", dryRunQuery), validate("json", serviceInput), async (c) => {
        const result = await service.saveService(
          c.var.db,
          await store.current(),
          undefined,
          c.req.valid("json"),
          c.get("now"),
          dry(c),
        );
        return answer(c, result, dry(c));
      })
      .put(
        "/services/:id",
        allow(OWNER),
        byId,
        validate("query", dryRunQuery),
        validate("json", serviceUpdate),
        async (c) => {
          const { id } = c.req.valid("param");
          const result = await service.saveService(
            c.var.db,
            await store.current(),
            id,
            c.req.valid("json"),
            c.get("now"),
            dry(c),
          );
          return answer(c, result, dry(c));
        },
      )
      .put("/hours", allow(OWNER), validate("query", dryRunQuery), validate("json", hoursInput), async (c) => {
        const result = await service.saveHours(
          c.var.db,
          await store.current(),
          c.req.valid("json"),
          c.get("now"),
          dry(c),
        );
        return answer(c, result, dry(c));
      })
      .put("/booking", allow(OWNER), validate("json", bookingPolicyInput), async (c) =>
        answer(c, await service.saveBookingPolicy(c.var.db, c.req.valid("json")), false),
      )
      .put("/messages", allow(OWNER), validate("json", messageSettingsInput), async (c) => {
        const input = c.req.valid("json");
        // MS-06: a channel is offered only while the server has its provider.
        if (input.offered && !(await store.current()).messages.providers.includes(input.offered))
          return problem(c, 400, "validation", {
            fields: { offered: `El servidor no tiene configurado ${channelNames[input.offered]}: solo email.` },
          });
        return answer(c, await service.saveMessageSettings(c.var.db, input), false);
      })
      .get("/messages/usage", allow(OWNER), validate("query", usageQuery), async (c) => {
        const month = c.req.valid("query").month ?? wallClockIn(site.timeZone, c.get("now")).date.slice(0, 7);
        return c.json(await service.messageUsage(c.var.db, await store.current(), month), 200);
      })
      .put("/faq", allow(OWNER), validate("json", faqInput), async (c) =>
        answer(c, await service.saveFaq(c.var.db, c.req.valid("json")), false),
      )
      // CN-01: the owner's content: the hero and 'Nosotros', the gallery, a professional's bio, a photo.
      .put("/content", allow(OWNER), validate("json", contentInput), async (c) =>
        answer(c, await service.saveContent(c.var.db, c.req.valid("json")), false),
      )
      .put("/gallery", allow(OWNER), validate("json", galleryInput), async (c) =>
        answer(c, await service.saveGallery(c.var.db, c.req.valid("json")), false),
      )
      .put("/team/:id/bio", allow(OWNER), byId, validate("json", bioInput), async (c) => {
        const { bio, version } = c.req.valid("json");
        return answer(c, await service.saveBio(c.var.db, c.req.valid("param").id, bio, version), false);
      })
      .post("/photos", allow(OWNER), photoBody, async (c) => {
        const result = await saveContentPhoto(c.var.db, new Uint8Array(await c.req.arrayBuffer()));
        if (result.ok) return c.json({ name: result.name, width: result.width, height: result.height }, 201);
        return photoProblem(c, result.error);
      })
      .put("/reviews", allow(OWNER), validate("json", reviewSettingsInput), async (c) =>
        answer(c, await service.saveReviewSettings(c.var.db, c.req.valid("json")), false),
      )
      .put("/legal", allow(OWNER), validate("json", legalInput), async (c) =>
        answer(c, await service.saveLegal(c.var.db, c.req.valid("json")), false),
      )
      .post("/closures", allow(OWNER), validate("query", dryRunQuery), validate("json", closureInput), async (c) => {
        const result = await service.addClosure(c.var.db, c.req.valid("json"), c.get("now"), dry(c));
        return answer(c, result, dry(c));
      })
      .delete("/closures/:id", allow(OWNER), validateOr("param", closureIdParam, notFound), async (c) =>
        answer(c, await service.deleteClosure(c.var.db, c.req.valid("param").id), false),
      )
      .post("/team", allow(OWNER), validate("query", dryRunQuery), validate("json", teamMemberInput), async (c) => {
        const result = await service.saveTeamMember(
          c.var.db,
          await store.current(),
          undefined,
          c.req.valid("json"),
          c.get("now"),
          dry(c),
        );
        return answer(c, result, dry(c));
      })
      .post("/team/:id/photo", allow(OWNER), photoBody, byId, validate("query", photoQuery), async (c) => {
        const { id } = c.req.valid("param");
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const result = await savePhoto(c.var.db, id, Number(c.req.valid("query").version), bytes);
        if (result.ok) {
          store.invalidate();
          return c.json({ affected: [], saved: true, photo: result.path, settings: await store.current() }, 201);
        }
        if (result.error === "not_found" || result.error === "conflict")
          return answer(c, { ok: false, error: result.error }, false);
        return photoProblem(c, result.error);
      })
      .get("/time-off", allow(OWNER), async (c) =>
        c.json({ timeOff: await service.upcomingTimeOff(c.var.db, c.get("now")) }, 200),
      )
      .put(
        "/team/:id",
        allow(OWNER),
        byId,
        validate("query", dryRunQuery),
        validate("json", teamMemberUpdate),
        async (c) => {
          const { id } = c.req.valid("param");
          const result = await service.saveTeamMember(
            c.var.db,
            await store.current(),
            id,
            c.req.valid("json"),
            c.get("now"),
            dry(c),
          );
          return answer(c, result, dry(c));
        },
      )
  );
}

/** Professionals' photos, from the database (every process serves them; a backup keeps them). */
export function mediaRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/:name", async (c) => {
    const name = c.req.param("name");
    // A professional's square WebP, or a content photo's width (CN-01: AVIF and WebP).
    const media = /^[a-z0-9-]{1,80}\.(webp|avif)$/.test(name) ? await readMedia(deps.db, name) : undefined;
    if (!media) return c.text("No encontrado", 404);
    return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": media.type,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
