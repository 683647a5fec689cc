/**
 * `/gestion/ajustes` · Preguntas frecuentes (CH-14): the owner answers once the questions a salon is
 * asked every day (parking, payment, children, pets, accessibility); the chat gives her answer, and
 * the salon's phone for a question she leaves empty.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { TextareaField } from "@/components/ui/field";
import { type FaqTopicId, faqTopics } from "@/content/faq";
import { faqInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { SalonSettings } from "@/lib/settings/model";
import { settingsApi } from "./settings-api";
import { type EditorProps, Status, useSave, VersionedSection } from "./settings-kit";

export function FaqForm({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  return (
    <VersionedSection
      id="preguntas"
      title="Preguntas frecuentes"
      text="Lo que más preguntan las clientas. El chat responde con tus palabras; si dejas una vacía, da el teléfono del salón."
      version={settings.faq.version}
      settings={settings}
      onSaved={onSaved}
      Editor={FaqEditor}
    />
  );
}

function FaqEditor({ settings, onSaved, announce }: EditorProps) {
  const faq = settings.faq;
  const [form, setForm] = useState(
    Object.fromEntries(faqTopics.map((t) => [t.id, faq[t.id] ?? ""])) as Record<FaqTopicId, string>,
  );
  const { fields, message, busy, save } = useSave(onSaved, announce);
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...form, version: faq.version };
    void save(faqInput, body, () => settingsApi.saveFaq(body), {
      done: "Respuestas guardadas: el chat ya las da.",
      preview: false,
    });
  }
  return (
    <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "md" }), "grid gap-4 sm:grid-cols-2")}>
      {faqTopics.map((topic) => (
        <TextareaField
          key={topic.id}
          label={topic.question}
          value={form[topic.id]}
          onChange={(e) => setForm((f) => ({ ...f, [topic.id]: e.target.value }))}
          error={fields[topic.id]}
          placeholder={topic.example}
          rows={3}
          hint="Vacía: el chat da el teléfono del salón."
        />
      ))}
      <div className="sm:col-span-2">
        <Status message={message} />
        <Button type="submit" disabled={busy}>
          {busy ? "Guardando…" : "Guardar respuestas"}
        </Button>
      </div>
    </form>
  );
}
