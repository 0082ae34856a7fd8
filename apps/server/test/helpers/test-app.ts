import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { SESSION_COOKIE, SessionStore } from '../../src/auth/sessions.js';
import { connect, type Database } from '../../src/db/client.js';
import { loadEnv, type Env } from '../../src/env.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import { ensureUser } from '../../src/services/users/users-service.js';
import { withDatabase } from './global-setup.js';

export const ORIGIN = 'http://localhost:3000';
const HOST = 'localhost:3000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Client = {
  request(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
};

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  databaseUrl: string;
  env: Env;
  runtime: Runtime;
  /** A client with no session. */
  anonymous: Client;
  /** Signs in (creating the user row) and returns a client carrying that session. */
  as(userId: string, profile?: { email?: string; name?: string }): Promise<Client>;
  close(): Promise<void>;
};

async function cloneTemplate(adminUrl: string, templateDb: string): Promise<string> {
  const name = `${templateDb}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Concurrent clones of one template can collide; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`);
        return name;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

export function clientFor(app: FastifyInstance, cookie?: string): Client {
  const request: Client['request'] = (method, url, body, headers = {}) => {
    const options: InjectOptions = {
      method,
      url,
      headers: { host: HOST, origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return app.inject(options);
  };
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body ?? {}),
    patch: (url, body) => request('PATCH', url, body ?? {}),
    put: (url, body) => request('PUT', url, body ?? {}),
    delete: (url) => request('DELETE', url),
  };
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const dbName = await cloneTemplate(adminUrl, inject('templateDb'));
  const databaseUrl = withDatabase(adminUrl, dbName);
  const database = connect(databaseUrl, 4);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-test-data-'));
  const env = loadEnv({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...envOverrides });
  const runtime = await createRuntime(env, database, databaseUrl, () => undefined);
  const sessionSecret = randomBytes(16).toString('hex');
  const app = await buildApp({ env, db: database.db, runtime, sessionSecret, logger: false, webDistDir: '/nonexistent' });
  await app.ready();
  const sessions = new SessionStore(database.db, sessionSecret);
  return {
    app,
    database,
    databaseUrl,
    env,
    anonymous: clientFor(app),
    async as(userId, profile = {}) {
      await ensureUser(database.db, { id: userId, email: profile.email ?? `${userId}@example.test`, name: profile.name ?? userId });
      const { token } = await sessions.create(userId);
      return clientFor(app, `${SESSION_COOKIE}=${token}`);
    },
    runtime,
    async close() {
      await app.close();
      await runtime.jobs.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}
