/**
 * The appointments table group (issue 17): bookings with their outbox rows.
 * The row type is derived from the table's declaration (./tables.ts); the
 * record, its mapping and every statement live here once; the booking and
 * agenda services call these and hold no SQL of their own for it.
 */
import type { AppointmentSource, AppointmentStatus } from "@/domain/booking/status";
import { site } from "@/content/site";
import { planEachCall, type Queryable } from "../db/client";
import { type Camelised, columnNames, recordReader } from "../db/records";
import type { Channel, PhoneChannel } from "@/domain/messages/channels";
import { enqueue, outboxInsert } from "../notifications";
import { newTerms, type PaymentTerms, readTerms, termsColumn, termsInsert, termsRepository } from "../payments";
import { bookings, type BookingRow, type ClientRow } from "./tables";
import { emailKey, phoneKey } from "@/domain/booking/contact-validation";

export type { AppointmentStatus };
export type { AppointmentSource };

/** One write to an appointment, as the audit log keeps it (RL-09). */
export interface AppointmentChange {
  id: string;
  /** The staff account that made it; null: the client, from the web. */
  actorId: string | null;
  action: "insert" | "update" | "delete";
  /** The columns it changed, as they were (`{}` for an insert). */
  before: Record<string, unknown>;
}

/** An appointment a staff write changed, with the audit entry that names the change (ST-06, RL-09). */
export type Changed = BookingRecord & { change: string | null };

/**
 * An appointment as the services use it: every column of `bookings` (./tables.ts, where each is
 * described) under its camelCase name, and the professional's name and the salon's note on the client.
 */
export type BookingRecord = Camelised<BookingRow> & {
  staffName: string;
  /** The salon's notes on this client (ST-07), for the agenda only. */
  clientNote: string | null;
  /** MS-08: when her number answered 'BAJA' (no paid message since; reminders by email); null if not. */
  messagesStoppedAt: Date | null;
  /** PY-02, PY-03: what it asks of her money (the payments area's `payment_terms`); null: nothing. */
  terms: PaymentTerms | null;
};

/** Every column of the table, the names and notes joined to it, and its payment terms (one JSON value). */
const COLUMNS = `${columnNames(bookings).join(", ")}, (SELECT name FROM staff WHERE staff.id = bookings.staff_id) AS staff_name, (SELECT note FROM client_notes n WHERE n.phone_key = bookings.phone_key) AS client_note, (SELECT revoked_at FROM message_consent m WHERE m.phone_key = bookings.phone_key) AS messages_stopped_at, ${termsColumn("bookings.id")} AS payment_terms`;

/** PY-02: the holds whose deposit was not paid by `$1` (now) give their time back. */
const RELEASE_UNPAID = `UPDATE bookings SET status = 'cancelled', cancelled_at = $1, updated_at = $1
  WHERE status = 'confirmed' AND held_until <= $1`;

/** PY-09: the released holds' clients are told why (`released`: the released rows, with their columns). */
const TELL_LAPSED = (released: string, at: string) => `${outboxInsert(["booking_id", "kind", "channel", "send_after"])}
  SELECT id, 'hold_lapsed', 'email', ${at} FROM ${released} WHERE client_email IS NOT NULL AND visit_position = 0`;

type Row = BookingRow & {
  staff_name: string | null;
  client_note: string | null;
  messages_stopped_at: Date | null;
  payment_terms: unknown;
};

const readBooking = recordReader(bookings);

function toRecord(row: Row): BookingRecord {
  return {
    ...readBooking(row),
    staffName: row.staff_name ?? row.staff_id,
    clientNote: row.client_note ?? null,
    messagesStoppedAt: row.messages_stopped_at ? new Date(row.messages_stopped_at) : null,
    terms: readTerms(row.payment_terms),
  };
}

const one = (rows: Row[]) => (rows[0] ? toRecord(rows[0]) : undefined);

/** A new appointment: the record's own fields, plus what only the insert needs. */
export type NewAppointmentRow = Pick<
  BookingRecord,
  | "id"
  | "reference"
  | "serviceId"
  | "serviceName"
  | "serviceMinutes"
  | "staffId"
  | "startsAt"
  | "endsAt"
  | "priceEur"
  | "clientEmail"
  | "source"
> & {
  blockedUntil: Date;
  clientName: string;
  /** Null for a walk-in booked by name only (ST-09). */
  clientPhone: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** SS-02: its place in a visit; only the first (0) carries the mail. */
  visitPosition?: number;
  /** Placed by the reception's override outside the shift or hours (ST-08). */
  outsideHours?: boolean;
  /** MS-02: the client's consent to reminders on her phone. */
  messageChannel?: PhoneChannel | null;
  /** PY-02: held until a deposit is paid (or a card saved); its mail waits for the payment. */
  heldUntil?: Date | null;
  /** PY-02: the deposit asked (the payments area's terms). */
  depositCents?: number | null;
  /** PY-03: the card's fee and notice she accepts. */
  cardFeeCents?: number | null;
  feeNoticeHours?: number | null;
};

