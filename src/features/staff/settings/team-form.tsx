/** `/gestion/ajustes` · Equipo (OW-01): name, role, services, shifts, photo, active. */
import { type FormEvent, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { teamMemberInput } from "@/domain/settings/schemas";
import { cn } from "@/lib/cn";
import type { SalonSettings, TeamMember } from "@/lib/settings/model";
import { ApiError } from "../shared/staff-api";
import { settingsApi } from "./settings-api";
import { Affected, Section, Status, useSave, weekdays } from "./settings-kit";

type ShiftForm = { days: number[]; starts: string; ends: string };

const newMember: TeamMember = {
  id: "",
  name: "",
  role: "",
  photo: null,
  bio: null,
  services: [],
  shifts: [],
  active: true,
  position: 99,
  version: 0,
};

export function Team({ settings, onSaved }: { settings: SalonSettings; onSaved: (s: SalonSettings) => void }) {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Section
      id="equipo"
      title="Equipo"
      text="Quién atiende, qué servicios hace y en qué turnos. Los turnos deben caber en el horario del salón."
    >
      <div className="space-y-3">
        {settings.team.map((p) => (
          <details key={`${p.id}-${p.version}`} className={cn(cardVariants({ padding: "md" }))}>
            <summary className="cursor-pointer font-semibold">
              {p.name} · {p.role}
              {p.active ? "" : " · no atiende citas"}
            </summary>
            <MemberEditor member={p} settings={settings} onSaved={onSaved} announce={setSaved} />
          </details>
        ))}
        <details key={`new-${settings.team.length}`} className={cn(cardVariants({ padding: "md" }))}>
          <summary className="cursor-pointer font-semibold">Añadir una profesional</summary>
          <MemberEditor member={newMember} settings={settings} onSaved={onSaved} announce={setSaved} />
        </details>
      </div>
      <Status message={saved} />
    </Section>
  );
}

function MemberEditor({
  member,
  settings,
  onSaved,
  announce,
}: {
  member: TeamMember;
  settings: SalonSettings;
  onSaved: (s: SalonSettings) => void;
  announce: (message: string) => void;
}) {
  const [form, setForm] = useState({
    name: member.name,
    role: member.role,
    services: [...member.services],
    shifts: member.shifts.map((s) => ({ days: [...s.days] as number[], starts: s.starts, ends: s.ends })),
    active: member.active,
    position: String(member.position),
  });
  const { fields, message, busy, pending, setPending, save } = useSave(onSaved, announce);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const isNew = member.id === "";
  const setShift = (i: number, patch: Partial<ShiftForm>) =>
    setForm((f) => ({ ...f, shifts: f.shifts.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...form, position: Number(form.position) };
    void save(
      teamMemberInput,
      values,
      (dryRun) =>
        isNew
          ? settingsApi.addTeamMember(values, dryRun)
          : settingsApi.saveTeamMember(member.id, { ...values, version: member.version }, dryRun),
      { done: isNew ? `${values.name} añadida al equipo.` : `Ficha de ${values.name} guardada.` },
    );
  }
  const label = member.name || "la nueva profesional";
  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const saved = await settingsApi.uploadPhoto(member.id, member.version, file);
      announce(`Foto de ${member.name} guardada.`);
      onSaved(saved.settings);
    } catch (e) {
      setPhotoError(e instanceof ApiError ? e.message : String(e));
    }
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
      {isNew ? (
        <p className="text-sm text-muted-foreground">Guarda la ficha para añadir su foto.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={member.name} photo={member.photo} size="md" alt={`Foto de ${member.name}`} />
          <Field
            label={`Foto de ${member.name}`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint="La que hiciste con el móvil: la recortamos en cuadrado y la optimizamos."
            error={photoError ?? undefined}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Nombre"
          value={form.name}
          onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
          error={fields.name}
        />
        <Field
          label="Función"
          value={form.role}
          onChange={(e) => setForm((f) => ({ ...f, role: e.target.value }))}
          error={fields.role}
        />
        <Field
          label="Orden en la web"
          inputMode="numeric"
          value={form.position}
          onChange={(e) => setForm((f) => ({ ...f, position: e.target.value }))}
          error={fields.position}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Servicios de {label}</legend>
        <div className="flex flex-wrap gap-3">
          {settings.services.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.services.includes(s.id)}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    services: e.target.checked ? [...f.services, s.id] : f.services.filter((x) => x !== s.id),
                  }))
                }
              />
              {s.name}
            </label>
          ))}
        </div>
        {fields.services ? <p className="mt-1 text-sm text-destructive">{fields.services}</p> : null}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Turnos de {label}</legend>
        {form.shifts.map((shift, i) => (
          <div key={i} className="grid items-end gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_8rem_8rem_auto]">
            <div className="flex flex-wrap gap-2" role="group" aria-label={`Días del turno ${i + 1}`}>
              {weekdays.map(({ day, name }) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={shift.days.includes(day)}
                    onChange={(e) =>
                      setShift(i, {
                        days: e.target.checked ? [...shift.days, day] : shift.days.filter((x) => x !== day),
                      })
                    }
                  />
                  {name.slice(0, 3)}
                </label>
              ))}
              {fields[`shifts.${i}.days`] ? (
                <p className="w-full text-sm text-destructive">{fields[`shifts.${i}.days`]}</p>
              ) : null}
            </div>
            <Field
              label={`Entrada turno ${i + 1}`}
              type="time"
              value={shift.starts}
              onChange={(e) => setShift(i, { starts: e.target.value })}
              error={fields[`shifts.${i}.starts`]}
            />
            <Field
              label={`Salida turno ${i + 1}`}
              type="time"
              value={shift.ends}
              onChange={(e) => setShift(i, { ends: e.target.value })}
              error={fields[`shifts.${i}.ends`]}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setForm((f) => ({ ...f, shifts: f.shifts.filter((_, j) => j !== i) }))}
            >
              Quitar turno {i + 1}
            </Button>
          </div>
        ))}
        {fields.shifts ? <p className="text-sm text-destructive">{fields.shifts}</p> : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            setForm((f) => ({ ...f, shifts: [...f.shifts, { days: [1, 2, 3, 4, 5], starts: "09:00", ends: "15:00" }] }))
          }
        >
          Añadir turno
        </Button>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
        />
        Atiende citas y aparece en la web
      </label>
      {pending ? (
        <Affected
          affected={pending.affected}
          confirmLabel="Guardar igualmente (las citas se mantienen)"
          onConfirm={() => void pending.run()}
          onDismiss={() => setPending(null)}
        />
      ) : null}
      <Status message={message} />
      <Button type="submit" disabled={busy}>
        {busy ? "Guardando…" : isNew ? "Añadir al equipo" : `Guardar ficha de ${member.name}`}
      </Button>
    </form>
  );
}
