import { Check, Feather, Flower, Hand, Palette, Scissors, Sparkles } from "lucide-react";
import { Section } from "@/components/layout/section";
import { euros, priceOf, type ServiceCard, type ServiceIcon } from "@/content/services";
import { sections } from "@/lib/paths";
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

export function ServicesGrid({ title, text, cards }: { title: string; text: string; cards: readonly ServiceCard[] }) {
  return (
    <Section id={sections.services} title={title} text={text}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.serviceId} className={cn(cardVariants({ padding: "lg", elevated: true }), "flex flex-col")}>
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.description}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {card.features.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 text-primary" />
                    {f}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-6 text-lg font-semibold text-primary">desde {euros(priceOf(card.serviceId))}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
