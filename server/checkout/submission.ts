/**
 * TK-05: the queue that sends the billing records to the AEAT. With the salon's certificate (and the
 * environment's key to open it), each pass claims up to 1,000 records not yet sent — the claim is a row
 * per record whose primary key no second process can take — sends them in their chain's order as one
 * document, and keeps the AEAT's answer per record: Correcto, AceptadoConErrores (final: never sent
 * again) or Incorrecto (shown to the owner, to be corrected). It honours TiempoEsperaEnvio (no send
 * before it unless 1,000 records wait). A send with no answer keeps its claim until the lease ends, then
 * goes again: the AEAT answers a record it already has as a duplicate, which counts as sent. Records
 * sent late carry Incidencia. Without a certificate nothing is sent: the records wait, queued.
 */
import { readFileSync } from "node:fs";
import { type Database, type Queryable, sqlState } from "../db/client";
import { site } from "@/content/site";
import type { VerifactuRecordRow } from "./tables";
import { aeatTimestamp, altaHuella } from "./verifactu";
import type { Env } from "../env";
import { AEAT_SOAP, post, readAnswer, SEND_TIMEOUT_MS, SendFailed } from "./aeat-client";
import { type Certificate, unseal } from "./certificate";
import { MAX_RECORDS_PER_SEND, previousOf, registrosXml } from "./records-xml";
import { checkoutRepository as repo } from "./repository";

export interface SubmissionConfig {
  certificateKey: Buffer | undefined;
  url: string | undefined;
  caFile: string | undefined;
  testPortal: boolean;
  timeoutMs?: number;
}

/** The queue's configuration from the server's environment. */
export function submissionConfig(env: Pick<Env, "verifactu" | "verifactuTestPortal">): SubmissionConfig {
  return {
    certificateKey: env.verifactu.certificateKey,
    url: env.verifactu.url,
    caFile: env.verifactu.caFile,
    testPortal: env.verifactuTestPortal,
  };
}

/** A record is late (Incidencia) once it waited this long to be sent. */
const LATE_MS = 60 * 60_000;
/** The AEAT's error for a record it already has: sent before, its answer lost. */
const DUPLICATE = "3000";
const DEFAULT_WAIT_S = 60;

export type PassOutcome = "no_certificate" | "nothing" | "waiting" | "sent" | "failed" | "refused";

async function certificateOf(db: Queryable, key: Buffer | undefined): Promise<Certificate | undefined> {
  if (!key) return undefined;
  const [row] = await db.query<{ sealed: Uint8Array }>("SELECT sealed FROM verifactu_certificate WHERE id = 1");
  if (!row) return undefined;
  try {
    return unseal(key, row.sealed);
  } catch {
    return undefined;
  }
}

/** Claims what this pass sends: leases run out first (sent again), then the oldest records never sent. */
async function claim(db: Database, now: Date, leaseMs: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const until = new Date(now.getTime() + leaseMs);
    const again = await tx.query<{ record_id: string }>(
      `UPDATE verifactu_sends SET lease_until = $2, attempts = attempts + 1
       WHERE record_id IN (SELECT record_id FROM verifactu_sends WHERE state = 'sending' AND lease_until <= $1
                           ORDER BY record_id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING record_id::text`,
      [now, until, MAX_RECORDS_PER_SEND],
    );
    const fresh = await tx.query<{ record_id: string }>(
      `INSERT INTO verifactu_sends (record_id, state, lease_until, late)
       SELECT r.id, 'sending', $2, r.generated_at::timestamptz < $1::timestamptz - make_interval(secs => $4 / 1000.0)
       FROM verifactu_records r
       WHERE NOT EXISTS (SELECT 1 FROM verifactu_sends s WHERE s.record_id = r.id)
       ORDER BY r.issuer_nif, r.position LIMIT $3
       ON CONFLICT (record_id) DO NOTHING RETURNING record_id::text`,
      [now, until, MAX_RECORDS_PER_SEND - again.length, LATE_MS],
    );
    return [...again, ...fresh].map((r) => String(r.record_id));
  });
}

