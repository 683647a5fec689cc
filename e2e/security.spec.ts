import { expect, test, waitForHydration } from "./fixtures";

test.describe("security headers", () => {
  test("PF-03 PF-04 a prerendered staff page gets its own CSP as a header, with the hashes of its inline scripts", async ({
    request,
  }) => {
    const response = await request.get("/gestion");
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("unsafe-inline");
    expect(await response.text()).not.toContain('http-equiv="content-security-policy"');
  });

  // The last step injects an inline script on purpose; earlier violations are caught by the listener.
  test.use({ allowedConsole: /Executing inline script violates the following Content Security Policy/ });

  test("QA-04 the bundled server sends a strict CSP and the usual headers, and the site runs under it", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    const response = await page.goto("/");
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    const scriptSrc = /script-src[^;]*/.exec(csp)?.[0] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    // Astro hashes the inline styles too (PF-03): no 'unsafe-inline' for styles either.
    expect(/style-src[^;]*/.exec(csp)?.[0] ?? "").not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");

    // The whole site works under the policy: hydrate, open the chat, load the calendar, navigate.
    await waitForHydration(page);
    await page.getByRole("button", { name: /abrir chat/i }).click();
    await expect(page.getByRole("region", { name: /Chat con/ }).getByRole("listitem")).toHaveCount(1);
    await page.locator("#reservas").scrollIntoViewIfNeeded();
    await expect(page.locator("#reservas").getByRole("grid")).toBeVisible();
    await page.getByRole("link", { name: "Todos los artículos" }).click();
    await page.getByRole("link", { name: /Leer Artículo Completo/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cuidado de la piel en invierno");
    await page.goto("/blog/7");
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

    // And the policy is real: an injected inline script does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });

  test("QA-04 assets are cached immutably; pages are not", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"] ?? "").not.toContain("immutable");
    const html = await page.text();
    const asset = /src="(\/assets\/[^"]+\.svg|\/images\/[^"]+)"|href="(\/assets\/[^"]+\.css)"/.exec(html);
    const css = await request.get(asset![2] ?? asset![1]!);
    if (asset![2]) expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("RL-14 every answer carries the security headers: pages, the 404 and 500 pages, files, the API, photos", async ({
    request,
  }) => {
    const answers: [path: string, status: number, html: boolean][] = [
      ["/", 200, true],
      ["/gestion", 200, true],
      ["/no-existe", 404, true],
      ["/assets/no-existe.js", 404, true],
      ["/blog/999", 404, true],
      ["/%E0%A4%A", 400, true],
      ["/500", 500, true],
      ["/favicon.svg", 200, false],
      ["/api/health", 200, false],
      ["/api/no-existe", 404, false],
      ["/media/no-existe.webp", 404, false],
    ];
    for (const [path, status, html] of answers) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      for (const name of [
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
        "strict-transport-security",
      ])
        expect(headers[name], `${path} ${name}`).toBeTruthy();
      if (html) expect(headers["content-security-policy"], `${path} CSP`).toContain("frame-ancestors 'none'");
    }
  });
});
