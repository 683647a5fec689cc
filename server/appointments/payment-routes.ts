import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { problem } from "../http/problems";
import { appointmentIdParam } from "@/domain/booking/schemas";
import { deskPaymentBody, feeChargeBody, type PaymentView, voidPaymentBody } from "@/domain/payments/schemas";
import { z } from "zod";
import { codeMethods } from "@/domain/payments/policy";
import { ALL, allow, DESK, own } from "../http/access";
import { validate, validateOr } from "../http/validate";
import type { Database } from "../db/client";
import { ledgerOf, paymentsRepository } from "../payments";
import type { Refusal } from "./place-booking";
import { getBooking } from "./booking-service";
import { chargeFee } from "./deposits";

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

/**
 * PY-04: a bono or gift card paying at the desk what it covers of an appointment (the gifts area's,
 * given by the app): undefined when paid and recorded, else its refusal.
 */
export type CodePayment = (
  db: Database,
  code: string,
  paid: { id: string; price: number },
  bookingId: string,
  now: Date,
) => Promise<Refusal | undefined>;

/** A payment of an appointment named in the path: both ids well-formed, or not found. */
const paymentParam = appointmentIdParam.extend({ payment: z.string().regex(/^\d{1,18}$/) });

export function staffPaymentRoutes(deps: AppDeps, payByCode: CodePayment) {
  const notFound = (c: Context) => problem(c, 404, "not_found");
  const id = validateOr("param", appointmentIdParam, notFound);
  const ownAppointment = own((c) => getBooking(c.var.db, c.req.param("id") ?? ""), { missing: notFound });
  const list = (db: AppDeps["db"], bookingId: string): Promise<PaymentView[]> => ledgerOf(db, [bookingId]);
  return (
    new Hono<AppEnv>()
      .get("/appointments/:id/payments", allow(ALL), id, ownAppointment, async (c) => {
        const booking = await getBooking(c.var.db, c.req.valid("param").id);
        if (!booking) return problem(c, 404, "not_found");
        return c.json({ payments: await list(c.var.db, booking.id) }, 200);
      })
      .post(
        "/appointments/:id/payments",
        allow(ALL),
        id,
        ownAppointment,
        validate("json", deskPaymentBody),
        async (c) => {
          const booking = await getBooking(c.var.db, c.req.valid("param").id);
          if (!booking) return problem(c, 404, "not_found");
          if (booking.status === "cancelled")
            return problem(c, 409, "not_active", { message: "Esta cita está cancelada: no hay cobro que registrar." });
          const { method, amountCents, code } = c.req.valid("json");
          if ((codeMethods as readonly string[]).includes(method)) {
            // PY-04: the code pays what it covers of this appointment, in one transaction with its record.
            const paid = { id: booking.serviceId, price: booking.priceEur };
            const refused = await payByCode(c.var.db, code ?? "", paid, booking.id, c.get("now"));
            if (refused) return problem(c, refused.status, refused.code, refused);
            return c.json({ payments: await list(c.var.db, booking.id) }, 201);
          }
          const { requestKey } = c.req.valid("json");
          await paymentsRepository.recordVisit(
            c.var.db,
            booking.id,
            method,
            amountCents,
            c.get("now"),
            requestKey ?? null,
          );
          return c.json({ payments: await list(c.var.db, booking.id) }, 201);
        },
      )
      // PY-12: a payment voided with its reason (audited; a code's value goes back to it), once.
      .post(
        "/appointments/:id/payments/:payment/void",
        allow(DESK),
        validateOr("param", paymentParam, notFound),
        ownAppointment,
        validate("json", voidPaymentBody),
        async (c) => {
          const { id: bookingId, payment } = c.req.valid("param");
          const voided = await c.var.db.transaction((tx) =>
            paymentsRepository.voidPayment(tx, bookingId, payment, c.req.valid("json").reason, c.get("now")),
          );
          if (!voided)
            return problem(c, 409, "not_active", {
              message: "Ese cobro ya está anulado o no se puede anular.",
            });
          return c.json({ payments: await list(c.var.db, bookingId) }, 200);
        },
      )
      // PY-03: the no-show's (or late cancellation's) fee, charged to her saved card after the desk confirms.
      .post("/appointments/:id/fee", allow(DESK), id, ownAppointment, validate("json", feeChargeBody), async (c) => {
        const booking = await getBooking(c.var.db, c.req.valid("param").id);
        if (!booking) return problem(c, 404, "not_found");
        if (!deps.payments) return problem(c, 409, "not_active", { message: feeRefusals.no_card });
        const result = await chargeFee(c.var.db, deps.payments, booking, c.get("now"), {
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
