/**
 * The first owner (AC-01): `npm run staff:owner -- --email …` creates the account (or finds it) and
 * makes a single-use sign-in link valid for 24 hours. Relative imports only: runs under plain Node.
 */
import { randomUUID } from "node:crypto";
import { withActor } from "../db/actor.ts";
import type { Database } from "../db/client.ts";
import { insertInvitation, insertPerson, personByEmail, updatePerson } from "./repository.ts";
import { newToken, tokenHash } from "./passwords.ts";
// Plain Node runs this file, where the @/ alias does not exist: the one address rule of the forms and
// the invitations (RL-10) is imported by its path (that module imports nothing itself).
// eslint-disable-next-line no-restricted-imports
import { emailFieldProblem } from "../../src/domain/booking/contact-validation.ts";

export const LINK_HOURS = 24;

/** Where a single-use link leads: the token is in the fragment, so no server or proxy logs it. */
export function accessLink(publicUrl: string, token: string): string {
  return `${publicUrl}/gestion/acceso#${token}`;
}

export async function createOwner(
  db: Database,
  input: { email: string; name?: string },
  now: Date,
  publicUrl: string,
): Promise<{ link: string; created: boolean }> {
  const email = input.email.trim();
  const problem = emailFieldProblem(email);
  if (problem) throw new Error(`"${input.email}": ${problem}`);
  const token = newToken();
  const created = await withActor(db, { id: null, name: "Consola (npm run staff:owner)" }).transaction(async (tx) => {
    let person = await personByEmail(tx, email);
    const isNew = !person;
    if (!person)
      person = await insertPerson(tx, {
        id: randomUUID(),
        email,
        name: input.name?.trim() || (email.split("@")[0] ?? email),
        role: "owner",
        staffId: null,
      });
    else if (person.role !== "owner" || !person.active)
      await updatePerson(tx, person.id, person.version, { ...person, role: "owner", staffId: null, active: true }, now);
    await insertInvitation(tx, {
      tokenHash: tokenHash(token),
      personId: person.id,
      kind: "owner",
      now,
      expiresAt: new Date(now.getTime() + LINK_HOURS * 3_600_000),
    });
    return isNew;
  });
  return { link: accessLink(publicUrl, token), created };
}
