import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { posts } from "../content/blog/posts";

export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  // One static route per article: a dynamic `blog/:id` would let unknown ids
  // reach the article page instead of the 404 page (RT-04).
  ...posts.map((post) => route(`blog/${post.id}`, "routes/article.tsx", { id: `article-${post.id}` })),
  route("privacidad", "routes/privacy.tsx"),
  route("aviso-legal", "routes/legal-notice.tsx"),
  route("cita", "routes/appointment.tsx"),
  route("gestion", "routes/staff.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
