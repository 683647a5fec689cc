import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/home";
import { About } from "@/components/sections/about";
import { Contact } from "@/components/sections/contact";
import { Gallery } from "@/components/sections/gallery";
import { Hero } from "@/components/sections/hero";
import { OpeningHours } from "@/components/sections/opening-hours";
import { ServicesGrid } from "@/components/sections/services-grid";
import { Testimonials } from "@/components/sections/testimonials";
import { about, gallery, hero, sectionTitles, stats, teamStatLabel, testimonials } from "@/content/home";
import { activeServices, activeTeam, hoursGroups } from "@/lib/settings/queries";
import { useSettings } from "@/hooks/use-settings";
import { mapUrl, site } from "@/content/site";
import { BlogSection } from "@/features/blog/components/blog-section";
import { BookingSection } from "@/features/booking/components/booking-section";
import { pageMeta } from "@/lib/seo";
import { beautySalonJsonLd, jsonLdString } from "@/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `${site.name} | Peluquería y estética en Madrid`, description: site.description, path: "/" });

/**
 * Arriving from another page at `/#reservas` (an article's booking button): React Router scrolls to
 * the anchor on navigation, which can run before the home page has rendered under load. Once it has,
 * go to the anchor if it is still out of sight (a deep link's focused summary inside it is left alone).
 */
function useScrollToAnchor() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) target.scrollIntoView();
  }, [hash, key]);
}

export default function Home() {
  useScrollToAnchor();
  const settings = useSettings();
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdString(beautySalonJsonLd(settings)) }}
      />
      <Hero {...hero} />
      <ServicesGrid {...sectionTitles.services} services={activeServices(settings)} />
      <BookingSection {...sectionTitles.booking} />
      <BlogSection {...sectionTitles.blog} />
      <About {...about} stats={[...stats, { value: String(activeTeam(settings).length), label: teamStatLabel }]} />
      <Gallery {...sectionTitles.gallery} items={gallery} />
      <Testimonials {...sectionTitles.testimonials} items={testimonials} />
      <OpeningHours {...sectionTitles.hours} hours={hoursGroups(settings)} closures={settings.closures} />
      <Contact
        {...sectionTitles.contact}
        phone={site.contact.phone}
        email={site.contact.email}
        address={site.address.full}
        mapUrl={mapUrl}
      />
    </>
  );
}
