import type { ReactNode } from "react";
import { Mail, MapPin, Phone } from "lucide-react";
import { OpenStatus } from "@/components/layout/open-status";
import { Section } from "@/components/layout/section";
import { sections } from "@/lib/paths";

export interface ContactProps {
  title: string;
  text: string;
  phone: { display: string; href: string };
  email: string;
  address: string;
  mapUrl: string;
  /** The live 'Abierto ahora' line: an island on the site (PF-01); the component itself otherwise. */
  status?: ReactNode;
}

export function Contact({ title, text, phone, email, address, mapUrl, status }: ContactProps) {
  const cards = [
    { icon: Phone, label: "Teléfono", value: phone.display, href: phone.href, external: false },
    { icon: Mail, label: "Email", value: email, href: `mailto:${email}`, external: false },
    { icon: MapPin, label: "Ubicación", value: address, href: mapUrl, external: true },
  ];
  return (
    <Section id={sections.contact} title={title} text={text} className="bg-muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ icon: Icon, label, value, href, external }) => (
          <li key={label} className="rounded-2xl bg-card p-6 text-center shadow-sm">
            <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{label}</h3>
            <a
              href={href}
              className="mt-2 inline-block break-words text-primary underline-offset-4 hover:underline"
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {value}
              {external ? <span className="sr-only"> (abre el mapa en una pestaña nueva)</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {status ?? <OpenStatus className="mt-6 justify-center" />}
    </Section>
  );
}
