/**
 * A table's row as the code reads it (docs/decisions/021-one-home-per-area.md): every column of the
 * declaration under its camelCase name, derived from the declaration, so a new column reaches the
 * repository's record without a select list, a field or a mapping written by hand.
 */
import { getTableColumns, type Table } from "drizzle-orm";

/** `client_confirmed_at` → `clientConfirmedAt`. */
export type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** A row's fields under their camelCase names. */
export type Camelised<Row> = { [K in keyof Row & string as Camel<K>]: Row[K] };

/** As JSON carries it: an instant is its ISO text. */
export type Jsonified<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

export const camel = <S extends string>(name: S) =>
  name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<S>;

/** The SQL names of a table's columns, in declaration order. */
export function columnNames(table: Table): string[] {
  return Object.values(getTableColumns(table)).map((c) => c.name);
}

/**
 * Reads rows of `table` (selected with every column, e.g. `SELECT ${columnNames(t).join(", ")}`) as
 * camelCase records. Instants arrive as `Date` from both drivers.
 */
export function recordReader<T extends Table>(table: T) {
  const pairs = columnNames(table).map((name) => [name, camel(name)] as const);
  return (row: T["$inferSelect"]): Camelised<T["$inferSelect"]> => {
    const source = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const [name, key] of pairs) record[key] = source[name];
    return record as Camelised<T["$inferSelect"]>;
  };
}

/** The named fields of a record as JSON carries them (instants as ISO text), for a view. */
export function pickJson<R extends Record<string, unknown>, K extends keyof R & string>(
  record: R,
  keys: readonly K[],
): Jsonified<Pick<R, K>> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = record[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Jsonified<Pick<R, K>>;
}
