/**
 * `/gestion/personas` (AC-01, AC-03): the owner's page of people. Invite someone (a single-use
 * link goes by email), change a role or a professional's column, deactivate an account (its
 * sessions end at once), send a new link, and see and end every open session. SP-05: what each
 * professional may do besides her own column (contacts, cancelling, blocking her time).
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { useSettings } from "@/hooks/use-settings";
import {
  permissionKeys,
  permissionNames,
  type Permissions,
  type PersonView,
  type Role,
  roleNames,
  roles,
  type SessionView,
} from "@/domain/staff/schemas";
import { ApiError } from "../shared/staff-api";
import { accountsApi } from "../shared/accounts-api";
import { SessionList } from "../shared/session-list";
import { useAction } from "../shared/use-action";
import { StaffGate } from "../shared/staff-gate";

export default function PeopleApp() {
  return <StaffGate roles={["owner"]}>{() => <People />}</StaffGate>;
}

function People() {
  const [people, setPeople] = useState<PersonView[] | null>(null);
  const [sessions, setSessions] = useState<SessionView[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = useCallback(() => {
    accountsApi.people().then(
      (r) => setPeople(r.people),
      (e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)),
    );
    accountsApi.sessions().then(
      (r) => setSessions(r.sessions),
      () => undefined,
    );
  }, []);
  const { act, busy, message, setMessage } = useAction(load);
  useEffect(load, [load]);

  return (
    <div className="space-y-8">
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message ?? loadError}
      </p>
      <Invite
        onInvited={(name) => {
          setMessage(`Invitación enviada a ${name}.`);
          load();
        }}
      />
      <section aria-labelledby="personas" className={cardVariants({ padding: "lg" })}>
        <h2 id="personas" className="mb-4 text-2xl font-semibold">
          Personas con acceso
        </h2>
        {people === null ? (
          <p className="text-muted-foreground">Cargando…</p>
        ) : (
          <ul className="divide-y divide-border">
            {people.map((p) => (
              <PersonRow key={`${p.id}-${p.version}`} person={p} busy={busy} act={act} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sesiones" className={cardVariants({ padding: "lg" })}>
        <h2 id="sesiones" className="mb-4 text-2xl font-semibold">
          Sesiones abiertas
        </h2>
        <SessionList
          sessions={sessions}
          busy={busy}
          showPerson
          onEnd={(s) => void act(() => accountsApi.endSession(s.id), `Sesión de ${s.personName} cerrada.`)}
        />
      </section>
    </div>
  );
}

function ColumnOptions() {
  const { team } = useSettings();
  return (
    <>
      <option value="">Elige su columna</option>
      {team.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </>
  );
}

function PersonRow({
  person,
  busy,
  act,
}: {
  person: PersonView;
  busy: boolean;
  act: (work: () => Promise<unknown>, done: string) => Promise<boolean>;
}) {
  const [role, setRole] = useState<Role>(person.role);
  const [staffId, setStaffId] = useState(person.staffId ?? "");
  const [permissions, setPermissions] = useState<Permissions>(person.permissions);
  const save = (active: boolean, done: string) =>
    act(
      () =>
        accountsApi.updatePerson(person.id, {
          name: person.name,
          role,
          staffId: role === "professional" ? staffId || null : null,
          active,
          permissions,
          version: person.version,
        }),
      done,
    );
  return (
    <li className="space-y-2 py-4">
      <p className="[overflow-wrap:anywhere]">
        <strong>{person.name}</strong> · {person.email} · {roleNames[person.role]}
        {person.active ? "" : " · desactivada"}
        {person.hasPassword ? "" : " · invitación pendiente"}
        {person.passkeys > 0 ? ` · ${person.passkeys} ${person.passkeys === 1 ? "llave" : "llaves"}` : ""}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={`Papel de ${person.name}`}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          className="w-44"
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleNames[r]}
            </option>
          ))}
        </SelectField>
        {role === "professional" ? (
          <SelectField
            label={`Columna de ${person.name}`}
            value={staffId}
            onChange={(e) => setStaffId(e.target.value)}
            className="w-44"
          >
            <ColumnOptions />
          </SelectField>
        ) : null}
        {role === "professional" ? (
          <fieldset className="min-w-0 basis-full space-y-1">
            <legend className="text-sm font-medium">Permisos de {person.name}</legend>
            {permissionKeys.map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={permissions[key]}
                  onChange={(e) => setPermissions((p) => ({ ...p, [key]: e.target.checked }))}
                />
                {permissionNames[key]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void save(person.active, `Cambios de ${person.name} guardados.`)}
        >
          Guardar <span className="sr-only">{person.name}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void save(
              !person.active,
              person.active ? `${person.name}: cuenta desactivada.` : `${person.name}: cuenta reactivada.`,
            )
          }
        >
          {person.active ? "Desactivar" : "Reactivar"} <span className="sr-only">{person.name}</span>
        </Button>
        {person.active ? (
          <Button
            size="sm"
            variant="ghost"
            className="h-auto! min-h-9 text-left whitespace-normal!"
            disabled={busy}
            onClick={() => void act(() => accountsApi.sendLink(person.id), `Enlace enviado a ${person.email}.`)}
          >
            {person.hasPassword ? "Enviar enlace para cambiar la contraseña" : "Reenviar invitación"}
            <span className="sr-only"> a {person.name}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Invite({ onInvited }: { onInvited: (name: string) => void }) {
  const [form, setForm] = useState({ email: "", name: "", role: "reception" as Role, staffId: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFields({});
    try {
      await accountsApi.invite({
        email: form.email,
        name: form.name,
        role: form.role,
        staffId: form.role === "professional" ? form.staffId || null : null,
      });
      onInvited(form.name);
      setForm({ email: "", name: "", role: "reception", staffId: "" });
    } catch (e) {
      if (e instanceof ApiError) setFields(Object.keys(e.fields).length > 0 ? e.fields : { email: e.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invitar" className={cardVariants({ padding: "lg" })}>
      <h2 id="invitar" className="mb-2 text-2xl font-semibold">
        Invitar a una persona
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Recibe un enlace por email para elegir su contraseña (sirve una vez, 24 horas).
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nombre" required value={form.name} error={fields.name} onChange={set("name")} />
        <Field label="Email" type="email" required value={form.email} error={fields.email} onChange={set("email")} />
        <SelectField label="Papel" value={form.role} onChange={set("role")} error={fields.role}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleNames[r]}
            </option>
          ))}
        </SelectField>
        {form.role === "professional" ? (
          <SelectField
            label="Su columna en la agenda"
            value={form.staffId}
            onChange={set("staffId")}
            error={fields.staffId}
          >
            <ColumnOptions />
          </SelectField>
        ) : null}
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        {busy ? "Enviando…" : "Enviar invitación"}
      </Button>
    </form>
  );
}
