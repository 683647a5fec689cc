/**
 * The agenda's inbox (MS-03): what clients wrote back on WhatsApp or SMS in the last two weeks that
 * was not an answer the salon acts on ('Confirmar', 'BAJA'…), each with the appointment it is about.
 */
import { useEffect, useState } from "react";
import { cardVariants } from "@/components/ui/card";
import { channelNames } from "@/domain/messages/channels";
import { longSpanishDate } from "@/lib/dates";
import { cn } from "@/lib/cn";
import { staffApi } from "../shared/staff-api";

type Messages = Awaited<ReturnType<typeof staffApi.messages>>["messages"];

const when = (iso: string) =>
  new Date(iso).toLocaleString("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });

export function InboxPanel() {
  const [messages, setMessages] = useState<Messages | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    staffApi.messages().then(
      (r) => current && setMessages(r.messages),
      (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section aria-labelledby="mensajes-titulo" className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
      <h2 id="mensajes-titulo" className="text-xl font-semibold">
        Mensajes de clientes
      </h2>
      <p role="status" className="text-sm">
        {error ??
          (messages === null
            ? "Cargando mensajes…"
            : messages.length === 0
              ? "Ningún mensaje en las últimas dos semanas."
              : `${messages.length} ${messages.length === 1 ? "mensaje" : "mensajes"} en las últimas dos semanas.`)}
      </p>
      {messages && messages.length > 0 ? (
        <ul className="divide-y divide-border text-sm">
          {messages.map((m) => (
            <li key={m.id} className="space-y-1 py-2">
              <p className="text-xs text-muted-foreground">
                {when(m.receivedAt)} · {channelNames[m.channel]}
              </p>
              <p>
                <span className="font-medium">{m.appointment?.clientName ?? "Número desconocido"}:</span> «{m.body}»
              </p>
              {m.appointment ? (
                <p className="text-xs">
                  Su cita: {longSpanishDate(m.appointment.date)} {m.appointment.time} · {m.appointment.serviceName} con{" "}
                  {m.appointment.staffName}{" "}
                  {m.appointment.clientPhone ? (
                    <a href={`tel:${m.appointment.clientPhone.replace(/[^\d+]/g, "")}`} className="underline">
                      Llamar
                    </a>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
