import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthSchema } from '@triage/contracts';
import type { Db } from '../db/client.js';
import { APP_VERSION } from '../version.js';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
  });
};
