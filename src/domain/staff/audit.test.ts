/** The audit log's words (OW-10): rows one save wrote, folded into what changed, with names and hours. */
import { describe, expect, test } from "vitest";
import { type AuditChangeLike, auditSummary, changeDetails, compactChanges } from "./audit";

const names = { staff: { carmen: "Carmen Ruiz" }, services: { corte: "Corte y Peinado" } };
const row = (
  entity: string,
  entityId: string,
  action: AuditChangeLike["action"],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChangeLike => ({ entity, entityId, label: "", action, before, after });

describe("OW-10 the audit log in the salon's words", () => {
  test("OW-10 a row deleted and inserted again unchanged is no change; with other times it is one update of what differs", () => {
    const monday = { weekday: 1, opens_minute: 540, closes_minute: 1200 };
    const changes = compactChanges([
      row("opening_hours", "1", "delete", monday, null),
      row("opening_hours", "6", "delete", { weekday: 6, opens_minute: 540, closes_minute: 1080 }, null),
      row("opening_hours", "1", "insert", null, monday),
      row("opening_hours", "6", "insert", null, { weekday: 6, opens_minute: 540, closes_minute: 840 }),
    ]);
    expect(changes).toEqual([row("opening_hours", "6", "update", { closes_minute: 1080 }, { closes_minute: 840 })]);
    expect(auditSummary(changes, names)).toBe("Horario del salón, sábado: cierra 18:00 → 14:00");
    expect(changeDetails(changes[0] as AuditChangeLike, names)).toEqual({
      title: "Horario del sábado",
      lines: ["cierra: 18:00 → 14:00"],
    });
  });

  test("OW-10 ids are names, minutes are hours, days are words", () => {
    const shift = row("working_hours", "carmen", "insert", null, {
      staff_id: "carmen",
      weekday: 2,
      starts_minute: 840,
      ends_minute: 1200,
    });
    expect(changeDetails(shift, names)).toEqual({
      title: "Turno de Carmen Ruiz (martes): añadido",
      lines: ["día: martes", "entra: 14:00", "sale: 20:00"],
    });
    expect(auditSummary([shift], names)).toBe("Turnos de Carmen Ruiz cambiados");
    const moved = row(
      "bookings",
      "9",
      "update",
      { staff_id: "carmen", price_eur: 25 },
      { staff_id: "lucia", price_eur: 30 },
    );
    expect(changeDetails({ ...moved, label: "K7Q2XM" }, names).lines).toEqual([
      "profesional: Carmen Ruiz → lucia",
      "precio: 25\u00a0€ → 30\u00a0€",
    ]);
    const offDay = row("time_off", "4", "insert", null, { staff_id: "carmen", starts_at: "2026-12-14T00:00:00+01:00" });
    expect(auditSummary([{ ...offDay, label: "Vacaciones" }], names)).toBe(
      "Ausencia de Carmen Ruiz (Vacaciones) añadida",
    );
    expect(changeDetails(offDay, names).lines).toEqual([
      "profesional: Carmen Ruiz",
      "empieza: lunes, 14 de diciembre de 2026, 00:00",
    ]);
  });
});

describe("PY-12 money in the audit log", () => {
  const pay = (after: Record<string, unknown>) => row("payments", "7", "insert", null, after);
  const nbsp = (text: string) => text.replace(/ €/g, "\u00a0€");

  test("PY-12 each movement of money reads in the salon's words, never as columns", () => {
    expect(auditSummary([pay({ kind: "visit", method: "bizum", amount_cents: 1500 })], names)).toBe(
      nbsp("Cobro de 15 € con bizum"),
    );
    expect(auditSummary([pay({ kind: "fee", method: "stripe", amount_cents: 2000 })], names)).toBe(
      nbsp("Penalización de 20 € con tarjeta guardada"),
    );
    expect(
      auditSummary([pay({ kind: "void", method: "cash", amount_cents: 6000, reason: "cobrado dos veces" })], names),
    ).toBe(nbsp("Cobro de 60 € anulado: cobrado dos veces"));
    expect(
      auditSummary([pay({ kind: "restore", method: "bono", amount_cents: 2500, gift_code: "BONO-AB23-CD45" })], names),
    ).toBe(nbsp("Devuelto a BONO-AB23-CD45: 25 € (cita cancelada)"));
    expect(
      auditSummary(
        [row("payments", "8", "update", { kind: "refund", amount_cents: 1000, status: "pending" }, { status: "done" })],
        names,
      ),
    ).toBe(nbsp("Devolución de 10 € hecha"));
  });

  test("PY-12 an appointment's details leave out the machinery: no ics sequence, no Stripe ids, no keys", () => {
    const details = changeDetails(
      row("bookings", "b1", "insert", null, {
        status: "confirmed",
        client_name: "Ana López",
        ics_sequence: 0,
        stripe_customer_id: null,
        idempotency_key: "k",
        deposit_cents: 1000,
      }),
      names,
    );
    expect(details.lines.join(" · ")).toBe(nbsp("estado: confirmada · cliente: Ana López · señal: 10 €"));
  });
});
