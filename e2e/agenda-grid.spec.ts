/**
 * ST-05 … ST-08 in the browser, at every width (@responsive: 320, 360, 768, 1280): the day grid,
 * confirm steps and 'Deshacer' with the email held, client notes and suggestions, and the
 * override for times outside a shift. Each width books on its own day so they run side by side.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./fixtures";
import { setClocks } from "./booking-helpers";
import { signInAs } from "./staff-helpers";

/** One weekday per width, far enough ahead to be free of other specs. */
const DAYS: Record<string, string> = {
  "1280": "2027-02-08",
  "768": "2027-02-09",
  "360": "2027-02-10",
  "320": "2027-02-11",
};
const dayOf = () => DAYS[test.info().project.name] ?? "2027-02-12";
const wide = () => test.info().project.name === "1280";
/** Names take letters only: one word per width. */
const TAGS: Record<string, string> = { "1280": "Ancho", "768": "Tableta", "360": "Movil", "320": "Mini" };
const tag = () => TAGS[test.info().project.name] ?? "Otro";

let phone = 0;
/** A phone booking through the agenda's own API (the page's session cookie). */
async function book(page: Page, body: Record<string, unknown>) {
  phone++;
  const res = await page.request.post("/api/staff/appointments", {
    data: {
      service: "corte",
      staff: "lucia",
      date: dayOf(),
      time: "10:00",
      phone: `6${String(Date.now() % 1e7).padStart(7, "0")}${phone}`.slice(0, 9),
      email: "",
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function openDay(page: Page) {
  await page.getByLabel("Fecha", { exact: true }).fill(dayOf());
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
}

/** The reception's 'Nueva cita' on the width's day: service, professional and time chosen. */
async function newAppointment(page: Page, choice: { service: string; professional: string; time: string }) {
  await signInAs(page, "reception");
  await openDay(page);
  await page.getByRole("button", { name: "Nueva cita", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva cita" });
  await dialog.getByLabel("Servicio").selectOption(choice.service);
  await dialog.getByLabel("Profesional").selectOption({ label: choice.professional });
  await dialog.getByLabel("Hora").fill(choice.time);
  return dialog;
}

/** On a phone the grid shows one professional at a time. */
async function showColumn(page: Page, name: string) {
  if (!wide()) await page.getByLabel("Ver la agenda de").selectOption({ label: name });
}

const mailDir = path.join("test-results", "e2e-data", "mail");
const mailsTo = (address: string) => {
  try {
    return readdirSync(mailDir)
      .map((f) => readFileSync(path.join(mailDir, f), "utf8").replace(/=\r?\n/g, ""))
      .filter((m) => m.includes(address));
  } catch {
    return [];
  }
};

test.describe("the reception's day grid", () => {
  test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of (400|401|409|422)/ });

  test("ST-05 ST-10 @responsive a time grid: columns per professional, height by duration, the now line, a keyboard move confirmed with Enter and 'Deshacer'", async ({
    page,
  }) => {
    // The salon's clock at 10:30 on the day shown: the grid opens on it with the now line.
    await page.clock.setFixedTime(new Date(`${dayOf()}T10:30:00+01:00`));
    await signInAs(page, "reception");
    await book(page, { name: `Corta ${tag()}`, time: "10:00" });
    await book(page, { name: `Larga ${tag()}`, time: "12:00", service: "maquillaje" });
    await page.reload();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();

    const columns = page.getByRole("list", { name: "Profesionales" });
    if (wide()) {
      // Every professional at once, no sideways scroll.
      for (const name of ["Lucía Martín", "Carmen Ruiz", "Elena Gómez"])
        await expect(columns.getByRole("heading", { name })).toBeVisible();
    } else {
      await expect(columns.getByRole("heading", { name: "Carmen Ruiz" })).toBeHidden();
      await showColumn(page, "Carmen Ruiz");
      await expect(columns.getByRole("heading", { name: "Carmen Ruiz" })).toBeVisible();
      await expect(columns.getByRole("heading", { name: "Lucía Martín" })).toBeHidden();
      await showColumn(page, "Lucía Martín");
    }
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    if (wide()) {
      // ST-10: a free gap reads whole at every column's width, and the names stay while the day scrolls.
      const gap = columns.getByRole("button", { name: /^Nueva cita: Libre/ }).first();
      const label = gap.locator("span").last();
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      const top = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 600);
      await expect(columns.getByRole("heading", { name: "Lucía Martín" })).toBeInViewport();
      await page.mouse.wheel(0, -600);
      // Back where it was before measuring (the scroll is smooth).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
    }

    const short = page.getByRole("article", { name: new RegExp(`10:00 Corte y Peinado, Corta ${tag()}`) });
    const long = page.getByRole("article", { name: new RegExp(`12:00 Maquillaje, Larga ${tag()}`) });
    const a = await short.boundingBox();
    const b = await long.boundingBox();
    // 60 and 45 minutes: the heights keep that ratio.
    expect((b?.height ?? 0) / (a?.height ?? 1)).toBeCloseTo(0.75, 1);

    // The now line at 10:30: halfway down the 10:00–11:00 appointment.
    const now = page.getByRole("note", { name: "Hora actual: 10:30" });
    await expect(now).toBeVisible();
    const line = await now.boundingBox();
    expect(Math.abs((line?.y ?? 0) + (line?.height ?? 0) / 2 - ((a?.y ?? 0) + (a?.height ?? 0) / 2))).toBeLessThan(6);

    // Keyboard: four steps down is 11:00; Enter opens the confirm step, which says the client has no email.
    const button = short.getByRole("button");
    await button.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "¿Mover la cita?" });
    await expect(confirm).toContainText("de las 10:00 con Lucía Martín a las 11:00 con Lucía Martín");
    await expect(confirm).toContainText("no tiene email: no se le avisará");
    await expectNoAxeViolations(page);
    // ST-10: as the hint says, Enter again confirms (the confirm button has the focus, not 'Cerrar').
    await expect(confirm.getByRole("button", { name: "Mover", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "movida" })).toContainText("a las 11:00");
    await expect(
      page.getByRole("article", { name: new RegExp(`11:00 Corte y Peinado, Corta ${tag()}`) }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Deshacer", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "deshecho" })).toBeVisible();
    await expect(short).toBeVisible();
  });

  test("ST-05 ST-10 @responsive a professional's agenda is her own column, with no one-option switcher above it", async ({
    page,
  }) => {
    await signInAs(page, "professional");
    // Her first appointment of the day, booked in her own column.
    await book(page, { name: `Primera ${tag()}`, time: "09:00", service: "maquillaje" });
    await openDay(page);
    const columns = page.getByRole("list", { name: "Profesionales" });
    await expect(columns.getByRole("heading", { name: "Lucía Martín" })).toBeVisible();
    await expect(page.getByLabel("Ver la agenda de")).toHaveCount(0);
    // ST-10: on the first screen, without scrolling, at every width (the smallest phone's page
    // brings it into view below the toolbar).
    const first = page.getByRole("article", { name: new RegExp(`09:00 Maquillaje, Primera ${tag()}`) });
    await expect(first).toBeVisible();
    await expect
      .poll(async () => {
        const box = await first.boundingBox();
        return box ? box.y + 24 < (page.viewportSize()?.height ?? 0) && box.y >= 0 : false;
      })
      .toBe(true);
  });

  test("ST-05 a drag moves an appointment to another time and professional, after the confirm step", async ({
    page,
  }) => {
    test.skip(!wide(), "dragging between columns is the laptop's gesture; phones use the keyboard path above");
    await signInAs(page, "reception");
    await book(page, {
      name: "Arrastre Prueba",
      time: "10:00",
      staff: "elena",
      service: "depilacion",
      email: "arrastre@example.com",
    });
    await openDay(page);
    const block = page.getByRole("article", { name: /10:00 Depilación, Arrastre Prueba/ });
    const from = await block.boundingBox();
    const sofia = await page
      .getByRole("list", { name: "Profesionales" })
      .getByRole("heading", { name: /Sofía/ })
      .boundingBox();
    if (!from || !sofia) throw new Error("grid not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + 10);
    await page.mouse.down();
    // One hour down (96 px) and over to Sofía's column.
    await page.mouse.move(from.x + from.width / 2, from.y + 60, { steps: 4 });
    await page.mouse.move(sofia.x + sofia.width / 2, from.y + 10 + 96, { steps: 8 });
    await page.mouse.up();
    const confirm = page.getByRole("dialog", { name: "¿Mover la cita?" });
    await expect(confirm).toContainText(/a las 11:00 con Sofía/);
    await expect(confirm).toContainText("recibirá el email con la nueva hora pasados 10 segundos");
    await confirm.getByRole("button", { name: "Mover", exact: true }).click();
    await expect(page.getByRole("article", { name: /11:00 Depilación, Arrastre Prueba/ })).toBeVisible();
  });

  test("ST-06 @responsive cancel and no-show ask first; 'Deshacer' within 10 s and the client's email never leaves", async ({
    page,
  }) => {
    await signInAs(page, "reception");
    const email = `deshacer-${tag().toLowerCase()}-${Date.now()}@example.com`;
    await book(page, { name: `Deshacer ${tag()}`, time: "13:00", email });
    await openDay(page);
    const block = page.getByRole("article", { name: new RegExp(`13:00 Corte y Peinado, Deshacer ${tag()}`) });
    await block.getByRole("button").click();
    const details = page.getByRole("dialog", { name: `Cita de Deshacer ${tag()}` });
    await details.getByRole("button", { name: /^Cancelar/ }).click();
    const confirm = page.getByRole("dialog", { name: "¿Cancelar la cita?" });
    await expect(confirm).toContainText("recibirá el email con la cancelación pasados 10 segundos");
    await confirm.getByRole("button", { name: "Cancelar cita" }).click();
    await expect(page.getByRole("status").filter({ hasText: "cancelada" })).toBeVisible();
    await expect(block).toBeHidden();
    await page.getByRole("button", { name: "Deshacer", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "deshecho" })).toBeVisible();
    await expect(block).toBeVisible();

    // No-show asks too (AP-01: from its start, so the desk's clock is at 13:05 that day); 'Volver'
    // leaves it as it was.
    await page.clock.setFixedTime(new Date(`${dayOf()}T13:05:00+01:00`));
    await page.reload();
    await openDay(page);
    await block.getByRole("button").click();
    await details.getByRole("button", { name: /^No presentada/ }).click();
    const noShow = page.getByRole("dialog", { name: "¿Marcar como no presentada?" });
    await expect(noShow).toBeVisible();
    await noShow.getByRole("button", { name: "Volver" }).click();
    await expect(noShow).toBeHidden();

    // After the window: the booking's confirmation went out, the undone cancellation never did.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(1_000);
    expect(mailsTo(email).filter((m) => /METHOD:CANCEL/.test(m))).toEqual([]);
    await expect(page.getByRole("button", { name: "Deshacer", exact: true })).toBeHidden();
  });

  test("ST-07 @responsive a client found by name, a note on her shown on her appointment, and suggested in a phone booking", async ({
    page,
  }) => {
    await signInAs(page, "reception");
    const name = `Begoña Ibáñez ${tag()}`;
    await book(page, { name, time: "15:00", staff: "carmen" });
    await openDay(page);
    await page.getByRole("button", { name: "Clientes" }).click();
    const panel = page.getByRole("region", { name: /Clientes/ });
    await panel.getByLabel("Nombre, teléfono o email").fill(`BEGONA ibanez ${tag()}`);
    await panel.getByRole("button", { name: "Buscar" }).click();
    await expect(panel.getByRole("status").first()).toHaveText("1 cliente · 1 cita encontrada.");
    await panel.getByLabel(new RegExp(`Notas de ${name}`)).fill("Alergia al látex");
    await panel.getByRole("button", { name: "Guardar notas" }).click();
    await expect(panel.getByText("Notas guardadas")).toBeVisible();
    await page.getByRole("button", { name: "Clientes" }).click();

    await showColumn(page, "Carmen Ruiz");
    await page
      .getByRole("article", { name: new RegExp(`15:00 Corte y Peinado, ${name}`) })
      .getByRole("button")
      .click();
    const details = page.getByRole("dialog", { name: `Cita de ${name}` });
    await expect(details).toContainText("Notas: Alergia al látex");
    await details.getByRole("button", { name: "Cerrar" }).click();

    await page.getByRole("button", { name: "Nueva cita", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva cita" });
    await dialog.getByLabel("Nombre").fill(`begoña ibáñez ${tag()}`);
    await dialog
      .getByRole("group", { name: "Clientes conocidos" })
      .getByRole("button", { name: new RegExp(name) })
      .click();
    await expect(dialog.getByLabel("Nombre")).toHaveValue(name);
    await expect(dialog.getByLabel("Teléfono")).not.toHaveValue("");
    await expect(dialog).toContainText("Notas: Alergia al látex");
    await expectNoAxeViolations(page);
  });

  test("ST-11 @360 a client found in search is a card: contact, notes, visits, no-shows, spent, history, and 'Reservar de nuevo' opens 'Nueva cita' with her and her last service", async ({
    page,
  }) => {
    await signInAs(page, "reception");
    const name = `Rocío Valle ${tag()}`;
    const mobile = `+34 644 ${wide() ? "101" : "202"} 303`;
    const done = await book(page, { name, phone: mobile, time: "14:00", staff: "lucia", service: "corte" });
    const missed = await book(page, { name, phone: mobile, time: "17:00", staff: "carmen", service: "corte" });
    // The evening of that day (a new session: the first one has expired by then): both have
    // happened; one came, one did not.
    await setClocks(page, new Date(`${dayOf()}T18:30:00+01:00`));
    await signInAs(page, "reception");
    for (const [id, status] of [
      [done.id, "completed"],
      [missed.id, "no_show"],
    ] as const)
      expect(
        (
          await page.request.post(`/api/staff/appointments/${id}/status`, {
            data: { status },
            // AP-01: an outcome from the appointment's start — the server's clock is the evening's too.
            headers: { "X-Salon-Test-Now": new Date(`${dayOf()}T18:30:00+01:00`).toISOString() },
          })
        ).status(),
      ).toBe(200);

    await page.getByRole("button", { name: "Clientes" }).click();
    const panel = page.getByRole("region", { name: /Clientes/ });
    await panel.getByLabel("Nombre, teléfono o email").fill(mobile);
    await panel.getByRole("button", { name: "Buscar" }).click();
    await expect(panel.getByRole("status").first()).toHaveText("1 cliente · 2 citas encontradas.");
    const card = panel.getByRole("article", { name });
    await expect(card.getByRole("link", { name: mobile })).toHaveAttribute("href", `tel:${mobile.replace(/ /g, "")}`);
    await expect(card.getByLabel(`Resumen de ${name}`)).toHaveText("1 visita · 25 € gastados · 1 no presentada");
    await expect(card.getByLabel(`Notas de ${name} (${mobile})`)).toBeVisible();
    await card.getByText("Historial (2)").click();
    const history = card.getByRole("list", { name: `Historial de ${name}` }).getByRole("listitem");
    await expect(history).toHaveText([
      /17:00 · Corte y Peinado con Carmen Ruiz · No presentada · 25\s€$/,
      /14:00 · Corte y Peinado con Lucía Martín · Realizada · 25\s€$/,
    ]);
    await expectNoHorizontalScroll(page);

    await card.getByRole("button", { name: `Reservar de nuevo a ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva cita" });
    await expect(dialog.getByLabel("Nombre")).toHaveValue(name);
    await expect(dialog.getByLabel(/^Teléfono/)).toHaveValue(mobile);
    await expect(dialog.getByLabel("Servicio")).toHaveValue("corte");
    // The visit she came to was with Lucía: the same professional is offered first.
    await expect(dialog.getByLabel("Profesional")).toHaveValue("lucia");
    await expectNoAxeViolations(page);
  });

  test("ST-09 @360 'Nueva cita' books a visit of two services back to back, each with her professional, as one", async ({
    page,
  }) => {
    const dialog = await newAppointment(page, { service: "corte", professional: "Carmen Ruiz", time: "18:00" });
    const name = `Visita Doble ${tag()}`;
    await dialog.getByLabel("Nombre").fill(name);
    await dialog.getByRole("button", { name: "Añadir otro servicio a la visita" }).click();
    const second = dialog.getByRole("group", { name: "Servicio 2, a las 19:00" });
    await second.getByLabel("Servicio 2", { exact: true }).selectOption("maquillaje");
    await second.getByLabel("Profesional del servicio 2").selectOption({ label: "Paula Díaz" });
    await expectNoHorizontalScroll(page);
    await dialog.getByRole("button", { name: "Guardar cita" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").first()).toContainText(`Visita de ${name} guardada: 2 servicios seguidos.`);
    await showColumn(page, "Carmen Ruiz");
    await expect(page.getByRole("article", { name: new RegExp(`18:00 Corte y Peinado, ${name}`) })).toBeVisible();
    await showColumn(page, "Paula Díaz");
    await expect(page.getByRole("article", { name: new RegExp(`19:00 Maquillaje, ${name}`) })).toBeVisible();
  });

  test("ST-08 @responsive a booking outside the professional's shift warns, and is saved only with 'Guardar igualmente'", async ({
    page,
  }) => {
    const dialog = await newAppointment(page, { service: "corte", professional: "Carmen Ruiz", time: "10:00" });
    await dialog.getByLabel("Nombre").fill(`Fuera Turno ${tag()}`);
    await dialog.getByLabel("Teléfono").fill("600 999 888");
    await dialog.getByRole("button", { name: "Guardar cita" }).click();
    await expect(dialog.getByRole("alert")).toContainText("fuera del turno de Carmen Ruiz (14:00–20:00)");
    await dialog.getByRole("button", { name: "Guardar igualmente" }).click();
    await expect(dialog).toBeHidden();
    await showColumn(page, "Carmen Ruiz");
    await expect(
      page.getByRole("article", { name: new RegExp(`10:00 Corte y Peinado, Fuera Turno ${tag()}`) }),
    ).toBeVisible();
  });

  test("ST-09 @360 a walk-in with a name only is booked for Sofía; the messages speak to the receptionist; the view follows to her column", async ({
    page,
  }) => {
    const dialog = await newAppointment(page, { service: "depilacion", professional: "Sofía Torres", time: "12:15" });
    await dialog.getByRole("button", { name: "Guardar cita" }).click();
    await expect(dialog.getByLabel("Nombre")).toHaveAccessibleDescription("Escribe el nombre de la clienta.");
    await dialog.getByLabel("Nombre").fill(`Sin Cita ${tag()}`);
    await expect(dialog.getByLabel("Teléfono (opcional)")).toHaveValue("");
    await dialog.getByRole("button", { name: "Guardar cita" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "guardada" })).toContainText(`Cita de Sin Cita ${tag()}`);
    // On a phone the grid shows one professional: now Sofía's, where the booking is.
    if (!wide()) await expect(page.getByLabel("Ver la agenda de")).toHaveValue("sofia");
    await expect(page.getByRole("article", { name: new RegExp(`12:15 Depilación, Sin Cita ${tag()}`) })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
