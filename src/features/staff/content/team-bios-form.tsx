/**
 * `/gestion/contenido` · Equipo (CN-01): a few words about each professional, shown on her card on the
 * home page (her photo is uploaded in Ajustes → Equipo).
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { TextareaField } from "@/components/ui/field";
import { useReplaceSettings, useSettings } from "@/hooks/use-settings";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { TeamMember } from "@/lib/settings/model";
import { activeTeam } from "@/lib/settings/queries";
import { contentApi } from "./content-api";

export function TeamBiosForm() {
  const settings = useSettings();
  return (
    <section aria-labelledby="equipo" className={cn(cardVariants({ padding: "md" }), "grid gap-4")}>
      <h2 id="equipo" className="text-2xl font-semibold">
        Equipo
      </h2>
      <p className="text-sm text-muted-foreground">
        Unas palabras sobre cada profesional, en su tarjeta de la web. Su foto se sube en Ajustes → Equipo.
      </p>
      {activeTeam(settings).map((p) => (
        <Bio key={p.id} member={p} />
      ))}
    </section>
  );
}

function Bio({ member }: { member: TeamMember }) {
  const replace = useReplaceSettings();
  const [bio, setBio] = useState(member.bio ?? "");
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      replace((await contentApi.saveBio(member.id, { bio, version: member.version })).settings);
      setError(undefined);
      setStatus(`Guardado: la tarjeta de ${member.name} ya lo muestra.`);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.bio ?? e.message) : "No hemos podido guardar.");
    }
  }
  return (
    <form noValidate onSubmit={submit} aria-label={`Sobre ${member.name}`} className="grid gap-2">
      <TextareaField
        label={`Sobre ${member.name}`}
        value={bio}
        rows={2}
        onChange={(e) => setBio(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm">
          Guardar
        </Button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
