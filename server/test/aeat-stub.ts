/**
 * A local stand-in for the AEAT's VERI*FACTU web service (TK-05, TK-06): HTTPS that asks for the
 * client's certificate and refuses any not issued by its own test CA (mutual TLS, as the AEAT does with
 * qualified certificates), validates every document against the official XSDs, and answers in the
 * AEAT's shape — correct, with errors, rejected, slowly, or a duplicate for a record it already has.
 * The certificates are made here for each run (keys by Node, X.509 and PKCS#12 by node-forge).
 */
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import forge from "node-forge";
import { validateXML } from "xmllint-wasm";

const xsd = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`../checkout/xsd/${name}`, import.meta.url), "utf8"),
});
const RESPUESTA =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd";
const INFORMACION =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd";

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(
      privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
    ) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()),
  };
}

function certificate(
  subject: string,
  keys: ReturnType<typeof keyPair>,
  issuer: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | null,
  extensions: object[],
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = String(Math.floor(Math.random() * 1e9) + 1);
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attrs = [{ name: "commonName", value: subject }];
  cert.setSubject(attrs);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : attrs);
  cert.setExtensions(extensions);
  cert.sign(issuer ? issuer.key : keys.privateKey, forge.md.sha256.create());
  return cert;
}

/** A test CA, the stand-in's server certificate for 127.0.0.1, and a salon's certificate as PKCS#12. */
export function makeCertificates(password: string) {
  const caKeys = keyPair();
  const ca = certificate("Autoridad de pruebas", caKeys, null, [
    { name: "basicConstraints", cA: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true },
  ]);
  const issuer = { cert: ca, key: caKeys.privateKey };
  const serverKeys = keyPair();
  const server = certificate("127.0.0.1", serverKeys, issuer, [
    { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    { name: "extKeyUsage", serverAuth: true },
  ]);
  const salon = (name: string) => {
    const keys = keyPair();
    const cert = certificate(name, keys, issuer, [{ name: "extKeyUsage", clientAuth: true }]);
    const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca], password, { algorithm: "3des" });
    return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
  };
  const caPem = forge.pki.certificateToPem(ca);
  const caFile = join(mkdtempSync(join(tmpdir(), "aeat-ca-")), "ca.pem");
  writeFileSync(caFile, caPem);
  return {
    caPem,
    caFile,
    serverKey: forge.pki.privateKeyToPem(serverKeys.privateKey),
    serverCert: forge.pki.certificateToPem(server),
    /** The salon's certificate, issued by the test CA. */
    salonPfx: salon("AURORA BELLEZA SL - B12345674"),
    /** A certificate from nobody the stand-in trusts. */
    strangerPfx: (() => {
      const keys = keyPair();
      const self = certificate("Desconocido", keys, null, [{ name: "extKeyUsage", clientAuth: true }]);
      return Buffer.from(
        forge.asn1
          .toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [self], password, { algorithm: "3des" }))
          .getBytes(),
        "binary",
      );
    })(),
  };
}

export type StubMode = "correct" | "errors" | "rejected" | "slow";

