/**
 * TK-05 with no network: the records go to a local AEAT stand-in over mutual TLS (server/test/aeat-stub.ts)
 * that checks the salon's certificate and the XML against the official XSDs, and answers correct, with
 * errors, rejected or late. The clock is the test's.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, staffTestApp, type TestDb } from "../test/harness";
import { type AeatStub, makeCertificates, startAeatStub } from "../test/aeat-stub";
import { sendPending, type SubmissionConfig } from "./submission";

const PASSWORD = "clave-del-certificado";
const certs = makeCertificates(PASSWORD);
const key = randomBytes(32);
let stub: AeatStub;
let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";
let now = new Date("2026-11-24T07:00:00Z");
let product = "";

const staff = (method: string, path: string, body?: unknown) =>
  app.request(`http://localhost/api/staff${path}`, {
    method,
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const sell = async () => {
  const res = await staff("POST", "/checkout", {
    requestKey: randomUUID(),
    products: [{ id: product, quantity: 1 }],
    tenders: [{ method: "cash", cents: 1000 }],
  });
  expect(res.status, await res.clone().text()).toBe(201);
};
const config = (over: Partial<SubmissionConfig> = {}): SubmissionConfig => ({
  certificateKey: key,
  url: stub.url,
  caFile: certs.caFile,
  testPortal: true,
  ...over,
});
const status = async () =>
  (await (await staff("GET", "/verifactu")).json()) as {
    pending: number;
    correct: number;
    withErrors: number;
    rejected: number;
    certificate: unknown;
    answers: { number: string; code: string | null; description: string | null }[];
    lastError: string | null;
  };
const states = async () =>
  (
    await t.db.query<{ state: string; n: number }>(
      "SELECT state, count(*)::int AS n FROM verifactu_sends GROUP BY state ORDER BY state",
    )
  ).map((r) => [r.state, Number(r.n)]);

beforeAll(async () => {
  stub = await startAeatStub(certs);
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(
    t.db,
    { CERTIFICATE_KEY: key.toString("hex"), VERIFACTU_URL: stub.url, VERIFACTU_CA_FILE: certs.caFile },
    () => now,
  ));
  const current = (await (await app.request("/api/settings")).json()) as { legal: { version: number } };
  await staff("PUT", "/settings/legal", {
    owner: "Aurora Belleza S.L.",
    nif: "B12345674",
    registry: "",
    privacyEmail: "datos@aurora.example",
    version: current.legal.version,
  });
  const made = await staff("POST", "/products", { name: "Laca", priceCents: 900, vatRate: 21, stock: 100 });
  product = ((await made.json()) as { product: { id: string } }).product.id;
}, 60_000);
afterAll(async () => {
  await stub?.close();
  await t?.drop();
});

describe("sending the records to the AEAT (TK-05)", () => {
  test("TK-05 with no certificate the records are kept and queued, tickets still print, and the owner sees them pending", async () => {
    await sell();
    await sell();
    expect(await sendPending(t.db, config(), now)).toBe("no_certificate");
    const s = await status();
    expect(s).toMatchObject({ pending: 2, certificate: null });
    expect(stub.sends).toHaveLength(0);
  });

  test("TK-05 the owner's certificate: a wrong password or a non-PKCS#12 is refused; the right one is kept sealed, never in the audit log", async () => {
    const wrong = await staff("PUT", "/verifactu/certificate", {
      pfxBase64: certs.salonPfx.toString("base64"),
      password: "otra",
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.pfxBase64).toContain("contraseña");
    const saved = await staff("PUT", "/verifactu/certificate", {
      pfxBase64: certs.salonPfx.toString("base64"),
      password: PASSWORD,
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const [row] = await t.db.query<{ sealed: Uint8Array }>("SELECT sealed FROM verifactu_certificate");
    expect(Buffer.from(row?.sealed ?? []).includes(Buffer.from(PASSWORD))).toBe(false);
    const audit = await t.db.query<{ after: unknown }>(
      "SELECT after FROM audit_log WHERE entity = 'verifactu_certificate'",
    );
    expect(JSON.stringify(audit)).not.toContain("sealed");
  });

  test("TK-05 TK-06 one send over mutual TLS carries the queue in chain order, valid against the XSDs; the answers are kept and TiempoEsperaEnvio is honoured", async () => {
    expect(await sendPending(t.db, config(), now)).toBe("sent");
    expect(stub.sends).toHaveLength(1);
    expect(stub.sends[0]).toMatchObject({ valid: true, incidencia: false, client: "AURORA BELLEZA SL - B12345674" });
    expect(stub.sends[0]?.records.map((r) => r.number)).toEqual(["T2026-000001", "T2026-000002"]);
    expect(await states()).toEqual([["correct", 2]]);
    // A new ticket waits the 60 s the AEAT asked for.
    await sell();
    expect(await sendPending(t.db, config(), new Date(now.getTime() + 30_000))).toBe("waiting");
    now = new Date(now.getTime() + 61_000);
    expect(await sendPending(t.db, config(), now)).toBe("sent");
    expect(stub.sends.at(-1)?.records.map((r) => r.number)).toEqual(["T2026-000003"]);
  });

  test("TK-05 'AceptadoConErrores' is kept and never sent again; 'Incorrecto' is shown to the owner with the AEAT's code", async () => {
    stub.mode = "errors";
    await sell();
    now = new Date(now.getTime() + 61_000);
    expect(await sendPending(t.db, config(), now)).toBe("sent");
    stub.mode = "rejected";
    await sell();
    now = new Date(now.getTime() + 61_000);
    expect(await sendPending(t.db, config(), now)).toBe("sent");
    const sends = stub.sends.length;
    now = new Date(now.getTime() + 10 * 60_000);
    expect(await sendPending(t.db, config(), now)).toBe("nothing");
    expect(stub.sends).toHaveLength(sends);
    const s = await status();
    expect(s).toMatchObject({ pending: 0, withErrors: 1, rejected: 1 });
    expect(s.answers.map((a) => a.code).sort()).toEqual(["2000", "4102"]);
    stub.mode = "correct";
  });

  test("TK-05 a rejected record is corrected by a subsanación: a new alta for the same invoice (Subsanacion S, RechazoPrevio S) with the issuer's name as the settings say it now, chained, sent, accepted; once", async () => {
    const rejected = (await status()).answers.find((a) => a.code === "4102") as unknown as {
      record: string;
      number: string;
    };
    const current = (await (await app.request("/api/settings")).json()) as { legal: { version: number } };
    await staff("PUT", "/settings/legal", {
      owner: "AURORA BELLEZA SL",
      nif: "B12345674",
      registry: "",
      privacyEmail: "datos@aurora.example",
      version: current.legal.version,
    });
    const fixed = await staff("POST", `/verifactu/records/${rejected.record}/subsanar`, {});
    expect(fixed.status, await fixed.clone().text()).toBe(201);
    expect((await staff("POST", `/verifactu/records/${rejected.record}/subsanar`, {})).status).toBe(409);
    now = new Date(now.getTime() + 61_000);
    expect(await sendPending(t.db, config(), now)).toBe("sent");
    const last = stub.sends.at(-1);
    expect(last).toMatchObject({ valid: true, records: [{ number: rejected.number, operation: "Alta" }] });
    const [record] = await t.db.query<{ fields: Record<string, string>; state: string }>(
      `SELECT r.fields, s.state FROM verifactu_records r JOIN verifactu_sends s ON s.record_id = r.id
       WHERE r.subsana = $1`,
      [rejected.record],
    );
    expect(record).toMatchObject({
      state: "correct",
      fields: {
        Subsanacion: "S",
        RechazoPrevio: "S",
        NombreRazonEmisor: "AURORA BELLEZA SL",
        NumSerieFactura: rejected.number,
      },
    });
    const s = await status();
    expect(s.rejected).toBe(0);
    expect(s.answers.map((a) => a.code)).toEqual(["2000"]);
  });

  test("TK-05 a slow AEAT: the send is left to its lease (not resent meanwhile), then sent again and the duplicate counts as sent; two processes never send one record twice", async () => {
    stub.mode = "slow";
    stub.delayMs = 600;
    await sell();
    now = new Date(now.getTime() + 61_000);
    const fast = config({ timeoutMs: 200 });
    expect(await sendPending(t.db, fast, now)).toBe("failed");
    expect((await status()).lastError).toBe("la AEAT no respondió a tiempo");
    const before = stub.sends.length;
    // Within the lease: nothing goes again.
    expect(await sendPending(t.db, fast, new Date(now.getTime() + 100))).toBe("nothing");
    // The AEAT got it after all (its answer was lost).
    await stub.settled();
    stub.mode = "correct";
    now = new Date(now.getTime() + 61_000);
    // Two passes at once (two processes): the record goes in one of them.
    const [a, b] = await Promise.all([sendPending(t.db, config(), now), sendPending(t.db, config(), now)]);
    expect([a, b].sort()).toEqual(["nothing", "sent"]);
    expect(stub.sends.length).toBe(before + 1);
    expect(await states()).toContainEqual(["correct", 5]);
    const [last] = await t.db.query<{ code: string | null; attempts: number }>(
      "SELECT code, attempts FROM verifactu_sends ORDER BY record_id DESC LIMIT 1",
    );
    expect(last).toEqual({ code: "3000", attempts: 2 });
  });

  test("TK-05 records that waited over an hour carry Incidencia; a certificate the AEAT does not trust gets no answer", async () => {
    await sell();
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect(await sendPending(t.db, config(), now)).toBe("sent");
    expect(stub.sends.at(-1)).toMatchObject({ incidencia: true, valid: true });
    await staff("PUT", "/verifactu/certificate", {
      pfxBase64: certs.strangerPfx.toString("base64"),
      password: PASSWORD,
    });
    await sell();
    now = new Date(now.getTime() + 61_000);
    const sends = stub.sends.length;
    expect(await sendPending(t.db, config(), now)).toBe("failed");
    expect(stub.sends).toHaveLength(sends);
  });
});
