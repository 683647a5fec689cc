/**
 * `/gestion/ajustes` · Datos legales (issue 30): the business behind the site, as the legal notice,
 * the privacy policy and the notice beside 'Confirmar' state it (LSSI art. 10, RGPD art. 13).
 * Until the owner saves her own, the site shows the template's placeholders and /gestion says so.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { legalInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { SalonSettings } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import { type EditorProps, Status, useSave, VersionedSection } from "./settings-kit";

export function LegalForm({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  return (
    <VersionedSection
      id="legal"
      title="Datos legales"
      text="Quién está detrás de la web: lo dicen el aviso legal, la política de privacidad y el aviso junto al botón de reservar."
      version={settings.legal.version}
      settings={settings}
      onSaved={onSaved}
      Editor={LegalEditor}
    />
  );
}

function LegalEditor({ settings, onSaved, announce }: EditorProps) {
  const legal = settings.legal;
  // A placeholder is shown as the field's example, not as its value: the owner writes her own.
  const initial = (key: "owner" | "nif" | "registry" | "privacyEmail") =>
    legal.placeholders.includes(key) && key !== "owner" && key !== "privacyEmail" ? "" : legal[key];
  const [form, setForm] = useState({
    owner: initial("owner"),
    nif: initial("nif"),
    registry: initial("registry"),
    privacyEmail: initial("privacyEmail"),
  });
  const { fields, message, busy, save } = useSave(onSaved, announce);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...form, version: legal.version };
    void save(legalInput, body, () => settingsApi.saveLegal(body), {
      done: "Datos legales guardados: el aviso legal y la privacidad ya los muestran.",
      preview: false,
    });
  }
  return (
    <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "grid gap-4 sm:grid-cols-2")}>
      <Field
        label="Nombre o razón social"
        value={form.owner}
        onChange={set("owner")}
        error={fields.owner}
        autoComplete="organization"
      />
      <Field
        label="NIF"
        value={form.nif}
        onChange={set("nif")}
        error={fields.nif}
        placeholder={legal.placeholders.includes("nif") ? legal.nif : undefined}
        hint="El de la empresa (B12345674) o, si eres autónoma, tu DNI o NIE."
      />
      <Field
        label="Inscripción en el registro"
        value={form.registry}
        onChange={set("registry")}
        error={fields.registry}
        className="sm:col-span-2"
        placeholder={legal.placeholders.includes("registry") ? legal.registry : undefined}
        hint="Registro Mercantil, tomo, folio y hoja. Déjalo vacío si el salón no está inscrito."
      />
      <Field
        label="Email para la privacidad"
        type="email"
        value={form.privacyEmail}
        onChange={set("privacyEmail")}
        error={fields.privacyEmail}
      />
      <div className="sm:col-span-2">
        <Status message={message} />
        <Button type="submit" disabled={busy}>
          {busy ? "Guardando…" : "Guardar datos legales"}
        </Button>
      </div>
    </form>
  );
}
