/** @vitest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { SettingsProvider } from "@/hooks/use-settings";
import { seedSettings } from "@/lib/settings/seed";
import ChatWidget from "./chat-widget";

// Testing Library flushes its async work with setTimeout(0) and only advances
// fake timers when it sees Jest; point it at Vitest's clock instead.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

describe("chat widget", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(random = () => 0.5) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <SettingsProvider initial={seedSettings}>
        <ChatWidget random={random} clock={() => new Date("2026-11-24T10:05:00").getTime()} />
      </SettingsProvider>,
    );
    return user;
  }

  test("CH-02 CH-03 greeting after 500 ms, then the four quick replies", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: /abrir chat/i }));
    act(() => vi.advanceTimersByTime(499));
    const messages = screen.getByRole("list", { name: "Mensajes" });
    expect(within(messages).queryByText(/asistente virtual/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(messages).getByText(/asistente virtual/)).toBeInTheDocument();
    const group = screen.getByRole("group", { name: "Respuestas rápidas" });
    expect(group).toHaveTextContent("Servicios y precios");
    expect(
      screen.getAllByRole("button", { name: /Servicios y precios|Horarios de atención|Cómo llegar|Hacer una reserva/ }),
    ).toHaveLength(4);
  });

  test("CH-04 a quick reply shows 'Escribiendo...' for 800 ms, then the answer", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: /abrir chat/i }));
    act(() => vi.advanceTimersByTime(500));
    await user.click(screen.getByRole("button", { name: "Cómo llegar" }));
    expect(screen.getByText("Escribiendo...")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Respuestas rápidas" })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(799));
    expect(screen.queryByText(/Av. Principal 123/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Escribiendo...")).not.toBeInTheDocument();
    expect(screen.getAllByText(/Av. Principal 123/).length).toBeGreaterThan(0);
  });

  test("CH-05 CH-06 Enter sends, send is disabled while blank or typing, times in hh:mm, bot messages announced", async () => {
    const user = setup(() => 1);
    await user.click(screen.getByRole("button", { name: /abrir chat/i }));
    act(() => vi.advanceTimersByTime(500));
    const input = screen.getByRole("textbox", { name: "Escribe tu mensaje" });
    const send = screen.getByRole("button", { name: "Enviar" });
    expect(send).toBeDisabled();
    await user.type(input, "   ");
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, "<b>hola</b>{Enter}");
    expect(input).toHaveValue("");
    expect(screen.getByText("<b>hola</b>")).toBeInTheDocument(); // text, not HTML
    expect(screen.getByText("Tú")).toBeInTheDocument();
    await user.type(input, "otra");
    expect(send).toBeDisabled(); // typing
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText("Escribiendo...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toBeEnabled();
    expect(screen.getAllByText("10:05").length).toBeGreaterThanOrEqual(3);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent(/Qué alegría saludarte/);
  });

  test("CH-08 closing while typing leaves no late message", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: /abrir chat/i }));
    act(() => vi.advanceTimersByTime(500));
    await user.type(screen.getByRole("textbox", { name: "Escribe tu mensaje" }), "horario{Enter}");
    await user.click(screen.getAllByRole("button", { name: "Cerrar chat" })[0]!);
    act(() => vi.advanceTimersByTime(5000));
    await user.click(screen.getByRole("button", { name: /abrir chat/i }));
    expect(screen.queryByText(/Nuestro horario/)).not.toBeInTheDocument();
    expect(screen.getByText("horario")).toBeInTheDocument();
  });
});
