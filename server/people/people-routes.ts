/**
 * The owner's routes for people (AC-01, AC-03, AC-05): the accounts, invitations, roles and
 * deactivation; every open session and ending one; the audit log, filtered. Each the owner's
 * (`allow(OWNER)` in its chain).
 */
import { Hono } from "hono";
import type { Context } from "hono";
import {
  type AuditNames,
  auditEntities,
  auditKindOf,
  auditSummary,
  changeDetails,
  compactChanges,
} from "@/domain/staff/audit";
import type { SalonSettings } from "@/lib/settings/model";
import {
  auditQuery,
  emptyBody,
  inviteBody,
  personIdParam,
  personUpdateBody,
  sessionIdParam,
  type AuditEntry,
  type PersonView,
} from "@/domain/staff/schemas";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { allow, OWNER } from "../http/access";
import { validate, validateOr } from "../http/validate";
import * as accounts from "./accounts-service";
import { auditPage, endSession, openSessions, type AuditRow, type Person } from "./repository";
import { knownIds } from "../http/known-ids";
import { meOf, sessionView } from "./account-routes";
import { dayBounds } from "@/lib/dates";

const PAGE = 100;

const peopleFields = { email_taken: "email", staff_taken: "staffId", last_owner: "role" } as const;

function personView(p: Person & { passkeys: number }): PersonView {
  return { ...meOf(p), active: p.active, hasPassword: p.hasPassword, passkeys: p.passkeys, version: p.version };
}

/** The names the log shows for the salon's ids, from the live settings. */
function auditNames(settings: SalonSettings): AuditNames {
  return {
    staff: Object.fromEntries(settings.team.map((p) => [p.id, p.name])),
    services: Object.fromEntries(settings.services.map((x) => [x.id, x.name])),
  };
}

/**
 * Rows of one transaction are one entry (one save of a professional with her shifts is one change),
 * folded into what changed, with its line and its details in the salon's words (OW-10).
 */
export function auditEntries(rows: readonly AuditRow[], names: AuditNames): AuditEntry[] {
  const entries: AuditEntry[] = [];
  const byTx = new Map<string, AuditRow[]>();
  for (const row of rows) {
    const group = byTx.get(row.tx);
    if (group) group.push(row);
    else byTx.set(row.tx, [row]);
  }
  for (const group of byTx.values()) {
    const first = group[0];
    const last = group.at(-1);
    if (!first || !last) continue;
    const changes = compactChanges(
      group.map((r) => ({
        entity: r.entity,
        entityId: r.entityId,
        label: r.label,
        action: r.action,
        before: r.before,
        after: r.after,
      })),
    );
    entries.push({
      id: last.id,
      at: first.at.toISOString(),
      actorId: first.actorId,
      actorName: first.actorName,
      kind: auditKindOf(first.entity),
      summary: changes.length === 0 ? "Guardado sin cambios" : auditSummary(changes, names),
      changes,
      details: changes.map((c) => changeDetails(c, names)),
    });
  }
  return entries;
}

export function peopleRoutes(deps: AppDeps) {
  const { env } = deps;
  const notFound = (c: Context) => problem(c, 404, "not_found", { message: "No encontramos a esa persona." });
  const refused = (c: Context, error: accounts.PeopleResult<unknown> & { ok: false }) => {
    if (error.error === "not_found") return notFound(c);
    if (error.error === "conflict")
      return problem(c, 409, "conflict", {
        message: "Otra persona ha cambiado esta cuenta mientras la editabas. Recarga y vuelve a intentarlo.",
      });
    return problem(c, 409, error.error, { fields: { [peopleFields[error.error]]: problemText(error.error) } });
  };

  /** A professional's column must be one the salon has (400 per field, as the settings). */
  async function columnProblem(staffId: string | null): Promise<Record<string, string> | undefined> {
    if (staffId === null) return undefined;
    return knownIds(await deps.settings.current(), { staff: staffId }, { staff: "Esa columna no existe en la agenda." })
      .fields
      ? { staffId: "Esa columna no existe en la agenda." }
      : undefined;
  }

  return new Hono<AppEnv>()
    .get("/people", allow(OWNER), async (c) =>
      c.json({ people: (await accounts.listPeople(c.var.db)).map(personView) }, 200),
    )
    .post("/people", allow(OWNER), validate("json", inviteBody), async (c) => {
      const body = c.req.valid("json");
      const fields = await columnProblem(body.role === "professional" ? body.staffId : null);
      if (fields) return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields });
      const result = await accounts.invite(c.var.db, body, c.get("now"), env.publicUrl, c.get("me").name);
      return result.ok ? c.json(personView({ ...result.value, passkeys: 0 }), 201) : refused(c, result);
    })
    .put(
      "/people/:id",
      allow(OWNER),
      validateOr("param", personIdParam, notFound),
      validate("json", personUpdateBody),
      async (c) => {
        const body = c.req.valid("json");
        const fields = await columnProblem(body.role === "professional" ? body.staffId : null);
        if (fields) return problem(c, 400, "validation", { message: "Revisa los datos marcados.", fields });
        const result = await accounts.updatePerson(c.var.db, c.req.valid("param").id, body, c.get("now"));
        return result.ok ? c.json(personView({ ...result.value, passkeys: 0 }), 200) : refused(c, result);
      },
    )
    .post(
      "/people/:id/link",
      allow(OWNER),
      validateOr("param", personIdParam, notFound),
      validate("json", emptyBody),
      async (c) =>
        (await accounts.sendLink(c.var.db, c.req.valid("param").id, c.get("now"), env.publicUrl, c.get("me").name))
          ? c.json({ sent: true as const }, 200)
          : notFound(c),
    )
    .get("/sessions", allow(OWNER), async (c) =>
      c.json(
        {
          sessions: (await openSessions(c.var.db, c.get("now"))).map((s) => sessionView(s, c.get("me").sessionId)),
        },
        200,
      ),
    )
    .delete(
      "/sessions/:id",
      allow(OWNER),
      validateOr("param", sessionIdParam, (c) => problem(c, 404, "not_found")),
      async (c) =>
        (await endSession(c.var.db, c.req.valid("param").id, c.get("now"), "ended_by_owner"))
          ? c.json({ ended: true as const }, 200)
          : problem(c, 404, "not_found", { message: "Esa sesión ya no está abierta." }),
    )
    .get("/audit", allow(OWNER), validate("query", auditQuery), async (c) => {
      const q = c.req.valid("query");
      const from = q.from ? dayBounds(q.from, q.from).start : undefined;
      const to = q.to ? dayBounds(q.to, q.to).end : undefined;
      const { rows, total } = await auditPage(c.var.db, {
        actorId: q.person,
        entities: q.kind ? auditEntities[q.kind] : undefined,
        from,
        to,
        beforeId: q.before,
        limit: PAGE + 1,
      });
      const all = auditEntries(rows, auditNames(await deps.settings.current()));
      const entries = all.slice(0, PAGE);
      const last = entries.at(-1);
      const more = all.length > PAGE;
      return c.json({ entries, next: more && last ? last.id : null, total }, 200);
    });
}

function problemText(error: "email_taken" | "staff_taken" | "last_owner"): string {
  return {
    email_taken: "Ya hay una cuenta con ese email.",
    staff_taken: "Esa columna de la agenda ya tiene su cuenta.",
    last_owner: "El salón necesita al menos una propietaria activa.",
  }[error];
}
