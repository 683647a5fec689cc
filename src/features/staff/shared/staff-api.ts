/**
 * The agenda's calls to /api/staff through the site's one API client (issue
 * 17): same origin, the session an HttpOnly cookie, every call within a time
 * limit. A refusal throws ApiError with the server's Spanish message and fields.
 */
import type {
  AddAppointmentBody,
  ApplyHolidaysBody,
  ClientContactBody,
  NewClientBody,
  MoveBody,
  ServiceChangeBody,
  StaffAppointment,
  TimeOffBody,
  TimeOffView,
  UndoBody,
} from "@/domain/booking/schemas";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import type { DeskStatus } from "@/domain/booking/status";
import type { DeskWaitlistBody } from "@/domain/waitlist/schemas";
import type { DeskPaymentBody } from "@/domain/payments/schemas";
import type { DeskSaleBody } from "@/domain/gifts/schemas";

export { ApiError } from "@/lib/api-client";
/**
 * An appointment as the staff routes answer it (`staffView`, which carries the table's `agendaColumns`),
 * with what only the day's agenda adds (`StaffAppointment`: mail failures, her messages).
 */
export type Appointment = Awaited<ReturnType<typeof staffApi.clients>>["appointments"][number] & StaffAppointment;
export type DayAgenda = Omit<Awaited<ReturnType<typeof staffApi.day>>, "appointments"> & {
  appointments: Appointment[];
};
export type TimeOff = TimeOffView;

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const staff = api.staff;
const limit = () => within(TIME_LIMITS.staffMs);

export const staffApi = {
  day: (date: string) => expectOk(staff.agenda.$get({ query: { date } }, limit()), FALLBACK),
  add: (body: AddAppointmentBody) => expectOk(staff.appointments.$post({ json: body }, limit()), FALLBACK),
  /** AP-05: the appointment becomes another service. */
  changeService: (id: string, body: ServiceChangeBody) =>
    expectOk(staff.appointments[":id"].service.$post({ param: { id }, json: body }, limit()), FALLBACK),
  move: (id: string, body: MoveBody) =>
    expectOk(staff.appointments[":id"].move.$post({ param: { id }, json: body }, limit()), FALLBACK),
  undo: (id: string, body: UndoBody) =>
    expectOk(staff.appointments[":id"].undo.$post({ param: { id }, json: body }, limit()), FALLBACK),
  setStatus: (id: string, status: DeskStatus) =>
    expectOk(staff.appointments[":id"].status.$post({ param: { id }, json: { status } }, limit()), FALLBACK),
  block: (body: TimeOffBody) => expectOk(staff["time-off"].$post({ json: body }, limit()), FALLBACK),
  unblock: (id: string) => expectOk(staff["time-off"][":id"].$delete({ param: { id } }, limit()), FALLBACK),
  clients: (q: string) => expectOk(staff.clients.$get({ query: { q } }, limit()), FALLBACK),
  /** MS-03: what clients wrote back lately. */
  messages: () => expectOk(staff.messages.$get({}, limit()), FALLBACK),
  note: (phone: string, note: string) =>
    expectOk(staff.clients.note.$put({ json: { phone, note } }, limit()), FALLBACK),
  /** PY-12: the bonos and gift cards on sale, the codes sold, a sale at the desk. */
  giftProducts: () => expectOk(api.gifts.$get({}, limit()), FALLBACK),
  soldCodes: () => expectOk(staff.settings.gifts.codes.$get({}, limit()), FALLBACK),
  sellGift: (body: DeskSaleBody) => expectOk(staff.settings.gifts.sell.$post({ json: body }, limit()), FALLBACK),
  /** AP-05: a client added before her first appointment. */
  addClient: (body: NewClientBody) => expectOk(staff.clients.$post({ json: body }, limit()), FALLBACK),
  /** AP-05: a client's name, phone and email corrected on every appointment of hers. */
  correctClient: (body: ClientContactBody) => expectOk(staff.clients.contact.$put({ json: body }, limit()), FALLBACK),
  erase: (q: string) => expectOk(staff.clients.erase.$post({ json: { q } }, limit()), FALLBACK),
  /** WL-01, WL-02: who waits on a day, and the desk's additions and removals. */
  waiting: (date: string) => expectOk(staff.waitlist.$get({ query: { date } }, limit()), FALLBACK),
  addWaiting: (body: DeskWaitlistBody) => expectOk(staff.waitlist.$post({ json: body }, limit()), FALLBACK),
  removeWaiting: (id: string) =>
    expectOk(staff.waitlist[":id{[0-9a-f-]{36}}"].$delete({ param: { id } }, limit()), FALLBACK),
  /** PY-05: how a visit was paid. */
  payments: (id: string) => expectOk(staff.appointments[":id"].payments.$get({ param: { id } }, limit()), FALLBACK),
  recordPayment: (id: string, body: DeskPaymentBody) =>
    expectOk(staff.appointments[":id"].payments.$post({ param: { id }, json: body }, limit()), FALLBACK),
  /** PY-12: a payment voided, with why. */
  voidPayment: (id: string, payment: string, reason: string) =>
    expectOk(
      staff.appointments[":id"].payments[":payment"].void.$post({ param: { id, payment }, json: { reason } }, limit()),
      FALLBACK,
    ),
  /** PY-03: the no-show's fee, to her saved card. */
  chargeFee: (id: string) =>
    expectOk(staff.appointments[":id"].fee.$post({ param: { id }, json: { confirm: true } }, limit()), FALLBACK),
  holidays: (year: string) => expectOk(staff.holidays.$get({ query: { year } }, limit()), FALLBACK),
  applyHolidays: (body: ApplyHolidaysBody) => expectOk(staff.holidays.$post({ json: body }, limit()), FALLBACK),
};
