/** `/api/staff/articles` (CN-02, owner only): the blog's articles, written, published and deleted. */
import { Hono } from "hono";
import { articleIdParam, articleInput } from "@/domain/blog/schemas";
import type { AppDeps, AppEnv } from "../http/context";
import { allow, OWNER } from "../http/access";
import { problem } from "../http/problems";
import { validate, validateOr } from "../http/validate";
import { type ArticleResult, deleteArticle, saveArticle, staffArticles } from "./service";

const notFound = (c: Parameters<typeof problem>[0]) =>
  problem(c, 404, "not_found", { message: "No encontramos ese artículo." });

export function staffArticleRoutes(deps: AppDeps) {
  const byId = validateOr("param", articleIdParam, notFound);
  const answer = (c: Parameters<typeof problem>[0], result: ArticleResult, status: 200 | 201) => {
    if (result.ok) return c.json(result.article, status);
    if (result.error === "validation")
      return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields: result.fields });
    if (result.error === "not_found") return notFound(c);
    return problem(c, 409, "conflict", {
      message: "Otra persona ha guardado este artículo mientras lo editabas. Recarga para ver su versión.",
    });
  };
  return new Hono<AppEnv>()
    .get("/articles", allow(OWNER), async (c) => c.json({ articles: await staffArticles(c.var.db) }, 200))
    .post("/articles", allow(OWNER), validate("json", articleInput), async (c) =>
      answer(c, await saveArticle(c.var.db, deps.settings, undefined, c.req.valid("json"), c.get("now")), 201),
    )
    .put("/articles/:id", allow(OWNER), byId, validate("json", articleInput), async (c) =>
      answer(
        c,
        await saveArticle(c.var.db, deps.settings, c.req.valid("param").id, c.req.valid("json"), c.get("now")),
        200,
      ),
    )
    .delete("/articles/:id", allow(OWNER), byId, async (c) =>
      (await deleteArticle(c.var.db, deps.settings, c.req.valid("param").id, c.get("now")))
        ? c.json({ deleted: c.req.valid("param").id }, 200)
        : notFound(c),
    );
}
