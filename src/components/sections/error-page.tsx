import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/**
 * Fallback for unexpected render errors (RT-05): the server's 500 page, or (`inIsland`) in place of
 * an island that failed, the rest of the page still working. A plain link reloads the page cleanly.
 */
export function ErrorPage({ inIsland = false }: { inIsland?: boolean }) {
  const Heading = inIsland ? "h2" : "h1";
  return (
    <section
      aria-labelledby={inIsland ? undefined : "error-titulo"}
      aria-label={inIsland ? "Error" : undefined}
      className={
        inIsland ? "mx-auto max-w-2xl px-4 py-8 text-center" : "mx-auto max-w-2xl px-4 py-24 text-center sm:px-6"
      }
    >
      <Heading id={inIsland ? undefined : "error-titulo"} className="text-3xl font-semibold">
        Unexpected Application Error!
      </Heading>
      <p className="mt-4 text-muted-foreground">
        Algo ha salido mal al mostrar esta página. Disculpa las molestias: vuelve al inicio e inténtalo de nuevo, o
        llámanos si necesitas reservar.
      </p>
      <a href={paths.home} className={`${buttonVariants()} mt-8`}>
        Volver al inicio
      </a>
    </section>
  );
}
