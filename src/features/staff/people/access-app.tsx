/**
 * `/gestion/acceso#<token>` (AC-01, AC-02): where an invitation, a password reset or the first
 * owner's link leads. The token is read from the fragment (never sent to the server in a URL),
 * the person chooses a password, and is signed in; the link is then spent.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { MIN_PASSWORD, newPassword } from "@/domain/staff/schemas";
import { cn } from "@/lib/cn";
import { ApiError } from "../shared/staff-api";
import { accountsApi } from "../shared/accounts-api";

type Link = { kind: "owner" | "invite" | "reset"; name: string; email: string };
type State =
  { kind: "checking" } | { kind: "invalid"; message: string } | { kind: "ready"; link: Link } | { kind: "done" };

export default function AccessApp() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<State>({ kind: "checking" });
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    accountsApi.checkLink(token).then(
      (link) => current && setState({ kind: "ready", link }),
      (e: unknown) => current && setState({ kind: "invalid", message: e instanceof ApiError ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newPassword.safeParse(password);
    const next = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      repeat: repeat === password ? undefined : "Las dos contraseñas no coinciden.",
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      await accountsApi.acceptLink(token, password);
      setState({ kind: "done" });
    } catch (e) {
      if (e instanceof ApiError && e.fields?.password) setErrors({ password: e.fields.password });
      else setState({ kind: "invalid", message: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === "checking") return <p className="text-muted-foreground">Comprobando el enlace…</p>;
  if (state.kind === "invalid")
    return (
      <div role="alert" className={cn(cardVariants({ padding: "lg" }), "mx-auto max-w-md space-y-3")}>
        <p>{state.message}</p>
        <a href="/gestion" className="font-medium text-primary underline">
          Ir a la entrada de la agenda
        </a>
      </div>
    );
  if (state.kind === "done")
    return (
      <div role="status" className={cn(cardVariants({ padding: "lg" }), "mx-auto max-w-md space-y-3")}>
        <p className="font-semibold">Contraseña guardada. Ya has entrado.</p>
        <p>
          Puedes añadir una llave de acceso (huella, cara o PIN del móvil) en{" "}
          <a href="/gestion/cuenta" className="font-medium text-primary underline">
            Mi cuenta
          </a>{" "}
          para entrar sin escribir la contraseña.
        </p>
        <a href="/gestion" className="font-medium text-primary underline">
          Ir a la agenda
        </a>
      </div>
    );
  const { link } = state;
  return (
    <form onSubmit={submit} noValidate className={cn(cardVariants({ padding: "lg" }), "mx-auto max-w-md space-y-4")}>
      <h2 className="text-2xl font-semibold">
        {link.kind === "reset" ? "Elige una contraseña nueva" : `Hola, ${link.name}: elige tu contraseña`}
      </h2>
      <p className="text-sm text-muted-foreground">
        Cuenta: {link.email}. Al menos {MIN_PASSWORD} caracteres; una frase de varias palabras es fácil de recordar y
        difícil de adivinar.
      </p>
      <input type="email" autoComplete="username" value={link.email} readOnly hidden />
      <Field
        label="Contraseña nueva"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        error={errors.repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Guardando…" : "Guardar y entrar"}
      </Button>
    </form>
  );
}
