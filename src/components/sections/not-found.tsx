import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/lib/paths";

export function NotFound() {
  return (
    <section aria-labelledby="error-titulo" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="font-display text-6xl font-semibold text-primary">404</p>
      <h1 id="error-titulo" className="mt-4 text-3xl font-semibold">
        Página no encontrada
      </h1>
      <p className="mt-4 text-muted-foreground">
        Lo sentimos, la página que buscas no existe o ha cambiado de dirección.
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
