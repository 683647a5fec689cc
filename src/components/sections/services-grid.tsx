import { Check, Feather, Flower, Hand, Palette, Scissors, Sparkles } from "lucide-react";
import { Section } from "@/components/layout/section";
import { euros, type ServiceIcon } from "@/content/services";
import type { ServiceSetting } from "@/lib/settings/model";
import { paths, sections } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/cn";

const icons: Record<ServiceIcon, typeof Scissors> = {
  scissors: Scissors,
  sparkles: Sparkles,
  hand: Hand,
  palette: Palette,
  flower: Flower,
  feather: Feather,
};

/** The service cards (HM-03), from the salon's settings: the price is the one the widget books. */
export function ServicesGrid({
  title,
  text,
  services,
}: {
  title: string;
  text: string;
  services: readonly ServiceSetting[];
}) {
  return (
    <Section id={sections.services} title={title} text={text}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((card) => (
          <ServiceCard key={card.id} service={card} />
        ))}
      </ul>
    </Section>
  );
}

/** One service card; also the preview next to the service's form in /gestion/ajustes (OW-03). */
export function ServiceCard({ service, as: Tag = "li" }: { service: ServiceSetting; as?: "li" | "div" }) {
  const Icon = icons[service.icon];
  return (
    <Tag className={cn(cardVariants({ padding: "lg", elevated: true }), "flex flex-col")}>
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-xl font-semibold">{service.title}</h3>
      <p className="mt-2 text-muted-foreground">{service.description}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {service.features.map((f, i) => (
          <li key={`${i}-${f}`} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-primary" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
        <p className="text-lg font-semibold text-primary">desde {euros(service.price)}</p>
        {/* CN-04: the widget with this service chosen; a plain link, so a tap before any JavaScript books it (PF-05). */}
        <a
          href={paths.bookService(service.id)}
          className={buttonVariants({ size: "sm" })}
          aria-label={`Reservar ${service.title}`}
        >
          Reservar
        </a>
      </div>
    </Tag>
  );
}
