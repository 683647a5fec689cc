/**
 * 'Tu agenda en el calendario del móvil' (SP-03) in Mi cuenta, for a professional: a private address
 * her phone's calendar subscribes to (her appointments, client first name and service). Shown once
 * when made; renewing makes a new one and the old stops at once (a lost phone, a shared link).
 */
import { CalendarDays, Copy } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { useAction } from "../shared/use-action";
import { phonesApi } from "./phones-api";

export function CalendarPanel() {
  const [active, setActive] = useState<boolean | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const load = useCallback(() => {
    phonesApi.calendar().then(
      (r) => setActive(r.active),
      () => undefined,
    );
  }, []);
  const { act, busy, message } = useAction(load);
  useEffect(load, [load]);

  return (
    <section aria-labelledby="calendario" className={cardVariants({ padding: "lg" })}>
      <h2 id="calendario" className="mb-2 text-2xl font-semibold">
        Tu agenda en el calendario del móvil
      </h2>
      <p className="mb-2 text-sm text-muted-foreground">
        Una dirección privada que tu calendario (Google, iPhone, Outlook) consulta sola: tus citas con el nombre de la
        clienta y el servicio. No la compartas; si se pierde el móvil, renuévala.
      </p>
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message}
      </p>
      {url ? (
        <div className="mb-3 space-y-2">
          <label className="block text-sm font-medium" htmlFor="direccion-calendario">
            Tu dirección (cópiala ahora: no se vuelve a mostrar)
          </label>
          <input
            id="direccion-calendario"
            readOnly
            value={url}
            className="border-input w-full rounded-md border bg-background px-3 py-2 text-sm [overflow-wrap:anywhere]"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(url)}>
              <Copy aria-hidden="true" />
              Copiar
            </Button>
            <a
              className="inline-flex items-center gap-1 text-sm font-medium text-primary underline"
              href={url.replace(/^https?:/, "webcal:")}
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              Abrir en el calendario
            </a>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy || active === null}
          onClick={() =>
            void act(
              async () => {
                setUrl((await phonesApi.renewCalendar()).url);
              },
              active ? "Dirección renovada: la anterior ya no funciona." : "Dirección creada.",
            )
          }
        >
          {active ? "Renovar la dirección" : "Crear mi dirección de calendario"}
        </Button>
        {active ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await phonesApi.stopCalendar();
                setUrl(null);
              }, "Calendario desactivado: la dirección ya no funciona.")
            }
          >
            Dejar de compartir
          </Button>
        ) : null}
      </div>
    </section>
  );
}