async function pendingCount(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM verifactu_records r
     WHERE NOT EXISTS (SELECT 1 FROM verifactu_sends s WHERE s.record_id = r.id
                       AND (s.state <> 'sending' OR s.lease_until > $1))`,
    [now],
  );
  return Number(row?.n ?? 0);
}

/** One pass of the queue. */
export async function sendPending(db: Database, config: SubmissionConfig, now: Date): Promise<PassOutcome> {
  const certificate = await certificateOf(db, config.certificateKey);
  if (!certificate) return "no_certificate";
  const pending = await pendingCount(db, now);
  if (pending === 0) return "nothing";
  const [queue] = await db.query<{ next_send_after: Date | null }>("SELECT next_send_after FROM verifactu_queue");
  if (queue?.next_send_after && new Date(queue.next_send_after) > now && pending < MAX_RECORDS_PER_SEND)
    return "waiting";
  const timeoutMs = config.timeoutMs ?? SEND_TIMEOUT_MS;
  const ids = await claim(db, now, 2 * timeoutMs);
  if (ids.length === 0) return "nothing";
  const rows = await repo.recordsForXmlByIds(db, ids);
  const issuer = rows[0]?.invoice;
  if (!issuer) return "nothing";
  const xml = registrosXml(
    { name: issuer.issuer_name, nif: issuer.issuer_nif },
    rows.map((r) => ({
      record: r.record,
      invoice: r.invoice,
      previous: previousOf(r.before ?? undefined),
      corrected: r.corrected,
    })),
    { incidencia: rows.some((r) => r.late) },
  );
  const url = config.url ?? (config.testPortal ? AEAT_SOAP.test : AEAT_SOAP.production);
  let answerText: string;
  try {
    answerText = await post(url, certificate, xml, {
      ca: config.caFile ? readFileSync(config.caFile) : undefined,
      timeoutMs,
    });
  } catch (error) {
    // No answer: the claims stay until their lease ends; then they go again (the AEAT dedups).
    await db.query("UPDATE verifactu_queue SET last_error = $1", [
      error instanceof SendFailed ? error.message : String(error),
    ]);
    return "failed";
  }
  const answer = readAnswer(answerText);
  const wait = new Date(now.getTime() + (answer.waitSeconds ?? DEFAULT_WAIT_S) * 1000);
  if (answer.lines.length === 0) {
    // The whole send refused (a Fault, a header the AEAT would not take): nothing of it counts as sent.
    await db.transaction(async (tx) => {
      await tx.query("DELETE FROM verifactu_sends WHERE record_id = ANY($1::bigint[]) AND state = 'sending'", [ids]);
      await tx.query("UPDATE verifactu_queue SET next_send_after = $1, last_error = $2", [
        wait,
        answer.fault ?? `La AEAT no aceptó el envío (${answer.state || "sin estado"}).`,
      ]);
    });
    return "refused";
  }
  await db.transaction(async (tx) => {
    for (const r of rows) {
      const f = r.record.fields;
      const number = r.record.kind === "alta" ? f.NumSerieFactura : f.NumSerieFacturaAnulada;
      const operation = r.record.kind === "alta" ? "Alta" : "Anulacion";
      const line = answer.lines.find((l) => l.number === number && l.operation === operation);
      if (!line) continue;
      const state =
        line.state === "Correcto" || (line.state === "Incorrecto" && line.code === DUPLICATE)
          ? "correct"
          : line.state === "AceptadoConErrores"
            ? "accepted_with_errors"
            : "rejected";
      await tx.query(
        `UPDATE verifactu_sends SET state = $2, lease_until = NULL, csv = $3, code = $4, description = $5, answered_at = $6
         WHERE record_id = $1 AND state = 'sending'`,
        [r.record.id, state, answer.csv, line.code, line.description, now],
      );
    }
    await tx.query("UPDATE verifactu_queue SET next_send_after = $1, last_sent_at = $2, last_error = NULL", [
      wait,
      now,
    ]);
  });
  return "sent";
}

/** TK-05: what the owner sees — whether sending is set up, what waits, what the AEAT refused and why. */
export async function submissionStatus(db: Queryable, config: SubmissionConfig, now: Date) {
  const [certificate] = await db.query<{ uploaded_at: Date; uploaded_by: string }>(
    "SELECT uploaded_at, uploaded_by FROM verifactu_certificate WHERE id = 1",
  );
  const [queue] = await db.query<{
    next_send_after: Date | null;
    last_sent_at: Date | null;
    last_error: string | null;
  }>("SELECT next_send_after, last_sent_at, last_error FROM verifactu_queue");
  const counts = await db.query<{ state: string; n: number }>(
    "SELECT state, count(*)::int AS n FROM verifactu_sends GROUP BY state",
  );
  // What the AEAT refused or accepted with errors, and not corrected since (a subsanación names it).
  const rejected = await db.query<{
    record: string;
    state: "rejected" | "accepted_with_errors";
    number: string;
    code: string | null;
    description: string | null;
  }>(
    `SELECT r.id::text AS record, s.state,
       coalesce(r.fields ->> 'NumSerieFactura', r.fields ->> 'NumSerieFacturaAnulada') AS number, s.code, s.description
     FROM verifactu_sends s JOIN verifactu_records r ON r.id = s.record_id
     WHERE s.state IN ('rejected', 'accepted_with_errors')
       AND NOT EXISTS (SELECT 1 FROM verifactu_records c WHERE c.subsana = r.id)
     ORDER BY r.position DESC LIMIT 50`,
  );
  const count = (state: string) => Number(counts.find((c) => c.state === state)?.n ?? 0);
  return {
    keyConfigured: Boolean(config.certificateKey),
    certificate: certificate
      ? { uploadedAt: new Date(certificate.uploaded_at).toISOString(), uploadedBy: certificate.uploaded_by }
      : null,
    pending: await pendingCount(db, now),
    correct: count("correct"),
    withErrors: count("accepted_with_errors"),
    rejected: rejected.filter((r) => r.state === "rejected").length,
    answers: rejected,
    lastSentAt: queue?.last_sent_at ? new Date(queue.last_sent_at).toISOString() : null,
    lastError: queue?.last_error ?? null,
  };
}

/**
 * TK-05: a record the AEAT rejected, corrected by a subsanación: a new registro de alta for the same
 * invoice with Subsanacion S and RechazoPrevio S, the issuer's name as the settings say it now (the
 * usual cause: a name that is not the census's), chained like any record and queued; once per record.
 */
export async function subsanar(
  db: Database,
  recordId: string,
  issuerName: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; status: 404 | 409; message?: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query<VerifactuRecordRow & { state: string | null }>(
        `SELECT r.*, (SELECT s.state FROM verifactu_sends s WHERE s.record_id = r.id) AS state
         FROM verifactu_records r WHERE r.id = $1`,
        [recordId],
      );
      if (!row) return { ok: false as const, status: 404 as const };
      if (row.kind !== "alta" || row.state !== "rejected")
        return { ok: false as const, status: 409 as const, message: "Solo se subsana un registro de alta rechazado." };
      const last = await repo.lockChain(tx, row.issuer_nif);
      const hashed = {
        IDEmisorFactura: row.fields.IDEmisorFactura ?? "",
        NumSerieFactura: row.fields.NumSerieFactura ?? "",
        FechaExpedicionFactura: row.fields.FechaExpedicionFactura ?? "",
        TipoFactura: row.fields.TipoFactura ?? "",
        CuotaTotal: row.fields.CuotaTotal ?? "",
        ImporteTotal: row.fields.ImporteTotal ?? "",
        Huella: last?.huella ?? "",
        FechaHoraHusoGenRegistro: aeatTimestamp(now, site.timeZone),
      };
      await repo.insertRecord(tx, {
        issuer_nif: row.issuer_nif,
        position: (last?.position ?? 0) + 1,
        kind: "alta",
        invoice_id: row.invoice_id,
        generated_at: hashed.FechaHoraHusoGenRegistro,
        previous_huella: last?.huella ?? null,
        huella: altaHuella(hashed),
        fields: { ...row.fields, ...hashed, NombreRazonEmisor: issuerName, Subsanacion: "S", RechazoPrevio: "S" },
        subsana: recordId,
      });
      return { ok: true as const };
    });
  } catch (error) {
    if (sqlState(error) === "23505") return { ok: false, status: 409, message: "Ese registro ya está subsanado." };
    throw error;
  }
}
