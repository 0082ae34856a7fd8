import pg from 'pg';
import { sleep } from './log.js';

export type Statement = { sql: string; params: (string | null)[] };

const MARKER_APP = 'bench-marker';
const PREFIX = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[(\d+)\] (.*?)\|([A-Z]+): {2}(.*)$/;

/**
 * Captures the SQL an endpoint really runs: statement logging is switched on
 * for the whole cluster (ALTER SYSTEM + reload reaches the server's open
 * connections too), a marker query is logged before each endpoint's request,
 * and the log between two markers is that request's statements with their
 * parameters. Queries of the job queue (pg-boss) are told apart by their
 * application_name.
 */
export class SqlCapture {
  private constructor(private readonly client: pg.Client) {}

  static async start(adminUrl: string): Promise<SqlCapture> {
    const client = new pg.Client({ connectionString: adminUrl, application_name: MARKER_APP });
    await client.connect();
    await client.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await client.query(`ALTER SYSTEM SET log_line_prefix = '%m [%p] %a|'`);
    await client.query('SELECT pg_reload_conf()');
    await sleep(300);
    return new SqlCapture(client);
  }

  async mark(name: string): Promise<void> {
    await this.client.query(`SELECT 'bench-marker:${name.replace(/'/g, '')}'`);
    await sleep(50);
  }

  async stop(): Promise<void> {
    await this.client.query('ALTER SYSTEM RESET log_statement');
    await this.client.query('ALTER SYSTEM RESET log_line_prefix');
    await this.client.query('SELECT pg_reload_conf()');
    await this.client.end();
  }
}

type Entry = { pid: string; app: string; level: string; text: string };

function entries(log: string): Entry[] {
  const out: Entry[] = [];
  for (const line of log.split('\n')) {
    const m = PREFIX.exec(line);
    if (m) out.push({ pid: m[1]!, app: m[2]!, level: m[3]!, text: m[4]! });
    else if (out.length > 0 && line.startsWith('\t')) out[out.length - 1]!.text += `\n${line.slice(1)}`;
  }
  return out;
}

function parseParams(detail: string): (string | null)[] {
  const params: (string | null)[] = [];
  const re = /\$(\d+) = (NULL|'((?:[^']|'')*)')/g;
  for (let m = re.exec(detail); m; m = re.exec(detail)) params[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3]!.replace(/''/g, "'");
  return params;
}

/** The statements logged between the marker `name` and the next marker, in order. */
export function statementsAfter(log: string, name: string): Statement[] {
  const all = entries(log);
  const start = all.findIndex((e) => e.app === MARKER_APP && e.text.includes(`bench-marker:${name}'`));
  if (start < 0) throw new Error(`marker ${name} not found in the PostgreSQL log`);
  const out: Statement[] = [];
  const lastByPid = new Map<string, Statement>();
  for (const e of all.slice(start + 1)) {
    if (e.app === MARKER_APP) break;
    if (e.app.startsWith('triage-jobs') || e.app.startsWith('pg-boss')) continue;
    if (e.level === 'LOG') {
      const m = /^(?:execute [^:]*|statement): ([\s\S]*)$/.exec(e.text);
      if (!m) continue;
      const statement = { sql: m[1]!, params: [] };
      out.push(statement);
      lastByPid.set(e.pid, statement);
    } else if (e.level === 'DETAIL' && /^Parameters: /i.test(e.text)) {
      const last = lastByPid.get(e.pid);
      if (last) last.params = parseParams(e.text);
    }
  }
  return out;
}
