/**
 * `/gestion/contenido` · Galería (CN-01): the pictures in order, each with its caption and what it
 * shows (alt text, required); a photo with a client in it needs her written consent. One form: the
 * whole gallery is saved at once (OW-06: the version it edited).
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import type { GalleryItemInput } from "@/domain/settings/schemas";
import { useSettings } from "@/hooks/use-settings";
import { cn } from "@/lib/cn";
import { galleryContent } from "@/lib/settings/content";
import { contentApi } from "./content-api";
import { PhotoField } from "./photo-field";
import { useSettingsSave } from "./use-settings-save";

export function GalleryForm() {
  const settings = useSettings();
  const [items, setItems] = useState<GalleryItemInput[]>(
    () =>
      settings.gallery.items?.map((i) => ({ ...i })) ??
      galleryContent(settings).map((g) => ({
        photo: g.src,
        caption: g.caption,
        alt: g.alt,
        showsClient: false,
        consent: false,
      })),
  );
  const [added, setAdded] = useState<string | null>(null);
  const { fields, status, save } = useSettingsSave();
  const patch = (i: number, p: Partial<GalleryItemInput>) =>
    setItems((list) => list.map((item, j) => (j === i ? { ...item, ...p } : item)));
  const move = (i: number, by: -1 | 1) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return next;
    });
  function submit(event: FormEvent) {
    event.preventDefault();
    void save(
      () => contentApi.saveGallery({ items, version: settings.gallery.version }),
      "Galería guardada: la web ya la muestra.",
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="galeria"
      className={cn(cardVariants({ padding: "md" }), "grid gap-4")}
    >
      <h2 id="galeria" className="text-2xl font-semibold">
        Galería
      </h2>
      <ol className="grid gap-4">
        {items.map((item, i) => (
          <li key={`${item.photo}-${i}`}>
            <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-semibold">Foto {i + 1}</legend>
              <PhotoField
                label={`Cambiar la foto ${i + 1}`}
                photo={item.photo}
                onUploaded={(photo) => patch(i, { photo })}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  label={`Pie de la foto ${i + 1}`}
                  value={item.caption}
                  onChange={(e) => patch(i, { caption: e.target.value })}
                  error={fields[`items.${i}.caption`]}
                />
                <Field
                  label={`Qué se ve en la foto ${i + 1}`}
                  value={item.alt}
                  onChange={(e) => patch(i, { alt: e.target.value })}
                  error={fields[`items.${i}.alt`] ?? fields[`items.${i}.photo`]}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={item.showsClient}
                  onChange={(e) => patch(i, { showsClient: e.target.checked })}
                  className="size-4"
                />
                En la foto {i + 1} sale una clienta
              </label>
              {item.showsClient && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={item.consent}
                    onChange={(e) => patch(i, { consent: e.target.checked })}
                    aria-describedby={fields[`items.${i}.consent`] ? `consent-${i}-error` : undefined}
                    className="size-4"
                  />
                  Tengo su consentimiento por escrito para publicar la foto {i + 1}
                </label>
              )}
              {fields[`items.${i}.consent`] && (
                <p id={`consent-${i}-error`} className="text-sm text-destructive">
                  {fields[`items.${i}.consent`]}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" disabled={i === 0} onClick={() => move(i, -1)}>
                  Subir la foto {i + 1}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Bajar la foto {i + 1}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setItems((list) => list.filter((_, j) => j !== i))}
                >
                  Quitar la foto {i + 1}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <PhotoField
        label="Añadir una foto a la galería"
        photo={added}
        onUploaded={(photo) => {
          setAdded(null);
          setItems((list) => [...list, { photo, caption: "", alt: "", showsClient: false, consent: false }]);
        }}
      />
      <div>
        <Button type="submit">Guardar galería</Button>
      </div>
      <p role="status" className="text-sm">
        {status}
      </p>
    </form>
  );
}
