import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { SESSION_COOKIE } from '../../../src/auth/sessions.js';
import { emails, projects } from '../../../src/db/schema/index.js';
import { clientFor, createTestApp, ORIGIN, sessionCookie, type Client, type TestApp } from '../../helpers/test-app.js';

/**
 * The attack run of issue 15, kept as a bounded, loopback-only suite: each
 * class with a few hundred variants at most, all through app.inject.
 */
describe('attack classes', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('attack-victim');
  });
  afterAll(() => t.close());

  it('CSRF: no cross-site variant of a mutating request gets through, and nothing changes', async () => {
    const origins = [
      'https://evil.example',
      'http://evil.example:3000',
      'null',
      'http://localhost:3000.evil.example',
      'http://localhost.evil.example:3000',
      'https://localhost:3000',
      'http://localhost:3001',
      'http://localhost',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'file://',
      'http://localhost:3000@evil.example',
      'http://evil.example#http://localhost:3000',
      ' http://localhost:3000x',
      'not a url',
    ];
    const fetchSites = [undefined, 'cross-site', 'same-site', 'none'];
    const types = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];
    // Signing in first: the first sign-in creates the demo projects.
    const victim = await victimCookie();
    const before = (await t.database.db.select().from(projects)).length;
    let tried = 0;
    for (const origin of [...origins, undefined]) {
      for (const site of fetchSites) {
        for (const type of types) {
          const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': type, cookie: victim };
          if (origin !== undefined) headers.origin = origin;
          if (site !== undefined) headers['sec-fetch-site'] = site;
          const res = await t.app.inject({ method: 'POST', url: '/api/v1/projects', headers, payload: '{"name":"Forged"}' });
          expect(res.statusCode, `${origin} ${site} ${type}`).toBe(403);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect((await t.database.db.select().from(projects)).length).toBe(before);
  });

  let cookie: string | null = null;
  async function victimCookie(): Promise<string> {
    if (cookie) return cookie;
    const res = await t.anonymous.post('/auth/local/sign-in', {});
    cookie = sessionCookie(res)!;
    return cookie;
  }

  it('session fixation: a session id planted before sign-in is never adopted', async () => {
    const planted = `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
    const res = await clientFor(t.app, planted).post('/auth/local/sign-in', {});
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res)!;
    expect(issued).not.toBe(planted);
    expect((await clientFor(t.app, planted).get('/auth/me')).statusCode).toBe(401);
    expect((await clientFor(t.app, issued).get('/auth/me')).statusCode).toBe(200);
  });

  it('session replay: a signed-out session stays dead, and tampered tokens never pass', async () => {
    const issued = sessionCookie(await t.anonymous.post('/auth/local/sign-in', {}))!;
    expect((await clientFor(t.app, issued).post('/auth/sign-out', {})).statusCode).toBe(200);
    expect((await clientFor(t.app, issued).get('/auth/me')).statusCode).toBe(401);
    expect((await clientFor(t.app, issued).get('/api/v1/emails')).statusCode).toBe(401);
    const token = issued.split('=')[1]!;
    for (const forged of [token.slice(0, -1), `${token}A`, token.toUpperCase(), 'x'.repeat(500), '', '%00', '../../etc/passwd']) {
      expect((await clientFor(t.app, `${SESSION_COOKIE}=${forged}`).get('/auth/me')).statusCode).toBe(401);
    }
  });

  it('path traversal in ids and query strings: 4xx with a message, never another row or a 5xx', async () => {
    const variants = [
      '..%2f..%2fetc%2fpasswd',
      '..%252f..%252f',
      '%2e%2e%2f',
      '....//....//',
      '%00',
      '..\\..\\windows',
      '%c0%ae%c0%ae%2f',
      "1' OR '1'='1",
    ];
    for (const v of variants) {
      for (const url of [
        `/api/v1/projects/${v}`,
        `/api/v1/emails/${v}`,
        `/api/v1/tasks/${v}`,
        `/api/v1/emails?limit=${v}`,
        `/api/v1/import-emails/${v}`,
      ]) {
        const res = await me.get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toMatch(/root:|\[boot loader\]/);
      }
    }
  });

  it('malformed uploads: each refused or rejected with a reason, nothing half-stored', async () => {
    const upload = (body: Buffer | string, type: string) =>
      me.request('POST', '/api/v1/import-emails/upload', body, { 'content-type': type });
    const before = (await t.database.db.select().from(emails)).length;
    const garbage = [
      randomBytes(4096),
      Buffer.from('\u0000'.repeat(100)),
      Buffer.from('Subject: no end of headers'),
      Buffer.from('From: a@b\r\n\r\n'.repeat(1)),
    ];
    for (const body of garbage) {
      const res = await upload(body, 'message/rfc822');
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().imported + res.json().rejected.length + res.json().duplicates).toBe(1);
    }
    for (const type of ['text/plain', 'application/zip', 'image/png']) {
      const res = await upload('x', type);
      expect([400, 415], type).toContain(res.statusCode);
      expect(res.json().error.message, type).toBeTruthy();
    }
    expect((await upload(Buffer.alloc(0), 'application/mbox')).statusCode).toBe(400);
    const stored = (await t.database.db.select().from(emails)).length - before;
    expect(stored).toBeLessThanOrEqual(garbage.length);
  });
});

describe('static files: traversal outside the web app', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let root = '';
  beforeAll(async () => {
    t = await createTestApp();
    root = await mkdtemp(path.join(os.tmpdir(), 'triage-static-'));
    await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
    await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Triage</title>');
    await writeFile(path.join(root, 'dist', 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(root, 'secret.txt'), 'TOP-SECRET');
    app = await buildApp({
      env: t.env,
      db: t.database.db,
      runtime: t.runtime,
      sessionSecret: 'x'.repeat(32),
      logger: false,
      webDistDir: path.join(root, 'dist'),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('never serves a file outside the built app, however the path is spelled', async () => {
    const spellings = [
      '../secret.txt',
      '..%2fsecret.txt',
      '%2e%2e/secret.txt',
      '%2e%2e%2fsecret.txt',
      'assets/../../secret.txt',
      'assets/..%2f..%2fsecret.txt',
      '..%5csecret.txt',
      '%252e%252e%252fsecret.txt',
      '....//secret.txt',
      'assets/%2e%2e/%2e%2e/secret.txt',
    ];
    for (const s of spellings) {
      const res = await app.inject({ method: 'GET', url: `/${s}`, headers: { host: 'localhost:3000', origin: ORIGIN } });
      expect(res.body, s).not.toContain('TOP-SECRET');
      expect(res.statusCode, s).toBeLessThan(500);
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app.js', headers: { host: 'localhost:3000' } })).body).toBe('console.log(1)');
  });
});
