/**
 * `/gestion/contenido` · Reseñas (RV-02, RV-03): every review the clients left, newest first, with
 * whether she allowed publishing it; the owner replies (shown under it on the home page) or hides one
 * with a reason (kept in the audit log), and sets the salon's Google profile, offered to 4–5★ reviewers.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, TextareaField } from "@/components/ui/field";
import { starsLabel, verificationNote, visitMonth } from "@/domain/reviews/rules";
import type { StaffReview } from "@/domain/reviews/schemas";
import { useReplaceSettings, useSettings } from "@/hooks/use-settings";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { contentApi } from "./content-api";

const FAILED = "No hemos podido guardar. Inténtalo de nuevo.";
const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : FAILED);

export function ReviewsPanel() {
  const [reviews, setReviews] = useState<StaffReview[] | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    let current = true;
    contentApi.reviews().then(
      (r) => current && setReviews(r.reviews),
      (e: unknown) => current && setError(messageOf(e)),
    );
    return () => {
      current = false;
    };
  }, []);
  const replace = (next: StaffReview) => setReviews((list) => list?.map((r) => (r.id === next.id ? next : r)) ?? null);
  return (
    <section aria-labelledby="resenas" className="grid gap-4">
      <h2 id="resenas" className="text-2xl font-semibold">
        Reseñas
      </h2>
      <p className="text-sm text-muted-foreground">
        Las clientas reciben una invitación el día después de una cita realizada. En la web se publican solo las que dan
        permiso, con su nombre y la inicial del apellido, y la nota «{verificationNote}».
      </p>
      <GoogleProfileForm />
      {error && <p role="alert">{error}</p>}
      {reviews === null && !error && <p className="text-muted-foreground">Cargando reseñas…</p>}
      {reviews?.length === 0 && <p>Aún no hay reseñas.</p>}
      <ul className="grid gap-4">
        {reviews?.map((r) => (
          <li key={r.id}>
            <ReviewCard review={r} onChanged={replace} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewCard({ review, onChanged }: { review: StaffReview; onChanged: (r: StaffReview) => void }) {
  const [reply, setReply] = useState(review.reply ?? "");
  const [reason, setReason] = useState("");
  const [hiding, setHiding] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<StaffReview>, done: string) {
    setBusy(true);
    try {
      onChanged(await work());
      setFields({});
      setStatus(done);
      setHiding(false);
    } catch (e) {
      setFields(e instanceof ApiError ? e.fields : {});
      setStatus(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  const label = `Reseña de ${review.author}, ${review.serviceName}`;
  return (
    <article aria-label={label} className={cn(cardVariants({ padding: "md" }), "grid gap-3")}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{review.author}</span>
        <span className="text-accent" aria-hidden="true">
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>
        <span className="sr-only">{starsLabel(review.rating)}</span>
        <span className="text-sm text-muted-foreground">
          {review.serviceName} · {visitMonth(review.visitedOn)}
        </span>
        <span className="text-sm">
          {review.hiddenReason
            ? `Oculta: ${review.hiddenReason}`
            : review.publish
              ? "Publicada en la web"
              : "Sin permiso para publicar: solo la ves tú"}
        </span>
      </p>
      {review.body ? <blockquote className="border-l-2 border-border pl-3">“{review.body}”</blockquote> : null}
      <form
        noValidate
        aria-label={`Responder a ${review.author}`}
        className="grid gap-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void run(
            () => contentApi.reply(review.id, reply),
            reply.trim() ? "Respuesta guardada." : "Respuesta quitada.",
          );
        }}
      >
        <TextareaField
          label="Respuesta del salón"
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          error={fields.reply}
          rows={2}
          hint="Se muestra bajo la reseña en la web. Una vez respondida, la clienta ya no puede cambiarla."
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            Guardar respuesta
          </Button>
          {review.hiddenReason ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void run(() => contentApi.show(review.id), "La reseña vuelve a mostrarse.")}
            >
              Mostrar de nuevo
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setHiding(true)}>
              Ocultar…
            </Button>
          )}
        </div>
      </form>
      {hiding && (
        <form
          noValidate
          aria-label={`Ocultar la reseña de ${review.author}`}
          className="grid gap-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void run(() => contentApi.hide(review.id, reason), "Reseña oculta. El motivo queda en el registro.");
          }}
        >
          <Field
            label="Motivo (queda en el registro)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={fields.reason}
          />
          <div>
            <Button type="submit" size="sm" variant="destructive" disabled={busy}>
              Ocultar reseña
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="text-sm">
        {status}
      </p>
    </article>
  );
}

/** RV-03: the salon's Google profile ('Pedir reseñas'), offered to 4–5★ reviewers. */
function GoogleProfileForm() {
  const settings = useSettings();
  const replaceSettings = useReplaceSettings();
  const [url, setUrl] = useState(settings.reviews.googleUrl ?? "");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await contentApi.saveGoogle({ googleUrl: url, version: settings.reviews.version });
      replaceSettings(saved.settings);
      setError("");
      setStatus(url.trim() ? "Guardado: las clientas que den 4 o 5 estrellas verán el enlace." : "Enlace quitado.");
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.googleUrl ?? e.message) : FAILED);
      setStatus("");
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Perfil de Google"
      className={cn(cardVariants({ padding: "md" }), "grid gap-2")}
    >
      <Field
        label="Enlace para opinar en tu perfil de Google"
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error}
        hint="En tu Perfil de Empresa de Google: «Pedir reseñas». Vacío: no se ofrece."
      />
      <div>
        <Button type="submit" size="sm">
          Guardar enlace
        </Button>
      </div>
      <p role="status" className="text-sm">
        {status}
      </p>
    </form>
  );
}
