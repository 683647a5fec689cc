/**
 * TK-01 … TK-04 on the server: 'Cobrar' closes a visit of two services with a product, a discount and
 * a split payment; one click is one sale; the series has no gaps; what is issued never changes; each
 * invoice's VERI*FACTU record chains to the last; the ticket carries the QR tributario's URL. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CashUpView, InvoiceView } from "@/domain/checkout/schemas";
import { bookingBody, createTestDatabase, postBooking, staffTestApp, type TestDb } from "../test/harness";
import { altaHuella, anulacionHuella } from "./verifactu";
import { checkoutRepository } from "./repository";
import type { MailMessage } from "../notifications/messages";
import { drainOutbox } from "../notifications/outbox-worker";
import { renderers } from "../outbox-renderers";

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

let champu = "";
beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db, {}, () => now));
  const current = (await (await app.request("/api/settings")).json()) as { legal: { version: number } };
  const saved = await staff("PUT", "/settings/legal", {
    owner: "Aurora Belleza S.L.",
    nif: "B12345674",
    registry: "",
    privacyEmail: "datos@aurora.example",
    version: current.legal.version,
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  const made = await staff("POST", "/products", { name: "Champú reparador", priceCents: 1250, vatRate: 21, stock: 3 });
  expect(made.status, await made.clone().text()).toBe(201);
  champu = ((await made.json()) as { product: { id: string } }).product.id;
}, 60_000);
afterAll(async () => t?.drop());

/** A visit of two services (corte 25 €, manicura 20 €) on `date`; its first appointment's id. */
async function visit(date: string, time = "10:00") {
  const res = await postBooking(app, bookingBody({ service: "corte", date, time, extras: [{ service: "manicura" }] }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const charge = (body: Record<string, unknown>) => staff("POST", "/checkout", { requestKey: randomUUID(), ...body });
const invoiceOf = async (res: Response) => ((await res.json()) as { invoice: InvoiceView }).invoice;
const stockOf = async () =>
  ((await (await staff("GET", "/products")).json()) as { products: { id: string; stock: number }[] }).products.find(
    (p) => p.id === champu,
  )?.stock;
const count = async (table: string) =>
  Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

describe("'Cobrar' at the desk (TK-01)", () => {
  test("TK-01 a two-service visit with a product, 10% off, paid by card and cash with change: one ticket, the ledger, the stock", async () => {
    const id = await visit("2026-12-01");
    const draft = (await (await staff("GET", `/checkout/appointments/${id}`)).json()) as {
      lines: { name: string; unitCents: number }[];
      depositCents: number;
      invoice: unknown;
    };
    expect(draft.lines.map((l) => [l.name, l.unitCents])).toEqual([
      ["Corte y Peinado", 2500],
      ["Manicura y Pedicura", 2000],
    ]);
    expect(draft).toMatchObject({ depositCents: 0, invoice: null });

    // 45 € + 12,50 € = 57,50 €; 10% off: 51,75 €. 30 € by card, 25 € in cash: 3,25 € change.
    const res = await charge({
      appointmentId: id,
      products: [{ id: champu, quantity: 1 }],
      discount: { kind: "percent", percent: 10 },
      tenders: [
        { method: "card_terminal", cents: 3000 },
        { method: "cash", cents: 2500 },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const invoice = await invoiceOf(res);
    expect(invoice).toMatchObject({
      type: "F2",
      grossCents: 5750,
      discountCents: 575,
      totalCents: 5175,
      changeCents: 325,
      issuer: { nif: "B12345674", name: "Aurora Belleza S.L." },
    });
    expect(invoice.number).toMatch(/^T2026-\d{6}$/);
    expect(invoice.lines.map((l) => [l.name, l.totalCents])).toEqual([
      ["Corte y Peinado", 2250],
      ["Manicura y Pedicura", 1800],
      ["Champú reparador", 1125],
    ]);
    // 'IVA incluido': 51,75 € at 21% is 42,77 € + 8,98 €.
    expect(invoice.vat).toEqual([{ rate: 21, baseCents: 4277, vatCents: 898 }]);
    expect(await stockOf()).toBe(2);
    // PY-07: the ledger has what she paid now, cash less its change, toward the visit.
    const ledger = (await (await staff("GET", `/appointments/${id}/payments`)).json()) as {
      payments: { method: string; amountCents: number }[];
    };
    expect(ledger.payments.map((p) => [p.method, p.amountCents])).toEqual([
      ["card_terminal", 3000],
      ["cash", 2175],
    ]);
    // The draft now points to its ticket; a second 'Cobrar' of the visit is refused with its number.
    const again = (await (await staff("GET", `/checkout/appointments/${id}`)).json()) as {
      invoice: { number: string };
    };
    expect(again.invoice.number).toBe(invoice.number);
    const twice = await charge({ appointmentId: id, tenders: [{ method: "cash", cents: 4500 }] });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toContain(invoice.number);
  });

  test("TK-01 one click is one sale: the same key twice (and twice at once) gives the same ticket", async () => {
    const id = await visit("2026-12-02");
    const body = { requestKey: randomUUID(), appointmentId: id, tenders: [{ method: "bizum", cents: 4500 }] };
    const [a, b] = await Promise.all([staff("POST", "/checkout", body), staff("POST", "/checkout", body)]);
    const first = await invoiceOf(a);
    const second = await invoiceOf(b);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(second.number).toBe(first.number);
    const third = await staff("POST", "/checkout", body);
    expect(third.status).toBe(200);
    expect((await invoiceOf(third)).id).toBe(first.id);
    const rows = await t.db.query("SELECT id FROM payments WHERE invoice_id = $1", [first.id]);
    expect(rows).toHaveLength(1);
  });

  test("TK-01 short, over, too many of a product, a code's tender: a clear Spanish answer, and nothing kept", async () => {
    const id = await visit("2026-12-03");
    const before = {
      invoices: await count("invoices"),
      records: await count("verifactu_records"),
      stock: await stockOf(),
    };
    const short = await charge({ appointmentId: id, tenders: [{ method: "cash", cents: 4000 }] });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { fields: { tenders: string } }).fields.tenders).toMatch(
      /^Faltan 5\s€ por cobrar\.$/u,
    );
    const over = await charge({ appointmentId: id, tenders: [{ method: "card_terminal", cents: 5000 }] });
    expect(((await over.json()) as { fields: { tenders: string } }).fields.tenders).toMatch(
      /^Sobran 5\s€: solo el efectivo/u,
    );
    const many = await charge({
      appointmentId: id,
      products: [{ id: champu, quantity: 5 }],
      tenders: [{ method: "cash", cents: 20_000 }],
    });
    expect(many.status).toBe(409);
    expect(((await many.json()) as { message: string }).message).toBe("Solo quedan 2 de Champú reparador.");
    const code = await charge({ appointmentId: id, tenders: [{ method: "bono", cents: 4500 }] });
    expect(code.status).toBe(422);
    const nothing = await staff("POST", "/checkout", { requestKey: randomUUID(), tenders: [] });
    expect(nothing.status).toBe(400);
    expect({
      invoices: await count("invoices"),
      records: await count("verifactu_records"),
      stock: await stockOf(),
    }).toEqual(before);
  });

  test("TK-01 a walk-in sale of products alone: its own ticket, a 'sale' in the ledger", async () => {
    const res = await charge({ products: [{ id: champu, quantity: 1 }], tenders: [{ method: "cash", cents: 2000 }] });
    expect(res.status, await res.clone().text()).toBe(201);
    const invoice = await invoiceOf(res);
    expect(invoice).toMatchObject({ totalCents: 1250, changeCents: 750 });
    const [row] = await t.db.query<{ kind: string; booking_id: string | null; amount_cents: number }>(
      "SELECT kind, booking_id, amount_cents FROM payments WHERE invoice_id = $1",
      [invoice.id],
    );
    expect(row).toEqual({ kind: "sale", booking_id: null, amount_cents: 1250 });
  });
});

describe("codes at the till (TK-01)", () => {
  test("TK-01 a visit paid with a bono's session and a gift card's euros: both spent in the sale, in the ledger; a wrong or short code is refused with nothing kept", async () => {
    const made = async (body: Record<string, unknown>) => {
      const res = await staff("POST", "/settings/gifts", { design: "rosa", active: true, validMonths: 12, ...body });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await made({
      kind: "gift",
      name: "Tarjeta 30",
      service: null,
      sessions: null,
      amountCents: 3000,
      priceCents: 3000,
    });
    await made({
      kind: "bono",
      name: "Bono 2 cortes",
      service: "corte",
      sessions: 2,
      amountCents: null,
      priceCents: 4500,
    });
    const sell = async (product: string) => {
      const res = await staff("POST", "/settings/gifts/sell", {
        product,
        method: "cash",
        buyerName: "Marta Ruiz",
        requestKey: randomUUID(),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { code: { code: string } }).code.code;
    };
    const gift = await sell("tarjeta-30");
    const bono = await sell("bono-2-cortes");
    const id = await visit("2026-12-16");
    const before = await count("invoices");
    // The bono as a gift card, and the gift card for more than it holds: refused, nothing kept.
    const wrong = await charge({
      appointmentId: id,
      tenders: [
        { method: "gift_card", cents: 2500, code: bono },
        { method: "cash", cents: 2000 },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { fields: { tenders: string } }).fields.tenders).toBe(
      `${bono} es un bono: elige «Bono».`,
    );
    const short = await charge({
      appointmentId: id,
      tenders: [{ method: "gift_card", cents: 4500, code: gift }],
    });
    expect(((await short.json()) as { fields: { tenders: string } }).fields.tenders).toMatch(/tiene 30\s€/);
    expect(await count("invoices")).toBe(before);
    const paid = await charge({
      appointmentId: id,
      tenders: [
        { method: "bono", cents: 2500, code: bono.toLowerCase() },
        { method: "gift_card", cents: 2000, code: gift },
      ],
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const codes = await t.db.query<{ code: string; balance_cents: number | null; sessions_left: number | null }>(
      "SELECT code, balance_cents, sessions_left FROM gift_codes WHERE code = ANY($1) ORDER BY code",
      [[gift, bono]],
    );
    expect(Object.fromEntries(codes.map((c) => [c.code, c.balance_cents ?? c.sessions_left]))).toEqual({
      [gift]: 1000,
      [bono]: 1,
    });
    const ledger = await t.db.query<{ method: string; amount_cents: number }>(
      "SELECT method, amount_cents FROM payments WHERE invoice_id = $1 ORDER BY id",
      [(await invoiceOf(paid)).id],
    );
    expect(ledger).toEqual([
      { method: "bono", amount_cents: 2500 },
      { method: "gift_card", amount_cents: 2000 },
    ]);
  });
});

describe("invoices (TK-02)", () => {
  test("TK-02 each series is unbroken per year: a refused sale takes no number; a full invoice (F1) has its own", async () => {
    const a = await invoiceOf(
      await charge({ appointmentId: await visit("2026-12-04"), tenders: [{ method: "cash", cents: 4500 }] }),
    );
    // Refused after the number would have been taken (over the payment): no gap.
    const refused = await charge({
      appointmentId: await visit("2026-12-05"),
      tenders: [{ method: "cash", cents: 100 }],
    });
    expect(refused.status).toBe(422);
    const full = await charge({
      appointmentId: await visit("2026-12-07"),
      tenders: [{ method: "card_terminal", cents: 4500 }],
      client: { name: "Lola Ruiz García", nif: "12345678z", address: "Calle Mayor 1, 28013 Madrid" },
    });
    expect(full.status, await full.clone().text()).toBe(201);
    expect(await invoiceOf(full)).toMatchObject({
      type: "F1",
      number: "F2026-000001",
      client: { name: "Lola Ruiz García", nif: "12345678Z" },
    });
    const b = await invoiceOf(
      await charge({ appointmentId: await visit("2026-12-08"), tenders: [{ method: "cash", cents: 4500 }] }),
    );
    const n = (x: InvoiceView) => Number(x.number.slice(-6));
    expect(n(b)).toBe(n(a) + 1);
    const numbers = await t.db.query<{ number: number }>(
      "SELECT number FROM invoices WHERE series = 'T2026-' ORDER BY number",
    );
    expect(numbers.map((r) => Number(r.number))).toEqual(numbers.map((_, i) => i + 1));
  });

  test("TK-02 a bad NIF for a full invoice is a field's 400", async () => {
    const res = await charge({
      appointmentId: await visit("2026-12-09"),
      tenders: [{ method: "cash", cents: 4500 }],
      client: { name: "Lola", nif: "12345678A", address: "Calle Mayor 1" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields["client.nif"]).toContain(
      "NIF no es válido",
    );
  });

  test("TK-02 issued invoices and records are immutable: the database refuses to update or delete them", async () => {
    const [invoice] = await t.db.query<{ id: string }>("SELECT id FROM invoices LIMIT 1");
    await expect(t.db.query("UPDATE invoices SET total_cents = 1 WHERE id = $1", [invoice?.id])).rejects.toThrow(
      /immutable/,
    );
    await expect(t.db.query("DELETE FROM invoices WHERE id = $1", [invoice?.id])).rejects.toThrow(/immutable/);
    await expect(t.db.query("UPDATE verifactu_records SET huella = huella")).rejects.toThrow(/immutable/);
    await expect(t.db.query("DELETE FROM verifactu_records")).rejects.toThrow(/immutable/);
    await expect(t.db.exec("TRUNCATE invoices CASCADE")).rejects.toThrow(/immutable/);
  });

  test("TK-02 a salon without its legal data (the seed's placeholders) cannot issue a ticket yet", async () => {
    const fresh = await createTestDatabase();
    try {
      const other = await staffTestApp(fresh.db, {}, () => now);
      const res = await other.app.request("http://localhost/api/staff/checkout", {
        method: "POST",
        headers: { "Content-Type": "application/json", Host: "localhost", Cookie: other.cookie },
        body: JSON.stringify({ requestKey: randomUUID(), products: [{ id: randomUUID(), quantity: 1 }], tenders: [] }),
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toContain("Datos legales");
    } finally {
      await fresh.drop();
    }
  });
});

describe("VERI*FACTU records and the QR (TK-03, TK-04)", () => {
  test("TK-03 every invoice has its registro de alta, chained to the one before by its huella, recomputable", async () => {
    const records = await checkoutRepository.records(t.db, "B12345674");
    expect(records.length).toBe(await count("invoices"));
    records.forEach((r, i) => {
      expect(Number(r.position)).toBe(i + 1);
      expect(r.previous_huella).toBe(i === 0 ? null : records[i - 1]?.huella);
      const f = r.fields;
      expect(f.Huella).toBe(r.previous_huella ?? "");
      expect(f.FechaHoraHusoGenRegistro).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(
        altaHuella({
          IDEmisorFactura: f.IDEmisorFactura ?? "",
          NumSerieFactura: f.NumSerieFactura ?? "",
          FechaExpedicionFactura: f.FechaExpedicionFactura ?? "",
          TipoFactura: f.TipoFactura ?? "",
          CuotaTotal: f.CuotaTotal ?? "",
          ImporteTotal: f.ImporteTotal ?? "",
          Huella: f.Huella ?? "",
          FechaHoraHusoGenRegistro: f.FechaHoraHusoGenRegistro ?? "",
        }),
      ).toBe(r.huella);
    });
  });

  test("TK-03 the database refuses a record that does not chain to the last one (a fork)", async () => {
    const [last] = (await checkoutRepository.records(t.db, "B12345674")).slice(-1);
    const fork = t.db.transaction((tx) =>
      checkoutRepository.insertRecord(tx, {
        issuer_nif: "B12345674",
        position: Number(last?.position ?? 0) + 1,
        kind: "alta",
        invoice_id: last?.invoice_id ?? "",
        generated_at: "2026-11-24T08:00:00+01:00",
        previous_huella: "A".repeat(64),
        huella: "B".repeat(64),
        fields: {},
      }),
    );
    await expect(fork).rejects.toThrow(/chain to the last/);
  });

  test("TK-04 the ticket carries the ValidarQR URL (nif, numserie, fecha, importe) as a level-M QR", async () => {
    const res = await charge({ appointmentId: await visit("2026-12-10"), tenders: [{ method: "cash", cents: 4500 }] });
    const invoice = await invoiceOf(res);
    expect(invoice.qrUrl).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=${invoice.number}&fecha=24-11-2026&importe=45.00`,
    );
    const symbol = QRCode.create(invoice.qrUrl, { errorCorrectionLevel: "M" });
    expect(invoice.qr.size).toBe(symbol.modules.size);
    const dark = Array.from(symbol.modules.data).filter(Boolean).length;
    expect(invoice.qr.path.match(/M/g)?.length).toBe(dark);
    const shown = await staff("GET", `/invoices/${invoice.id}`);
    expect((await invoiceOf(shown)).huella).toMatch(/^[0-9A-F]{64}$/);
  });
});

describe("the ticket's copy by email (TK-04)", () => {
  test("TK-04 the client whose visit was closed gets her ticket by email: the QR tributario (level M, inline) under 'QR tributario:' and over 'VERI*FACTU', the lines and the VAT", async () => {
    const id = await visit("2026-12-15");
    const invoice = await invoiceOf(
      await charge({ appointmentId: id, tenders: [{ method: "card_terminal", cents: 4500 }] }),
    );
    const mails: MailMessage[] = [];
    await drainOutbox({
      renderers,
      db: t.db,
      send: async (m) => {
        mails.push(m);
      },
      now: () => now,
      secret: "test-secret-test-secret-test-secret-000",
      publicUrl: "https://salon.test",
      noticeHours: async () => 24,
    });
    const mail = mails.find((m) => m.subject.startsWith(`Tu ticket ${invoice.number}`));
    expect(mail?.html).toMatch(/QR tributario:[\s\S]*cid:qr-tributario[\s\S]*VERI\*FACTU/);
    expect(mail?.text).toContain(`QR tributario: ${invoice.qrUrl}`);
    expect(mail?.html).toContain("Corte y Peinado");
    expect(mail?.html).toMatch(/IVA incluido 21 %/);
    const png = mail?.images?.[0]?.content;
    expect(png?.subarray(1, 4).toString()).toBe("PNG");
    // The very symbol of the ticket's URL at level M.
    expect(
      png?.equals(await QRCode.toBuffer(invoice.qrUrl, { errorCorrectionLevel: "M", margin: 4, width: 302 })),
    ).toBe(true);
  });
});

describe("the day's cash-up (TK-07)", () => {
  test("TK-07 totals by method from the ledger, the cash the tickets took less their change, counted against it; closed once, audited, kept as closed", async () => {
    const day = "2026-11-24";
    const open = (await (await staff("GET", `/cash-up?date=${day}`)).json()) as CashUpView;
    expect(open.closed).toBeNull();
    // What the tickets say came in, by method (cash less its change), is what the ledger's day says.
    const tickets = await t.db.query<{
      tenders: { method: string; cents: number }[];
      change_cents: number;
      total_cents: number;
    }>("SELECT tenders, change_cents, total_cents FROM invoices");
    const byMethod = (m: string) =>
      tickets.reduce(
        (sum, i) =>
          sum +
          i.tenders.filter((x) => x.method === m).reduce((s, x) => s + x.cents, 0) -
          (m === "cash" ? i.change_cents : 0),
        0,
      );
    // Bonos and gift cards sold at the desk for cash are in the drawer too (not invoiced: a voucher's VAT is at its use).
    const [codes] = await t.db.query<{ cash: number }>(
      "SELECT coalesce(sum(amount_cents), 0)::int AS cash FROM payments WHERE kind = 'sale' AND gift_code IS NOT NULL AND method = 'cash'",
    );
    expect(open.expectedCashCents).toBe(byMethod("cash") + Number(codes?.cash ?? 0));
    expect(open.totals.find((x) => x.method === "card_terminal")?.cents).toBe(byMethod("card_terminal"));
    expect(open.totals.find((x) => x.method === "bizum")?.cents).toBe(byMethod("bizum"));
    expect(open.tickets).toEqual({ count: tickets.length, totalCents: tickets.reduce((s, i) => s + i.total_cents, 0) });

    // A 100 € float, 50 cents missing from the drawer.
    const counted = open.expectedCashCents + 10_000 - 50;
    const closed = await staff("POST", "/cash-up", {
      date: day,
      floatCents: 10_000,
      countedCents: counted,
      note: "Faltan 50 céntimos",
    });
    expect(closed.status, await closed.clone().text()).toBe(201);
    expect(((await closed.json()) as CashUpView).closed).toMatchObject({ differenceCents: -50, floatCents: 10_000 });
    const twice = await staff("POST", "/cash-up", { date: day, floatCents: 0, countedCents: 0 });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toBe("La caja de ese día ya está cerrada.");
    // A sale after the close does not change the closed day's numbers.
    await charge({ products: [{ id: champu, quantity: 1 }], tenders: [{ method: "cash", cents: 1250 }] });
    const after = (await (await staff("GET", `/cash-up?date=${day}`)).json()) as CashUpView;
    expect(after.expectedCashCents).toBe(open.expectedCashCents);
    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'cash_ups'",
    );
    expect(Number(audit?.n)).toBe(1);
    await expect(t.db.query("UPDATE cash_ups SET counted_cash_cents = 0")).rejects.toThrow(/immutable/);
  });

  test("TK-07 the reports split 'Cobrado' by method as the cash-up does: code sales as money in, their uses on their own rows", async () => {
    const day = "2026-11-24";
    const cash = (await (await staff("GET", `/cash-up?date=${day}`)).json()) as CashUpView;
    const res = await staff("GET", `/reports?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    const { collectedByMethod } = (await res.json()) as {
      collectedByMethod: { method: string; current: number; previous: number }[];
    };
    // The closed day keeps its numbers; the live ledger has the sale made after closing: compare live with live.
    const live = await t.db.query<{ method: string; cents: number }>(
      `SELECT method, sum(CASE WHEN kind IN ('refund', 'void') THEN -amount_cents ELSE amount_cents END)::int AS cents
       FROM payments WHERE status = 'done' AND kind <> 'restore' GROUP BY method ORDER BY method`,
    );
    expect(collectedByMethod.map((m) => [m.method, m.current])).toEqual(live.map((l) => [l.method, Number(l.cents)]));
    expect(collectedByMethod.find((m) => m.method === "card_terminal")?.current).toBeGreaterThan(0);
    expect(cash.closed).not.toBeNull();
  });

  test("TK-07 a day still to come cannot be closed; a bad amount is a field's 400", async () => {
    const future = await staff("POST", "/cash-up", { date: "2026-11-25", floatCents: 0, countedCents: 0 });
    expect(future.status).toBe(422);
    const bad = await staff("POST", "/cash-up", { date: "2026-11-23", floatCents: -1, countedCents: 0 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.floatCents).toBe(
      "El fondo no puede ser negativo.",
    );
  });
});

describe("corrections, never edits (TK-02)", () => {
  beforeAll(async () => {
    const put = await staff("PUT", `/products/${champu}`, {
      name: "Champú reparador",
      priceCents: 1250,
      vatRate: 21,
      stock: 20,
    });
    expect(put.status).toBe(200);
  });

  test("TK-02 a ticket issued by mistake is cancelled: its registro de anulación chained, its payments voided, the product back, the visit open to charge again; once", async () => {
    const id = await visit("2026-12-14");
    const stock = await stockOf();
    const sold = await invoiceOf(
      await charge({
        appointmentId: id,
        products: [{ id: champu, quantity: 1 }],
        tenders: [{ method: "cash", cents: 5750 }],
      }),
    );
    expect(await stockOf()).toBe((stock ?? 0) - 1);
    const cancelled = await staff("POST", `/invoices/${sold.id}/cancel`, { reason: "Cobrado a otra clienta" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await invoiceOf(cancelled)).cancelled?.reason).toBe("Cobrado a otra clienta");
    const [record] = (await checkoutRepository.records(t.db, "B12345674")).slice(-1);
    expect(record).toMatchObject({ kind: "anulacion", invoice_id: sold.id });
    expect(record?.fields).toMatchObject({ NumSerieFacturaAnulada: sold.number, Huella: record?.previous_huella });
    expect(
      anulacionHuella({
        IDEmisorFacturaAnulada: record?.fields.IDEmisorFacturaAnulada ?? "",
        NumSerieFacturaAnulada: record?.fields.NumSerieFacturaAnulada ?? "",
        FechaExpedicionFacturaAnulada: record?.fields.FechaExpedicionFacturaAnulada ?? "",
        Huella: record?.fields.Huella ?? "",
        FechaHoraHusoGenRegistro: record?.fields.FechaHoraHusoGenRegistro ?? "",
      }),
    ).toBe(record?.huella);
    const kinds = await t.db.query<{ kind: string; amount_cents: number }>(
      "SELECT kind, amount_cents FROM payments WHERE invoice_id = $1 ORDER BY id",
      [sold.id],
    );
    expect(kinds).toEqual([
      { kind: "visit", amount_cents: 5750 },
      { kind: "void", amount_cents: 5750 },
    ]);
    expect(await stockOf()).toBe(stock);
    // The invoice itself is as issued; the visit can be charged again, with a new number.
    const [kept] = await t.db.query<{ total_cents: number }>("SELECT total_cents FROM invoices WHERE id = $1", [
      sold.id,
    ]);
    expect(kept?.total_cents).toBe(5750);
    const again = await charge({ appointmentId: id, tenders: [{ method: "card_terminal", cents: 4500 }] });
    expect(again.status, await again.clone().text()).toBe(201);
    expect((await invoiceOf(again)).number).not.toBe(sold.number);
    const twice = await staff("POST", `/invoices/${sold.id}/cancel`, { reason: "Otra vez" });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toBe("Este ticket ya está anulado.");
  });

  test("TK-02 a refund is a corrective invoice (R5) in its own series, its record negative, the money back in the ledger, the product back; once, and never after a cancellation", async () => {
    const stock = await stockOf();
    const sold = await invoiceOf(
      await charge({ products: [{ id: champu, quantity: 2 }], tenders: [{ method: "card_terminal", cents: 2500 }] }),
    );
    const refunded = await staff("POST", `/invoices/${sold.id}/refund`, { method: "card_terminal", reason: "Alergia" });
    expect(refunded.status, await refunded.clone().text()).toBe(201);
    const r5 = await invoiceOf(refunded);
    expect(r5).toMatchObject({ type: "R5", number: "R2026-000001", totalCents: 2500, corrects: { id: sold.id } });
    const [record] = (await checkoutRepository.records(t.db, "B12345674")).slice(-1);
    expect(record?.fields).toMatchObject({
      TipoFactura: "R5",
      ImporteTotal: "-25.00",
      CuotaTotal: "-4.34",
      TipoRectificativa: "I",
      FacturasRectificadas: sold.number,
    });
    const [back] = await t.db.query<{ kind: string; method: string; amount_cents: number }>(
      "SELECT kind, method, amount_cents FROM payments WHERE invoice_id = $1",
      [r5.id],
    );
    expect(back).toEqual({ kind: "refund", method: "card_terminal", amount_cents: 2500 });
    expect(await stockOf()).toBe(stock);
    const shown = await invoiceOf(await staff("GET", `/invoices/${sold.id}`));
    expect(shown.refund?.number).toBe("R2026-000001");
    expect((await staff("POST", `/invoices/${sold.id}/refund`, { method: "cash", reason: "Otra" })).status).toBe(409);
    expect((await staff("POST", `/invoices/${sold.id}/cancel`, { reason: "Error" })).status).toBe(409);
    expect((await staff("POST", `/invoices/${r5.id}/refund`, { method: "cash", reason: "Otra" })).status).toBe(409);
    // Two desks giving back one ticket at once: one corrective invoice.
    const other = await invoiceOf(
      await charge({ products: [{ id: champu, quantity: 1 }], tenders: [{ method: "cash", cents: 1250 }] }),
    );
    const both = await Promise.all([
      staff("POST", `/invoices/${other.id}/refund`, { method: "cash", reason: "Una" }),
      staff("POST", `/invoices/${other.id}/refund`, { method: "cash", reason: "Dos" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.query("SELECT id FROM invoices WHERE corrects = $1", [other.id])).toHaveLength(1);
  });

  test("TK-02 a ticket replaced on request by a full invoice with her NIF (F3): its own number, the same sale, its record naming the ticket; once", async () => {
    const ticket = await invoiceOf(
      await charge({ products: [{ id: champu, quantity: 1 }], tenders: [{ method: "cash", cents: 1250 }] }),
    );
    const replaced = await staff("POST", `/invoices/${ticket.id}/replace`, {
      client: { name: "Estética Ruiz S.L.", nif: "b12345674", address: "Calle Luna 3, 28004 Madrid" },
    });
    expect(replaced.status, await replaced.clone().text()).toBe(201);
    const f3 = await invoiceOf(replaced);
    expect(f3).toMatchObject({
      type: "F3",
      totalCents: ticket.totalCents,
      client: { nif: "B12345674" },
      corrects: { id: ticket.id, number: ticket.number },
    });
    expect(f3.number).toMatch(/^F2026-\d{6}$/);
    const [record] = (await checkoutRepository.records(t.db, "B12345674")).slice(-1);
    expect(record?.fields).toMatchObject({ TipoFactura: "F3", FacturasSustituidas: ticket.number });
    expect((await invoiceOf(await staff("GET", `/invoices/${ticket.id}`))).replacement?.number).toBe(f3.number);
    expect(
      (
        await staff("POST", `/invoices/${ticket.id}/replace`, {
          client: { name: "Otra", nif: "12345678Z", address: "Calle 1" },
        })
      ).status,
    ).toBe(409);
    expect((await staff("POST", `/invoices/${ticket.id}/refund`, { method: "cash", reason: "Error" })).status).toBe(
      409,
    );
  });
});

describe("erasure and the law (TK-08)", () => {
  test("TK-08 a client's erasure removes her data from her appointments and keeps her invoices as issued (the law keeps them)", async () => {
    const id = await visit("2026-12-17");
    const full = await invoiceOf(
      await charge({
        appointmentId: id,
        tenders: [{ method: "card_terminal", cents: 4500 }],
        client: { name: "Ana López Ruiz", nif: "12345678Z", address: "Calle Sol 2, Madrid" },
      }),
    );
    const [booking] = await t.db.query<{ client_phone: string }>("SELECT client_phone FROM bookings WHERE id = $1", [
      id,
    ]);
    const erased = await staff("POST", "/clients/erase", { q: booking?.client_phone });
    expect(erased.status, await erased.clone().text()).toBe(200);
    const [after] = await t.db.query<{
      client_name: string | null;
      client_phone: string | null;
      anonymised_at: Date | null;
    }>("SELECT client_name, client_phone, anonymised_at FROM bookings WHERE id = $1", [id]);
    expect(after?.client_phone).toBeNull();
    expect(after?.anonymised_at).not.toBeNull();
    const kept = await invoiceOf(await staff("GET", `/invoices/${full.id}`));
    expect(kept).toEqual({ ...full, cancelled: null, refund: null, replacement: null, corrects: null });
    expect(kept.client).toMatchObject({ name: "Ana López Ruiz", nif: "12345678Z" });
  });
});
