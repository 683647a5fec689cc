/**
 * Inside the staff pages (AC-01..AC-03): the signed-in person (`useMe`) and the navigation their role
 * opens. Signing in is the door's (src/app/staff-door/door.ts, before this app loads); signed out, the page
 * reloads to it.
 */
import { useSettings } from "@/hooks/use-settings";
import { LogOut } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { type Me, type Role, roleNames } from "@/domain/staff/schemas";
import { accountsApi } from "./accounts-api";
import { ApiError } from "./staff-api";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

const MeContext = createContext<Me | null>(null);

/** The signed-in person (inside StaffGate). */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe outside StaffGate");
  return me;
}

type State =
  | { kind: "checking" }
  | { kind: "signed_out" }
  | { kind: "unreachable"; message: string }
  | { kind: "signed_in"; me: Me };

export function StaffGate({
  children,
  roles,
}: {
  children: (signedOut: () => void) => ReactNode;
  /** Who the page is for; others see a sentence saying whose it is. */
  roles?: readonly Role[];
}) {
  const [state, setState] = useState<State>({ kind: "checking" });

  useEffect(() => {
    let current = true;
    accountsApi.session().then(
      (s) => current && setState({ kind: "signed_in", me: s.me }),
      (e: unknown) =>
        current &&
        setState(
          e instanceof ApiError && e.status === 401
            ? { kind: "signed_out" }
            : { kind: "unreachable", message: e instanceof Error ? e.message : String(e) },
        ),
    );
    return () => {
      current = false;
    };
  }, []);

  // Signed out (her own 'Salir', or a session ended elsewhere): the page opens again at its door.
  useEffect(() => {
    if (state.kind === "signed_out") window.location.reload();
  }, [state.kind]);
  if (state.kind === "unreachable") return <p role="alert">{state.message}</p>;
  if (state.kind !== "signed_in") return <p className="text-muted-foreground">Cargando…</p>;
  const signedOut = () => setState({ kind: "signed_out" });
  return (
    <MeContext value={state.me}>
      <StaffNav onSignedOut={signedOut} />
      {state.me.role === "owner" ? <LegalReminder /> : null}
      {state.me.role === "owner" ? <SendingReminder /> : null}
      {roles && !roles.includes(state.me.role) ? (
        <p role="alert" className="rounded-xl border p-4">
          Esta página es de la propietaria del salón. Tu papel ({roleNames[state.me.role].toLowerCase()}) no la incluye.
        </p>
      ) : (
        children(signedOut)
      )}
    </MeContext>
  );
}

const pages: { href: string; label: string; roles: readonly Role[] }[] = [
  { href: "/gestion", label: "Agenda", roles: ["owner", "reception", "professional"] },
  { href: "/gestion/caja", label: "Caja", roles: ["owner", "reception"] },
  { href: "/gestion/ajustes", label: "Ajustes", roles: ["owner"] },
  { href: "/gestion/contenido", label: "Contenido", roles: ["owner"] },
  { href: "/gestion/personas", label: "Personas", roles: ["owner"] },
  { href: "/gestion/registro", label: "Registro", roles: ["owner"] },
  { href: "/gestion/informes", label: "Informes", roles: ["owner", "reception", "professional"] },
  { href: "/gestion/cuenta", label: "Mi cuenta", roles: ["owner", "reception", "professional"] },
];

function StaffNav({ onSignedOut }: { onSignedOut: () => void }) {
  const me = useMe();
  const here = typeof window === "undefined" ? "" : window.location.pathname;
  async function signOut() {
    await accountsApi.signOut().catch(() => undefined);
    onSignedOut();
  }
  return (
    <nav aria-label="Gestión" className="mb-6 flex flex-wrap items-center gap-2 text-sm print:hidden">
      {pages
        .filter((p) => p.roles.includes(me.role))
        .map((p) => (
          <a
            key={p.href}
            href={p.href}
            aria-current={here === p.href ? "page" : undefined}
            className="rounded-full border px-3 py-1 hover:border-primary aria-[current=page]:border-primary aria-[current=page]:font-semibold"
          >
            {p.label}
          </a>
        ))}
      <span className="ml-auto text-muted-foreground">
        {me.name} · {roleNames[me.role]}
      </span>
      <Button variant="ghost" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        Salir
      </Button>
    </nav>
  );
}

/**
 * Issue 30: while the legal notice and the privacy policy show the template's placeholders (no NIF of
 * the salon's own), the owner is told on every page of /gestion, with the way to fix it.
 */
function LegalReminder() {
  const { legal } = useSettings();
  const missing = legal.placeholders.filter((k) => k === "nif" || k === "registry");
  if (missing.length === 0) return null;
  return (
    <aside
      aria-label="Aviso para la propietaria"
      className="mb-6 rounded-xl border border-amber-500 bg-amber-50 p-4 text-sm"
    >
      <p>
        <strong>Faltan los datos legales del salón.</strong> El aviso legal y la política de privacidad muestran datos
        de ejemplo (NIF {legal.nif}).{" "}
        <a href="/gestion/ajustes#legal" className="font-medium underline">
          Escribe los vuestros en Ajustes
        </a>
        .
      </p>
    </aside>
  );
}

/**
 * TK-05: while billing records wait with no certificate to send them, the owner is told on every page of
 * /gestion, with what to do.
 */
function SendingReminder() {
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let current = true;
    expectOk(api.staff.verifactu.$get({}, within(TIME_LIMITS.staffMs)), "").then(
      (s) => current && setPending(s.certificate ? 0 : s.pending),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (pending === 0) return null;
  return (
    <aside
      aria-label="Envío a la AEAT pendiente"
      className="mb-6 rounded-xl border border-amber-500 bg-amber-50 p-4 text-sm"
    >
      <p>
        <strong>
          {pending === 1
            ? "Hay 1 registro de facturación pendiente"
            : `Hay ${pending} registros de facturación pendientes`}{" "}
          de envío a la AEAT.
        </strong>{" "}
        Los tickets son válidos y se guardan encadenados; para enviarlos, sube el certificado electrónico del salón.{" "}
        <a href="/gestion/caja#envio-aeat" className="font-medium underline">
          Ir a Caja
        </a>
        .
      </p>
    </aside>
  );
}
