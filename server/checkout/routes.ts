/**
 * The checkout area's routes (TK-01, TK-02): the products (the owner keeps them; the desk sells
 * them), what an appointment's 'Cobrar' starts from, the sale itself, and an issued invoice as printed.
 */
import { Hono } from "hono";
import { z } from "zod";
import { randomUUID } from "node:crypto";
import { appointmentIdParam } from "@/domain/booking/schemas";
import {
  cancelInvoiceBody,
  cashUpBody,
  cashUpQuery,
  checkoutBody,
  productBody,
  certificateBody,
  refundInvoiceBody,
  replaceTicketBody,
} from "@/domain/checkout/schemas";
import type { AppDeps, AppEnv } from "../http/context";
import { allow, DESK, OWNER } from "../http/access";
import { problem } from "../http/problems";
import { validate, validateOr } from "../http/validate";
import { checkoutRepository as repo } from "./repository";
import { checkout, checkoutDraft, type CodeTender, invoiceView, productView } from "./service";
import { cashUpView, closeCashUp } from "./cash-up";
import { cancelInvoice, refundInvoice, replaceTicket } from "./corrections";
import { seal, usable } from "./certificate";
import { sendPending, subsanar, submissionConfig, submissionStatus } from "./submission";
import { VALIDAR_QR } from "./verifactu";

const idParam = z.object({ id: z.uuid() });

