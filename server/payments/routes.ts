/**
 * `POST /api/webhooks/stripe` (PY-02): Stripe's events, verified with `stripe.webhooks.constructEvent`
 * over the raw body and the endpoint's secret before anything is read; a bad signature is a 400 that
 * changes nothing. Each event is handled once.
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { reasonOf } from "../errors";
import { chargeFee, handleStripeEvent } from "./service";
import { appointmentIdParam } from "@/domain/booking/schemas";
import { deskPaymentBody, feeChargeBody, type PaymentView } from "@/domain/payments/schemas";
import { ALL, allow, DESK, reachesColumn } from "../http/access";
import { validate, validateOr } from "../http/validate";
import { getBooking } from "../appointments/booking-service";
import { paymentsRepository } from "./repository";
import { codeMethods } from "@/domain/payments/policy";
import { checkCode, GiftSpent, redeem } from "../gifts/service";

export function stripeWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { stripe } = deps;
    const secret = deps.env.stripe?.webhookSecret;
    if (!stripe || !secret) return problem(c, 404, "api_not_found");
    const raw = await c.req.text();
    let event;
    try {
      // The signature's age is judged on the server's clock (a test's, in tests).
      event = stripe.webhooks.constructEvent(
        raw,
        c.req.header("Stripe-Signature") ?? "",
        secret,
        300,
        undefined,
        Math.floor(c.get("now").getTime() / 1000),
      );
    } catch (error) {
      deps.log(`stripe webhook refused: ${reasonOf(error)}`);
      return problem(c, 400, "validation", { message: "Firma de Stripe no válida." });
    }
    const outcome = await handleStripeEvent(deps.db, event, c.get("now"), stripe);
    return c.json({ received: true as const, outcome }, 200);
  });
}

/**
 * PY-05: how a visit was paid — the desk records it (a professional, her own column's); the list
 * shows every movement of the appointment: deposit, refund, what was taken at the visit.
 */
const feeRefusals = {
  no_card: "Esta cita no tiene tarjeta guardada.",
  not_due: "Solo se cobra la penalización de una cita no presentada o cancelada tarde.",
  too_old: "Han pasado más de 14 días: ya no se puede cobrar la penalización.",
  already: "La penalización ya está cobrada (o cobrándose).",
} as const;

export function staffPaymentRoutes(deps: AppDeps) {
  const id = validateOr("param", appointmentIdParam, (c) => problem(c, 404, "not_found"));
  const list = async (db: AppDeps["db"], bookingId: string): Promise<PaymentView[]> =>
    (await paymentsRepository.ofBookings(db, [bookingId])).map((p) => ({
      id: String(p.id),
      kind: p.kind,
      method: p.method,
      amountCents: p.amount_cents,
      status: p.status,
      at: new Date(p.done_at ?? p.created_at).toISOString(),
    }));
  return (
    new Hono<AppEnv>()
      .get("/appointments/:id/payments", allow(ALL), id, async (c) => {
        const booking = await getBooking(c.var.db, c.req.valid("param").id);
        if (!booking) return problem(c, 404, "not_found");
        if (!reachesColumn(c.get("me"), booking.staffId)) return problem(c, 403, "not_yours");
        return c.json({ payments: await list(c.var.db, booking.id) }, 200);
      })
      .post("/appointments/:id/payments", allow(ALL), id, validate("json", deskPaymentBody), async (c) => {
        const booking = await getBooking(c.var.db, c.req.valid("param").id);
        if (!booking) return problem(c, 404, "not_found");
        if (!reachesColumn(c.get("me"), booking.staffId)) return problem(c, 403, "not_yours");
        if (booking.status === "cancelled")
          return problem(c, 409, "not_active", { message: "Esta cita está cancelada: no hay cobro que registrar." });
        const { method, amountCents, code } = c.req.valid("json");
        if ((codeMethods as readonly string[]).includes(method)) {
          // PY-04: the code pays what it covers of this appointment, in one transaction with its record.
          const paid = { id: booking.serviceId, price: booking.priceEur };
          const gift = await checkCode(c.var.db, code ?? "", paid, c.get("now"));
          if ("problem" in gift) return problem(c, 400, "validation", { fields: { code: gift.problem } });
          try {
            await c.var.db.transaction((tx) => redeem(tx, gift.code, paid, booking.id, c.get("now")));
          } catch (error) {
            if (error instanceof GiftSpent) return problem(c, 409, "gift_spent");
            throw error;
          }
          return c.json({ payments: await list(c.var.db, booking.id) }, 201);
        }
        await paymentsRepository.recordVisit(c.var.db, booking.id, method, amountCents, c.get("now"));
        return c.json({ payments: await list(c.var.db, booking.id) }, 201);
      })
      // PY-03: the no-show's (or late cancellation's) fee, charged to her saved card after the desk confirms.
      .post("/appointments/:id/fee", allow(DESK), id, validate("json", feeChargeBody), async (c) => {
        const booking = await getBooking(c.var.db, c.req.valid("param").id);
        if (!booking) return problem(c, 404, "not_found");
        if (!deps.stripe) return problem(c, 409, "not_active", { message: feeRefusals.no_card });
        const result = await chargeFee(c.var.db, deps.stripe, booking, c.get("now"), {
          publicUrl: deps.env.publicUrl,
          secret: deps.env.bookingSecret,
        });
        if (result.ok) return c.json({ charged: result.charged, payments: await list(c.var.db, booking.id) }, 201);
        if (result.error === "link_sent")
          return c.json(
            {
              charged: 0,
              linkSent: true as const,
              message: "Su banco pide que lo confirme ella: le hemos enviado por email un enlace para pagar.",
              payments: await list(c.var.db, booking.id),
            },
            202,
          );
        if (result.error === "refused")
          return problem(c, 402, "not_active", {
            message: `La tarjeta ha rechazado el cobro: ${result.message ?? ""}`,
          });
        return problem(c, 409, "not_active", { message: feeRefusals[result.error] });
      })
  );
}
