import { buttonVariants } from "@/components/ui/button";
import { site } from "@/content/site";
import { paths } from "@/lib/paths";

/** Fallback for unexpected render errors (RT-05). A plain link reloads the app cleanly. */
export function ErrorPage() {
  return (
    <section aria-labelledby="error-titulo" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <title>{`Error inesperado | ${site.name}`}</title>
      <h1 id="error-titulo" className="text-3xl font-semibold">
        Unexpected Application Error!
      </h1>
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
