/**
 * SP-04: the day on screen follows the server: each change committed anywhere (the web, another
 * desk, a client's WhatsApp, a payment) arrives as a server-sent event and the day reloads. The
 * browser reconnects by itself (the server's `retry`); a 'ready' after a reconnect reloads too, as a
 * change may have come while the connection was down.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

/** Returns whether the stream is connected (the agenda says 'En directo'). */
export function useLiveAgenda(date: string, reload: () => void): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef({ date, reload });
  useEffect(() => {
    latest.current = { date, reload };
  });
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/staff/agenda/live");
    let connectedBefore = false;
    source.addEventListener("ready", () => {
      if (connectedBefore) latest.current.reload();
      connectedBefore = true;
      setConnected(true);
    });
    source.addEventListener("error", () => setConnected(false));
    source.addEventListener("change", (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as { day: string | null };
      if (change.day === null || change.day === latest.current.date) latest.current.reload();
    });
    return () => source.close();
  }, []);
  return connected;
}

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** SP-01: whether the phone has a connection (offline the agenda shows its last day, read-only). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
