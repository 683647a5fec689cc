/**
 * CN-01: a photo chosen from the phone or the computer, uploaded as it is (the server makes its AVIF
 * and WebP widths and drops its metadata); shows the photo it now names.
 */
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { contentApi } from "./content-api";

export function PhotoField({
  label,
  photo,
  onUploaded,
  error,
}: {
  label: string;
  /** The uploaded photo's name, a seed artwork's path, or null. */
  photo: string | null;
  onUploaded: (name: string) => void;
  error?: string | undefined;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  async function upload(file: File | undefined) {
    if (!file) return;
    setState({ busy: true });
    try {
      onUploaded((await contentApi.uploadPhoto(file)).name);
      setState({ busy: false });
    } catch (e) {
      setState({ busy: false, error: e instanceof ApiError ? e.message : "No hemos podido subir la foto." });
    }
  }
  const src = photo?.startsWith("foto-") ? `/media/${photo}-480.webp` : photo;
  return (
    <div className="flex flex-wrap items-end gap-4">
      {src ? <img src={src} alt="" className="h-20 w-28 rounded-md object-cover" /> : null}
      <Field
        className="min-w-0 flex-1 basis-56"
        label={label}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint={
          state.busy
            ? "Subiendo y optimizando…"
            : "La foto tal cual: la optimizamos y le quitamos los datos de ubicación."
        }
        error={state.error ?? error}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </div>
  );
}
