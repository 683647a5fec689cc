/**
 * Signing in and one's own account (AC-02, AC-03): password and passkey sign-in, the single-use
 * links (invitation, reset, first owner), sign-out, and each person's own sessions and passkeys.
 * The guard in ./staff.ts lets the sign-in and link routes through without a session.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import {
  acceptLinkBody,
  authenticationBody,
  emptyBody,
  linkTokenBody,
  passkeyIdParam,
  registrationBody,
  resetRequestBody,
  sessionIdParam,
  signInBody,
  type Me,
  type PasskeyView,
  type SessionView,
} from "@/domain/staff/schemas";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { ALL, allow } from "../http/access";
import { validate, validateOr } from "../http/validate";
import * as accounts from "./accounts-service";
import { SESSION_COOKIE, SESSION_HOURS } from "./accounts-service";
import { deletePasskey, endSession, openSessions, passkeysOf, type Person, type SessionRow } from "./repository";

export function meOf(p: Person): Me {
  return { id: p.id, name: p.name, email: p.email, role: p.role, staffId: p.staffId, permissions: p.permissions };
}

export function sessionView(s: SessionRow, currentId: string): SessionView {
  return {
    id: s.id,
    personId: s.personId,
    personName: s.personName,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    userAgent: s.userAgent,
    address: s.address,
    method: s.method,
    current: s.id === currentId,
  };
}

export function accountRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const rp = accounts.relyingParty(env.publicUrl);
  const minutes = Math.ceil(env.signIn.windowSeconds / 60);
  const meta = (c: Context<AppEnv>) => ({
    userAgent: c.req.header("User-Agent") ?? "",
    address: c.get("clientIp"),
  });
  const signedIn = (c: Context<AppEnv>, s: accounts.SignedIn) => {
    const secure = env.publicUrl.startsWith("https:") || c.req.header("X-Forwarded-Proto") === "https";
    setCookie(c, SESSION_COOKIE, s.token, {
      httpOnly: true,
      sameSite: "Strict",
      secure,
      path: "/api/staff",
      maxAge: SESSION_HOURS * 3600,
    });
    return c.json({ signedIn: true as const, me: meOf(s.person) }, 200);
  };
  const wrong = (c: Context) => problem(c, 401, "wrong_credentials");
  const linkInvalid = (c: Context) => problem(c, 410, "link_invalid");

  return new Hono<AppEnv>()
    .post("/session", validateOr("json", signInBody, wrong), async (c) => {
      const result = await accounts.signInWithPassword(db, c.req.valid("json"), c.get("now"), meta(c), {
        attempts: env.signIn.attempts,
        windowMs: env.signIn.windowSeconds * 1000,
      });
      if (result.ok) return signedIn(c, result.signedIn);
      if (result.error === "rate_limited")
        return problem(c, 429, "rate_limited", {
          message: `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? "minuto" : "minutos"} y vuelve a intentarlo.`,
        });
      return wrong(c);
    })
    .post("/session/passkey/options", validate("json", emptyBody), async (c) =>
      c.json(await accounts.passkeySignInOptions(db, c.get("now"), rp), 200),
    )
    .post(
      "/session/passkey",
      validateOr("json", authenticationBody, (c) => problem(c, 401, "passkey_failed")),
      async (c) => {
        const s = await accounts.signInWithPasskey(
          db,
          c.req.valid("json") as AuthenticationResponseJSON,
          c.get("now"),
          meta(c),
          rp,
        );
        return s ? signedIn(c, s) : problem(c, 401, "passkey_failed");
      },
    )
    .post("/links/check", validateOr("json", linkTokenBody, linkInvalid), async (c) => {
      const link = await accounts.peekLink(db, c.req.valid("json").token, c.get("now"));
      return link ? c.json(link, 200) : linkInvalid(c);
    })
    .post(
      "/links/accept",
      validateOr("json", acceptLinkBody, (c) =>
        problem(c, 400, "validation", {
          message: "Revisa los datos marcados.",
          fields: { password: "La contraseña necesita al menos 12 caracteres." },
        }),
      ),
      async (c) => {
        const result = await accounts.acceptLink(db, c.req.valid("json"), c.get("now"), meta(c));
        if (result.ok) return signedIn(c, result.signedIn);
        if (result.error === "weak_password")
          return problem(c, 400, "validation", { message: result.message, fields: { password: result.message } });
        return linkInvalid(c);
      },
    )
    .post("/password-reset", validate("json", resetRequestBody), async (c) => {
      await accounts.requestReset(db, c.req.valid("json").email, c.get("now"), env.publicUrl);
      // The same answer whether or not the account exists.
      return c.json({ sent: true as const }, 200);
    })
    .get("/session", allow(ALL), (c) => c.json({ signedIn: true as const, me: meOf(c.get("me")) }, 200))
    .delete("/session", allow(ALL), async (c) => {
      await accounts.signOut(db, c.get("me").sessionId, c.get("now"));
      setCookie(c, SESSION_COOKIE, "", { path: "/api/staff", maxAge: 0, httpOnly: true, sameSite: "Strict" });
      return c.json({ signedIn: false as const }, 200);
    })
    .get("/account", allow(ALL), async (c) => {
      const me = c.get("me");
      const [sessions, keys] = await Promise.all([openSessions(db, c.get("now"), me.id), passkeysOf(db, me.id)]);
      return c.json(
        {
          me: meOf(me),
          sessions: sessions.map((s) => sessionView(s, me.sessionId)),
          passkeys: keys.map((k): PasskeyView => ({
            id: k.id,
            label: k.label,
            createdAt: k.createdAt.toISOString(),
            lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
          })),
        },
        200,
      );
    })
    .delete(
      "/account/sessions/:id",
      allow(ALL),
      validateOr("param", sessionIdParam, (c) => problem(c, 404, "not_found")),
      async (c) => {
        const me = c.get("me");
        const ended = await endSession(db, c.req.valid("param").id, c.get("now"), "signed_out_elsewhere", me.id);
        return ended
          ? c.json({ ended: true as const }, 200)
          : problem(c, 404, "not_found", { message: "Esa sesión ya no está abierta." });
      },
    )
    .post("/account/passkeys/options", allow(ALL), validate("json", emptyBody), async (c) =>
      c.json(await accounts.passkeyRegistrationOptions(db, c.get("me"), c.get("now"), rp), 200),
    )
    .post(
      "/account/passkeys",
      allow(ALL),
      validateOr("json", registrationBody, (c) => problem(c, 400, "passkey_failed")),
      async (c) => {
        const body = c.req.valid("json");
        const result = await accounts.registerPasskey(
          c.var.db,
          c.get("me"),
          body as unknown as RegistrationResponseJSON,
          body.label ?? "",
          c.get("now"),
          rp,
        );
        if (result === "known") return problem(c, 409, "passkey_known");
        return result === "added" ? c.json({ added: true as const }, 201) : problem(c, 400, "passkey_failed");
      },
    )
    .delete(
      "/account/passkeys/:id",
      allow(ALL),
      validateOr("param", passkeyIdParam, (c) => problem(c, 404, "not_found")),
      async (c) => {
        const removed = await c.var.db.transaction((tx) => deletePasskey(tx, c.get("me").id, c.req.valid("param").id));
        return removed
          ? c.json({ removed: true as const }, 200)
          : problem(c, 404, "not_found", { message: "No encontramos esa llave de acceso." });
      },
    );
}
