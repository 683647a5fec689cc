import type { Route } from "./+types/appointment";
import { site } from "@/content/site";
import { ManageAppointment } from "@/features/booking/components/manage-appointment";
import { useHydrated } from "@/hooks/use-hydrated";
import { pageMeta } from "@/lib/seo";
import { paths } from "@/lib/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Tu cita | ${site.name}`,
    description: "Consulta o cancela tu cita.",
    path: paths.appointment,
    noindex: true,
  });

/** `/cita#<token>` (BE-06): the token lives in the fragment, which browsers never send to a server. */
export default function Appointment() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="cita-titulo" className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 id="cita-titulo" className="text-4xl font-semibold">
        Tu cita
      </h1>
      {hydrated ? (
        <ManageAppointment token={window.location.hash.slice(1)} />
      ) : (
        <p className="mt-6 text-muted-foreground">Cargando tu cita…</p>
      )}
    </section>
  );
}