/** Forgetting the person of an appointment (RGPD): `$2` is the time it is done. */
const ANONYMISE = `UPDATE bookings SET client_name = NULL, client_phone = NULL, client_email = NULL, phone_key = NULL,
  email_key = NULL, anonymised_at = $2, updated_at = $2`;

/** The outbox kinds sent at a time before the appointment (MS-01): dropped when it is cancelled or moved. */
const TIMED = "('confirm_request', 'reminder')";

/**
 * The timed messages of an appointment starting at `startsAt` (SQL) for booking rows `from`, as
 * (booking id, kind, channel, send_after): one per time in the owner's settings (the `reminder_times`
 * view, MS-01) still ahead of `now`; a confirmation request only to a phone she gave consent for.
 */
const timedRows = (from: string, startsAt: string, now: string) => {
  // MS-08 (migration 029): a time at night moves into the day; a booking made after the reminder's
  // time still gets it (the main reminder only, when no other is still ahead). The common case — ahead
  // and in the day — is decided here, without calling the function (the booking's hot path).
  const due = `(${startsAt} - make_interval(hours => t.hours))`;
  const tz = `'${site.timeZone}'`;
  const lateOk = `t.kind = 'reminder' AND t.hours = (SELECT max(m.hours) FROM reminder_times m WHERE m.kind = 'reminder')
      AND NOT EXISTS (SELECT 1 FROM reminder_times a WHERE ${startsAt} - make_interval(hours => a.hours) > ${now}
                        AND (a.kind = 'reminder' OR b.message_channel IS NOT NULL))`;
  const when = `CASE
      WHEN ${due} > ${now}::timestamptz AND (${due} AT TIME ZONE ${tz})::time >= time '09:00'
        AND (${due} AT TIME ZONE ${tz})::time < time '21:00' THEN ${due}
      WHEN ${due} > ${now}::timestamptz THEN message_time(${due}, ${now}::timestamptz, ${startsAt}, ${tz}, false)
      ELSE message_time(${due}, ${now}::timestamptz, ${startsAt}, ${tz}, ${lateOk}) END`;
  return `SELECT b.id, t.kind, coalesce(b.message_channel, 'email'), w.at
   FROM ${from} CROSS JOIN reminder_times t CROSS JOIN LATERAL (SELECT ${when} AS at) w
   WHERE w.at IS NOT NULL
     AND (t.kind = 'reminder' OR b.message_channel IS NOT NULL)`;
};

/** When an immediate mail is due: the earlier of the request's clock and the database's (same in production). */
const NOW_FOR_MAIL = (param: string) => `LEAST(now(), ${param}::timestamptz)`;

/** A name search's words: lower case, without accents, two letters or more ('Bea Núñez' → bea, nunez). */
export const nameWords = (query: string) =>
  query
    .trim()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 2);

/** Spanish (and near) accented letters and their plain forms, for accent-insensitive name search. */
const ACCENTED = "ÁÀÄÂáàäâÉÈËÊéèëêÍÌÏÎíìïîÓÒÖÔóòöôÚÙÜÛúùüûÑñÇç";
const PLAIN = "AAAAaaaaEEEEeeeeIIIIiiiiOOOOooooUUUUuuuuNnCc";

