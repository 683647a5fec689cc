/**
 * `/resena#<token>` (RV-01, RV-03): the page a review invitation opens. A star tapped in the message
 * arrives as `?estrellas=N` and is stored at once (one tap is a review); then she may add a few words
 * and say whether the site may show it as 'Lucía F.'. She can change it until the salon answers. A
 * 4–5★ review is invited to the salon's Google profile when the owner has set its link.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { TextareaField } from "@/components/ui/field";
import { longSpanishDate } from "@/lib/dates";
import { cn } from "@/lib/cn";
import { starsLabel } from "@/domain/reviews/rules";
import type { ReviewInvitation, ReviewSaved } from "@/domain/reviews/schemas";
import { reviewsApi } from "./reviews-api";

type State =
  | { kind: "loading" }
  | { kind: "missing"; message: string }
  | { kind: "open"; invitation: ReviewInvitation; saved?: ReviewSaved; error?: string; busy?: boolean };

/** The stars tapped in the message (`?estrellas=4`), if any. */
function tappedStars(): number | undefined {
  const n = Number(new URLSearchParams(window.location.search).get("estrellas"));
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
}

export function ReviewPage({ token }: { token: string }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: "loading" } : { kind: "missing", message: "Abre el enlace completo del mensaje que te enviamos." },
  );
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [publish, setPublish] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    if (!token) return;
    void (async () => {
      const opened = await reviewsApi.open(token);
      if (!current) return;
      if (!opened.ok) return setState({ kind: "missing", message: opened.message });
      const invitation = opened.value;
      const review = invitation.review;
      setRating(review?.rating ?? 0);
      setBody(review?.body ?? "");
      setPublish(review?.publish ?? false);
      const stars = tappedStars();
      // One tap is a review: the stars tapped in the message are kept at once (not over one she wrote).
      if (stars && !review && invitation.open) {
        setRating(stars);
        const saved = await reviewsApi.save({ token, rating: stars, publish: false });
        if (!current) return;
        if (saved.ok) {
          setState({
            kind: "open",
            invitation: { ...invitation, review: { rating: stars, body: null, publish: false } },
            saved: saved.value,
          });
          return;
        }
      }
      setState({ kind: "open", invitation });
    })();
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.kind === "open" && state.saved) thanks.current?.focus();
  }, [state]);

  if (state.kind === "loading") return <p className="mt-6 text-muted-foreground">Cargando tu invitación…</p>;
  if (state.kind === "missing")
    return (
      <p role="alert" className="mt-6">
        {state.message}
      </p>
    );
  const { invitation, saved } = state;
  const visited = `${invitation.serviceName}, ${longSpanishDate(invitation.visitedOn)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== "open") return;
    if (rating < 1) return setFields({ rating: "Elige de 1 a 5 estrellas." });
    setState({ ...state, busy: true, error: undefined });
    const result = await reviewsApi.save({ token, rating, body: body.trim() || undefined, publish });
    if (result.ok) {
      setFields({});
      setState({
        kind: "open",
        invitation: { ...invitation, review: { rating, body: body.trim() || null, publish } },
        saved: result.value,
      });
    } else {
      setFields(result.fields);
      setState({ ...state, busy: false, error: result.message });
    }
  }

  return (
    <div className="mt-6 grid gap-6">
      <p className="text-lg">
        {invitation.firstName ? `${invitation.firstName}, ¿` : "¿"}qué tal tu visita?{" "}
        <span className="text-muted-foreground">({visited})</span>
      </p>
      {saved && (
        <div className={cn(cardVariants({ padding: "md" }), "grid gap-3")}>
          <p ref={thanks} tabIndex={-1} role="status" className="font-semibold outline-none">
            ¡Gracias! Hemos guardado tu opinión: {starsLabel(saved.rating)}
            {saved.publish ? `. La publicaremos en la web como ${invitation.author}.` : "."}
          </p>
          {saved.googleUrl && (
            <p>
              ¿Nos ayudas también en Google? Tu opinión allí ayuda a otras clientas a encontrarnos.{" "}
              <a
                href={saved.googleUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="font-semibold text-primary underline"
              >
                Opinar en Google (se abre en una pestaña nueva)
              </a>
            </p>
          )}
        </div>
      )}
      {invitation.open ? (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Tu opinión"
          className={cn(cardVariants({ padding: "md" }), "grid gap-5")}
        >
          <fieldset aria-describedby={fields.rating ? "estrellas-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">Tu valoración</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name="estrellas"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    className="sr-only"
                  />
                  <Star aria-hidden="true" className={cn("size-9 text-accent", n <= rating && "fill-current")} />
                  <span className="sr-only">{n === 1 ? "1 estrella" : `${n} estrellas`}</span>
                </label>
              ))}
            </div>
            {fields.rating && (
              <p id="estrellas-error" className="mt-1 text-sm text-destructive">
                {fields.rating}
              </p>
            )}
          </fieldset>
          <TextareaField
            label="Cuéntanos más (opcional)"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={fields.body}
            rows={4}
            maxLength={1000}
          />
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={publish}
              onChange={(e) => setPublish(e.target.checked)}
              className="mt-1 size-4"
            />
            <span>
              Podéis publicar mi opinión en la web como <strong>{invitation.author}</strong>, con el servicio y el mes
              de la visita.
            </span>
          </label>
          {state.error && (
            <p role="alert" className="text-sm text-destructive">
              {state.error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={state.busy}>
              {state.busy ? "Enviando…" : saved ? "Guardar cambios" : "Enviar opinión"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Solo pueden opinar clientas con una cita realizada, durante los 30 días siguientes. Sin tu permiso, tu
            opinión solo la lee el salón.
          </p>
        </form>
      ) : (
        !saved && (
          <p role="status">
            {invitation.review
              ? `Ya nos dejaste tu opinión (${starsLabel(invitation.review.rating)}). ¡Gracias!`
              : "Ya no se pueden dejar opiniones de esta visita."}
          </p>
        )
      )}
    </div>
  );
}