export interface AeatStub {
  url: string;
  mode: StubMode;
  /** How long 'slow' waits before answering. */
  delayMs: number;
  /** TiempoEsperaEnvio in each answer. */
  waitSeconds: number;
  /** Each send: the records' numbers and operations, whether it carried Incidencia, who sent it. */
  sends: { records: { number: string; operation: string }[]; incidencia: boolean; client: string; valid: boolean }[];
  /** Resolves once every request received so far has been answered (a slow one included). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const local = (tag: string) => `(?:[A-Za-z0-9_]+:)?${tag}`;
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${local(tag)}>([\\s\\S]*?)</${local(tag)}>`, "g"))].map((m) => m[1] ?? "");
const first = (xml: string, tag: string) => all(xml, tag)[0] ?? null;

function answer(
  stub: AeatStub,
  records: { number: string; operation: string; nif: string; date: string }[],
  seen: Set<string>,
) {
  const lines = records.map((r, i) => {
    const key = `${r.operation}:${r.number}`;
    const duplicate = seen.has(key);
    const [state, code, description] = duplicate
      ? ["Incorrecto", "3000", "Registro de facturación duplicado."]
      : stub.mode === "rejected"
        ? ["Incorrecto", "4102", "El XML no cumple el esquema o el NIF no está identificado."]
        : stub.mode === "errors" && i === 0
          ? ["AceptadoConErrores", "2000", "El cálculo de la huella suministrada es incorrecto."]
          : ["Correcto", null, null];
    // A record the AEAT refused is not registered: sent again (a subsanación), it is new to it.
    if (state !== "Incorrecto" || duplicate) seen.add(key);
    return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${r.nif}</tik:IDEmisorFactura><tik:NumSerieFactura>${r.number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${r.date}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${r.operation}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${code ? `<tikR:CodigoErrorRegistro>${code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${description}</tikR:DescripcionErrorRegistro>` : ""}</tikR:RespuestaLinea>`;
  });
  const states = lines.map((l) => /EstadoRegistro>(\w+)</.exec(l)?.[1]);
  const overall = states.every((s) => s === "Correcto")
    ? "Correcto"
    : states.every((s) => s === "Incorrecto")
      ? "Incorrecto"
      : "ParcialmenteCorrecto";
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA}" xmlns:tik="${INFORMACION}"><tikR:CSV>A-CSV-${seen.size}</tikR:CSV><tikR:TiempoEsperaEnvio>${stub.waitSeconds}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${overall}</tikR:EstadoEnvio>${lines.join("")}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

const fault = (message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>${message.replace(/</g, "&lt;")}</faultstring></env:Fault></env:Body></env:Envelope>`;

export async function startAeatStub(certs: ReturnType<typeof makeCertificates>): Promise<AeatStub> {
  const seen = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  const stub: AeatStub = {
    url: "",
    mode: "correct",
    delayMs: 0,
    waitSeconds: 60,
    sends: [],
    settled: async () => {
      await Promise.all([...inFlight]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(
    { key: certs.serverKey, cert: certs.serverCert, ca: certs.caPem, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const handled = (async () => {
          const body = Buffer.concat(chunks).toString("utf8");
          const inner = /<soapenv:Body>([\s\S]*)<\/soapenv:Body>/.exec(body)?.[1] ?? "";
          const checked = await validateXML({
            xml: [{ fileName: "envio.xml", contents: `<?xml version="1.0" encoding="UTF-8"?>${inner}` }],
            schema: [xsd("SuministroLR.xsd")],
            preload: [xsd("SuministroInformacion.xsd"), xsd("xmldsig-core-schema.xsd")],
          });
          const records = all(inner, "RegistroFactura").map((r) => {
            const alta = r.includes("RegistroAlta>");
            return {
              number: first(r, alta ? "NumSerieFactura" : "NumSerieFacturaAnulada") ?? "",
              operation: alta ? "Alta" : "Anulacion",
              nif: first(r, alta ? "IDEmisorFactura" : "IDEmisorFacturaAnulada") ?? "",
              date: first(r, alta ? "FechaExpedicionFactura" : "FechaExpedicionFacturaAnulada") ?? "",
            };
          });
          const peer = (req.socket as TLSSocket).getPeerCertificate();
          stub.sends.push({
            records: records.map(({ number, operation }) => ({ number, operation })),
            incidencia: /<(?:\w+:)?Incidencia>S</.test(inner),
            client: String(peer.subject?.CN ?? ""),
            valid: checked.valid,
          });
          if (stub.mode === "slow") await new Promise((r) => setTimeout(r, stub.delayMs));
          res.writeHead(checked.valid ? 200 : 500, { "Content-Type": "text/xml; charset=utf-8" });
          res.end(
            checked.valid
              ? answer(stub, records, seen)
              : fault(`Codigo[4102].El XML no cumple el esquema: ${checked.errors.map((e) => e.message).join("; ")}`),
          );
        })();
        inFlight.add(handled);
        void handled.finally(() => inFlight.delete(handled));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  stub.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  return stub;
}
