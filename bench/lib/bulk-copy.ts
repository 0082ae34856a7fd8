import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Every value as PostgreSQL's own text, so rows go back in exactly as they came out. */
const rawText = { getTypeParser: () => (value: string) => value };

type Rows = Record<string, string | null>[];

async function columnsOf(db: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** Plain multi-row INSERTs of `batch` rows each: the bare way to put rows into a table. */
async function insertBatched(db: pg.ClientBase, table: string, columns: string[], rows: Rows, batch: number): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params: (string | null)[] = [];
    const tuples = slice.map((row) => `(${columns.map((c) => `$${params.push(row[c] ?? null)}`).join(',')})`);
    await db.query(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`, params);
  }
}

/**
 * The insert floor of a sync: the user's stored emails and classifications,
 * read back and inserted again (new ids, another user) by batched INSERTs
 * into the same database. Returns the milliseconds the inserts took.
 */
export async function insertFloor(
  url: string,
  fromUser: string,
  toUser: string,
  batch = 500,
): Promise<{ ms: number; emails: number; classifications: number }> {
  const db = new pg.Client({ connectionString: url, types: rawText });
  await db.connect();
  try {
    const emails = (await db.query('SELECT * FROM emails WHERE user_id = $1', [fromUser])).rows as Rows;
    const classifications = (await db.query('SELECT * FROM email_classifications WHERE user_id = $1', [fromUser])).rows as Rows;
    const newId = new Map<string, string>();
    for (const e of emails) newId.set(e.id!, randomUUID());
    const emailRows = emails.map((e) => ({ ...e, id: newId.get(e.id!)!, user_id: toUser }));
    const classificationRows = classifications.map((c) => ({ ...c, id: randomUUID(), email_id: newId.get(c.email_id!)!, user_id: toUser }));
    await db.query(`INSERT INTO users (id, email, name) VALUES ($1, $1, $1) ON CONFLICT DO NOTHING`, [toUser]);
    const [emailColumns, classificationColumns] = [await columnsOf(db, 'emails'), await columnsOf(db, 'email_classifications')];
    const started = performance.now();
    await insertBatched(db, 'emails', emailColumns, emailRows, batch);
    await insertBatched(db, 'email_classifications', classificationColumns, classificationRows, batch);
    return { ms: performance.now() - started, emails: emailRows.length, classifications: classificationRows.length };
  } finally {
    await db.end();
  }
}
