import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PEOPLE } from "../scripts/e2e-people.ts";
import { expect, waitForHydration } from "./fixtures";

export type E2eRole = keyof typeof E2E_PEOPLE;
export { E2E_PASSWORD, E2E_PEOPLE };

/**
 * Opens `path` (a /gestion page) and signs in as `role` with email and password if the page asks;
 * resolves once `ready` (the page's own content) shows.
 */
export async function signInAs(page: Page, role: E2eRole, path = "/gestion") {
  await page.goto(path);
  await waitForHydration(page);
  const email = page.getByLabel("Email", { exact: true });
  const nav = page.getByRole("navigation", { name: "Gestión" });
  // The page first asks whether a session is open: wait for its answer, the form or the page.
  await expect(email.or(nav)).toBeVisible();
  if (await email.isVisible()) {
    await email.fill(E2E_PEOPLE[role].email);
    await page.getByLabel("Contraseña", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
  }
  await expect(nav).toContainText(E2E_PEOPLE[role].name);
}

export interface AuditEntryJson {
  actorName: string;
  kind: string;
  summary: string;
  changes: { entity: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
}

/** The audit log as the owner reads it (AC-05), through an API context of its own. */
export async function auditEntries(request: APIRequestContext, query = ""): Promise<AuditEntryJson[]> {
  const signedIn = await request.post("/api/staff/session", {
    data: { email: E2E_PEOPLE.owner.email, password: E2E_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const res = await request.get(`/api/staff/audit${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: AuditEntryJson[] }).entries;
}

export const actorName = (role: E2eRole) =>
  `${E2E_PEOPLE[role].name} (${{ owner: "propietaria", reception: "recepción", professional: "profesional" }[role]})`;
