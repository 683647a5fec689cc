import { giftsLabel, nav } from "@/content/home";
import { activeServices } from "@/lib/settings/queries";
import { useSettings } from "@/hooks/use-settings";
import { copyright, site } from "@/content/site";
import { paths, sections } from "@/lib/paths";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";
import { SocialIcon } from "./social-icon";
import { buttonVariants } from "@/components/ui/button";

/** `year`: the page's year in the salon (CN-03: the copyright runs to it). */
export function SiteFooter({ year }: { year: number }) {
  const settings = useSettings();
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm text-muted-foreground">{site.description}</p>
          <ul className="flex gap-2" aria-label="Redes sociales">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className={buttonVariants({ variant: "light", size: "icon" })}
                >
                  <SocialIcon name={s.name} />
                  <span className="sr-only">{`${site.name} en ${s.name} (se abre en una pestaña nueva)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide uppercase">Servicios</h2>
          <ul className="space-y-2 text-sm">
            {activeServices(settings).map((s) => (
              <li key={s.id}>
                <SectionLink hash={sections.services} className="text-muted-foreground hover:text-primary">
                  {s.title}
                </SectionLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide uppercase">Enlaces</h2>
          <ul className="space-y-2 text-sm">
            {nav.map((item) => (
              <li key={item.hash}>
                <SectionLink hash={item.hash} className="text-muted-foreground hover:text-primary">
                  {item.label}
                </SectionLink>
              </li>
            ))}
            {settings.giftsOnSale && (
              <li>
                <a href={paths.gifts} className="text-muted-foreground hover:text-primary">
                  {giftsLabel}
                </a>
              </li>
            )}
            <li>
              <a href={paths.blog} className="text-muted-foreground hover:text-primary">
                Todos los artículos
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide uppercase">Contacto</h2>
          <address className="space-y-2 text-sm text-muted-foreground not-italic">
            <p>{site.address.full}</p>
            <p>
              <a href={site.contact.phone.href} className="hover:text-primary">
                {site.contact.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.contact.email}`} className="hover:text-primary">
                {site.contact.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-border">
        {/* The last line ends above the chat button (issue 30): a phone's bar, a wider screen's corner. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-22 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>
            {copyright(year)} {site.name}. Todos los derechos reservados.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <a href={paths.privacy} className="hover:text-primary hover:underline">
                Política de privacidad
              </a>
            </li>
            <li>
              <a href={paths.legal} className="hover:text-primary hover:underline">
                Aviso legal
              </a>
            </li>
          </ul>
          <p>
            Diseño y desarrollo:{" "}
            <a
              href={site.credit.href}
              rel="noopener"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {site.credit.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
