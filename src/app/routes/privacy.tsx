import type { Route } from "./+types/privacy";
import { LegalPage } from "@/components/sections/legal-page";
import { privacyPolicy } from "@/content/legal";
import { site } from "@/content/site";
import { pageMeta } from "@/lib/seo";
import { paths } from "@/lib/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Política de privacidad | ${site.name}`,
    description: `Cómo trata ${site.name} los datos de tus reservas: qué pedimos, para qué, cuánto tiempo y tus derechos.`,
    path: paths.privacy,
  });

/** `/privacidad` (BE-08). */
export default function Privacy() {
  return <LegalPage title="Política de privacidad" updated="23 de noviembre de 2026" sections={privacyPolicy} />;
}