export const appointments = {
  async byId(db: Queryable, id: string) {
    return one(await db.query<Row>(`SELECT ${COLUMNS} FROM bookings WHERE id = $1`, [id]));
  },

  async byIdForUpdate(tx: Queryable, id: string) {
    return one(await tx.query<Row>(`SELECT ${COLUMNS} FROM bookings WHERE id = $1 FOR UPDATE`, [id]));
  },

  /** The booking one idempotency key made, with the hash of the request that made it. */
  async byIdempotencyKey(db: Queryable, key: string) {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM bookings WHERE idempotency_key = $1`, [key]);
    return row ? { booking: toRecord(row), requestHash: row.request_hash } : undefined;
  },

  /**
   * Under a booking's locks (./time-locks.ts), in one statement: the holds of these professionals
   * whose deposit was not paid in time give their time back (PY-02), and the contact's confirmed
   * visits from `now` on are counted (the per-contact limit, BE-07; none without a contact) — leaving
   * out those just released, which the statement's own reading still shows confirmed.
   */
  async releaseUnpaidAndCount(
    tx: Queryable,
    now: Date,
    staffIds: readonly string[],
    contact: { phone: string; email: string | null } | null,
  ) {
    // Planned for its values: its generic plan (a contact's visits without knowing the contact) grew slower
    // with the table, 1.9 → 6.4 ms at p50 after a few thousand bookings (docs/decisions/006).
    const [count] = await tx.query<{ n: number }>(
      planEachCall(`WITH released AS (${RELEASE_UNPAID} AND staff_id = ANY($2) RETURNING id, reference, client_email, visit_position),
       told AS (${TELL_LAPSED("released", "$1::timestamptz")})
       SELECT count(DISTINCT reference)::int AS n FROM bookings
       WHERE $3::text IS NOT NULL AND status = 'confirmed' AND starts_at > $1 AND (phone_key = $3 OR email_key = $4)
         AND reference NOT IN (SELECT reference FROM released)`),
      [now, staffIds, contact?.phone ?? null, contact?.email ?? null],
    );
    return count?.n ?? 0;
  },

  /**
   * The booking and its mail (confirmation now, reminder 24 h before) in one statement; nothing when
   * the time is blocked for that professional or the whole salon. The exclusion constraint refuses an
   * overlap (23P01).
   */
  async insertWithMail(tx: Queryable, a: NewAppointmentRow, now: Date) {
    const rows = await tx.query<Row>(
      `WITH b AS (
         INSERT INTO bookings (id, reference, service_id, staff_id, starts_at, ends_at, blocked_until, price_eur,
           client_name, client_phone, client_email, phone_key, email_key, source, idempotency_key, request_hash,
           service_name, service_minutes, updated_at, visit_position, outside_hours, message_channel, held_until)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $17, $14, $15, $18, $19, $16, $20, $21, $22,
           $24::timestamptz
         WHERE NOT EXISTS (SELECT 1 FROM time_off WHERE (staff_id IS NULL OR staff_id = $4)
                           AND starts_at < $6 AND ends_at > $5)
         RETURNING ${COLUMNS}),
       terms AS (${termsInsert("b", { deposit: "$23::integer", fee: "$25::integer", notice: "$26::integer" })}),
       mail AS (
         ${outboxInsert(["booking_id", "kind", "channel", "send_after"])}
         -- A booking waiting for its deposit (PY-02) gets its confirmation once paid; until then, the
         -- link to pay it (PY-09).
         SELECT id, CASE WHEN held_until IS NULL THEN 'confirmation' ELSE 'deposit_due' END, 'email',
           ${NOW_FOR_MAIL("$16")} FROM b
         WHERE client_email IS NOT NULL AND visit_position = 0
         UNION ALL
         -- The reminders go where she asked for them (MS-02: WhatsApp or SMS), else by email.
         ${timedRows("b", "b.starts_at", "$16")}
           AND (b.client_email IS NOT NULL OR b.message_channel IS NOT NULL) AND b.visit_position = 0
           AND b.held_until IS NULL)
       SELECT * FROM b`,
      [
        a.id,
        a.reference,
        a.serviceId,
        a.staffId,
        a.startsAt,
        a.endsAt,
        a.blockedUntil,
        a.priceEur,
        a.clientName,
        a.clientPhone,
        a.clientEmail,
        a.clientPhone ? phoneKey(a.clientPhone) : null,
        a.clientEmail ? emailKey(a.clientEmail) : null,
        a.idempotencyKey,
        a.requestHash,
        now,
        a.source,
        a.serviceName,
        a.serviceMinutes,
        a.visitPosition ?? 0,
        a.outsideHours ?? false,
        a.messageChannel ?? null,
        a.depositCents ?? null,
        a.heldUntil ?? null,
        a.cardFeeCents ?? null,
        a.feeNoticeHours ?? null,
      ],
    );
    const booked = one(rows);
    // The statement's own terms are not visible to its RETURNING: they are what it was given.
    return (
      booked && {
        ...booked,
        terms: newTerms({
          depositCents: a.depositCents ?? null,
          cardFeeCents: a.cardFeeCents ?? null,
          feeNoticeHours: a.feeNoticeHours ?? null,
        }),
      }
    );
  },

  /** The appointment `id` and every appointment of its visit (SS-02), in time order, in one read. */
  async withVisit(db: Queryable, id: string) {
    const parts = (
      await db.query<Row>(
        `SELECT ${COLUMNS} FROM bookings WHERE reference = (SELECT reference FROM bookings WHERE id = $1)
         ORDER BY visit_position`,
        [id],
      )
    ).map(toRecord);
    const booking = parts.find((p) => p.id === id);
    return booking ? { booking, visit: parts } : undefined;
  },

  /** Every appointment of a visit (SS-02), in time order; a single appointment is a visit of one. */
  async visitOf(db: Queryable, reference: string) {
    return (
      await db.query<Row>(`SELECT ${COLUMNS} FROM bookings WHERE reference = $1 ORDER BY visit_position`, [reference])
    ).map(toRecord);
  },

  async cancel(tx: Queryable, id: string, now: Date) {
    return one(
      await tx.query<Row>(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, updated_at = $2, ics_sequence = ics_sequence + 1
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, now],
      ),
    );
  },

  /**
   * PY-02: appointments whose deposit was not paid in time give their time back (cancelled, keeping
   * `held_until`: never paid), by the worker; a booking releases its professionals' under their
   * lock (`releaseUnpaidAndCount`). Returns the released ones, for their Checkout sessions to be closed.
   */
  async releaseUnpaid(tx: Queryable, now: Date) {
    const rows = await tx.query<{ id: string }>(
      `WITH released AS (${RELEASE_UNPAID} RETURNING id, client_email, visit_position),
       told AS (${TELL_LAPSED("released", "$1::timestamptz")})
       SELECT id::text FROM released`,
      [now],
    );
    return rows.map((r) => r.id);
  },

  /** PY-02: a held appointment's payment page expired unpaid: its visit gives the time back. */
  async releaseHeld(tx: Queryable, id: string, now: Date): Promise<boolean> {
    const rows = await tx.query(
      `WITH released AS (
         UPDATE bookings SET status = 'cancelled', cancelled_at = $2, updated_at = $2
         WHERE reference = (SELECT reference FROM bookings WHERE id = $1)
           AND status = 'confirmed' AND held_until IS NOT NULL RETURNING id, client_email, visit_position),
       told AS (${TELL_LAPSED("released", "$2::timestamptz")})
       SELECT id FROM released`,
      [id, now],
    );
    return rows.length > 0;
  },

  /**
   * PY-02: the deposit is paid: every part of the visit stops waiting. Returns the first part when it
   * was still held (it then gets its mail), nothing when the hold had already been released.
   */
  async markPaid(tx: Queryable, id: string, now: Date) {
    const rows = await tx.query<Row>(
      `UPDATE bookings SET held_until = NULL, updated_at = $2
       WHERE reference = (SELECT reference FROM bookings WHERE id = $1) AND status = 'confirmed'
         AND held_until IS NOT NULL
       RETURNING ${COLUMNS}`,
      [id, now],
    );
    return rows.map(toRecord).find((r) => r.id === id);
  },

  /** Moves a confirmed appointment unless the new time is blocked; the constraint refuses an overlap. */
  async move(
    tx: Queryable,
    id: string,
    to: { staffId: string; startsAt: Date; endsAt: Date; blockedUntil: Date; outsideHours: boolean },
    now: Date,
  ) {
    return one(
      await tx.query<Row>(
        `UPDATE bookings SET staff_id = $2, starts_at = $3, ends_at = $4, blocked_until = $5, updated_at = $6,
           ics_sequence = ics_sequence + 1, outside_hours = $7
         WHERE id = $1 AND status = 'confirmed'
           AND NOT EXISTS (SELECT 1 FROM time_off WHERE (staff_id IS NULL OR staff_id = $2)
                           AND starts_at < $4 AND ends_at > $3)
         RETURNING ${COLUMNS}`,
        [id, to.staffId, to.startsAt, to.endsAt, to.blockedUntil, now, to.outsideHours],
      ),
    );
  },

  /**
   * AP-05: the appointment becomes another service — its name, length and price, its end and clean-up —
   * at the same time with the same professional; the exclusion constraint refuses an overlap (23P01)
   * and a closure or time off covering the new length refuses it (undefined).
   */
  async changeService(
    tx: Queryable,
    id: string,
    to: { serviceId: string; serviceName: string; minutes: number; priceEur: number; endsAt: Date; blockedUntil: Date },
    now: Date,
  ) {
    return one(
      await tx.query<Row>(
        `UPDATE bookings SET service_id = $2, service_name = $3, service_minutes = $4, price_eur = $5, ends_at = $6,
           blocked_until = $7, updated_at = $8, ics_sequence = ics_sequence + 1
         WHERE id = $1 AND status = 'confirmed'
           AND NOT EXISTS (SELECT 1 FROM time_off t WHERE (t.staff_id IS NULL OR t.staff_id = bookings.staff_id)
                           AND t.starts_at < $6 AND t.ends_at > bookings.starts_at)
         RETURNING ${COLUMNS}`,
        [id, to.serviceId, to.serviceName, to.minutes, to.priceEur, to.endsAt, to.blockedUntil, now],
      ),
    );
  },

  /** Completed or no-show (the visit's outcome), from its start on (AP-01); a cancelled appointment stays cancelled. */
  async mark(db: Queryable, id: string, status: "completed" | "no_show", now: Date) {
    return one(
      await db.query<Row>(
        `UPDATE bookings SET status = $2, updated_at = $3
         WHERE id = $1 AND status IN ('confirmed', 'completed', 'no_show') AND starts_at <= $3
         RETURNING ${COLUMNS}`,
        [id, status, now],
      ),
    );
  },

  /**
   * ST-06: an undone cancellation or mark; the appointment is confirmed again, which the
   * exclusion constraint refuses (23P01) when its time was taken meanwhile, and a closure or time
   * off added meanwhile refuses (undefined) as it refuses a move (RL-09).
   */
  async restore(tx: Queryable, id: string, now: Date) {
    return one(
      await tx.query<Row>(
        `UPDATE bookings SET status = 'confirmed', cancelled_at = NULL, updated_at = $2,
           ics_sequence = ics_sequence + CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END
         WHERE id = $1 AND status <> 'confirmed' AND anonymised_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM time_off t WHERE (t.staff_id IS NULL OR t.staff_id = bookings.staff_id)
                           AND t.starts_at < bookings.ends_at AND t.ends_at > bookings.starts_at)
         RETURNING ${COLUMNS}`,
        [id, now],
      ),
    );
  },

  /** ST-06: an undone phone booking is gone, as if never made (its outbox rows go with it). */
  /** MS-03: the client answered 'Confirmar'. */
  async confirmByClient(db: Queryable, id: string, now: Date) {
    await db.query(
      "UPDATE bookings SET client_confirmed_at = $2 WHERE id = $1 AND status = 'confirmed' AND client_confirmed_at IS NULL",
      [id, now],
    );
  },

  /** The next confirmed appointment of this phone from `now` on (a reply that names none is about it). */
  async nextForPhone(db: Queryable, key: string, now: Date): Promise<BookingRecord | undefined> {
    return one(
      await db.query<Row>(
        `SELECT ${COLUMNS} FROM bookings WHERE phone_key = $1 AND status = 'confirmed' AND visit_position = 0
           AND starts_at > $2 ORDER BY starts_at LIMIT 1`,
        [key, now],
      ),
    );
  },

  /** An undone phone booking: the appointment, and the rest of its visit (ST-09) with it. */
  async remove(tx: Queryable, id: string) {
    return (
      (
        await tx.query(
          `DELETE FROM bookings WHERE reference = (SELECT reference FROM bookings WHERE id = $1)
             AND status = 'confirmed' RETURNING id`,
          [id],
        )
      ).length > 0
    );
  },

  /** When the appointment last changed (ST-06: an undo is for a change of a moment ago). */
  /**
   * RL-09: the newest change of an appointment as the audit log keeps it (one row per write, in the
   * writing transaction): its id names the change an undo restores, `before` what it changed.
   */
  async lastChange(db: Queryable, id: string): Promise<AppointmentChange | undefined> {
    const [row] = await db.query<{
      id: string;
      actor_id: string | null;
      action: "insert" | "update" | "delete";
      before: Record<string, unknown> | null;
    }>(
      // Ordered by the column, not by the text alias ('97' would sort after '100').
      `SELECT audit_log.id::text AS id, actor_id, action, before FROM audit_log
       WHERE entity = 'bookings' AND entity_id = $1 ORDER BY audit_log.id DESC LIMIT 1`,
      [id],
    );
    return row && { id: row.id, actorId: row.actor_id, action: row.action, before: row.before ?? {} };
  },

  /** A staff write's appointment with the change it made, named for 'Deshacer' (in the writing transaction). */
  async named(tx: Queryable, record: BookingRecord): Promise<Changed> {
    return { ...record, change: (await this.lastChange(tx, record.id))?.id ?? null };
  },

  async changedAt(db: Queryable, id: string): Promise<Date | undefined> {
    const [row] = await db.query<{ updated_at: Date }>("SELECT updated_at FROM bookings WHERE id = $1", [id]);
    return row ? new Date(row.updated_at) : undefined;
  },

  /** Appointments that overlap [start, end), in time order. */
  async overlapping(db: Queryable, start: Date, end: Date) {
    return (
      await db.query<Row>(
        `SELECT ${COLUMNS} FROM bookings WHERE starts_at < $2 AND ends_at > $1 ORDER BY starts_at, staff_id`,
        [start, end],
      )
    ).map(toRecord);
  },

  /** Appointments that start in [start, end), in time order (the CSV). */
  async startingBetween(db: Queryable, start: Date, end: Date) {
    return (
      await db.query<Row>(
        `SELECT ${COLUMNS} FROM bookings WHERE starts_at >= $1 AND starts_at < $2 ORDER BY starts_at, staff_id`,
        [start, end],
      )
    ).map(toRecord);
  },

  /** Confirmed appointments of one professional (or anyone, staffId null) busy during [start, end). */
  async countBusy(tx: Queryable, staffId: string | null, start: Date, end: Date) {
    const [row] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE status = 'confirmed' AND ($1::text IS NULL OR staff_id = $1)
       AND starts_at < $3 AND blocked_until > $2`,
      [staffId, start, end],
    );
    return row?.n ?? 0;
  },

  async byContact(db: Queryable, by: "phone" | "email", key: string) {
    return (
      await db.query<Row>(
        `SELECT ${COLUMNS} FROM bookings WHERE ${by === "email" ? "email_key" : "phone_key"} = $1
         ORDER BY starts_at DESC LIMIT 500`,
        [key],
      )
    ).map(toRecord);
  },

  /**
   * Appointments whose client's name holds every one of `words` (already lower case and without
   * accents), compared the same way (ST-07: 'nunez' finds 'Núñez').
   */
  async byName(db: Queryable, words: readonly string[]) {
    return (
      await db.query<Row>(
        `SELECT ${COLUMNS} FROM bookings
         WHERE client_name IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS w
                           WHERE position(w IN lower(translate(client_name, $2, $3))) = 0)
         ORDER BY starts_at DESC LIMIT 200`,
        [words, ACCENTED, PLAIN],
      )
    ).map(toRecord);
  },

  /**
   * What keeps these professionals busy in [from, to): appointments not cancelled (AP-02) with their clean-up,
   * their time off and the salon's closures (`staff_id` null), for the availability of a day.
   */
  busyFor(db: Queryable, staffIds: readonly string[], from: Date, to: Date) {
    return db.query<{ staff_id: string | null; starts_at: Date; ends_at: Date }>(
      `SELECT staff_id, starts_at, blocked_until AS ends_at FROM bookings
         -- The overlap rule's own index (bookings_no_overlap) finds them: the same range, the same condition.
         WHERE status <> 'cancelled' AND NOT overlap_kept AND staff_id = ANY($3)
           AND tstzrange(starts_at, blocked_until) && tstzrange($1::timestamptz, $2::timestamptz)
       UNION ALL
       SELECT staff_id, starts_at, ends_at FROM time_off
         WHERE (staff_id IS NULL OR staff_id = ANY($3)) AND starts_at < $2 AND ends_at > $1`,
      [from, to, staffIds],
    );
  },

  /**
   * AP-05: a client's contact corrected on every appointment of hers (not erased ones), her note moved
   * to her new phone — one statement; the audit log keeps each appointment's before and after.
   */
  async correctClient(
    db: Queryable,
    key: string,
    to: { name: string; phone: string; email: string | null },
    now: Date,
  ): Promise<number> {
    const newKey = phoneKey(to.phone);
    const rows = await db.query(
      `WITH note AS (
         INSERT INTO client_notes (phone_key, note, updated_at)
         SELECT $4, note, $7 FROM client_notes WHERE phone_key = $1 AND $1 <> $4
         ON CONFLICT (phone_key) DO UPDATE SET note = client_notes.note || E'\n' || EXCLUDED.note, updated_at = $7),
       gone AS (DELETE FROM client_notes WHERE phone_key = $1 AND $1 <> $4)
       UPDATE bookings SET client_name = $2, client_phone = $3, phone_key = $4, client_email = $5, email_key = $6,
         updated_at = $7
       WHERE phone_key = $1 AND anonymised_at IS NULL RETURNING id`,
      [key, to.name, to.phone, newKey, to.email, to.email ? emailKey(to.email) : null, now],
    );
    // A client the desk added without appointments (AP-05) is corrected the same way.
    const added = await db.query(
      `UPDATE clients SET name = $2, phone = $3, phone_key = $4, email = $5, email_key = $6 WHERE phone_key = $1
       RETURNING phone_key`,
      [key, to.name, to.phone, newKey, to.email, to.email ? emailKey(to.email) : null],
    );
    return rows.length + added.length;
  },

  /** Erasure (RGPD art. 17): the appointments keep their time, service and professional, not the person. */
  async erase(db: Queryable, ids: readonly string[], now: Date) {
    // Her customer and card at Stripe are forgotten (and queued for deletion there) with them: run in
    // one transaction.
    await termsRepository.forget(db, ids, now);
    // The client's notes (ST-07), what she wrote back, her consent for messages (MS-02, MS-03) and
    // her places on the waitlist (WL-01) go with them, in the same statement.
    const rows = await db.query(
      `WITH keys AS (SELECT phone_key FROM bookings WHERE id = ANY($1) AND phone_key IS NOT NULL),
         notes AS (DELETE FROM client_notes WHERE phone_key IN (SELECT phone_key FROM keys)),
         said AS (DELETE FROM inbound_messages WHERE phone_key IN (SELECT phone_key FROM keys)),
         consent AS (DELETE FROM message_consent WHERE phone_key IN (SELECT phone_key FROM keys)),
         waiting AS (DELETE FROM waitlist_entries WHERE phone_key IN (SELECT phone_key FROM keys))
       ${ANONYMISE} WHERE id = ANY($1) RETURNING id`,
      [ids, now],
    );
    return rows.length;
  },

  /**
   * Retention (BE-08): contact data of appointments that started more than `months` ago; a client's
   * notes (ST-07), replies and message consent (MS-02, MS-03) go when no booking keeps her phone.
   */
  async anonymiseOlderThan(db: Queryable, now: Date, months: number) {
    const rows = await db.query<{ id: string }>(
      `${ANONYMISE} WHERE anonymised_at IS NULL AND starts_at < $2::timestamptz - make_interval(months => $1) RETURNING id`,
      [months, now],
    );
    await termsRepository.forget(
      db,
      rows.map((r) => r.id),
      now,
    );
    for (const table of ["client_notes", "inbound_messages", "message_consent"])
      await db.query(
        `DELETE FROM ${table} n WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.phone_key = n.phone_key)`,
      );
    return rows.length;
  },
};

