/**
 * The gifts area's SQL (PY-04): the products the owner sells and the codes bought. What a code is
 * worth moves only with the ledger's rows (the payments area, PY-07); the table's CHECKs keep sessions
 * and balance at 0 or above, so the database refuses a second spend of the last session (23514).
 */
import type { Queryable } from "../db/client";
import type { GiftCodeRow, GiftProductRow } from "./tables";
import { enqueue } from "../notifications";

export type ProductValues = {
  kind: "bono" | "gift";
  name: string;
  service: string | null;
  sessions: number | null;
  amountCents: number | null;
  priceCents: number;
  validMonths: number;
  design: "rosa" | "dorado" | "verde";
  active: boolean;
};

const params = (v: ProductValues) => [
  v.kind,
  v.name,
  v.kind === "bono" ? v.service : null,
  v.kind === "bono" ? v.sessions : null,
  v.kind === "gift" ? v.amountCents : null,
  v.priceCents,
  v.validMonths,
  v.design,
  v.active,
];

export const giftsRepository = {
  async products(db: Queryable): Promise<GiftProductRow[]> {
    return db.query<GiftProductRow>("SELECT * FROM gift_products ORDER BY position, name");
  },

  /** CN-04: whether any bono or gift card is on sale ('Regalos' in the menu, the footer and the chat). */
  async onSale(db: Queryable): Promise<boolean> {
    return (await db.query<{ x: number }>("SELECT 1 AS x FROM gift_products WHERE active LIMIT 1")).length > 0;
  },

  async product(db: Queryable, id: string): Promise<GiftProductRow | undefined> {
    return (await db.query<GiftProductRow>("SELECT * FROM gift_products WHERE id = $1", [id]))[0];
  },

  async createProduct(db: Queryable, id: string, v: ProductValues): Promise<GiftProductRow | undefined> {
    const [row] = await db.query<GiftProductRow>(
      `INSERT INTO gift_products (kind, name, service_id, sessions, amount_cents, price_cents, valid_months, design, active, id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING *`,
      [...params(v), id],
    );
    return row;
  },

  async updateProduct(
    db: Queryable,
    id: string,
    version: number,
    v: ProductValues,
  ): Promise<GiftProductRow | undefined> {
    const [row] = await db.query<GiftProductRow>(
      `UPDATE gift_products SET kind = $1, name = $2, service_id = $3, sessions = $4, amount_cents = $5, price_cents = $6,
         valid_months = $7, design = $8, active = $9, version = version + 1
       WHERE id = $10 AND version = $11 RETURNING *`,
      [...params(v), id, version],
    );
    return row;
  },

  /** PY-12: the codes sold, newest first, with what is left on them. */
  async sold(db: Queryable, limit = 200) {
    return db.query<GiftCodeRow & { name: string }>(
      `SELECT c.*, p.name FROM gift_codes c JOIN gift_products p ON p.id = c.product_id
       ORDER BY c.created_at DESC, c.code LIMIT $1`,
      [limit],
    );
  },

  async code(db: Queryable, code: string): Promise<GiftCodeRow | undefined> {
    return (await db.query<GiftCodeRow>("SELECT * FROM gift_codes WHERE code = $1", [code]))[0];
  },

  /**
   * A code bought: once per Checkout session (Stripe may deliver its event twice), with the buyer's
   * email in the same transaction. Undefined when this session's code already exists. It is issued
   * empty: its sale's ledger row (PY-07) gives it its value, in the same transaction.
   */
  async issue(
    tx: Queryable,
    c: {
      code: string;
      product: GiftProductRow;
      buyerName: string | null;
      buyerEmail: string | null;
      recipientName: string | null;
      message: string | null;
      paidCents: number;
      /** The Checkout session that paid it; null for a sale at the desk (PY-12). */
      sessionId: string | null;
    },
    now: Date,
  ): Promise<GiftCodeRow | undefined> {
    const [row] = await tx.query<GiftCodeRow>(
      `INSERT INTO gift_codes (code, product_id, kind, service_id, sessions_left, balance_cents, expires_at, buyer_name,
         buyer_email, recipient_name, message, paid_cents, checkout_session_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $14::timestamptz + make_interval(months => $7), $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (checkout_session_id) DO NOTHING RETURNING *`,
      [
        c.code,
        c.product.id,
        c.product.kind,
        c.product.service_id,
        c.product.kind === "bono" ? 0 : null,
        c.product.kind === "gift" ? 0 : null,
        c.product.valid_months,
        c.buyerName,
        c.buyerEmail,
        c.recipientName,
        c.message,
        c.paidCents,
        c.sessionId,
        now,
      ],
    );
    if (row?.buyer_email) await enqueue(tx, { kind: "gift", subject: { giftCode: row.code }, sendAfter: now });
    return row;
  },
};
