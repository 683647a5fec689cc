import type { Route } from "./+types/legal-notice";
import { LegalPage } from "@/components/sections/legal-page";
import { legalNotice } from "@/content/legal";
import { site } from "@/content/site";
import { pageMeta } from "@/lib/seo";
import { paths } from "@/lib/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Aviso legal | ${site.name}`,
    description: `Datos del titular de la web de ${site.name} y condiciones de uso.`,
    path: paths.legal,
  });

/** `/aviso-legal` (BE-08, LSSI art. 10). */
export default function LegalNotice() {
  return <LegalPage title="Aviso legal" updated="23 de noviembre de 2026" sections={legalNotice} />;
}
