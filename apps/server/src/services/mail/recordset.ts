import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows for `INSERT ... SELECT <columns> FROM json_populate_recordset(null::<table>, <json>)`: the
 * whole batch as one JSON parameter, keyed by column name. Building a multi-row INSERT with a bind
 * parameter per value cost the sync more CPU than storing the rows did (docs/performance.md, Sync),
 * and one parameter never nears PostgreSQL's 65,535. Columns no row sets keep their defaults.
 */
export function asRecordset<T extends PgTable>(
  table: T,
  rows: Partial<T['$inferInsert']>[],
): { columns: SQL; names: string[]; json: string } {
  const byKey = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined)))];
  const names = keys.map((k) => {
    const column = byKey[k];
    if (!column) throw new Error(`${k} is not a column`);
    return column.name;
  });
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((k, i) => [names[i], (row as Record<string, unknown>)[k] ?? null]))),
  );
  return { columns: sql.raw(names.map((n) => `"${n}"`).join(', ')), names, json };
}