export function staffCheckoutRoutes(deps: AppDeps, payWithCode?: CodeTender) {
  const qrBase = deps.env.verifactuTestPortal ? VALIDAR_QR.test : VALIDAR_QR.production;
  const submission = submissionConfig(deps.env);
  const notFound = validateOr("param", idParam, (c) => problem(c, 404, "api_not_found"));
  const view = (db: AppDeps["db"], id: string) => invoiceView(db, id, qrBase);
  /** An invoice just issued or changed in this request: there, or the server is broken. */
  const issued = async (db: AppDeps["db"], id: string) => {
    const invoice = await view(db, id);
    if (!invoice) throw new Error(`invoice ${id} issued but not found`);
    return invoice;
  };
  return (
    new Hono<AppEnv>()
      .get("/products", allow(DESK), async (c) =>
        c.json({ products: (await repo.products(c.var.db)).map(productView) }, 200),
      )
      .post("/products", allow(OWNER), validate("json", productBody), async (c) => {
        const body = c.req.valid("json");
        try {
          const row = await c.var.db.transaction((tx) =>
            repo.createProduct(tx, { id: randomUUID(), ...body }, c.get("now")),
          );
          return c.json({ product: row && productView(row) }, 201);
        } catch (error) {
          if ((error as { code?: string }).code === "23505")
            return problem(c, 409, "validation", { fields: { name: "Ya hay un producto con ese nombre." } });
          throw error;
        }
      })
      .put("/products/:id", allow(OWNER), notFound, validate("json", productBody), async (c) => {
        const row = await c.var.db.transaction((tx) =>
          repo.updateProduct(tx, { id: c.req.valid("param").id, ...c.req.valid("json") }),
        );
        if (!row) return problem(c, 404, "api_not_found");
        return c.json({ product: productView(row) }, 200);
      })
      .delete("/products/:id", allow(OWNER), notFound, async (c) => {
        const gone = await c.var.db.transaction((tx) => repo.retireProduct(tx, c.req.valid("param").id));
        return gone ? c.body(null, 204) : problem(c, 404, "api_not_found");
      })
      .get(
        "/checkout/appointments/:id",
        allow(DESK),
        validateOr("param", appointmentIdParam, (c) => problem(c, 404, "not_found")),
        async (c) => {
          const draft = await checkoutDraft(c.var.db, c.req.valid("param").id);
          return draft ? c.json(draft, 200) : problem(c, 404, "not_found");
        },
      )
      .post("/checkout", allow(DESK), validate("json", checkoutBody), async (c) => {
        const result = await checkout(
          c.var.db,
          await deps.settings.current(),
          c.req.valid("json"),
          c.get("now"),
          c.get("me").name,
          payWithCode,
        );
        if (!result.ok) return problem(c, result.refusal.status, result.refusal.code, result.refusal);
        const invoice = await view(c.var.db, result.invoiceId);
        if (!invoice) throw new Error(`invoice ${result.invoiceId} issued but not found`);
        return c.json({ invoice, replayed: result.replayed }, result.replayed ? 200 : 201);
      })
      // TK-07: the day's cash-up, shown live and closed once.
      .get("/cash-up", allow(DESK), validate("query", cashUpQuery), async (c) =>
        c.json(await cashUpView(c.var.db, c.req.valid("query").date), 200),
      )
      .post("/cash-up", allow(DESK), validate("json", cashUpBody), async (c) => {
        const result = await closeCashUp(c.var.db, c.req.valid("json"), c.get("now"), c.get("me").name);
        if (!result.ok)
          return problem(c, result.refusal.status, result.refusal.status === 409 ? "not_active" : "validation", {
            message: result.refusal.message,
            ...(result.refusal.status === 422 ? { fields: { date: result.refusal.message } } : {}),
          });
        return c.json(result.view, 201);
      })
      // TK-02: a ticket issued by mistake is cancelled; a refund is its corrective invoice (R5).
      .post("/invoices/:id/cancel", allow(DESK), notFound, validate("json", cancelInvoiceBody), async (c) => {
        const { id } = c.req.valid("param");
        const done = await cancelInvoice(c.var.db, id, c.req.valid("json").reason, c.get("now"), c.get("me").name);
        if (!done.ok)
          return problem(
            c,
            done.refusal.status,
            done.refusal.status === 404 ? "api_not_found" : "not_active",
            done.refusal,
          );
        return c.json({ invoice: await issued(c.var.db, id) }, 200);
      })
      .post("/invoices/:id/refund", allow(DESK), notFound, validate("json", refundInvoiceBody), async (c) => {
        const { method, reason } = c.req.valid("json");
        const done = await refundInvoice(
          c.var.db,
          c.req.valid("param").id,
          method,
          reason,
          c.get("now"),
          c.get("me").name,
        );
        if (!done.ok)
          return problem(
            c,
            done.refusal.status,
            done.refusal.status === 404 ? "api_not_found" : "not_active",
            done.refusal,
          );
        return c.json({ invoice: await issued(c.var.db, done.invoiceId) }, 201);
      })
      // TK-05: sending the records to the AEAT — its state, the salon's certificate, a send now.
      .get("/verifactu", allow(OWNER), async (c) =>
        c.json(await submissionStatus(c.var.db, submission, c.get("now")), 200),
      )
      .put("/verifactu/certificate", allow(OWNER), validate("json", certificateBody), async (c) => {
        const key = submission.certificateKey;
        if (!key)
          return problem(c, 409, "not_active", {
            message:
              "El servidor no tiene CERTIFICATE_KEY en su entorno: sin ella no se puede guardar el certificado cifrado. Pídeselo a quien instaló el servidor.",
          });
        const { pfxBase64, password } = c.req.valid("json");
        const certificate = { pfx: Buffer.from(pfxBase64, "base64"), password };
        if (!usable(certificate))
          return problem(c, 400, "validation", {
            fields: { pfxBase64: "No es un certificado PKCS#12 (.p12 o .pfx) o la contraseña no es la suya." },
          });
        await c.var.db.transaction((tx) =>
          tx.query(
            `INSERT INTO verifactu_certificate (id, sealed, uploaded_at, uploaded_by) VALUES (1, $1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET sealed = EXCLUDED.sealed, uploaded_at = EXCLUDED.uploaded_at,
             uploaded_by = EXCLUDED.uploaded_by`,
            [seal(key, certificate), c.get("now"), c.get("me").name],
          ),
        );
        return c.json(await submissionStatus(c.var.db, submission, c.get("now")), 201);
      })
      .delete("/verifactu/certificate", allow(OWNER), async (c) => {
        await c.var.db.transaction((tx) => tx.query("DELETE FROM verifactu_certificate WHERE id = 1"));
        return c.json(await submissionStatus(c.var.db, submission, c.get("now")), 200);
      })
      .post(
        "/verifactu/records/:record/subsanar",
        allow(OWNER),
        validateOr("param", z.object({ record: z.string().regex(/^\d{1,18}$/) }), (c) =>
          problem(c, 404, "api_not_found"),
        ),
        async (c) => {
          const settings = await deps.settings.current();
          const done = await subsanar(c.var.db, c.req.valid("param").record, settings.legal.owner, c.get("now"));
          if (!done.ok)
            return problem(c, done.status, done.status === 404 ? "api_not_found" : "not_active", {
              ...(done.message ? { message: done.message } : {}),
            });
          return c.json(await submissionStatus(c.var.db, submission, c.get("now")), 201);
        },
      )
      .post("/verifactu/send", allow(OWNER), async (c) => {
        const outcome = await sendPending(c.var.db, submission, c.get("now"));
        return c.json({ outcome, ...(await submissionStatus(c.var.db, submission, c.get("now"))) }, 200);
      })
      .post("/invoices/:id/replace", allow(DESK), notFound, validate("json", replaceTicketBody), async (c) => {
        const done = await replaceTicket(
          c.var.db,
          c.req.valid("param").id,
          c.req.valid("json").client,
          c.get("now"),
          c.get("me").name,
        );
        if (!done.ok)
          return problem(
            c,
            done.refusal.status,
            done.refusal.status === 404 ? "api_not_found" : "not_active",
            done.refusal,
          );
        return c.json({ invoice: await issued(c.var.db, done.invoiceId) }, 201);
      })
      .get("/invoices/:id", allow(DESK), notFound, async (c) => {
        const invoice = await view(c.var.db, c.req.valid("param").id);
        return invoice ? c.json({ invoice }, 200) : problem(c, 404, "api_not_found");
      })
  );
}
