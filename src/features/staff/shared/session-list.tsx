import { Button } from "@/components/ui/button";
import type { SessionView } from "@/domain/staff/schemas";

const methods: Record<SessionView["method"], string> = {
  password: "contraseña",
  passkey: "llave de acceso",
  link: "enlace",
};

/** A browser's name from its User-Agent, roughly: enough to tell the reception PC from a phone. */
function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Navegador";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iPhone/iPad"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "Mac"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} en ${system}` : browser;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });

/** Open sessions, each with where, how and since when, and a button to end it (AC-03). */
export function SessionList({
  sessions,
  busy,
  onEnd,
  showPerson = false,
}: {
  sessions: readonly SessionView[];
  busy: boolean;
  onEnd: (session: SessionView) => void;
  showPerson?: boolean;
}) {
  if (sessions.length === 0) return <p className="text-sm">No hay sesiones abiertas.</p>;
  return (
    <ul className="divide-y divide-border text-sm">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-2 py-2">
          <span className="[overflow-wrap:anywhere]">
            {showPerson ? <strong>{s.personName} · </strong> : null}
            {deviceName(s.userAgent)} · {s.address} · con {methods[s.method]} · desde {when(s.createdAt)} · última vez{" "}
            {when(s.lastSeenAt)}
            {s.current ? " · esta sesión" : ""}
          </span>
          {s.current ? null : (
            <Button size="sm" variant="outline" className="ml-auto" disabled={busy} onClick={() => onEnd(s)}>
              Cerrar sesión{showPerson ? <span className="sr-only"> de {s.personName}</span> : null}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
