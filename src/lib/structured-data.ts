import type { PostMeta } from "@/content/blog/posts";
import { bookingServices } from "@/content/services";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo";

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** BeautySalon JSON-LD for the home page (QA-05). */
export function beautySalonJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "BeautySalon",
    name: site.name,
    description: site.description,
    url: site.url,
    image: absoluteUrl("/og-image.png"),
    telephone: site.contact.phone.e164,
    email: site.contact.email,
    priceRange: `${Math.min(...bookingServices.map((s) => s.price))}€–${Math.max(...bookingServices.map((s) => s.price))}€`,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.detail}`,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: site.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${dayNames[d]}`),
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: site.social.map((s) => s.href),
  };
}

/** BlogPosting JSON-LD for one article (QA-05). */
export function blogPostingJsonLd(post: PostMeta) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.publishDate,
    author: { "@type": "Person", name: post.author.name },
    publisher: { "@type": "Organization", name: site.name, url: site.url },
    mainEntityOfPage: absoluteUrl(`/blog/${post.id}`),
    articleSection: post.category,
  };
}

/** Serialise JSON-LD safely for an inline script (no "</script>" break-out). */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
