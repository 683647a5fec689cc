import { site } from "@/content/site";

/** One tag of a page's <head>: its title, a meta tag, or the canonical link (src/layouts/base.astro writes them). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** Title, description, canonical and Open Graph tags for one route (RT-07). */
export function pageMeta({
  title,
  description,
  path,
  image = "/og-image.png",
  type = "website",
  noindex,
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
