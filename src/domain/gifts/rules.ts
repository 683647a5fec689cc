/**
 * Bonos and gift cards (PY-04), once: kinds, designs and their Spanish words, the code's shape, and
 * what a code pays of a booking. The tables, schemas, server and screens derive from these.
 */
import { centsOfPrice, eurosOfCents } from "@/domain/payments/policy";
export const giftKinds = ["bono", "gift"] as const;
export type GiftKind = (typeof giftKinds)[number];

export const giftKindNames: Record<GiftKind, string> = { bono: "Bono", gift: "Tarjeta regalo" };

export const giftDesigns = ["rosa", "dorado", "verde"] as const;
export type GiftDesign = (typeof giftDesigns)[number];
export const giftDesignNames: Record<GiftDesign, string> = { rosa: "Rosa", dorado: "Dorado", verde: "Verde" };

/** 'REGALO-7K3F-9QXM': no 0/O or 1/I to misread over the phone. */
export const CODE = /^[A-Z]{4,6}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
export const normalizeCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, "");

/** What a code pays of a service of `priceEur`: a bono, one session of its own service; a card, up to its balance. */
export function covers(
  code: { kind: GiftKind; serviceId: string | null; sessionsLeft: number | null; balanceCents: number | null },
  service: { id: string; price: number },
): { sessions: number; cents: number } | undefined {
  if (code.kind === "bono")
    return code.serviceId === service.id && (code.sessionsLeft ?? 0) > 0
      ? { sessions: 1, cents: centsOfPrice(service.price) }
      : undefined;
  const cents = Math.min(code.balanceCents ?? 0, centsOfPrice(service.price));
  return cents > 0 ? { sessions: 0, cents } : undefined;
}

/**
 * PY-11: what a code pays, said before she books: 'Tu bono paga esta sesión (te quedarán 3). No pagas
 * nada en el salón.' or 'Tu tarjeta regalo paga 25 € (te quedarán 35 € en ella). En el salón pagas 20 €.'
 */
export function quoteText(q: {
  kind: GiftKind;
  coversCents: number;
  priceCents: number;
  sessionsLeftAfter: number | null;
  balanceLeftAfterCents: number | null;
}): string {
  const rest = q.priceCents - q.coversCents;
  const atSalon = rest > 0 ? `En el salón pagas ${eurosOfCents(rest)}.` : "No pagas nada en el salón.";
  if (q.kind === "bono") return `Tu bono paga esta sesión (te quedarán ${q.sessionsLeftAfter ?? 0}). ${atSalon}`;
  return `Tu tarjeta regalo paga ${eurosOfCents(q.coversCents)} (te quedarán ${eurosOfCents(q.balanceLeftAfterCents ?? 0)} en ella). ${atSalon}`;
}
