/**
 * The waitlist's requests and answers (WL-01, WL-02), once: the server validates with them and the
 * widget, the chat's hand-off and the agenda build them. Contact checks are the booking's own.
 */
import type { BookingResponse } from "@/domain/booking/schemas";
import { z } from "zod";
import { checked, isoDate } from "@/domain/booking/schemas";
import { emailFieldProblem, nameProblem, phoneProblem } from "@/domain/booking/contact-validation";
import { phoneChannels } from "@/domain/messages/channels";
import { daysBetween } from "@/lib/dates";
import { MAX_VISIT_SERVICES } from "@/domain/booking/visit";
import { MAX_WAIT_DAYS, timeWindows, type TimeWindow } from "./rules";

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const windowKeys = Object.keys(timeWindows) as [TimeWindow, ...TimeWindow[]];

const waitFields = {
  service: z
    .string({ error: "Elige uno de nuestros servicios." })
    .regex(ID, { message: "Elige uno de nuestros servicios." }),
  /** '' or absent: anyone who does the service. */
  staff: z.union([z.literal(""), z.string().regex(ID, { message: "Profesional desconocida." })]).optional(),
  fromDay: isoDate("Elige desde qué día."),
  toDay: isoDate("Elige hasta qué día."),
  window: z.enum(windowKeys, { error: "Elige una franja: mañana, tarde o cualquier hora." }),
  name: checked(nameProblem, "Escribe tu nombre."),
  /** WL-06: a visit's other services after the first, in order (whoever does each). */
  extras: z
    .array(z.string().regex(ID, { message: "Servicio desconocido." }), { error: "Servicios no válidos." })
    .max(MAX_VISIT_SERVICES - 1, { message: `Como mucho ${MAX_VISIT_SERVICES} servicios en una visita.` })
    .optional(),
};

const daysInOrder = <T extends { fromDay: string; toDay: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((v) => v.toDay >= v.fromDay, { message: "El último día va después del primero.", path: ["toDay"] })
    .refine((v) => v.toDay < v.fromDay || daysBetween(v.fromDay, v.toDay) <= MAX_WAIT_DAYS, {
      message: `Como mucho ${MAX_WAIT_DAYS} días de espera.`,
      path: ["toDay"],
    });

/** `POST /api/waitlist` (WL-01): a visitor from the widget or the chat; phone and email, as a booking. */
export const waitlistRequestBody = daysInOrder(
  z.object({
    ...waitFields,
    phone: checked(phoneProblem, "Escribe tu teléfono."),
    email: checked(emailFieldProblem, "Escribe tu email."),
    /** MS-02: offers on her phone (an unticked box: absent or null means email only). */
    reminders: z.enum(phoneChannels, { error: "Canal no válido." }).nullable().optional(),
    privacyAccepted: z.literal(true, { error: "Debes leer y aceptar la información de privacidad." }),
    from: z.enum(["web", "chat"]).optional(),
    website: z.string().max(0).optional(),
  }),
);
export type WaitlistRequestBody = z.input<typeof waitlistRequestBody>;

/** `POST /api/staff/waitlist` (WL-01): reception adds someone; a phone is enough, consent as she says. */
export const deskWaitlistBody = daysInOrder(
  z.object({
    ...waitFields,
    phone: checked(phoneProblem, "Escribe su teléfono."),
    email: z.union([z.literal(""), checked(emailFieldProblem, "Email no válido.")]).optional(),
    reminders: z.enum(phoneChannels, { error: "Canal no válido." }).nullable().optional(),
  }),
);
export type DeskWaitlistBody = z.input<typeof deskWaitlistBody>;

export const waitlistDayQuery = z.object({ date: isoDate() });

/** An entry as the agenda shows it. */
export interface WaitingView {
  id: string;
  name: string;
  phone: string | null;
  service: string;
  serviceName: string;
  staff: string | null;
  staffName: string | null;
  fromDay: string;
  toDay: string;
  window: string;
  channel: "email" | "whatsapp" | "sms" | null;
  /** The open offer, when one is out. */
  offer: { date: string; time: string; staffName: string; until: string } | null;
}

/** `POST /api/waitlist/offers/accept` (WL-02): her appointment — and, PY-09, its deposit to pay. */
export interface OfferAccepted {
  manageUrl: string;
  reference: string;
  payment?: NonNullable<BookingResponse["payment"]>;
}

/** `GET /api/waitlist/offers/:token` (WL-02): what the client's link shows. */
export interface OfferResponse {
  status: "open" | "accepted" | "expired" | "taken" | "withdrawn";
  serviceName: string;
  staffName: string;
  date: string;
  time: string;
  /** Salon-local time the offer ends ('10:45'). */
  until: string;
  expiresAt: string;
  /** Once accepted: her appointment's link. */
  manageUrl?: string;
}
