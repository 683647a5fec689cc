/**
 * People and permissions in a real browser (AC-01..AC-05): an invitation by email whose link sets
 * a password once, a passkey added and used through Chromium's virtual authenticator (CDP), the
 * owner ending a session and deactivating an account, a professional's own column, and every
 * action in the owner's audit log. Each test invites people of its own, so the other specs'
 * accounts are never signed out.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";
import { actorName, auditEntries, E2E_PEOPLE, signInAs } from "./staff-helpers";

const MAIL_DIR = join(import.meta.dirname, "..", "test-results", "e2e-data", "mail");

test.use({
  // Signed-out checks and refused links are deliberate 401/410 answers.
  allowedConsole: /^Failed to load resource: the server responded with a status of (401|403|410)/,
});

/** The single-use link in the newest mail to `email` (quoted-printable soft breaks undone). */
async function mailedToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((f) => f.endsWith(".eml")) : [];
        for (const f of files.sort().reverse()) {
          const text = readFileSync(join(MAIL_DIR, f), "utf8").replace(/=\r?\n/g, "");
          if (text.includes(`To: ${email}`)) token = /gestion\/acceso#([\w-]{43})/.exec(text)?.[1];
          if (token) return token;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return token ?? "";
}

const unique = () => Math.random().toString(36).slice(2, 8);

/** The owner invites someone through the API; their link comes back from the mail. */
async function invite(request: APIRequestContext, person: { email: string; name: string; role: string }) {
  await auditEntries(request); // signs the API context in as the owner
  const res = await request.post("/api/staff/people", { data: { ...person, staffId: null } });
  expect(res.status()).toBe(201);
  return mailedToken(person.email);
}

async function choosePassword(page: Page, token: string, password: string) {
  await page.goto(`/gestion/acceso#${token}`);
  await waitForHydration(page);
  await page.getByLabel("Contraseña nueva").fill(password);
  await page.getByLabel("Repite la contraseña").fill(password);
  await page.getByRole("button", { name: "Guardar y entrar" }).click();
}

