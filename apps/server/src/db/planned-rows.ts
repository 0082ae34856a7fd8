import { Column, getTableName, is, noopDecoder, sql, SQL, Subquery, type Placeholder } from 'drizzle-orm';
import { UNNAMED } from './prepared.js';

/** What Drizzle's prepared select holds and calls (node-postgres session; drizzle-orm 0.45). */
type OrderedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type PreparedSelect = {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Leaf = { index: number; parents: string[]; key: string; decoder: Decoder | null };
type Nullable = { name: string; index: number };

const IDENTITY = [Column.prototype.mapFromDriverValue, noopDecoder.mapFromDriverValue];

/**
 * The decoder Drizzle's `mapResultRow` picks for a selected field (an SQL's is internal to Drizzle),
 * or null where it returns the value as it is (text, booleans, uuids: no call per cell).
 */
function decoderOf(field: unknown): Decoder | null {
  const query = is(field, Column) ? null : is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql;
  const decoder = query ? (query as unknown as { decoder: Decoder }).decoder : (field as Decoder);
  return IDENTITY.includes(decoder.mapFromDriverValue) ? null : decoder;
}

/**
 * The nested objects that read as null when their table is the empty side of a left join, by
 * Drizzle's rule: the object's first column is null, all its columns are one table's, and the
 * join leaves that table nullable.
 */
function nullableObjects(fields: OrderedField[], notNullable: Record<string, boolean> | undefined): Nullable[] {
  if (!notNullable) return [];
  const objects = new Map<string, { index: number; table: string | false }>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const seen = objects.get(path[0]!);
    if (!seen) objects.set(path[0]!, { index, table });
    else if (seen.table !== table) seen.table = false;
  });
  return [...objects].flatMap(([name, { index, table }]) => (table !== false && !notNullable[table] ? [{ name, index }] : []));
}

/**
 * A mapper for the rows of one query, planned once: Drizzle's own `mapResultRow` works out each
 * cell's decoder and path again on every row (four entity checks and an iterator per cell), which
 * was a tenth of the emails list's server time (docs/performance.md, Seventh round). Same objects,
 * same nulls.
 */
function plannedMapper(fields: OrderedField[], notNullable: Record<string, boolean> | undefined) {
  const leaves: Leaf[] = fields.map(({ path, field }, index) => ({
    index,
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  const nullable = nullableObjects(fields, notNullable);
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (const leaf of leaves) {
        let node = result;
        for (const parent of leaf.parents) node = (node[parent] ??= {}) as Record<string, unknown>;
        const raw = row[leaf.index];
        node[leaf.key] = raw === null || leaf.decoder === null ? raw : leaf.decoder.mapFromDriverValue(raw);
      }
      for (const object of nullable) if (row[object.index] === null) result[object.name] = null;
      return result;
    });
}

/** A prepared select that maps its rows by plan; returns it, for chaining. */
export function withPlannedRows<P>(prepared: P): P {
  const select = prepared as PreparedSelect;
  if (!select.fields) throw new Error('withPlannedRows: not a select with fields');
  select.customResultMapper = plannedMapper(select.fields, select.joinsNotNullableMap);
  return prepared;
}

/** Runs a select built for one request (an unnamed statement), its rows mapped by plan. */
export function runPlanned<R>(query: { prepare(name: string): { execute(): Promise<R> } }): Promise<R> {
  // No name: the statement's text changes with the cursor, and a named one must not.
  return withPlannedRows(query.prepare(UNNAMED)).execute();
}

type Paged<P> = { limit(limit: Placeholder): { offset(offset: Placeholder): { prepare(name: string): P } } };

/**
 * A list's select built once: its page size and offset the placeholders `limit` and `offset`, run
 * unnamed, its rows mapped by plan (see `preparedWithCursor` in prepared.ts for its shapes).
 */
export const plannedPage = <P>(query: Paged<P>): P =>
  withPlannedRows(query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(UNNAMED));