/**
 * AP-05: the clients the desk added before their first appointment. One with appointments is found
 * through them: adding her again is refused, as is a phone another client has.
 */
export const clientsRepository = {
  async add(db: Queryable, c: { name: string; phone: string; email: string | null }, now: Date): Promise<boolean> {
    const key = phoneKey(c.phone);
    const rows = await db.query(
      `INSERT INTO clients (phone_key, name, phone, email, email_key, created_at)
       SELECT $1, $2, $3, $4, $5, $6
       WHERE NOT EXISTS (SELECT 1 FROM bookings WHERE phone_key = $1 AND anonymised_at IS NULL)
       ON CONFLICT (phone_key) DO NOTHING RETURNING phone_key`,
      [key, c.name, c.phone, c.email, c.email ? emailKey(c.email) : null, now],
    );
    return rows.length > 0;
  },

  /** Those matching a phone, an email or every word of a name (accents aside), none with appointments now. */
  async find(db: Queryable, query: string): Promise<ClientRow[]> {
    const q = query.trim();
    const byEmail = q.includes("@");
    const key = byEmail ? emailKey(q) : phoneKey(q);
    const words = nameWords(q);
    return db.query<ClientRow>(
      `SELECT * FROM clients c
       WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.phone_key = c.phone_key AND b.anonymised_at IS NULL)
         AND (($1 AND c.email_key = $2) OR (NOT $1 AND length($2) >= 6 AND c.phone_key = $2)
              OR (cardinality($3::text[]) > 0 AND NOT EXISTS (
                    SELECT 1 FROM unnest($3::text[]) AS w WHERE position(w IN lower(translate(c.name, $4, $5))) = 0)))
       ORDER BY c.name LIMIT 50`,
      [byEmail, key, byEmail || key.length >= 6 ? [] : words, ACCENTED, PLAIN],
    );
  },

  /** Erasure (RGPD art. 17) of a client with no appointments: her row goes. */
  async erase(db: Queryable, key: string): Promise<number> {
    return (await db.query("DELETE FROM clients WHERE phone_key = $1 OR email_key = $1 RETURNING phone_key", [key]))
      .length;
  },
};

