/**
 * TK-07: the day's cash-up (cierre de caja) — what the ledger says came in by each method that salon
 * day (less what went back), the tickets issued, the cash expected in the drawer besides its float,
 * what the desk counted and the difference. Closed once per day (the table's key), audited, kept as it
 * was closed.
 */
import type { CashUpBody, CashUpView } from "@/domain/checkout/schemas";
import { dayBounds, type IsoDate, wallClockIn } from "@/lib/dates";
import { site } from "@/content/site";
import { type Database, type Queryable, sqlState } from "../db/client";
import { paymentsRepository } from "../payments";
import { checkoutRepository as repo } from "./repository";
import type { CashUpRow } from "./tables";

async function dayNumbers(db: Queryable, date: IsoDate) {
  const { start, end } = dayBounds(date, date, site.timeZone);
  const totals = (await paymentsRepository.dayTotals(db, start, end)).map((t) => ({
    method: t.method,
    cents: Number(t.in_cents) - Number(t.out_cents),
    movements: Number(t.movements),
  }));
  const tickets = await repo.invoicesBetween(db, start, end);
  return { totals, tickets, expectedCashCents: totals.find((t) => t.method === "cash")?.cents ?? 0 };
}

const closedView = (row: CashUpRow): NonNullable<CashUpView["closed"]> => ({
  floatCents: row.float_cents,
  countedCents: row.counted_cash_cents,
  differenceCents: row.difference_cents,
  closedAt: new Date(row.closed_at).toISOString(),
  closedBy: row.closed_by,
  note: row.note,
});

/** The day as the desk sees it: live numbers until closed, then the numbers it was closed with. */
export async function cashUpView(db: Queryable, date: IsoDate): Promise<CashUpView> {
  const closed = await repo.cashUp(db, date);
  if (closed)
    return {
      date,
      totals: closed.totals,
      expectedCashCents: closed.expected_cash_cents,
      tickets: { count: closed.tickets, totalCents: (await dayNumbers(db, date)).tickets.totalCents },
      closed: closedView(closed),
    };
  return { date, ...(await dayNumbers(db, date)), closed: null };
}

export type CashUpRefusal = { status: 409 | 422; message: string };

/** Closes the day (not one still to come); a second close of the same day is refused. */
export async function closeCashUp(
  db: Database,
  body: Required<Pick<CashUpBody, "date" | "floatCents" | "countedCents">> & { note?: string | undefined },
  now: Date,
  closedBy: string,
): Promise<{ ok: true; view: CashUpView } | { ok: false; refusal: CashUpRefusal }> {
  if (body.date > wallClockIn(site.timeZone, now).date)
    return { ok: false, refusal: { status: 422, message: "Ese día aún no ha llegado: no se puede cerrar su caja." } };
  try {
    await db.transaction(async (tx) => {
      const day = await dayNumbers(tx, body.date);
      await repo.insertCashUp(tx, {
        day: body.date,
        totals: day.totals,
        float_cents: body.floatCents,
        expected_cash_cents: day.expectedCashCents,
        counted_cash_cents: body.countedCents,
        difference_cents: body.countedCents - day.expectedCashCents - body.floatCents,
        tickets: day.tickets.count,
        note: body.note?.trim() || null,
        closed_at: now,
        closed_by: closedBy,
      });
    });
  } catch (error) {
    if (sqlState(error) === "23505")
      return { ok: false, refusal: { status: 409, message: "La caja de ese día ya está cerrada." } };
    throw error;
  }
  return { ok: true, view: await cashUpView(db, body.date) };
}
