import { site } from "@/content/site";
import { wallClockIn } from "@/lib/dates";
import type { BookingRecord } from "../booking/booking-service";
import { salonDateTime } from "../mail/messages";

/** What every answer about an appointment says: salon-local day and time, instants in UTC. */
export function appointmentJson(b: BookingRecord) {
  return {
    id: b.id,
    reference: b.reference,
    service: b.serviceId,
    serviceName: b.serviceName,
    date: wallClockIn(site.timeZone, b.startsAt).date,
    time: salonDateTime(b.startsAt).time,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status,
    price: b.priceEur,
  };
}