/** The salon's notes on a client (ST-07), keyed by the client's phone. An empty note removes it. */
export const clientNotes = {
  async set(db: Queryable, phone: string, note: string, now: Date) {
    if (note === "") {
      await db.query("DELETE FROM client_notes WHERE phone_key = $1", [phone]);
      return;
    }
    await db.query(
      `INSERT INTO client_notes (phone_key, note, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (phone_key) DO UPDATE SET note = EXCLUDED.note, updated_at = EXCLUDED.updated_at`,
      [phone, note, now],
    );
  },
};

/** The outbox rows of appointments (BE-05): written in the same transaction as the change they tell of. */
export const appointmentMail = {
  /** A reminder not yet sent no longer applies (cancelled, or moved: a new one is queued). */
  async dropPendingReminder(tx: Queryable, bookingId: string, now: Date) {
    await tx.query(
      `UPDATE outbox SET dropped_at = $2 WHERE booking_id = $1 AND kind IN ${TIMED} AND sent_at IS NULL AND dropped_at IS NULL`,
      [bookingId, now],
    );
  },

  async queueCancellation(tx: Queryable, bookingId: string, now: Date) {
    await enqueue(tx, { kind: "cancellation", subject: { bookingId }, sendAfter: now, immediate: true });
  },

  /** The update now, and a reminder before the new time when that is still ahead. */
  /** The new time's email (the salon's change, or `rescheduled`: the client's own, SS-04) and its reminder. */
  async queueUpdate(
    tx: Queryable,
    bookingId: string,
    startsAt: Date,
    now: Date,
    kind: "update" | "rescheduled" = "update",
  ) {
    await tx.query(
      `${outboxInsert(["booking_id", "kind", "channel", "send_after"])}
       SELECT $1::uuid, $4, 'email', ${NOW_FOR_MAIL("$3")}
       UNION ALL ${timedRows("bookings b", "$2::timestamptz", "$3")} AND b.id = $1::uuid`,
      [bookingId, startsAt, now, kind],
    );
  },

  /**
   * RV-01: a completed visit's review invitation, by her channel (her phone if she chose one, else
   * email), at `at`; once per visit (its reference), and only to a client who left a way to reach her.
   */
  async queueReviewInvitation(tx: Queryable, bookingId: string, at: Date) {
    await tx.query(
      `${outboxInsert(["booking_id", "kind", "channel", "send_after"])}
       SELECT b.id, 'review_invitation', coalesce(b.message_channel, 'email'), $2 FROM bookings b
        WHERE b.id = $1 AND b.anonymised_at IS NULL AND (b.client_email IS NOT NULL OR b.message_channel IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM bookings v JOIN outbox o ON o.booking_id = v.id
                           WHERE v.reference = b.reference AND o.kind = 'review_invitation')`,
      [bookingId, at],
    );
  },

  /** PY-03: a fee her bank wants her to approve: the link to pay it, by email. */
  async queueFeeLink(tx: Queryable, bookingId: string, link: string, now: Date) {
    await tx.query(
      `${outboxInsert(["booking_id", "kind", "channel", "link", "send_after"])}
       SELECT id, 'fee_link', 'email', $2, $3 FROM bookings WHERE id = $1 AND client_email IS NOT NULL`,
      [bookingId, link, now],
    );
  },

  /** PY-02: the deposit is paid: the confirmation now, and the timed messages still ahead. */
  async queuePaid(tx: Queryable, bookingId: string, startsAt: Date, now: Date) {
    await tx.query(
      `${outboxInsert(["booking_id", "kind", "channel", "send_after"])}
       SELECT b.id, 'confirmation', 'email', ${NOW_FOR_MAIL("$3")} FROM bookings b WHERE b.id = $1::uuid AND b.client_email IS NOT NULL
       UNION ALL ${timedRows("bookings b", "$2::timestamptz", "$3")} AND b.id = $1::uuid
         AND (b.client_email IS NOT NULL OR b.message_channel IS NOT NULL)`,
      [bookingId, startsAt, now],
    );
  },

  /**
   * ST-06: the client mail this transaction queued for `bookingId` (its rows carry the
   * transaction's now()) waits `seconds` more, the window in which the change can be undone.
   */
  async holdForUndo(tx: Queryable, bookingId: string, seconds: number) {
    await tx.query(
      `UPDATE outbox SET send_after = send_after + make_interval(secs => $2)
       WHERE booking_id = $1 AND kind NOT IN ${TIMED} AND created_at = now() AND sent_at IS NULL AND dropped_at IS NULL`,
      [bookingId, seconds],
    );
  },

  /**
   * ST-06: an undone change's client mail — the booking's newest notice — is dropped when it has not
   * left (nor is leaving). Returns how many were: none means the client already has the email and
   * must be told of the undo. Earlier notices (a confirmation still in its own window) stay.
   */
  async dropUnsentNotices(tx: Queryable, bookingId: string, now: Date): Promise<number> {
    const rows = await tx.query(
      `UPDATE outbox SET dropped_at = $2
       WHERE id = (SELECT id FROM outbox WHERE booking_id = $1 AND kind NOT IN ${TIMED} ORDER BY id DESC LIMIT 1)
         AND sent_at IS NULL AND dropped_at IS NULL AND (locked_until IS NULL OR locked_until <= $2) RETURNING id`,
      [bookingId, now],
    );
    return rows.length;
  },

  /** Whether any client email about this appointment has left (or is leaving) the outbox. */
  async anyNoticeSent(tx: Queryable, bookingId: string, now: Date): Promise<boolean> {
    const rows = await tx.query(
      `SELECT 1 FROM outbox WHERE booking_id = $1 AND kind NOT IN ${TIMED}
         AND (sent_at IS NOT NULL OR (dropped_at IS NULL AND locked_until > $2)) LIMIT 1`,
      [bookingId, now],
    );
    return rows.length > 0;
  },

  /** The reminder before `startsAt`, when that is still ahead (an undone cancellation). */
  async queueReminder(tx: Queryable, bookingId: string, startsAt: Date, now: Date) {
    await tx.query(
      `${outboxInsert(["booking_id", "kind", "channel", "send_after"])}
       ${timedRows("bookings b", "$2::timestamptz", "$3")} AND b.id = $1::uuid`,
      [bookingId, startsAt, now],
    );
  },

  /** Mail the outbox gave up on, per appointment, for appointments overlapping [start, end) (RL-03). */
  async failuresOverlapping(db: Queryable, start: Date, end: Date) {
    // A message another channel took over (MS-04's fallback) is not a failure; one left 'unknown' (MS-07)
    // is shown as such: it may have arrived, and it is not sent again.
    const rows = await db.query<{
      booking_id: string;
      kind: string;
      last_error: string;
      channel: Channel;
      unknown: boolean;
    }>(
      `SELECT o.booking_id::text, o.kind, o.last_error, o.channel, o.delivery = 'unknown' AS unknown
       FROM outbox o JOIN bookings b ON b.id = o.booking_id
       WHERE b.starts_at < $2 AND b.ends_at > $1 AND o.dropped_at IS NOT NULL AND o.sent_at IS NULL
         AND o.last_error IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM outbox f WHERE f.booking_id = o.booking_id AND f.kind = o.kind AND f.id > o.id)
       ORDER BY o.id`,
      [start, end],
    );
    return new Map(
      rows.map((f) => [
        f.booking_id,
        { kind: f.kind, reason: f.last_error, channel: f.channel, unknown: f.unknown === true },
      ]),
    );
  },
};
