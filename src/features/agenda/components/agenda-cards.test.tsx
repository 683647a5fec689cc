/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { Appointment } from "../agenda-api";
import { AppointmentCard } from "./agenda-cards";

const appointment: Appointment = {
  id: "a",
  reference: "AUR-AAAAAA",
  service: "corte",
  serviceName: "Corte y Peinado",
  staffId: "lucia",
  staffName: "Lucía Martín",
  date: "2026-12-01",
  time: "10:00",
  endTime: "11:00",
  startsAt: "2026-12-01T09:00:00.000Z",
  endsAt: "2026-12-01T10:00:00.000Z",
  status: "confirmed",
  price: 25,
  clientName: "Ana",
  clientPhone: "600000000",
  clientEmail: "ana@example.com",
  source: "web",
};

const noop = () => undefined;

describe("appointment card", () => {
  test("RL-03 a confirmation the server gave up sending shows on the appointment, asking to call the client", () => {
    render(
      <AppointmentCard
        appointment={{ ...appointment, mailFailure: { kind: "confirmation", reason: "550 mailbox unavailable" } }}
        onMove={noop}
        onStatus={noop}
      />,
    );
    const card = screen.getByRole("article", { name: /Ana/ });
    expect(card).toHaveTextContent("No se pudo enviar el email de confirmación al cliente: llámale para confirmar.");
  });

  test("RL-03 an appointment whose mail went out shows no warning", () => {
    render(<AppointmentCard appointment={{ ...appointment, mailFailure: null }} onMove={noop} onStatus={noop} />);
    expect(screen.getByRole("article", { name: /Ana/ })).not.toHaveTextContent("No se pudo enviar");
  });
});
