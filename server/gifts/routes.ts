/**
 * The gifts area's routes (PY-04): the public list and purchase of bonos and gift cards, a code's
 * printable card; the owner's products in Ajustes.
 */
import { Hono } from "hono";
import {
  giftCodeBody,
  type GiftCardView,
  type GiftQuote,
  giftQuoteBody,
  deskSaleBody,
  type SoldCodeView,
  giftProductInput,
  giftPurchaseBody,
  type GiftProductView,
} from "@/domain/gifts/schemas";
import { findService } from "@/lib/settings/queries";
import { centsOfPrice } from "@/domain/payments/policy";
import type { SalonSettings } from "@/lib/settings/model";
import type { AppDeps, AppEnv } from "../http/context";
import { allow, DESK, OWNER } from "../http/access";
import { problem } from "../http/problems";
import { validate } from "../http/validate";
import { reasonOf } from "../errors";
import { giftsRepository as repo } from "./repository";
import { checkCode, sellAtDesk, startGiftCheckout } from "./service";
import { depositPlan } from "../appointments";
import type { GiftCodeRow, GiftProductRow } from "./tables";

const view = (settings: SalonSettings, p: GiftProductRow): GiftProductView => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  service: p.service_id,
  serviceName: p.service_id ? (findService(settings, p.service_id)?.name ?? null) : null,
  sessions: p.sessions,
  amountCents: p.amount_cents,
  priceCents: p.price_cents,
  validMonths: p.valid_months,
  design: p.design,
  active: p.active,
  version: p.version,
});

/** 'Bono 5 cortes' → 'bono-5-cortes'. */
const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "regalo";

const soldView = (c: GiftCodeRow & { name: string }): SoldCodeView => ({
  code: c.code,
  kind: c.kind,
  name: c.name,
  balanceCents: c.balance_cents,
  sessionsLeft: c.sessions_left,
  expiresAt: c.expires_at.toISOString(),
  buyerName: c.buyer_name,
  recipientName: c.recipient_name,
  paidCents: c.paid_cents,
  soldAt: c.created_at.toISOString(),
});

export function giftRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const settings = await deps.settings.current();
        const products = (await repo.products(deps.db)).filter((p) => p.active).map((p) => view(settings, p));
        return c.json({ online: Boolean(deps.payments), products }, 200);
      })
      .post("/checkout", deps.visitorWrites, validate("json", giftPurchaseBody), async (c) => {
        const body = c.req.valid("json");
        const product = await repo.product(deps.db, body.product);
        if (!product?.active)
          return problem(c, 400, "validation", { fields: { product: "Elige uno de nuestros bonos o tarjetas." } });
        if (!deps.payments) return problem(c, 409, "payments_unavailable");
        try {
          return c.json(
            { checkoutUrl: await startGiftCheckout(deps.payments, product, body, deps.env.publicUrl) },
            201,
          );
        } catch (error) {
          deps.log(`stripe: gift checkout failed: ${reasonOf(error)}`);
          return problem(c, 503, "payments_unavailable");
        }
      })
      // PY-11: what a code would pay of a service — and the deposit still asked (PY-09) — before she books.
      .post("/quote", validate("json", giftQuoteBody), async (c) => {
        const body = c.req.valid("json");
        const settings = await deps.settings.current();
        const service = findService(settings, body.service);
        if (!service) return problem(c, 400, "validation", { fields: { service: "Elige un servicio." } });
        const now = c.get("now");
        const checked = await checkCode(deps.db, body.code, service, now);
        if ("problem" in checked) return problem(c, 422, "validation", { fields: { code: checked.problem } });
        const row = await repo.code(deps.db, checked.code);
        const bono = row?.kind === "bono";
        const deposit = depositPlan(deps, settings, [service], now, checked.cents);
        return c.json(
          {
            kind: bono ? "bono" : "gift",
            coversCents: checked.cents,
            priceCents: centsOfPrice(service.price),
            sessionsLeftAfter: bono ? (row?.sessions_left ?? 1) - 1 : null,
            balanceLeftAfterCents: bono ? null : (row?.balance_cents ?? 0) - checked.cents,
            depositCents: deposit?.cents ?? 0,
          } satisfies GiftQuote,
          200,
        );
      })
      .post("/card", validate("json", giftCodeBody), async (c) => {
        const code = await repo.code(deps.db, c.req.valid("json").code);
        const product = code ? await repo.product(deps.db, code.product_id) : undefined;
        if (!code || !product)
          return problem(c, 404, "not_found", { message: "No encontramos ese código. Revísalo en tu email." });
        const settings = await deps.settings.current();
        return c.json(
          {
            code: code.code,
            kind: code.kind,
            name: product.name,
            design: product.design,
            recipientName: code.recipient_name,
            message: code.message,
            serviceName: code.service_id ? (findService(settings, code.service_id)?.name ?? null) : null,
            sessionsLeft: code.sessions_left,
            balanceCents: code.balance_cents,
            expiresAt: code.expires_at.toISOString(),
          } satisfies GiftCardView,
          200,
        );
      })
  );
}

