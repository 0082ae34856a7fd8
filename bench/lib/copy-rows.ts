import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value in COPY's text format: \N for null, backslash escapes for the separators. */
export type CopyValue = string | number | boolean | null;

const escape = (v: CopyValue): string =>
  v === null
    ? '\\N'
    : typeof v === 'string'
      ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
      : String(v);

/** Streams rows into a table with COPY FROM STDIN, in chunks of a thousand lines. */
export async function copyRows(db: pg.ClientBase, table: string, columns: string[], rows: Iterable<CopyValue[]>): Promise<number> {
  let count = 0;
  function* chunks() {
    let lines: string[] = [];
    for (const row of rows) {
      lines.push(row.map(escape).join('\t'));
      count++;
      if (lines.length === 1000) {
        yield `${lines.join('\n')}\n`;
        lines = [];
      }
    }
    if (lines.length) yield `${lines.join('\n')}\n`;
  }
  const sink = db.query(copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), sink);
  return count;
}
