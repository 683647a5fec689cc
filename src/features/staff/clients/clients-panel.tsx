import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { longSpanishDate } from "@/lib/dates";
import { type Appointment, staffApi } from "../shared/staff-api";
import { statusLabels } from "../agenda/day-layout";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useMe } from "../shared/staff-gate";

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
          <ClientNotes appointments={results} onSaved={onChanged} />
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

/** ST-07: the salon's notes on each client found (allergies, preferences), one per phone. */
function ClientNotes({ appointments, onSaved }: { appointments: Appointment[]; onSaved: () => void }) {
  const clients = [
    ...new Map(
      appointments.filter((a) => a.clientPhone).map((a) => [a.clientPhone?.replace(/\D/g, "").slice(-9), a]),
    ).values(),
  ].slice(0, 5);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {clients.map((a) => (
        <NoteForm key={a.id} appointment={a} onSaved={onSaved} />
      ))}
    </div>
  );
}

function NoteForm({ appointment: a, onSaved }: { appointment: Appointment; onSaved: () => void }) {
  const [note, setNote] = useState(a.clientNote ?? "");
  const [status, setStatus] = useState<string | null>(null);
  const id = `nota-${a.id}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await staffApi.note(a.clientPhone ?? "", note);
      setStatus(note.trim() ? "Notas guardadas: se ven en sus citas." : "Notas borradas.");
      onSaved();
    } catch (e) {
      setStatus(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <form onSubmit={save} className="space-y-2 rounded-xl border border-border p-3">
      <label htmlFor={id} className="block text-sm font-medium">
        Notas de {a.clientName ?? "cliente"} ({a.clientPhone})
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={1000}
        rows={3}
        placeholder="Alergias, preferencias…"
        onChange={(e) => setNote(e.target.value)}
        className="w-full rounded-xl border border-border bg-card p-2 text-sm"
      />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" variant="outline">
          Guardar notas
        </Button>
        <p role="status" className="text-xs">
          {status}
        </p>
      </div>
    </form>
  );
}
