/**
 * The staff pages' door (AC-01..AC-03): asks the server who is signed in; otherwise the sign-in
 * form (email and password, or a passkey, or a reset link by email). Signed in, the page gets the
 * person (`useMe`) and the navigation their role opens.
 */
import { useSettings } from "@/hooks/use-settings";
import { KeyRound, LogOut } from "lucide-react";
import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { type Me, type Role, roleNames } from "@/domain/staff/schemas";
import { ApiError } from "./staff-api";
import { accountsApi } from "./accounts-api";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

const MeContext = createContext<Me | null>(null);

/** The signed-in person (inside StaffGate). */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe outside StaffGate");
  return me;
}

type State = { kind: "checking" } | { kind: "signed_out" } | { kind: "signed_in"; me: Me };

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
      () => current && setState({ kind: "signed_out" }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state.kind === "checking") return <p className="text-muted-foreground">Cargando…</p>;
  if (state.kind === "signed_out") return <SignIn onSignedIn={(me) => setState({ kind: "signed_in", me })} />;
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

export function SignIn({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(work: () => Promise<{ me: Me }>) {
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await work()).me);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "No hemos podido usar la llave de acceso. Entra con tu contraseña.");
      setBusy(false);
    }
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => accountsApi.signIn({ email, password }));
  }
  async function sendReset(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountsApi.requestReset(email);
      setNotice(
        "Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva (sirve una vez, 24 horas).",
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  if (forgot)
    return (
      <form onSubmit={sendReset} className={cn(cardVariants({ padding: "lg" }), "mx-auto max-w-sm space-y-4")}>
        <h2 className="text-2xl font-semibold">Cambiar la contraseña</h2>
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          error={error ?? undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p role="status" aria-live="polite" className="text-sm">
          {notice}
        </p>
        <Button type="submit" className="w-full" disabled={busy || email === ""}>
          Enviarme un enlace
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={() => setForgot(false)}>
          Volver a entrar
        </Button>
      </form>
    );

  return (
    <form onSubmit={submit} className={cn(cardVariants({ padding: "lg" }), "mx-auto max-w-sm space-y-4")}>
      <h2 className="text-2xl font-semibold">Entrar en la agenda</h2>
      <Field
        label="Email"
        type="email"
        autoComplete="username webauthn"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={error ?? undefined}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy || email === "" || password === ""}>
        {busy ? "Entrando…" : "Entrar"}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={() => void run(() => accountsApi.signInWithPasskey())}
      >
        <KeyRound aria-hidden="true" />
        Entrar con llave de acceso
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={() => setForgot(true)}>
        ¿Has olvidado la contraseña?
      </Button>
    </form>
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
