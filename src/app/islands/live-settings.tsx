import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { SettingsProvider } from "@/hooks/use-settings";
import { api, ApiError, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import type { SalonSettings } from "@/lib/settings/model";

const FAILED = "No hemos podido cargar los ajustes del salón. Comprueba la conexión e inténtalo de nuevo.";

/** The salon's live settings, read once per page from the server (OW-11). */
async function loadSettings(): Promise<SalonSettings> {
  return expectOk(api.settings.$get({}, within(TIME_LIMITS.staffMs)), FAILED);
}

/**
 * A staff page's settings (OW-11): the staff pages are prerendered with none, so the island loads
 * the live ones before its app renders: the services 'Nueva cita' offers, the agenda's clean-up
 * times and the professionals Personas can link are what the owner saved, never the seed.
 */
export function LiveSettings({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ settings: SalonSettings } | { error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadSettings().then(
      (settings) => current && setState({ settings }),
      (e: unknown) => current && setState({ error: e instanceof ApiError ? e.message : FAILED }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  if (state === null) return <p className="text-muted-foreground">Cargando…</p>;
  if ("error" in state)
    return (
      <div className="space-y-3">
        <p role="alert">{state.error}</p>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setState(null);
            setAttempt((n) => n + 1);
          }}
        >
          Reintentar
        </Button>
      </div>
    );
  return <SettingsProvider initial={state.settings}>{children}</SettingsProvider>;
}