/** `/api/staff/settings/gifts`: the owner's bonos and gift cards; the desk sells them and lists the codes sold. */
export function staffGiftRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // PY-12: the codes sold, with what is left on each.
      .get("/gifts/codes", allow(DESK), async (c) => c.json({ codes: (await repo.sold(c.var.db)).map(soldView) }, 200))
      // PY-12: a bono or gift card sold at the desk (one click, one sale).
      .post("/gifts/sell", allow(DESK), validate("json", deskSaleBody), async (c) => {
        const body = c.req.valid("json");
        const product = await repo.product(c.var.db, body.product);
        if (!product?.active)
          return problem(c, 400, "validation", {
            fields: { product: "Elige uno de los bonos o tarjetas a la venta." },
          });
        const sold = await sellAtDesk(
          c.var.db,
          product,
          {
            method: body.method,
            buyerName: body.buyerName.trim(),
            buyerEmail: body.buyerEmail?.trim() || null,
            recipientName: body.recipientName?.trim() || null,
            requestKey: body.requestKey,
          },
          c.get("now"),
        );
        if (!sold) return problem(c, 409, "conflict");
        return c.json({ code: soldView({ ...sold, name: product.name }) }, 201);
      })
      .get("/gifts", allow(OWNER), async (c) => {
        const settings = await deps.settings.current();
        return c.json({ products: (await repo.products(c.var.db)).map((p) => view(settings, p)) }, 200);
      })
      .post("/gifts", allow(OWNER), validate("json", giftProductInput), async (c) => {
        const body = c.req.valid("json");
        const settings = await deps.settings.current();
        if (body.kind === "bono" && !findService(settings, body.service ?? ""))
          return problem(c, 400, "validation", { fields: { service: "Elige uno de los servicios del salón." } });
        const taken = new Set((await repo.products(c.var.db)).map((p) => p.id));
        let id = slug(body.name);
        for (let n = 2; taken.has(id); n++) id = `${slug(body.name).slice(0, 36)}-${n}`;
        const row = await repo.createProduct(c.var.db, id, body);
        if (!row) return problem(c, 409, "conflict");
        // CN-04: what is on sale shows in the menu, the footer and the chat from the next page load.
        await deps.settings.changed(c.var.db);
        return c.json(view(settings, row), 201);
      })
      .put("/gifts/:id{[a-z0-9-]{1,40}}", allow(OWNER), validate("json", giftProductInput), async (c) => {
        const body = c.req.valid("json");
        const settings = await deps.settings.current();
        if (body.kind === "bono" && !findService(settings, body.service ?? ""))
          return problem(c, 400, "validation", { fields: { service: "Elige uno de los servicios del salón." } });
        const row = await repo.updateProduct(c.var.db, c.req.param("id"), body.version ?? 0, body);
        if (!row) return problem(c, 409, "conflict");
        await deps.settings.changed(c.var.db);
        return c.json(view(settings, row), 200);
      })
  );
}
