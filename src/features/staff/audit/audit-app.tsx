/**
 * `/gestion/registro` (AC-05): the owner reads who changed what and when — appointments, clients,
 * settings, people — filtered by person, kind and dates, each entry with its before and after.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { type AuditEntry, type AuditQuery, auditKindNames, auditKinds, type PersonView } from "@/domain/staff/schemas";
import { ApiError } from "../shared/staff-api";
import { accountsApi } from "../shared/accounts-api";
import { StaffGate } from "../shared/staff-gate";

export default function AuditApp() {
  return <StaffGate roles={["owner"]}>{() => <Audit />}</StaffGate>;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });

/** How many saves the log shows, of how many match the filter (OW-10). */
function countLine(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? "cambio" : "cambios");
  if (total === 0) return "Ningún cambio con estos filtros.";
  return shown >= total ? `${total} ${noun(total)}.` : `Mostrando ${shown} de ${total} ${noun(total)}.`;
}

function Audit() {
  const [people, setPeople] = useState<PersonView[]>([]);
  const [filter, setFilter] = useState({ person: "", kind: "", from: "", to: "" });
  const [query, setQuery] = useState<AuditQuery>({});
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    accountsApi.people().then(
      (r) => setPeople(r.people),
      () => undefined,
    );
  }, []);
  const load = useCallback((q: AuditQuery, append: boolean) => {
    accountsApi.audit(q).then(
      (r) => {
        setEntries((old) => (append && old ? [...old, ...r.entries] : r.entries));
        setNext(r.next);
        setTotal(r.total);
        setMessage(null);
      },
      (e: unknown) => setMessage(e instanceof ApiError ? e.message : String(e)),
    );
  }, []);
  useEffect(() => load(query, false), [load, query]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const q: AuditQuery = {};
    if (filter.person) q.person = filter.person;
    if (filter.kind) q.kind = filter.kind as AuditQuery["kind"];
    if (filter.from) q.from = filter.from;
    if (filter.to) q.to = filter.to;
    setQuery(q);
  }
  const set = (key: keyof typeof filter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: e.target.value }));

  return (
    <div className="space-y-6">
      <form onSubmit={apply} aria-label="Filtrar el registro" className="flex flex-wrap items-end gap-3">
        <SelectField label="Persona" value={filter.person} onChange={set("person")} className="w-48">
          <option value="">Todas</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tipo" value={filter.kind} onChange={set("kind")} className="w-48">
          <option value="">Todo</option>
          {auditKinds.map((k) => (
            <option key={k} value={k}>
              {auditKindNames[k]}
            </option>
          ))}
        </SelectField>
        <Field label="Desde" type="date" value={filter.from} onChange={set("from")} className="w-44" />
        <Field label="Hasta" type="date" value={filter.to} onChange={set("to")} className="w-44" />
        <Button type="submit">Filtrar</Button>
      </form>
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message ?? (entries ? countLine(entries.length, total) : "")}
      </p>
      {entries === null ? (
        <p className="text-muted-foreground">Cargando registro…</p>
      ) : (
        <ol aria-label="Cambios, del más reciente al más antiguo" className="space-y-2">
          {entries.map((e) => (
            <li key={e.id} className={cardVariants({ padding: "sm" })}>
              <details>
                <summary className="cursor-pointer">
                  <time dateTime={e.at}>{when(e.at)}</time> · <strong>{e.actorName}</strong> · {e.summary}
                </summary>
                <ul className="mt-2 space-y-2 text-sm">
                  {e.details.map((d, i) => (
                    <li key={i}>
                      <span className="font-medium">{d.title}</span>
                      {d.lines.length > 0 ? (
                        <ul className="ml-4 list-disc">
                          {d.lines.map((line, j) => (
                            <li key={j}>{line}</li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <Button variant="outline" onClick={() => load({ ...query, before: next }, true)}>
          Ver cambios anteriores
        </Button>
      ) : null}
    </div>
  );
}
