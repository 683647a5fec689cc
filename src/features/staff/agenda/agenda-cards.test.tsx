/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { testAppointment } from "./test-appointment";
import { AppointmentCard } from "./agenda-cards";

const appointment = testAppointment({ clientEmail: "ana@example.com" });

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
    expect(card).toHaveTextContent("No se pudo enviar el email de confirmación a la clienta: llámala para confirmar.");
  });

  test("RL-03 an appointment whose mail went out shows no warning", () => {
    render(<AppointmentCard appointment={{ ...appointment, mailFailure: null }} onMove={noop} onStatus={noop} />);
    expect(screen.getByRole("article", { name: /Ana/ })).not.toHaveTextContent("No se pudo enviar");
  });
});

describe("messages the desk must know about (MS-07, MS-08)", () => {
  test("MS-07 a WhatsApp reminder left unknown says it was not resent and to call if needed", () => {
    const failure = { kind: "reminder", reason: "no answer", channel: "whatsapp" as const, unknown: true };
    render(<AppointmentCard appointment={{ ...appointment, mailFailure: failure }} onMove={noop} onStatus={noop} />);
    expect(screen.getByRole("article", { name: /Ana/ })).toHaveTextContent(
      "El mensaje de recordatorio por WhatsApp quedó sin confirmar: el proveedor no respondió a tiempo y no se reenvía para no cobrarlo dos veces. Si hace falta, llámala.",
    );
  });

  test("MS-08 her 'BAJA' shows on the appointment with its date", () => {
    render(
      <AppointmentCard
        appointment={{ ...appointment, messagesStopped: "2026-11-20T10:00:00.000Z" }}
        onMove={noop}
        onStatus={noop}
      />,
    );
    expect(screen.getByRole("article", { name: /Ana/ })).toHaveTextContent(
      "BAJA de mensajes desde el 20 de noviembre de 2026: no recibe WhatsApp ni SMS; sus recordatorios van por email.",
    );
  });
});

describe("an appointment's outcome (AP-01)", () => {
  test("AP-01 before its start the card offers no outcome and says from when it will", () => {
    render(<AppointmentCard appointment={appointment} onMove={noop} onStatus={noop} />);
    const card = screen.getByRole("article", { name: /Ana/ });
    expect(screen.queryByRole("button", { name: /^Realizada/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^No presentada/ })).toBeNull();
    expect(card).toHaveTextContent(`Podrás marcarla como realizada o no presentada desde las ${appointment.time}.`);
    expect(screen.getByRole("button", { name: /^Cancelar/ })).toBeTruthy();
  });

  test("AP-01 from its start the card offers 'Realizada' and 'No vino'", () => {
    render(<AppointmentCard appointment={appointment} onMove={noop} onStatus={noop} started />);
    expect(screen.getByRole("button", { name: /^Realizada/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^No presentada/ })).toBeTruthy();
    expect(screen.getByRole("article", { name: /Ana/ })).not.toHaveTextContent("Podrás marcarla");
  });
});
