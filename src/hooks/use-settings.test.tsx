/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { seedSettings } from "@/lib/settings/seed";
import { SettingsProvider, useSettings } from "./use-settings";

function ServiceCount() {
  return <p>{useSettings().services.length} servicios</p>;
}

test("OW-11 a component outside the settings store fails loudly instead of reading the seed", () => {
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  expect(() => render(<ServiceCount />)).toThrow(/no SettingsProvider/);
  quiet.mockRestore();
});

test("OW-11 inside the store it reads the settings it was given", () => {
  const one = { ...seedSettings, services: seedSettings.services.slice(0, 1) };
  render(
    <SettingsProvider initial={one}>
      <ServiceCount />
    </SettingsProvider>,
  );
  expect(screen.getByText("1 servicios")).toBeDefined();
});
