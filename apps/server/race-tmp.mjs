import { mkdtemp } from 'node:fs/promises';
import os from 'node:os'; import path from 'node:path';
import pg from 'pg';
const { startEmbeddedPostgres } = await import('/work/main/apps/server/dist/db/embedded-postgres.js');
const { JobQueue } = await import('/work/main/apps/server/dist/jobs/job-queue.js');
const dir = await mkdtemp(path.join(os.tmpdir(), 'race-'));
const pgs = await startEmbeddedPostgres({ dataDir: dir, port: 55431, database: 'postgres' });
const admin = new pg.Client({ connectionString: pgs.url }); await admin.connect();
let fails = 0;
for (let i = 0; i < 8; i++) {
  await admin.query(`CREATE DATABASE r${i}`);
  const url = Object.assign(new URL(pgs.url), { pathname: `/r${i}` }).href;
  const res = await Promise.allSettled([0,1,2].map(() => JobQueue.start(url, () => {})));
  for (const r of res) if (r.status === 'rejected') { fails++; console.log(i, r.reason.message, r.reason.stack.split('\n').slice(0,6).join('\n')); }
  await Promise.all(res.filter(r => r.status === 'fulfilled').map(r => r.value.stop()));
}
console.log('fails', fails);
await admin.end(); await pgs.stop();
