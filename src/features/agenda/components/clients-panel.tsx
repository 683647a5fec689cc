import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { longSpanishDate } from "@/lib/dates";
import { type Appointment, staffApi } from "../agenda-api";
import { statusLabels } from "../day-layout";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useMe } from "./staff-gate";

/** Data requests (ST-04): find a client by phone or email, export their data, erase it. */
export function ClientsPanel({ onChanged }: { onChanged: () => void }) {
  const owner = useMe().role === "owner";
  // Export and erasure act on one client's exact phone or email, never on a name (ST-04, ST-07).
  const byContact = (q: string | null) => q !== null && (q.includes("@") || q.replace(/\D/g, "").length >= 6);
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [results, setResults] = useState<Appointment[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    setConfirming(false);
    setMessage(null);
    try {
      const data = await staffApi.clients(query);
      setResults(data.appointments);
      setSearched(query);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  async function erase() {
    try {
      const { erased } = await staffApi.erase(searched ?? "");
      setMessage(`Datos borrados de ${erased} ${erased === 1 ? "cita" : "citas"}. Las citas conservan su hora.`);
      setResults([]);
      setConfirming(false);
      onChanged();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="clientes-titulo" className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
      <h2 id="clientes-titulo" className="text-xl font-semibold">
        Clientes: consulta, exportación y borrado
      </h2>
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <Field
          label="Nombre, teléfono o email"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="min-w-60 flex-1"
        />
        <Button type="submit" disabled={query.trim().length < 3}>
          Buscar
        </Button>
      </form>
      <p role="status" className="text-sm">
        {message ??
          (searched !== null
            ? `${results.length} ${results.length === 1 ? "cita encontrada" : "citas encontradas"}.`
            : "")}
      </p>
      {results.length > 0 ? (
        <>
          <ul className="divide-y divide-border text-sm">
            {results.map((a) => (
              <li key={a.id} className="py-2">
                {longSpanishDate(a.date)} {a.time} · {a.serviceName} · {a.clientName} · {a.clientPhone} ·{" "}
                {a.clientEmail ?? "sin email"} · {statusLabels[a.status]}
              </li>
            ))}
          </ul>
          {/* Exporting and erasing a client's data are the owner's (AC-04). */}
          <div className={owner && byContact(searched) ? "flex flex-wrap gap-2" : "hidden"}>
            <a
              href={`/api/staff/clients/export?q=${encodeURIComponent(searched ?? "")}`}
              download="datos-cliente.json"
              className="inline-flex h-9 items-center rounded-full border border-primary px-4 text-sm font-medium text-primary hover:bg-secondary"
            >
              Exportar datos (JSON)
            </a>
            {confirming ? (
              <>
                <Button size="sm" variant="destructive" onClick={() => void erase()}>
                  Sí, borrar sus datos
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                  No
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Borrar datos del cliente
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
