/**
 * `/gestion/contenido` · Portada y Nosotros (CN-01): the hero's headline, subtitle and photo, the about
 * text and photo; an empty field shows the site's own text. Live from the next page load (OW-02).
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, TextareaField } from "@/components/ui/field";
import { about as seedAbout, hero as seedHero } from "@/content/home";
import type { ContentInput } from "@/domain/settings/schemas";
import { useSettings } from "@/hooks/use-settings";
import { cn } from "@/lib/cn";
import { contentApi } from "./content-api";
import { PhotoField } from "./photo-field";
import { useSettingsSave } from "./use-settings-save";

export function HomeContentForm() {
  const settings = useSettings();
  const c = settings.content;
  const [form, setForm] = useState({
    heroHeadline: c.heroHeadline ?? "",
    heroText: c.heroText ?? "",
    heroPhoto: c.heroPhoto,
    heroAlt: c.heroAlt ?? "",
    aboutText: c.aboutText ?? "",
    aboutPhoto: c.aboutPhoto,
    aboutAlt: c.aboutAlt ?? "",
  });
  const { fields, status, save } = useSettingsSave();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const body: ContentInput = { ...form, version: c.version };
    void save(() => contentApi.saveContent(body), "Guardado: la web ya lo muestra.");
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="portada"
      className={cn(cardVariants({ padding: "md" }), "grid gap-4")}
    >
      <h2 id="portada" className="text-2xl font-semibold">
        Portada y Nosotros
      </h2>
      <p className="text-sm text-muted-foreground">Lo que dejes vacío muestra el texto de la web.</p>
      <Field
        label="Titular de la portada"
        value={form.heroHeadline}
        placeholder={seedHero.headline}
        onChange={(e) => set({ heroHeadline: e.target.value })}
        error={fields.heroHeadline}
      />
      <TextareaField
        label="Subtítulo de la portada"
        value={form.heroText}
        placeholder={seedHero.text}
        rows={2}
        onChange={(e) => set({ heroText: e.target.value })}
        error={fields.heroText}
      />
      <PhotoField
        label="Foto de la portada"
        photo={form.heroPhoto ?? seedHero.image.src}
        onUploaded={(heroPhoto) => set({ heroPhoto })}
        error={fields.heroPhoto}
      />
      <Field
        label="Qué se ve en la foto de la portada"
        value={form.heroAlt}
        hint="Para quien no puede verla (lectores de pantalla, Google)."
        onChange={(e) => set({ heroAlt: e.target.value })}
        error={fields.heroAlt}
      />
      <TextareaField
        label="Texto de Nosotros"
        value={form.aboutText}
        placeholder={seedAbout(2026).paragraphs.join("\n\n")}
        rows={5}
        hint="Deja una línea en blanco entre párrafos."
        onChange={(e) => set({ aboutText: e.target.value })}
        error={fields.aboutText}
      />
      <PhotoField
        label="Foto de Nosotros"
        photo={form.aboutPhoto ?? seedAbout(2026).image.src}
        onUploaded={(aboutPhoto) => set({ aboutPhoto })}
        error={fields.aboutPhoto}
      />
      <Field
        label="Qué se ve en la foto de Nosotros"
        value={form.aboutAlt}
        onChange={(e) => set({ aboutAlt: e.target.value })}
        error={fields.aboutAlt}
      />
      <div>
        <Button type="submit">Guardar portada y Nosotros</Button>
      </div>
      <p role="status" className="text-sm">
        {status}
      </p>
    </form>
  );
}
