/**
 * SS-02, the rules a visit of several services shares between the widget and the server, without
 * the schemas (the widget's first bundle stays free of zod).
 */

/** The most services one visit takes. */
export const MAX_VISIT_SERVICES = 3;

/** The query-string form of a visit's other services: `manicura:sofia,depilacion:` (professional optional). */
export const extrasParam = (extras: readonly { service: string; staff?: string | null }[]) =>
  extras.map((e) => `${e.service}:${e.staff ?? ""}`).join(",");