test(
  "AC-01 AC-02 AC-05 the owner invites a receptionist; the emailed link sets a password once; reception sees no settings; the log shows it",
  { tag: "@responsive" },
  async ({ page, browser, request }) => {
    // Each viewport's run invites its own person (the runs share the server).
    const surname = ({ "1280": "Ruiz", "768": "Soler", "360": "Vidal", "320": "Peña" } as Record<string, string>)[
      test.info().project.name
    ];
    const name = `Marta ${surname ?? "Ruiz"}`;
    const email = `marta-${unique()}@e2e.test`;
    await signInAs(page, "owner", "/gestion/personas");
    const form = page.getByRole("form", { name: "Invitar a una persona" });
    await form.getByLabel("Nombre").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Papel").selectOption({ label: "Recepción" });
    await form.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByRole("status").first()).toHaveText(`Invitación enviada a ${name}.`);
    await expect(page.getByText(`${name} · ${email} · Recepción · invitación pendiente`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const token = await mailedToken(email);
    const marta = await browser.newPage({ viewport: page.viewportSize() });
    await choosePassword(marta, token, "password1234");
    await expect(marta.getByText(/de las más usadas/)).toBeVisible();
    await choosePassword(marta, token, "la-recepcion-abre-a-las-nueve");
    await expect(marta.getByText("Contraseña guardada. Ya has entrado.")).toBeVisible();
    await expectNoHorizontalScroll(marta);

    await marta.goto("/gestion");
    await waitForHydration(marta);
    const nav = marta.getByRole("navigation", { name: "Gestión" });
    await expect(nav).toContainText(`${name} · Recepción`);
    await expect(nav.getByRole("link", { name: "Ajustes" })).toHaveCount(0);
    await expect(marta.getByRole("button", { name: "Festivos" })).toHaveCount(0);
    await marta.goto("/gestion/ajustes");
    await expect(marta.getByRole("alert")).toContainText("Esta página es de la propietaria");
    // The server says no as well (AC-04).
    expect((await marta.request.get("/api/staff/people")).status()).toBe(403);

    // Used once: used up.
    await marta.goto(`/gestion/acceso#${token}`);
    await expect(marta.getByRole("alert")).toContainText("Este enlace ya se usó o ha caducado");
    await marta.close();

    // AC-05: the owner reads it in the log, filtered to people.
    await page.goto("/gestion/registro");
    await waitForHydration(page);
    await page.getByLabel("Tipo").selectOption({ label: "Personas y accesos" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    const log = page.getByRole("list", { name: "Cambios, del más reciente al más antiguo" });
    await expect(log.getByText(`${actorName("owner")} · Cuenta nueva: ${name} (recepción)`)).toBeVisible();
    await expect(log.getByText(`${name} (recepción) · Contraseña de ${name} cambiada`)).toBeVisible();
    await expectNoAxeViolations(page);
    const entries = await auditEntries(request, "?kind=people");
    expect(entries.some((e) => e.summary === `Cuenta nueva: ${name} (recepción)`)).toBe(true);
  },
);

test("AC-02 AC-04 AC-05 a professional adds a passkey, signs in with it, and sees only her own column", async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInAs(page, "professional", "/gestion/cuenta");
  await page.getByLabel("Nombre de la llave").fill("Móvil de Lucía");
  await page.getByRole("button", { name: "Añadir llave de acceso" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Llave de acceso añadida.");
  await expect(page.getByText(/Móvil de Lucía · creada/)).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe("localhost");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Salir" }).click();
  await page.getByRole("button", { name: "Entrar con llave de acceso" }).click();
  const nav = page.getByRole("navigation", { name: "Gestión" });
  await expect(nav).toContainText(`${E2E_PEOPLE.professional.name} · Profesional`);
  await expect(nav.getByRole("link")).toHaveText(["Agenda", "Informes", "Mi cuenta"]);

  // AC-04: her own column only, no holidays, no exports; the server refuses another's appointment too.
  await page.goto("/gestion");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Nueva cita", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Profesionales" }).getByRole("heading")).toHaveText([/^Lucía/]);
  await expect(page.getByRole("button", { name: "Festivos" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Exportar CSV/ })).toHaveCount(0);
  expect((await page.request.get("/api/staff/export.csv?from=2026-12-01&to=2026-12-02")).status()).toBe(403);

  // AC-05: the new passkey is in the log, by her.
  const entries = await auditEntries(request, "?kind=people");
  expect(entries.find((e) => e.summary === "Llave de acceso añadida: Móvil de Lucía")?.actorName).toBe(
    actorName("professional"),
  );
});

test("AC-03 AC-05 the owner ends someone's session and deactivates an account: that person is signed out at once", async ({
  page,
  browser,
  request,
}) => {
  const email = `nora-${unique()}@e2e.test`;
  const token = await invite(request, { email, name: "Nora Blanco", role: "reception" });
  const nora = await browser.newPage();
  await choosePassword(nora, token, "nora-trabaja-de-tarde-2026");
  await expect(nora.getByText("Contraseña guardada. Ya has entrado.")).toBeVisible();

  await signInAs(page, "owner", "/gestion/personas");
  const sessions = page.getByRole("region", { name: "Sesiones abiertas" });
  await sessions.getByRole("button", { name: "Cerrar sesión de Nora Blanco" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Sesión de Nora Blanco cerrada.");

  await nora.goto("/gestion");
  await waitForHydration(nora);
  await expect(nora.getByLabel("Contraseña", { exact: true })).toBeVisible();
  await nora.getByLabel("Email", { exact: true }).fill(email);
  await nora.getByLabel("Contraseña", { exact: true }).fill("nora-trabaja-de-tarde-2026");
  await nora.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(nora.getByRole("navigation", { name: "Gestión" })).toContainText("Nora Blanco");

  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Desactivar Nora Blanco" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Nora Blanco: cuenta desactivada.");
  await nora.reload();
  await waitForHydration(nora);
  await expect(nora.getByLabel("Contraseña", { exact: true })).toBeVisible();
  await nora.getByLabel("Email", { exact: true }).fill(email);
  await nora.getByLabel("Contraseña", { exact: true }).fill("nora-trabaja-de-tarde-2026");
  await nora.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(nora.getByText("Email o contraseña incorrectos.")).toBeVisible();
  await nora.close();

  const entries = await auditEntries(request, "?kind=people");
  expect(entries.find((e) => e.summary === "Cuenta de Nora Blanco: desactivada")?.actorName).toBe(actorName("owner"));
});
