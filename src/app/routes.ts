import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { loadArticles } from "../features/blog/article-files";

export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  // One static route per article: a dynamic `blog/:id` would let unknown ids
  // reach the article page instead of the 404 page (RT-04).
  ...loadArticles().map(({ meta }) => route(`blog/${meta.id}`, "routes/article.tsx", { id: `article-${meta.id}` })),
  route("privacidad", "routes/privacy.tsx"),
  route("aviso-legal", "routes/legal-notice.tsx"),
  route("cita", "routes/appointment.tsx"),
  route("gestion", "routes/staff.tsx"),
  route("gestion/ajustes", "routes/staff-settings.tsx"),
  route("gestion/acceso", "routes/staff-access.tsx"),
  route("gestion/cuenta", "routes/staff-account.tsx"),
  route("gestion/personas", "routes/staff-people.tsx"),
  route("gestion/registro", "routes/staff-audit.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
