/**
 * `/gestion/contenido` · Artículos (CN-02): the blog's articles, drafts included; the owner writes one
 * (title, category, who signs it from the team, date, cover photo and what it shows, summary, Markdown
 * body with a preview), publishes it, or deletes it (its address then answers 410).
 */
import { type FormEvent, useEffect, useState } from "react";
import { articleBodyClass } from "@/components/ui/article-body";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField, TextareaField } from "@/components/ui/field";
import { categories } from "@/content/blog/taxonomy";
import { ArticleError, renderMarkdown } from "@/domain/blog/markdown";
import { type ArticleInput, articleStatusNames, articleStatuses, type StaffArticle } from "@/domain/blog/schemas";
import { useSettings } from "@/hooks/use-settings";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { longSpanishDate, wallClockIn } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { activeTeam } from "@/lib/settings/queries";
import { site } from "@/content/site";
import { contentApi } from "./content-api";
import { PhotoField } from "./photo-field";

const FAILED = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";

export function ArticlesPanel() {
  const [articles, setArticles] = useState<StaffArticle[] | null>(null);
  const [editing, setEditing] = useState<StaffArticle | "new" | null>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const load = () =>
    contentApi.articles().then(
      (r) => setArticles(r.articles),
      (e: unknown) => setError(e instanceof ApiError ? e.message : FAILED),
    );
  useEffect(() => {
    void load();
  }, []);
  return (
    <section aria-labelledby="articulos" className={cn(cardVariants({ padding: "md" }), "grid gap-4")}>
      <h2 id="articulos" className="text-2xl font-semibold">
        Artículos del blog
      </h2>
      {error && <p role="alert">{error}</p>}
      <p role="status" className="text-sm">
        {status}
      </p>
      {editing ? (
        <ArticleEditor
          article={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setStatus(message);
            void load();
          }}
        />
      ) : (
        <>
          <div>
            <Button type="button" onClick={() => setEditing("new")}>
              Nuevo artículo
            </Button>
          </div>
          <ul className="grid gap-2">
            {articles?.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2">
                <span>
                  <span className="font-semibold">{a.title}</span>{" "}
                  <span className="text-sm text-muted-foreground">
                    · {articleStatusNames[a.status]} · {longSpanishDate(a.publishDate)}
                  </span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Editar «${a.title}»`}
                  onClick={() => setEditing(a)}
                >
                  Editar
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ArticleEditor({ article, onDone }: { article: StaffArticle | null; onDone: (message: string) => void }) {
  const settings = useSettings();
  const team = activeTeam(settings);
  const [form, setForm] = useState<Omit<ArticleInput, "version">>(() =>
    article
      ? {
          title: article.title,
          excerpt: article.excerpt,
          category: article.category,
          author: article.author,
          publishDate: article.publishDate,
          image: article.image,
          imageAlt: article.imageAlt,
          body: article.body,
          status: article.status,
        }
      : {
          title: "",
          excerpt: "",
          category: categories[0],
          author: team[0]?.id ?? "",
          publishDate: wallClockIn(site.timeZone).date,
          image: "",
          imageAlt: "",
          body: "",
          status: "draft",
        },
  );
  const [preview, setPreview] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = article
        ? await contentApi.saveArticle(article.id, { ...form, version: article.version })
        : await contentApi.addArticle(form);
      onDone(
        saved.status === "published"
          ? `«${saved.title}» publicado: está en ${paths.post(saved.id)}.`
          : `«${saved.title}» guardado como borrador: no se ve en la web.`,
      );
    } catch (e) {
      setFields(e instanceof ApiError ? e.fields : {});
      setMessage(e instanceof ApiError ? e.message : FAILED);
    }
  }
  async function remove() {
    if (
      !article ||
      !window.confirm(`¿Borrar «${article.title}»? Desaparece del blog y su dirección dirá que ya no existe.`)
    )
      return;
    try {
      await contentApi.deleteArticle(article.id);
      onDone(`«${article.title}» borrado del blog.`);
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : FAILED);
    }
  }
  let rendered: { html: string } | { problem: string };
  try {
    rendered = { html: renderMarkdown(form.body) };
  } catch (e) {
    rendered = {
      problem: e instanceof ArticleError ? "Usa «##» para los apartados: el título ya es el encabezado." : String(e),
    };
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={article ? `Editar «${article.title}»` : "Nuevo artículo"}
      className="grid gap-4"
    >
      <Field label="Título" value={form.title} onChange={(e) => set({ title: e.target.value })} error={fields.title} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Categoría"
          value={form.category}
          onChange={(e) => set({ category: e.target.value as ArticleInput["category"] })}
          error={fields.category}
        >
          {categories.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <SelectField
          label="Firma"
          value={form.author}
          onChange={(e) => set({ author: e.target.value })}
          error={fields.author}
        >
          {team.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Fecha"
          type="date"
          value={form.publishDate}
          onChange={(e) => set({ publishDate: e.target.value })}
          error={fields.publishDate}
        />
      </div>
      <PhotoField
        label="Foto de portada"
        photo={form.image || null}
        onUploaded={(image) => set({ image })}
        error={fields.image}
      />
      <Field
        label="Qué se ve en la foto de portada"
        value={form.imageAlt}
        onChange={(e) => set({ imageAlt: e.target.value })}
        error={fields.imageAlt}
      />
      <TextareaField
        label="Resumen"
        value={form.excerpt}
        rows={2}
        onChange={(e) => set({ excerpt: e.target.value })}
        error={fields.excerpt}
      />
      <div className="flex gap-2" role="group" aria-label="Texto o vista previa">
        <Button
          type="button"
          size="sm"
          variant={preview ? "outline" : "default"}
          aria-pressed={!preview}
          onClick={() => setPreview(false)}
        >
          Escribir
        </Button>
        <Button
          type="button"
          size="sm"
          variant={preview ? "default" : "outline"}
          aria-pressed={preview}
          onClick={() => setPreview(true)}
        >
          Vista previa
        </Button>
      </div>
      {preview ? (
        <div role="region" aria-label="Vista previa del artículo" className="rounded-lg border border-border p-4">
          {"html" in rendered ? (
            <div className={articleBodyClass} dangerouslySetInnerHTML={{ __html: rendered.html }} />
          ) : (
            <p role="alert">{rendered.problem}</p>
          )}
        </div>
      ) : (
        <TextareaField
          label="Texto (Markdown)"
          value={form.body}
          rows={14}
          hint="«## Apartado» para un apartado, «- » para una lista, **negrita**. Deja una línea en blanco entre párrafos."
          onChange={(e) => set({ body: e.target.value })}
          error={fields.body}
        />
      )}
      {preview && fields.body ? <p className="text-sm text-destructive">{fields.body}</p> : null}
      <SelectField
        label="Estado"
        value={form.status}
        onChange={(e) => set({ status: e.target.value as ArticleInput["status"] })}
        error={fields.status}
      >
        {articleStatuses.map((s) => (
          <option key={s} value={s}>
            {articleStatusNames[s]}
          </option>
        ))}
      </SelectField>
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Guardar artículo</Button>
        <Button type="button" variant="outline" onClick={() => onDone("")}>
          Cancelar
        </Button>
        {article && (
          <Button type="button" variant="destructive" onClick={() => void remove()}>
            Borrar artículo
          </Button>
        )}
      </div>
    </form>
  );
}
