import type { PaymentMethod } from "@/domain/payments/policy";
/** The reports' request and answer (RP-01, RP-03), once: the server computes, the page shows. */
import { z } from "zod";
import { isoDate } from "@/domain/booking/schemas";
import { daysBetween } from "@/lib/dates";

/** `GET /api/staff/reports?from=&to=[&staff=]`: salon days, at most two years. */
export const reportQuery = z
  .object({
    from: isoDate("Elige desde qué día."),
    to: isoDate("Elige hasta qué día."),
    staff: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: "Profesional desconocida." })
      .optional(),
  })
  .refine((q) => q.to >= q.from, { message: "El último día va después del primero.", path: ["to"] })
  .refine((q) => q.to < q.from || daysBetween(q.from, q.to) <= 731, { message: "Como mucho dos años.", path: ["to"] });

/** One period's numbers, for the salon or one professional. */
export interface PeriodNumbers {
  /** Booked prices of completed visits, in cents. */
  revenueCents: number;
  /** Money recorded: deposits and fees kept, desk payments, less refunds (cents). */
  collectedCents: number;
  completed: number;
  noShow: number;
  cancelledEarly: number;
  cancelledLate: number;
  /** no-shows / (completed + no-shows); null with none. */
  noShowRate: number | null;
  bookedMinutes: number;
  shiftMinutes: number;
  /** booked / shift minutes; null without shifts. */
  occupancy: number | null;
  newClients: number;
  returningClients: number;
  /** Clients with a completed visit who booked again within 8 weeks of it, over those clients. */
  rebookedRate: number | null;
}

export interface ReportResponse {
  /** RP-03: the owner sees the salon; a professional her own numbers; reception this week's counts. */
  scope: "salon" | "own" | "counts";
  from: string;
  to: string;
  previous: { from: string; to: string };
  salon: { current: PeriodNumbers; previous: PeriodNumbers };
  staff: { id: string; name: string; current: PeriodNumbers; previous: PeriodNumbers }[];
  topServices: { name: string; count: number; revenueCents: number }[];
  /** weekday (0 = Sunday) × hour, appointments started. */
  busyHours: { weekday: number; hour: number; count: number }[];
  sources: { source: string; count: number }[];
  messages: { channel: string; count: number; costMillis: number }[];
  /**
   * TK-07: the money that came in, by method, in each period (by when it came in: appointments, walk-in
   * sales, bonos and gift cards sold), less what went back. A bono's or gift card's use is its own row
   * (method bono or gift_card): its money came in when it was sold, so it is counted once. The owner's only.
   */
  collectedByMethod: { method: PaymentMethod; current: number; previous: number }[];
}
