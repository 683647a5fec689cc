import type { Route } from "./+types/not-found";
import { NotFound } from "@/components/sections/not-found";
import { site } from "@/content/site";

export const meta: Route.MetaFunction = () => [
  { title: `Página no encontrada | ${site.name}` },
  { name: "description", content: "La página que buscas no existe." },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
