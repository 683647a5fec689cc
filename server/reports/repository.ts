/**
 * The reports' SQL (RP-01): each number one aggregate over the period's appointments, by professional,
 * in the salon's time zone. The indexes on bookings (starts_at, staff, phone_key) serve them.
 */
import type { Queryable } from "../db/client";

const TZ = "Europe/Madrid";

export interface StaffCounts {
  staff_id: string;
  revenue_cents: number;
  completed: number;
  no_show: number;
  cancelled_early: number;
  cancelled_late: number;
  booked_minutes: number;
  collected_cents: number;
}

export const reportsRepository = {
  /** Outcomes, revenue and booked minutes per professional for appointments starting in [from, to). */
  async byStaff(db: Queryable, from: Date, to: Date, noticeHours: number, staffId?: string): Promise<StaffCounts[]> {
    return db.query<StaffCounts>(
      `SELECT b.staff_id,
         coalesce(sum(b.price_eur * 100) FILTER (WHERE b.status = 'completed'), 0)::int AS revenue_cents,
         count(*) FILTER (WHERE b.status = 'completed')::int AS completed,
         count(*) FILTER (WHERE b.status = 'no_show')::int AS no_show,
         count(*) FILTER (WHERE b.status = 'cancelled' AND b.cancelled_at <= b.starts_at - make_interval(hours => $3))::int
           AS cancelled_early,
         count(*) FILTER (WHERE b.status = 'cancelled' AND b.cancelled_at > b.starts_at - make_interval(hours => $3))::int
           AS cancelled_late,
         coalesce(sum(b.service_minutes) FILTER (WHERE b.status IN ('confirmed', 'completed', 'no_show')), 0)::int
           AS booked_minutes,
         coalesce((SELECT sum(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END)
                   FROM payments p JOIN bookings pb ON pb.id = p.booking_id
                   WHERE p.status = 'done' AND pb.staff_id = b.staff_id AND pb.starts_at >= $1 AND pb.starts_at < $2), 0)::int
           AS collected_cents
       FROM bookings b
       WHERE b.starts_at >= $1 AND b.starts_at < $2 AND b.payment_due_until IS NULL
         AND ($4::text IS NULL OR b.staff_id = $4)
       GROUP BY b.staff_id`,
      [from, to, noticeHours, staffId ?? null],
    );
  },

  /**
   * New and returning clients per professional: a client (phone) with an appointment in the period is
   * new when her first appointment ever is in it; rebooked when, after a completed visit in the period,
   * she has another appointment starting within 8 weeks.
   */
  async clients(db: Queryable, from: Date, to: Date, staffId?: string) {
    return db.query<{
      staff_id: string;
      new_clients: number;
      returning_clients: number;
      visited: number;
      rebooked: number;
    }>(
      `WITH period AS (
         SELECT DISTINCT ON (b.staff_id, b.phone_key) b.staff_id, b.phone_key
         FROM bookings b
         WHERE b.starts_at >= $1 AND b.starts_at < $2 AND b.phone_key IS NOT NULL AND b.status <> 'cancelled'
           AND ($3::text IS NULL OR b.staff_id = $3)),
       firsts AS (SELECT phone_key, min(starts_at) AS first_at FROM bookings WHERE phone_key IS NOT NULL
                  AND status <> 'cancelled' GROUP BY phone_key),
       visits AS (
         SELECT b.staff_id, b.phone_key,
           bool_or(EXISTS (SELECT 1 FROM bookings n WHERE n.phone_key = b.phone_key AND n.status <> 'cancelled'
                           AND n.starts_at > b.starts_at AND n.starts_at <= b.starts_at + interval '56 days')) AS again
         FROM bookings b
         WHERE b.starts_at >= $1 AND b.starts_at < $2 AND b.status = 'completed' AND b.phone_key IS NOT NULL
           AND ($3::text IS NULL OR b.staff_id = $3)
         GROUP BY b.staff_id, b.phone_key)
       SELECT p.staff_id,
         count(*) FILTER (WHERE f.first_at >= $1)::int AS new_clients,
         count(*) FILTER (WHERE f.first_at < $1)::int AS returning_clients,
         coalesce((SELECT count(*) FROM visits v WHERE v.staff_id = p.staff_id), 0)::int AS visited,
         coalesce((SELECT count(*) FROM visits v WHERE v.staff_id = p.staff_id AND v.again), 0)::int AS rebooked
       FROM period p JOIN firsts f ON f.phone_key = p.phone_key
       GROUP BY p.staff_id`,
      [from, to, staffId ?? null],
    );
  },

  async topServices(db: Queryable, from: Date, to: Date, staffId?: string) {
    return db.query<{ name: string; count: number; revenue_cents: number }>(
      `SELECT service_name AS name, count(*)::int AS count,
         coalesce(sum(price_eur * 100) FILTER (WHERE status = 'completed'), 0)::int AS revenue_cents
       FROM bookings WHERE starts_at >= $1 AND starts_at < $2 AND status IN ('confirmed', 'completed', 'no_show')
         AND ($3::text IS NULL OR staff_id = $3)
       GROUP BY service_name ORDER BY count DESC, name LIMIT 10`,
      [from, to, staffId ?? null],
    );
  },

  async busyHours(db: Queryable, from: Date, to: Date, staffId?: string) {
    return db.query<{ weekday: number; hour: number; count: number }>(
      `SELECT extract(dow FROM starts_at AT TIME ZONE '${TZ}')::int AS weekday,
         extract(hour FROM starts_at AT TIME ZONE '${TZ}')::int AS hour, count(*)::int AS count
       FROM bookings WHERE starts_at >= $1 AND starts_at < $2 AND status IN ('confirmed', 'completed', 'no_show')
         AND ($3::text IS NULL OR staff_id = $3)
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [from, to, staffId ?? null],
    );
  },

  async sources(db: Queryable, from: Date, to: Date, staffId?: string) {
    return db.query<{ source: string; count: number }>(
      `SELECT source, count(*)::int AS count FROM bookings
       WHERE created_at >= $1 AND created_at < $2 AND visit_position = 0 AND ($3::text IS NULL OR staff_id = $3)
       GROUP BY source ORDER BY count DESC`,
      [from, to, staffId ?? null],
    );
  },

  async messages(db: Queryable, from: Date, to: Date) {
    return db.query<{ channel: string; count: number }>(
      `SELECT channel, count(*)::int AS count FROM outbox
       WHERE sent_at >= $1 AND sent_at < $2 AND person_id IS NULL GROUP BY channel ORDER BY channel`,
      [from, to],
    );
  },
};
