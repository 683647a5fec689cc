/**
 * `/hueco#<token>` (WL-02): a freed time offered to a client on the waitlist. She sees what, when and
 * until when, and takes it with one button; the server books it through the widget's rules. A time
 * someone else took, or an offer past its hold, says so and that she stays on the list.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { site } from "@/content/site";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import type { OfferResponse } from "@/domain/waitlist/schemas";
import { DetailList } from "../components/summary-list";
import { waitlistApi } from "./waitlist-api";

type State =
  | { kind: "loading" }
  | { kind: "missing"; message: string }
  | { kind: "shown"; offer: OfferResponse; busy?: boolean; error?: string }
  | { kind: "booked"; offer: OfferResponse; manageUrl: string; reference: string };

const closed: Record<Exclude<OfferResponse["status"], "open" | "accepted">, string> = {
  expired: "Este aviso ha caducado y el hueco se ha ofrecido a otra persona. Sigues en la lista de espera.",
  taken: "Lo sentimos, ese hueco ya no está libre: otra persona lo ha reservado. Sigues en la lista de espera.",
  withdrawn: "Este aviso ya no está activo.",
};

export function OfferPage({ token }: { token: string }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: "loading" } : { kind: "missing", message: "Abre el enlace completo del mensaje que te enviamos." },
  );
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    if (!token) return;
    void waitlistApi.lookup(token).then((r) => {
      if (!current) return;
      setState(r.ok ? { kind: "shown", offer: r.value } : { kind: "missing", message: r.message });
    });
    return () => {
      current = false;
    };
  }, [token]);
  useEffect(() => {
    if (state.kind === "booked") result.current?.focus();
  }, [state.kind]);

  if (state.kind === "loading") return <p className="mt-6 text-muted-foreground">Cargando el hueco…</p>;
  if (state.kind === "missing")
    return (
      <p role="alert" className="mt-6">
        {state.message}
      </p>
    );
  const { offer } = state;
  const rows: [string, string][] = [
    ["Servicio", offer.serviceName],
    ["Profesional", offer.staffName],
    ["Fecha", offer.date],
    ["Hora", offer.time],
  ];
  if (state.kind === "booked")
    return (
      <div ref={result} tabIndex={-1} className={cn(cardVariants({ padding: "md" }), "mt-6 grid gap-3")}>
        <h2 className="text-xl font-semibold">¡Reservado! Te esperamos</h2>
        <DetailList rows={[...rows, ["Referencia", state.reference]]} />
        <p>
          Te hemos enviado la confirmación. <a href={state.manageUrl}>Ver o cancelar tu cita</a>
        </p>
      </div>
    );
  const { status } = offer;
  async function take() {
    setState({ kind: "shown", offer, busy: true });
    const r = await waitlistApi.accept(token);
    // PY-09: a service with a deposit is held while she pays it, as from the widget.
    if (r.ok && r.value.payment) window.location.assign(r.value.payment.checkoutUrl);
    else if (r.ok) setState({ kind: "booked", offer, manageUrl: r.value.manageUrl, reference: r.value.reference });
    else setState({ kind: "shown", offer, error: r.message });
  }
  return (
    <div className={cn(cardVariants({ padding: "md" }), "mt-6 grid gap-3")}>
      <h2 className="text-xl font-semibold">
        {status === "open" ? "Se ha liberado un hueco para ti" : "Hueco de la lista de espera"}
      </h2>
      <DetailList rows={rows} />
      {status === "open" ? (
        <>
          <p>
            Te lo guardamos hasta las <strong>{offer.until}</strong>. Si lo quieres, resérvalo ahora.
          </p>
          <Button onClick={() => void take()} disabled={state.busy} className="justify-self-start">
            {state.busy ? "Reservando…" : "Reservar este hueco"}
          </Button>
        </>
      ) : status === "accepted" ? (
        <p>Ya lo reservaste. {offer.manageUrl ? <a href={offer.manageUrl}>Ver o cancelar tu cita</a> : null}</p>
      ) : (
        <p>{closed[status]}</p>
      )}
      {state.error ? (
        <p role="alert" className="text-destructive">
          {state.error}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        ¿Prefieres otra hora? <a href={paths.booking}>Reserva online</a> o llámanos al {site.contact.phone.display}.
      </p>
    </div>
  );
}
