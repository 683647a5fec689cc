/** @vitest-environment jsdom */
// The chat island hands the chat the booking rules and the booking service's free times (islands/chat-island.tsx).
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { availableSlots } from "@/domain/booking/availability";
import ChatWidget from "@/features/chat/components/chat-widget";
import { SettingsProvider } from "@/hooks/use-settings";
import { seedSettings } from "@/lib/settings/seed";

(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => vi.useRealTimers());

test("CH-11 the times offered are the booking service's free ones, asked for the service and day", async () => {
  const loadFreeTimes = vi.fn(async () => ["15:00", "16:00", "18:00"]);
  render(
    <SettingsProvider initial={seedSettings}>
      <ChatWidget
        random={() => 0}
        clock={() => new Date("2026-11-24T08:00:00+01:00").getTime()}
        loadSlotRules={async () => availableSlots}
        loadFreeTimes={loadFreeTimes}
      />
    </SettingsProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(screen.getByRole("button", { name: /abrir chat/i }));
  act(() => vi.advanceTimersByTime(500));
  await user.type(
    screen.getByRole("textbox", { name: "Escribe tu mensaje" }),
    "quiero un masaje el jueves a las 5 de la tarde{Enter}",
  );
  expect(loadFreeTimes).toHaveBeenCalledWith("masaje", "2026-11-26", undefined);
  await act(async () => vi.advanceTimersByTime(1000));
  const times = screen.getByRole("list", { name: "Horas libres" });
  expect(
    within(times)
      .getAllByRole("link")
      .map((l) => l.textContent),
  ).toEqual(["3:00 PM", "4:00 PM", "6:00 PM"]);
  expect(screen.getByRole("list", { name: "Mensajes" })).toHaveTextContent("A esa hora no hay cita posible");
});
