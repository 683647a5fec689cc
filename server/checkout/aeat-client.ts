/**
 * TK-05: the AEAT's VERI*FACTU web service — a SOAP 1.1 POST over mutual TLS with the salon's
 * certificate (Node's own TLS, the PKCS#12 as it was uploaded), and its answer read: the send's state,
 * TiempoEsperaEnvio, the CSV, and each record's state with its error code. The answer is read by the
 * elements' local names (the AEAT's prefixes vary); a SOAP Fault is the whole send refused.
 */
import { request } from "node:https";
import type { Certificate } from "./certificate";

/** The AEAT's addresses (configuration: VERIFACTU_URL replaces them; no test reaches these). */
export const AEAT_SOAP = {
  production: "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
  test: "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
} as const;

/** How long a send may take before it is left to its lease (and sent again, which the AEAT dedups). */
export const SEND_TIMEOUT_MS = 60_000;

export const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header/><soapenv:Body>${body.replace(/^<\?xml[^>]*\?>/, "")}</soapenv:Body></soapenv:Envelope>`;

export class SendFailed extends Error {}

/** POSTs the document; the answer's body, or SendFailed (no answer in time, TLS refused, HTTP error). */
export function post(
  url: string,
  certificate: Certificate,
  xml: string,
  options: { ca?: string | Buffer | undefined; timeoutMs?: number } = {},
): Promise<string> {
  const body = envelope(xml);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        pfx: certificate.pfx,
        passphrase: certificate.password,
        ...(options.ca ? { ca: options.ca } : {}),
        headers: {
          "Content-Type": "text/xml; charset=utf-8",
          SOAPAction: '""',
          "Content-Length": Buffer.byteLength(body),
        },
        timeout: options.timeoutMs ?? SEND_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          // A SOAP Fault comes with HTTP 500: it is an answer, read below.
          if ((res.statusCode ?? 0) >= 400 && !/Fault>/.test(text))
            reject(new SendFailed(`la AEAT respondió HTTP ${res.statusCode}`));
          else resolve(text);
        });
        res.on("error", (e) => reject(new SendFailed(e.message)));
      },
    );
    req.on("timeout", () => req.destroy(new SendFailed("la AEAT no respondió a tiempo")));
    req.on("error", (e) => reject(e instanceof SendFailed ? e : new SendFailed(e.message)));
    req.end(body);
  });
}

export type RecordState = "Correcto" | "AceptadoConErrores" | "Incorrecto";

export interface AeatAnswer {
  /** Correcto, ParcialmenteCorrecto or Incorrecto; 'Fault' when the whole send was refused. */
  state: string;
  waitSeconds: number | null;
  csv: string | null;
  fault: string | null;
  lines: {
    number: string;
    operation: "Alta" | "Anulacion";
    state: RecordState;
    code: string | null;
    description: string | null;
  }[];
}

const local = (tag: string) => `(?:[A-Za-z0-9_]+:)?${tag}`;
const first = (xml: string, tag: string) =>
  new RegExp(`<${local(tag)}(?:\\s[^>]*)?>([\\s\\S]*?)</${local(tag)}>`).exec(xml)?.[1]?.trim() ?? null;
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${local(tag)}(?:\\s[^>]*)?>([\\s\\S]*?)</${local(tag)}>`, "g"))].map((m) => m[1] ?? "");
const text = (value: string | null) =>
  value === null
    ? null
    : value
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&");

export function readAnswer(xml: string): AeatAnswer {
  const fault = first(xml, "Fault");
  if (fault !== null)
    return {
      state: "Fault",
      waitSeconds: null,
      csv: null,
      fault: text(first(fault, "faultstring")) ?? "SOAP Fault",
      lines: [],
    };
  const wait = first(xml, "TiempoEsperaEnvio");
  return {
    state: first(xml, "EstadoEnvio") ?? "",
    waitSeconds: wait === null ? null : Number(wait),
    csv: first(xml, "CSV"),
    fault: null,
    lines: all(xml, "RespuestaLinea").map((line) => ({
      number: text(first(line, "NumSerieFactura")) ?? "",
      operation: first(line, "TipoOperacion") === "Anulacion" ? "Anulacion" : "Alta",
      state: (first(line, "EstadoRegistro") ?? "Incorrecto") as RecordState,
      code: first(line, "CodigoErrorRegistro"),
      description: text(first(line, "DescripcionErrorRegistro")),
    })),
  };
}
