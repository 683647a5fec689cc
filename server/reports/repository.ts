/**
 * The reports' reads (RP-01, RP-04). Two busy years are ~60,000 appointments: PGlite runs SQL in
 * WebAssembly, where every row an aggregate, a window or a lookup touches costs ten times what V8
 * spends counting it, and handing rows over one by one costs more still. So the periods' appointments
 * come in one compact text (one line each, fields apart by \x1f) and are counted by the pure
 * `tally`; the database keeps what it does best: the range read by `bookings_starts_at`, the
 * clients seen before (by `bookings_client_visits`) and the money joined to its appointments.
 */
import { appointmentStatuses, type AppointmentStatus } from "@/domain/booking/status";
import { planEachCall, type Queryable } from "../db/client";
import { REBOOKING_DAYS, type ReportAppointment } from "./tally";

/** The separators, as SQL escapes and as the characters they make. */
const SQL_FIELD = "\\x1f";
const SQL_LINE = "\\x1e";
const FIELD = "\x1f";
const LINE = "\x1e";

export interface PeriodsRead {
  appointments: ReportAppointment[];
  /** Clients (phone keys) with a visit before the previous period. */
  knownBefore: Set<string>;
  /** Money collected for the appointments of each professional, in each period (cents). */
  collected: { current: boolean; staff_id: string; cents: number }[];
}

const statuses = new Set<string>(appointmentStatuses);

function parseAppointments(text: string | null): ReportAppointment[] {
  if (!text) return [];
  return text.split(LINE).map((line) => {
    const [
      staffId = "",
      phone = "",
      starts = "0",
      status = "",
      position = "0",
      price = "0",
      minutes = "0",
      name = "",
      source = "",
      ahead = "",
    ] = line.split(FIELD);
    if (!statuses.has(status)) throw new Error(`report read an unknown status: ${status}`);
    return {
      staffId,
      phoneKey: phone === "" ? null : phone,
      startsMinute: Number(starts),
      status: status as AppointmentStatus,
      visitPosition: Number(position),
      priceEur: Number(price),
      serviceMinutes: Number(minutes),
      serviceName: name,
      source,
      cancelledAheadMinutes: ahead === "" ? null : Number(ahead),
    };
  });
}

export const reportsRepository = {
  /**
   * The appointments starting in [previousStart, end + 8 weeks) (held payments aside), the clients
   * already seen before previousStart, and the money collected for the two periods' appointments.
   */
  async periods(db: Queryable, range: { previousStart: Date; start: Date; end: Date }): Promise<PeriodsRead> {
    const [row] = await db.query<{
      appointments: string | null;
      known: string | null;
      collected: PeriodsRead["collected"] | null;
    }>(
      planEachCall(
        `WITH span AS MATERIALIZED (
         SELECT id, staff_id, phone_key, starts_at, status, visit_position, price_eur, service_minutes, service_name,
           source, cancelled_at
         FROM bookings
         WHERE starts_at >= $1 AND starts_at < $3::timestamptz + make_interval(days => ${REBOOKING_DAYS})
           AND held_until IS NULL)
       SELECT
         (SELECT string_agg(concat_ws(E'${SQL_FIELD}', staff_id, coalesce(phone_key, ''),
             floor(date_part('epoch', starts_at) / 60)::int, status, visit_position, price_eur, service_minutes,
             translate(service_name, E'${SQL_FIELD}${SQL_LINE}', ''), source,
             coalesce(floor(date_part('epoch', starts_at - cancelled_at) / 60)::int::text, '')), E'${SQL_LINE}')
          FROM span) AS appointments,
         (SELECT string_agg(phone_key, ',') FROM (
            SELECT DISTINCT phone_key FROM span WHERE phone_key IS NOT NULL AND status <> 'cancelled') p
          WHERE EXISTS (
            SELECT 1 FROM bookings e
            WHERE e.phone_key = p.phone_key AND e.visit_position = 0 AND e.status <> 'cancelled'
              AND e.starts_at < $1)) AS known,
         (SELECT json_agg(c) FROM (
            SELECT b.starts_at >= $2 AS current, b.staff_id,
              -- PY-12: what went back (a refund, a void, a code's spend given back) is not collected.
              sum(CASE WHEN p.kind IN ('refund', 'void', 'restore') THEN -p.amount_cents ELSE p.amount_cents END)::int AS cents
            FROM payments p JOIN span b ON b.id = p.booking_id
            WHERE p.status = 'done' AND b.starts_at < $3
            GROUP BY 1, 2) c) AS collected`,
      ),
      [range.previousStart, range.start, range.end],
    );
    return {
      appointments: parseAppointments(row?.appointments ?? null),
      knownBefore: new Set(row?.known ? row.known.split(",") : []),
      collected: row?.collected ?? [],
    };
  },

  /**
   * TK-07: the weekly shifts that lived in [from, to), with when each began and ended (ms since the epoch;
   * null: as far back as anyone knows, or still on).
   */
  async shifts(db: Queryable, from: Date, to: Date) {
    return db.query<{
      staff_id: string;
      weekday: number;
      starts_minute: number;
      ends_minute: number;
      from_ms: number | null;
      to_ms: number | null;
    }>(
      planEachCall(
        `SELECT staff_id, weekday, starts_minute, ends_minute,
         CASE WHEN isfinite(valid_from) THEN extract(epoch FROM valid_from) * 1000 END::float8 AS from_ms,
         CASE WHEN valid_to IS NOT NULL THEN extract(epoch FROM valid_to) * 1000 END::float8 AS to_ms
       FROM shift_history WHERE valid_from < $2 AND (valid_to IS NULL OR valid_to > $1)`,
      ),
      [from, to],
    );
  },

  async messages(db: Queryable, from: Date, to: Date) {
    return db.query<{ channel: string; count: number }>(
      planEachCall(
        `SELECT channel, count(*)::int AS count FROM outbox
       WHERE sent_at >= $1 AND sent_at < $2 AND person_id IS NULL GROUP BY channel ORDER BY channel`,
      ),
      [from, to],
    );
  },
};
