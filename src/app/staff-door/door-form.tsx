/**
 * The staff pages' door (AC-01, AC-02), as plain HTML: rendered at build time (no JavaScript of its
 * own), hidden until ./door.ts has asked the server whether she is signed in. Signing in needs no
 * React: a phone on a weak connection gets the form with a few kB of script (SP-01's budget, ≤ 60 kB);
 * the app loads once she is in. One form, two modes: signing in, or asking for a reset link (the parts
 * of the other mode hidden), so the page has one 'Email'.
 */
import { KeyRound } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

const label = "mb-1 block text-sm font-medium";

export function DoorForm() {
  return (
    <div id="staff-door" hidden>
      <form id="door-form" className={cn(cardVariants({ padding: "lg" }), "mx-auto max-w-sm space-y-4")} noValidate>
        <h2 className="text-2xl font-semibold" data-mode="sign-in">
          Entrar en la agenda
        </h2>
        <h2 className="text-2xl font-semibold" data-mode="reset" hidden>
          Cambiar la contraseña
        </h2>
        <div data-slot="field">
          <label htmlFor="door-email" className={label}>
            Email
          </label>
          <Input id="door-email" name="email" type="email" autoComplete="username webauthn" required />
          <p id="door-email-error" className="mt-1 text-sm text-destructive" hidden />
        </div>
        <div data-slot="field" data-mode="sign-in">
          <label htmlFor="door-password" className={label}>
            Contraseña
          </label>
          <Input id="door-password" name="password" type="password" autoComplete="current-password" />
          <p id="door-error" className="mt-1 text-sm text-destructive" hidden />
        </div>
        <p id="door-reset-status" role="status" aria-live="polite" className="text-sm" data-mode="reset" hidden />
        <button type="submit" data-mode="sign-in" className={cn(buttonVariants(), "w-full")} disabled>
          Entrar
        </button>
        <button type="submit" data-mode="reset" className={cn(buttonVariants(), "w-full")} disabled hidden>
          Enviarme un enlace
        </button>
        <button
          type="button"
          data-mode="sign-in"
          data-door="passkey"
          className={cn(buttonVariants({ variant: "outline" }), "w-full")}
        >
          <KeyRound aria-hidden="true" />
          Entrar con llave de acceso
        </button>
        <button
          type="button"
          data-mode="sign-in"
          data-door="forgot"
          className={cn(buttonVariants({ variant: "ghost" }), "w-full")}
        >
          ¿Has olvidado la contraseña?
        </button>
        <button
          type="button"
          data-mode="reset"
          data-door="back"
          className={cn(buttonVariants({ variant: "ghost" }), "w-full")}
          hidden
        >
          Volver a entrar
        </button>
      </form>
    </div>
  );
}
