import type { PostMeta } from "@/content/blog/taxonomy";
import type { SalonSettings } from "@/lib/settings/model";
import { activeTeam, hoursGroups, priceRange } from "@/lib/settings/queries";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo";

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** BeautySalon JSON-LD for the home page (QA-05), from the salon's settings: hours, closures, prices (OW-02). */
export function beautySalonJsonLd(settings: SalonSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "BeautySalon",
    name: site.name,
    description: site.description,
    url: site.url,
    image: absoluteUrl("/og-image.png"),
    telephone: site.contact.phone.e164,
    email: site.contact.email,
    priceRange: priceRange(settings),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.detail}`,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: hoursGroups(settings).map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${dayNames[d]}`),
      opens: h.opens,
      closes: h.closes,
    })),
    // A whole-day closure is a special opening with opens = closes = 00:00 (schema.org's "closed");
    // a closure of part of a day leaves the day open and is not listed.
    specialOpeningHoursSpecification: settings.closures
      .filter((c) => c.startTime === "00:00" && c.endTime === "24:00")
      .map((c) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: c.startDate,
        validThrough: c.endDate,
        opens: "00:00",
        closes: "00:00",
        ...(c.note ? { description: c.note } : {}),
      })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Servicios",
      itemListElement: settings.services
        .filter((s) => s.active)
        .map((s) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: s.name },
          price: s.price,
          priceCurrency: "EUR",
        })),
    },
    employee: activeTeam(settings).map((p) => ({
      "@type": "Person",
      name: p.name,
      jobTitle: p.role,
      ...(p.photo ? { image: absoluteUrl(p.photo) } : {}),
    })),
    sameAs: site.social.map((s) => s.href),
  };
}

/**
 * BlogPosting JSON-LD for one article (QA-05). `imageUrl`: where the article's image is served (a
 * photo's generated WebP; artwork is its own path).
 */
export function blogPostingJsonLd(post: PostMeta, imageUrl = post.image) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(imageUrl),
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
