/**
 * TK-06: every XML the product sends validates against the AEAT's official XSDs (server/checkout/xsd,
 * with no network: xmllint in WebAssembly). The records come from real sales through the API: a ticket
 * with a discount, a full invoice to a client whose name needs escaping, a refund (R5) and a
 * cancellation — and the first record of the chain.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { validateXML } from "xmllint-wasm";
import type { InvoiceView } from "@/domain/checkout/schemas";
import { createTestDatabase, staffTestApp, type TestDb } from "../test/harness";
import { previousOf, registrosXml } from "./records-xml";
import { checkoutRepository } from "./repository";

const xsd = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`./xsd/${name}`, import.meta.url), "utf8"),
});

async function validate(xml: string) {
  return validateXML({
    xml: [{ fileName: "registros.xml", contents: xml }],
    schema: [xsd("SuministroLR.xsd")],
    preload: [xsd("SuministroInformacion.xsd"), xsd("xmldsig-core-schema.xsd")],
  });
}

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
const now = new Date("2026-11-24T07:00:00Z");
const staff = (method: string, path: string, body?: unknown) =>
  app.request(`http://localhost/api/staff${path}`, {
    method,
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db, {}, () => now));
  const current = (await (await app.request("/api/settings")).json()) as { legal: { version: number } };
  await staff("PUT", "/settings/legal", {
    owner: "Aurora Belleza & Co S.L.",
    nif: "B12345674",
    registry: "",
    privacyEmail: "datos@aurora.example",
    version: current.legal.version,
  });
  const made = await staff("POST", "/products", { name: "Sérum <nuevo>", priceCents: 2990, vatRate: 21, stock: 10 });
  const product = ((await made.json()) as { product: { id: string } }).product.id;
  const sell = async (body: Record<string, unknown>) => {
    const res = await staff("POST", "/checkout", {
      requestKey: randomUUID(),
      products: [{ id: product, quantity: 1 }],
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { invoice: InvoiceView }).invoice;
  };
  await sell({ discount: { kind: "amount", cents: 490 }, tenders: [{ method: "cash", cents: 3000 }] });
  await sell({
    tenders: [{ method: "card_terminal", cents: 2990 }],
    client: { name: "Pérez & Hijos <Peluquería>", nif: "12345678Z", address: "Calle Mayor 1, Madrid" },
  });
  const refunded = await sell({ tenders: [{ method: "bizum", cents: 2990 }] });
  expect(
    (await staff("POST", `/invoices/${refunded.id}/refund`, { method: "bizum", reason: "No le gustó" })).status,
  ).toBe(201);
  const replaced = await sell({ tenders: [{ method: "cash", cents: 2990 }] });
  expect(
    (
      await staff("POST", `/invoices/${replaced.id}/replace`, {
        client: { name: "Ana Ruiz", nif: "12345678Z", address: "Calle Sol 2" },
      })
    ).status,
  ).toBe(201);
  const cancelled = await sell({ tenders: [{ method: "cash", cents: 2990 }] });
  expect((await staff("POST", `/invoices/${cancelled.id}/cancel`, { reason: "Error de caja" })).status).toBe(200);
}, 60_000);
afterAll(async () => t?.drop());

async function document(options: { incidencia?: boolean } = {}) {
  const rows = await checkoutRepository.recordsForXml(t.db, "B12345674", 1, 1000);
  return registrosXml(
    { name: "Aurora Belleza & Co S.L.", nif: "B12345674" },
    rows.map((r) => ({
      record: r.record,
      invoice: r.invoice,
      previous: previousOf(r.before ?? undefined),
      corrected: r.corrected,
    })),
    options,
  );
}

describe("the XML sent to the AEAT (TK-06)", () => {
  test("TK-06 altas (F2, F1, R5, F3) and an anulación, chained from the first record, validate against SuministroLR.xsd", async () => {
    const xml = await document();
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain("<sf:PrimerRegistro>S</sf:PrimerRegistro>");
    expect(xml.match(/<sf:RegistroAlta>/g)).toHaveLength(7);
    expect(xml).toMatch(/<sf:TipoFactura>F3<\/sf:TipoFactura><sf:FacturasSustituidas><sf:IDFacturaSustituida>/);
    expect(xml.match(/<sf:RegistroAnulacion>/g)).toHaveLength(1);
    expect(xml).toContain("<sf:TipoFactura>R5</sf:TipoFactura><sf:TipoRectificativa>I</sf:TipoRectificativa>");
    expect(xml).toContain("<sf:ImporteTotal>-29.90</sf:ImporteTotal>");
    // Escaped, never raw: the client's and the salon's names.
    expect(xml).toContain("<sf:NombreRazon>Pérez &amp; Hijos &lt;Peluquería&gt;</sf:NombreRazon>");
    expect(xml).toContain("<sf:NombreRazonEmisor>Aurora Belleza &amp; Co S.L.</sf:NombreRazonEmisor>");
  });

  test("TK-06 a late send carries Incidencia and still validates; an element out of place does not (the check is real)", async () => {
    const late = await document({ incidencia: true });
    expect(late).toContain("<sf:RemisionVoluntaria><sf:Incidencia>S</sf:Incidencia></sf:RemisionVoluntaria>");
    expect((await validate(late)).valid).toBe(true);
    const broken = late.replace("<sf:TipoHuella>01</sf:TipoHuella>", "<sf:TipoHuella>02</sf:TipoHuella>");
    const result = await validate(broken);
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toMatch(/TipoHuella/);
  });

  test("TK-06 a send carries 1 to 1,000 records", () => {
    expect(() => registrosXml({ name: "X", nif: "B12345674" }, [])).toThrow(/1 to 1000/);
  });
});
