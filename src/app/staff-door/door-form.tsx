/**
 * The staff pages' door (AC-01, AC-02), as plain HTML: rendered at build time (no JavaScript of its
 * own), hidden until ./door.ts has asked the server whether she is signed in. Signing in needs no
 * React: a phone on a weak connection gets the form with a few kB of script (SP-01's budget, ≤ 60 kB);
 * the app loads once she is in.
 */
import { KeyRound } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

const form = cn(cardVariants({ padding: "lg" }), "mx-auto max-w-sm space-y-4");
const label = "mb-1 block text-sm font-medium";

export function DoorForm() {
  return (
    <div id="staff-door" hidden>
      <form id="door-sign-in" className={form} noValidate>
        <h2 className="text-2xl font-semibold">Entrar en la agenda</h2>
        <div data-slot="field">
          <label htmlFor="door-email" className={label}>
            Email
          </label>
          <Input id="door-email" name="email" type="email" autoComplete="username webauthn" required />
        </div>
        <div data-slot="field">
          <label htmlFor="door-password" className={label}>
            Contraseña
          </label>
          <Input id="door-password" name="password" type="password" autoComplete="current-password" required />
          <p id="door-error" className="mt-1 text-sm text-destructive" hidden />
        </div>
        <button type="submit" className={cn(buttonVariants(), "w-full")} disabled>
          Entrar
        </button>
        <button type="button" data-door="passkey" className={cn(buttonVariants({ variant: "outline" }), "w-full")}>
          <KeyRound aria-hidden="true" />
          Entrar con llave de acceso
        </button>
        <button type="button" data-door="forgot" className={cn(buttonVariants({ variant: "ghost" }), "w-full")}>
          ¿Has olvidado la contraseña?
        </button>
      </form>
      <form id="door-reset" className={form} noValidate hidden>
        <h2 className="text-2xl font-semibold">Cambiar la contraseña</h2>
        <div data-slot="field">
          <label htmlFor="door-reset-email" className={label}>
            Email
          </label>
          <Input id="door-reset-email" name="email" type="email" autoComplete="username" required />
          <p id="door-reset-error" className="mt-1 text-sm text-destructive" hidden />
        </div>
        <p id="door-reset-status" role="status" aria-live="polite" className="text-sm" />
        <button type="submit" className={cn(buttonVariants(), "w-full")} disabled>
          Enviarme un enlace
        </button>
        <button type="button" data-door="back" className={cn(buttonVariants({ variant: "ghost" }), "w-full")}>
          Volver a entrar
        </button>
      </form>
    </div>
  );
}
