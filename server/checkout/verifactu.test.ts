import { describe, expect, test } from "vitest";
import { aeatAmount, aeatDate, invoiceNumber } from "@/domain/checkout/invoice";
import { aeatTimestamp, altaChainString, altaHuella, anulacionHuella, VALIDAR_QR, validarQrUrl } from "./verifactu";

// The AEAT's three examples ("Detalle de las especificaciones técnicas para generación de la huella", v0.1.2, §6).
const first = {
  IDEmisorFactura: "89890001K",
  NumSerieFactura: "12345678/G33",
  FechaExpedicionFactura: "01-01-2024",
  TipoFactura: "F1",
  CuotaTotal: "12.35",
  ImporteTotal: "123.45",
  Huella: "",
  FechaHoraHusoGenRegistro: "2024-01-01T19:20:30+01:00",
};

describe("the huella, as the AEAT computes it (TK-03)", () => {
  test("TK-03 the AEAT's first example (the first record, no previous huella) gives 3C464DAF…8F12F60", () => {
    expect(altaChainString(first)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(altaHuella(first)).toBe("3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60");
  });

  test("TK-03 the second example, chained to the first, gives F7B94CFD…802A2B97", () => {
    const second = {
      ...first,
      NumSerieFactura: "12345679/G34",
      Huella: altaHuella(first),
      FechaHoraHusoGenRegistro: "2024-01-01T19:20:35+01:00",
    };
    expect(altaHuella(second)).toBe("F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97");
  });

  test("TK-03 the third example, a registro de anulación chained to the second, gives 177547C0…88F90C68", () => {
    expect(
      anulacionHuella({
        IDEmisorFacturaAnulada: "89890001K",
        NumSerieFacturaAnulada: "12345679/G34",
        FechaExpedicionFacturaAnulada: "01-01-2024",
        Huella: "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
        FechaHoraHusoGenRegistro: "2024-01-01T19:20:40+01:00",
      }),
    ).toBe("177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68");
  });

  test("TK-03 values are trimmed before hashing, as the AEAT says ('  12345678 / G33  ' is '12345678 / G33')", () => {
    expect(altaHuella({ ...first, NumSerieFactura: "  12345678/G33  " })).toBe(altaHuella(first));
  });

  test("TK-03 FechaHoraHusoGenRegistro carries the salon's real offset: +01:00 in winter, +02:00 in summer", () => {
    expect(aeatTimestamp(new Date("2026-11-27T09:20:30.900Z"), "Europe/Madrid")).toBe("2026-11-27T10:20:30+01:00");
    expect(aeatTimestamp(new Date("2026-07-01T08:00:05Z"), "Europe/Madrid")).toBe("2026-07-01T10:00:05+02:00");
    // The Sunday the clocks go back: 02:30 happens twice, each with its own offset.
    expect(aeatTimestamp(new Date("2026-10-25T00:30:00Z"), "Europe/Madrid")).toBe("2026-10-25T02:30:00+02:00");
    expect(aeatTimestamp(new Date("2026-10-25T01:30:00Z"), "Europe/Madrid")).toBe("2026-10-25T02:30:00+01:00");
  });
});

describe("the QR tributario's URL (TK-04)", () => {
  test("TK-04 the AEAT's URL-encoding example: '12345678&G33' is sent as 12345678%26G33", () => {
    expect(
      validarQrUrl(VALIDAR_QR.test, { nif: "89890001K", number: "12345678&G33", date: "01-01-2024", total: "241.4" }),
    ).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4",
    );
  });

  test("TK-04 a salon ticket's URL: its number, the date as DD-MM-AAAA and the total with a point", () => {
    const url = validarQrUrl(VALIDAR_QR.production, {
      nif: "B12345674",
      number: invoiceNumber("F2", 2026, 42),
      date: aeatDate("2026-11-27"),
      total: aeatAmount(4510),
    });
    expect(url).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=T2026-000042&fecha=27-11-2026&importe=45.10",
    );
  });
});
