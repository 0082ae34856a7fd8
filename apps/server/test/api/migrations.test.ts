import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { withDatabase } from '../helpers/global-setup.js';

const SPEC_TABLES = [
  'users',
  'sessions',
  'provider_tokens',
  'projects',
  'tasks',
  'services',
  'service_projects',
  'templates',
  'emails',
  'email_classifications',
  'rules',
  'task_style_configs',
  'contexts',
  'connections',
  'import_jobs',
];

describe('migrations', () => {
  it('apply to an empty database and are idempotent on a second start', async () => {
    const adminUrl = inject('adminUrl');
    const name = `${inject('templateDb')}_empty`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = connect(withDatabase(adminUrl, name), 2);
    try {
      await runMigrations(database.pool);
      const tables = await database.pool.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
      expect(tables.rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(SPEC_TABLES));
      const count = async () => (await database.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n;
      const applied = await count();
      expect(applied).toBeGreaterThan(0);

      await Promise.all([runMigrations(database.pool), runMigrations(database.pool)]);
      expect(await count()).toBe(applied);
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
