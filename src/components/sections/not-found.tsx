import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** 404, or 410 for an article the salon deleted (CN-02): it existed and is gone for good. */
export function NotFound({ gone = false }: { gone?: boolean }) {
  return (
    <section aria-labelledby="error-titulo" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="font-display text-6xl font-semibold text-primary">{gone ? "410" : "404"}</p>
      <h1 id="error-titulo" className="mt-4 text-3xl font-semibold">
        {gone ? "Este artículo ya no está disponible" : "Página no encontrada"}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {gone
          ? "El salón lo ha retirado del blog. Te esperan otros consejos de nuestras profesionales."
          : "Lo sentimos, la página que buscas no existe o ha cambiado de dirección."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={paths.home} className={buttonVariants()}>
          Volver al inicio
        </a>
        <a href={paths.blog} className={buttonVariants({ variant: "outline" })}>
          Ir al blog
        </a>
      </div>
    </section>
  );
}
