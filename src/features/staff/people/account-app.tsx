/**
 * `/gestion/cuenta` (AC-02, AC-03): one's own passkeys (add one with this device's fingerprint,
 * face or PIN; remove one) and open sessions (end the ones on other devices); SP-02 and SP-03: the
 * notifications on this device and a professional's calendar feed.
 */
import { KeyRound, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import type { PasskeyView, SessionView } from "@/domain/staff/schemas";
import { accountsApi } from "../shared/accounts-api";
import { SessionList } from "../shared/session-list";
import { StaffGate, useMe } from "../shared/staff-gate";
import { useAction } from "../shared/use-action";
import { PushPanel } from "../phones/push-panel";
import { CalendarPanel } from "../phones/calendar-panel";

export default function AccountApp() {
  return <StaffGate>{() => <Account />}</StaffGate>;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });

function Account() {
  const me = useMe();
  const [data, setData] = useState<{ passkeys: PasskeyView[]; sessions: SessionView[] } | null>(null);
  const [label, setLabel] = useState("");
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = useCallback(() => {
    accountsApi.account().then(setData, (e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
  }, []);
  // A failure that is not the server's answer is the device refusing to make the passkey.
  const { act, busy, message } = useAction(load, "No se ha podido crear la llave de acceso en este dispositivo.");
  useEffect(load, [load]);

  return (
    <div className="space-y-8">
      <p>
        {me.name} · {me.email}
      </p>
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message ?? loadError}
      </p>
      <section aria-labelledby="llaves" className={cardVariants({ padding: "lg" })}>
        <h2 id="llaves" className="mb-2 text-2xl font-semibold">
          Llaves de acceso
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Entra sin contraseña con la huella, la cara o el PIN de este dispositivo.
        </p>
        {data === null ? (
          <p className="text-muted-foreground">Cargando…</p>
        ) : data.passkeys.length === 0 ? (
          <p className="mb-4 text-sm">Aún no tienes ninguna.</p>
        ) : (
          <ul className="mb-4 divide-y divide-border text-sm">
            {data.passkeys.map((k) => (
              <li key={k.id} className="flex items-center gap-2 py-2">
                <KeyRound aria-hidden="true" className="size-4" />
                <span>
                  {k.label} · creada {when(k.createdAt)}
                  {k.lastUsedAt ? ` · usada ${when(k.lastUsedAt)}` : ""}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  disabled={busy}
                  onClick={() => void act(() => accountsApi.removePasskey(k.id), `Llave «${k.label}» quitada.`)}
                >
                  <Trash2 aria-hidden="true" />
                  Quitar <span className="sr-only">{k.label}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <Field
            label="Nombre de la llave"
            placeholder="Móvil de recepción"
            value={label}
            maxLength={60}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Button
            disabled={busy}
            onClick={() => void act(() => accountsApi.addPasskey(label), "Llave de acceso añadida.")}
          >
            <KeyRound aria-hidden="true" />
            Añadir llave de acceso
          </Button>
        </div>
      </section>
      <PushPanel />
      {me.role === "professional" ? <CalendarPanel /> : null}
      <section aria-labelledby="mis-sesiones" className={cardVariants({ padding: "lg" })}>
        <h2 id="mis-sesiones" className="mb-4 text-2xl font-semibold">
          Dónde has entrado
        </h2>
        {data ? (
          <SessionList
            sessions={data.sessions}
            busy={busy}
            onEnd={(s) => void act(() => accountsApi.endMySession(s.id), "Sesión cerrada.")}
          />
        ) : null}
      </section>
    </div>
  );
}
