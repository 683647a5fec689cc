/**
 * 'Avisos en este móvil' (SP-02) in Mi cuenta: turn notifications on for this device (the browser
 * asks her permission; the server keeps the subscription), off again, and choose which events reach
 * her. On an iPhone they work once the agenda is on the Home Screen (iOS 16.4 and later).
 */
import { Bell, BellOff } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { type PushEvent, pushEventName, pushEvents, type PushSettingsView } from "@/domain/staff/phones";
import { useMe } from "../shared/staff-gate";
import { useAction } from "../shared/use-action";
import { keyBytes, phonesApi } from "./phones-api";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function thisDevice(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/gestion");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function PushPanel() {
  const me = useMe();
  const [view, setView] = useState<PushSettingsView | null>(null);
  const [chosen, setChosen] = useState<PushEvent[]>([]);
  const [device, setDevice] = useState<PushSubscription | null>(null);
  const load = useCallback(() => {
    phonesApi.push().then(
      (v) => {
        setView(v);
        setChosen(v.events);
      },
      () => undefined,
    );
    if (supported()) void thisDevice().then(setDevice, () => undefined);
  }, []);
  const { act, busy, message } = useAction(load, "Este navegador no ha podido activar los avisos.");
  useEffect(load, [load]);

  async function turnOn(publicKey: string) {
    if ((await Notification.requestPermission()) !== "granted")
      throw new Error("Sin tu permiso el móvil no puede mostrar avisos. Actívalo en los ajustes del navegador.");
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    await phonesApi.subscribe(subscription.toJSON() as never);
  }

  async function turnOff(subscription: PushSubscription) {
    await phonesApi.unsubscribe(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }

  return (
    <section aria-labelledby="avisos" className={cardVariants({ padding: "lg" })}>
      <h2 id="avisos" className="mb-2 text-2xl font-semibold">
        Avisos en este móvil
      </h2>
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {message}
      </p>
      {view === null ? (
        <p className="text-muted-foreground">Cargando…</p>
      ) : view.publicKey === null ? (
        <p className="text-sm">Este servidor aún no envía avisos al móvil. Pídeselo a quien lo instaló.</p>
      ) : !supported() ? (
        <p className="text-sm">
          Este navegador no recibe avisos. En un iPhone, añade la agenda a la pantalla de inicio (Compartir → Añadir a
          pantalla de inicio) y ábrela desde allí.
        </p>
      ) : (
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <span className="text-sm">
            {device ? "Activados en este móvil." : "Desactivados en este móvil."}{" "}
            {view.devices > 0 ? `Tienes ${view.devices} ${view.devices === 1 ? "dispositivo" : "dispositivos"}.` : ""}
          </span>
          {device ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void act(() => turnOff(device), "Avisos desactivados en este móvil.")}
            >
              <BellOff aria-hidden="true" />
              Desactivar avisos
            </Button>
          ) : (
            <Button
              disabled={busy}
              onClick={() => void act(() => turnOn(view.publicKey ?? ""), "Avisos activados en este móvil.")}
            >
              <Bell aria-hidden="true" />
              Activar avisos en este móvil
            </Button>
          )}
        </div>
      )}
      {view ? (
        <fieldset className="min-w-0 space-y-1">
          <legend className="mb-1 font-medium">Qué me avisa</legend>
          {pushEvents.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(event)}
                onChange={(e) =>
                  setChosen((list) => (e.target.checked ? [...list, event] : list.filter((x) => x !== event)))
                }
              />
              {pushEventName(event, me.role)}
            </label>
          ))}
          <Button
            size="sm"
            className="mt-2"
            disabled={busy}
            onClick={() => void act(() => phonesApi.choose(chosen), "Avisos guardados.")}
          >
            Guardar avisos
          </Button>
        </fieldset>
      ) : null}
    </section>
  );
}
