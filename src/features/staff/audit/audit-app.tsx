/**
 * `/gestion/registro` (AC-05): the owner reads who changed what and when — appointments, clients,
 * settings, people — filtered by person, kind and dates, each entry with its before and after.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { fieldNames } from "@/domain/staff/audit";
import { type AuditEntry, type AuditQuery, auditKindNames, auditKinds, type PersonView } from "@/domain/staff/schemas";
import { ApiError } from "../shared/staff-api";
import { accountsApi } from "../shared/accounts-api";
import { StaffGate } from "../shared/staff-gate";

export default function AuditApp() {
  return <StaffGate roles={["owner"]}>{() => <Audit />}</StaffGate>;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("es-ES", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Madrid" });

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "sí" : "no";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return when(value);
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function Change({ change }: { change: AuditEntry["changes"][number] }) {
  const keys = [...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})])].filter(
    (k) => k !== "id",
  );
  return (
    <li>
      <span className="font-medium">
        {change.entity} {change.label || change.entityId}
      </span>
      <ul className="ml-4 list-disc">
        {keys.map((k) => (
          <li key={k}>
            {fieldNames[k] ?? k}: {change.action === "insert" ? "" : `${show(change.before?.[k])} → `}
            {change.action === "delete" ? "(borrado)" : show(change.after?.[k])}
          </li>
        ))}
      </ul>
    </li>
  );
}

function Audit() {
  const [people, setPeople] = useState<PersonView[]>([]);
  const [filter, setFilter] = useState({ person: "", kind: "", from: "", to: "" });
  const [query, setQuery] = useState<AuditQuery>({});
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
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
        {message ?? (entries ? `${entries.length} ${entries.length === 1 ? "cambio" : "cambios"}.` : "")}
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
                <ul className="mt-2 space-y-1 text-sm">
                  {e.changes.map((c, i) => (
                    <Change key={i} change={c} />
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
