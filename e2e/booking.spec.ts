import {
  CONFIRMED,
  chooseDay,
  clocks,
  fillContact,
  openBooking,
  readyToContinue,
  setClocks,
  timeOptions,
} from "./booking-helpers";
import { expect, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";

const ALL_SLOTS = [
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
  "6:00 PM",
  "7:00 PM",
];

test.describe("booking", () => {
  test("BK-01 three cards under 'Reserva tu Cita Online'", { tag: "@responsive" }, async ({ page }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Reserva tu Cita Online");
    const titles = section.getByRole("heading", { level: 3 });
    await expect(titles).toHaveText([/Selecciona tu Servicio/, /Selecciona la Fecha/, /Hora y Confirmación/]);
    await expectNoHorizontalScroll(page);
  });

  test("BK-02 the six services, chosen by click or keyboard and announced with aria-pressed", async ({ page }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    const services = section.getByRole("list", { name: "Servicios disponibles" }).getByRole("button");
    await expect(services).toHaveText([
      /Corte y Peinado\s*60 min\s*25€/,
      /Tratamiento Facial\s*90 min\s*45€/,
      /Manicura y Pedicura\s*75 min\s*20€/,
      /Maquillaje\s*45 min\s*35€/,
      /Masaje Relajante\s*120 min\s*60€/,
      /Depilación\s*30 min\s*15€/,
    ]);
    await services.nth(1).click();
    await expect(services.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(services.nth(0)).toHaveAttribute("aria-pressed", "false");
    await services.nth(3).focus();
    await page.keyboard.press("Enter");
    await expect(services.nth(3)).toHaveAttribute("aria-pressed", "true");
    await expect(services.nth(1)).toHaveAttribute("aria-pressed", "false");
    await services.nth(5).focus();
    await page.keyboard.press("Space");
    await expect(services.nth(5)).toHaveAttribute("aria-pressed", "true");
  });

  test("BK-03 Spanish calendar, Monday first, Sundays and past days disabled, keyboard-operable", async ({ page }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    const grid = section.getByRole("grid");
    await expect(grid).toHaveAccessibleName("noviembre 2026");
    await expect(grid.locator("thead th")).toHaveText(["lu", "ma", "mi", "ju", "vi", "sá", "do"]);
    await expect(section.getByRole("button", { name: /^lunes, 23 de noviembre de 2026/ })).toBeDisabled();
    await expect(section.getByRole("button", { name: /^domingo, 29 de noviembre de 2026/ })).toBeDisabled();
    await expect(
      section.getByRole("button", { name: /^martes, 24 de noviembre de 2026, hoy, seleccionado/ }),
    ).toBeEnabled();
    await expect(section.getByRole("button", { name: /^sábado, 28 de noviembre de 2026/ })).toBeEnabled();
    // Keyboard: the selected day is focusable; arrows move, Enter chooses.
    await section.getByRole("button", { name: /^martes, 24 de noviembre/ }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(
      section.getByRole("button", { name: /^miércoles, 25 de noviembre de 2026, seleccionado/ }),
    ).toBeFocused();
    // Next month, by keyboard too.
    await section.getByRole("button", { name: "Mes siguiente" }).focus();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("grid")).toHaveAccessibleName("diciembre 2026");
    await expect(section.getByRole("button", { name: /^domingo, 6 de diciembre de 2026/ })).toBeDisabled();
  });

  test("BK-04 the time select offers only the fixed slots, in 12-hour form", async ({ page }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    await expect(section.getByLabel("Hora")).toBeDisabled();
    await section.getByRole("button", { name: /Depilación/ }).click();
    expect(await timeOptions(page)).toEqual(ALL_SLOTS);
  });

  test("BK-05 slots must start after now and end by closing time; changing service drops a time no longer offered", async ({
    page,
  }) => {
    await openBooking(page, new Date("2026-11-24T10:30:00+01:00"));
    const section = page.locator("#reservas");
    await section.getByRole("button", { name: /Masaje Relajante/ }).click();
    // Today after 10:30, 120 minutes, closing 20:00: 11:00 … 6:00 PM.
    expect(await timeOptions(page)).toEqual(ALL_SLOTS.slice(2, 10));
    await chooseDay(page, /^sábado, 28 de noviembre/);
    // Saturday closes at 18:00: last 2-hour slot is 4:00 PM.
    expect(await timeOptions(page)).toEqual(ALL_SLOTS.slice(0, 8));
    await section.getByRole("button", { name: /Depilación/ }).click();
    await section.getByLabel("Hora").selectOption({ label: "5:00 PM" });
    await section.getByRole("button", { name: /Manicura y Pedicura/ }).click();
    await expect(section.getByLabel("Hora")).toHaveValue("");
    await section.getByLabel("Hora").selectOption({ label: "9:00 AM" });
    await chooseDay(page, /^viernes, 27 de noviembre/);
    await expect(section.getByLabel("Hora")).toHaveValue("09:00");
  });

  test("BK-06 initial state: no service, no time, dialog closed, today's date", async ({ page }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    for (const button of await section.getByRole("list", { name: "Servicios disponibles" }).getByRole("button").all()) {
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
    await expect(section.getByLabel("Hora")).toHaveValue("");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      section.getByRole("button", { name: /^martes, 24 de noviembre de 2026, hoy, seleccionado$/ }),
    ).toBeVisible();
  });

  const nextDay = [
    { when: "Saturday 17:30", at: clocks.saturday1730, expected: /^lunes, 30 de noviembre de 2026, seleccionado$/ },
    { when: "Sunday", at: clocks.sunday, expected: /^lunes, 30 de noviembre de 2026, seleccionado$/ },
    { when: "a weekday at 19:45", at: clocks.weekday1945, expected: /^jueves, 26 de noviembre de 2026, seleccionado$/ },
  ];
  for (const { when, at, expected } of nextDay) {
    test(`BK-06 on ${when} the date starts on the next bookable day`, async ({ page }) => {
      const section = await openBooking(page, at);
      await expect(section.getByRole("button", { name: expected })).toBeVisible();
      await expect(section.getByRole("button", { name: /, hoy/ })).toBeDisabled();
    });
  }

  test("BK-07 the summary shows service, long Spanish date, time, 'N min' and '$N'", async ({ page }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    await expect(section.getByRole("region", { name: "Resumen de tu reserva" })).toHaveCount(0);
    await section.getByRole("button", { name: /Tratamiento Facial/ }).click();
    await chooseDay(page, /^miércoles, 25 de noviembre/);
    await section.getByLabel("Hora").selectOption({ label: "1:00 PM" });
    const summary = section.getByRole("region", { name: "Resumen de tu reserva" });
    await expect(summary.getByRole("definition")).toHaveText([
      "Tratamiento Facial",
      "Sin preferencia",
      "miércoles, 25 de noviembre de 2026",
      "1:00 PM",
      "90 min",
      "$45",
    ]);
  });

  test("BK-08 continue is enabled only when complete; the dialog takes focus, Escape and Cancelar close it", async ({
    page,
  }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    const continueButton = section.getByRole("button", { name: "Continuar" });
    await expect(continueButton).toBeDisabled();
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await expect(continueButton).toBeDisabled();
    await section.getByLabel("Hora").selectOption({ label: "10:00 AM" });
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    const dialog = page.getByRole("dialog", { name: "Confirma tu Reserva" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nombre completo")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(continueButton).toBeFocused();
    await continueButton.click();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(continueButton).toBeFocused();
    await expect(section.getByRole("button", { name: /Corte y Peinado/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("BK-09 labelled fields with types and autocomplete; blank or malformed input does not confirm", async ({
    page,
  }) => {
    await openBooking(page, clocks.tuesdayMorning);
    await readyToContinue(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirma tu Reserva" });
    const name = dialog.getByLabel("Nombre completo");
    const phone = dialog.getByLabel("Teléfono");
    const email = dialog.getByLabel("Email");
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("autocomplete", "tel");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    const confirm = dialog.getByRole("button", { name: "Confirmar Reserva" });
    await expect(confirm).toBeDisabled();
    await name.fill("   ");
    await phone.fill("   ");
    await email.fill("   ");
    await expect(confirm).toBeDisabled();
    await name.fill("Ana López");
    await phone.fill("600 12a 456");
    await email.fill("ana@correo");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      "El teléfono solo puede contener números, espacios y el prefijo +.",
    );
    await expect(email).toHaveAccessibleDescription("Escribe un email válido, por ejemplo nombre@correo.com.");
    await phone.fill("600 123");
    await expect(phone).toHaveAccessibleDescription("El teléfono debe tener al menos 9 dígitos.");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("BK-09 @360 one phone rule: '(+34) 605 450 285' books, a number that cannot exist is refused in the form with the server's words", async ({
    page,
  }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await chooseDay(page, /^jueves, 26 de noviembre/);
    await section.getByLabel("Hora").selectOption({ label: "4:00 PM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page, "123 456 789");
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    const phone = dialog.getByLabel("Teléfono");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      "Ese teléfono no parece válido. Escríbelo con su prefijo, por ejemplo +34 612 345 678.",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    // Written as people write it, with the prefix in brackets: the form and the server agree.
    await phone.fill("(+34) 605 450 285");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    await expect(page.getByRole("alert")).toContainText(CONFIRMED);
  });

  test("HM-10 @360 the team section shows each professional with her role and services; 'Reservar con Carmen' opens the widget with her chosen", async ({
    page,
  }) => {
    await setClocks(page, clocks.tuesdayMorning);
    await page.goto("/");
    await waitForHydration(page);
    const team = page.getByRole("region", { name: "Nuestro Equipo" });
    const carmen = team.getByRole("listitem").filter({ hasText: "Carmen Ruiz" });
    await expect(carmen).toContainText("Estilista");
    await expect(carmen).toContainText("Corte y Peinado · Maquillaje");
    await carmen.getByRole("link", { name: "Reservar con Carmen" }).click();
    await expect(page).toHaveURL(/\?profesional=carmen#reservas$/);
    await waitForHydration(page);
    const section = page.locator("#reservas");
    await expect(section.getByText("Con Carmen Ruiz: elige uno de sus servicios")).toBeVisible();
    await expect(section.getByLabel("Profesional")).toHaveValue("carmen");
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await expect(section.getByLabel("Profesional")).toHaveValue("carmen");
    await expect(section.getByText("Con Carmen Ruiz", { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("BK-10 confirming shows the alert once, closes the dialog, resets service, time and form, keeps the date", async ({
    page,
  }) => {
    const section = await openBooking(page, clocks.tuesdayMorning);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await chooseDay(page, /^jueves, 26 de noviembre/);
    await section.getByLabel("Hora").selectOption({ label: "11:00 AM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page);
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).dblclick();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(CONFIRMED);
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(/Referencia AUR-[A-Z2-9]{6}/);
    await expect(alert.getByRole("link", { name: "Añadir al calendario" })).toHaveAttribute(
      "href",
      /\/api\/calendar\/.+\.ics$/,
    );
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("button", { name: /Corte y Peinado/ })).toHaveAttribute("aria-pressed", "false");
    await expect(section.getByLabel("Hora")).toHaveValue("");
    await expect(section.getByRole("button", { name: /^jueves, 26 de noviembre de 2026, seleccionado/ })).toBeVisible();
    await expect(section.getByRole("button", { name: "Continuar" })).toBeDisabled();
    // A new booking starts with an empty form.
    await readyToContinue(page, "Maquillaje", "12:00 PM");
    await section.getByRole("button", { name: "Continuar" }).click();
    await expect(dialog.getByLabel("Nombre completo")).toHaveValue("");
  });

  test("BK-11 booking traffic goes only to the site's own /api, and no cookie is set", async ({
    page,
    context,
    baseURL,
  }) => {
    await openBooking(page, clocks.tuesdayMorning);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await readyToContinue(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page, "600123456", "bk11@example.com");
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    await expect(page.getByRole("alert")).toContainText(CONFIRMED);
    const origin = new URL(baseURL ?? "").origin;
    const api = requests.filter((url) => new URL(url).pathname.startsWith("/api/"));
    expect(api.some((url) => url.includes("/api/availability?service=corte"))).toBe(true);
    expect(api.some((url) => url.endsWith("/api/bookings"))).toBe(true);
    expect(requests.every((url) => new URL(url).origin === origin)).toBe(true);
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe("booking in another time zone", () => {
  test.use({ timezoneId: "America/Mexico_City" });

  test("BK-05 'today' and 'now' are the salon's (Madrid), not the visitor's (Mexico City)", async ({ page }) => {
    // 12:30 in Mexico City is 19:30 in Madrid: the salon's Tuesday has no slot left.
    const section = await openBooking(page, new Date("2026-11-24T19:30:00+01:00"));
    await expect(
      section.getByRole("button", { name: /^miércoles, 25 de noviembre de 2026, seleccionado$/ }),
    ).toBeVisible();
    await expect(section.getByRole("button", { name: /^martes, 24 de noviembre de 2026, hoy/ })).toBeDisabled();
    await section.getByRole("button", { name: /Depilación/ }).click();
    expect(await timeOptions(page)).toEqual(ALL_SLOTS);
  });

  test("BK-05 early morning in Madrid offers today's slots even while it is still yesterday in Mexico", async ({
    page,
  }) => {
    // 08:00 Tuesday in Madrid is 01:00 Tuesday in Mexico City; 23:30 Monday in Mexico is Tuesday 06:30 in Madrid.
    const section = await openBooking(page, new Date("2026-11-24T06:30:00+01:00"));
    await expect(
      section.getByRole("button", { name: /^martes, 24 de noviembre de 2026, hoy, seleccionado$/ }),
    ).toBeVisible();
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    expect(await timeOptions(page)).toEqual(ALL_SLOTS);
  });
});

test.describe("booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("BK-01 without JavaScript the booking section still shows its cards and offers the phone", async ({ page }) => {
    await page.goto("/#reservas");
    const section = page.locator("#reservas");
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(section.getByText(/La reserva online necesita JavaScript/)).toBeVisible();
    await expect(section.getByRole("link", { name: /^\+34/ })).toHaveAttribute("href", /^tel:/);
  });
});
