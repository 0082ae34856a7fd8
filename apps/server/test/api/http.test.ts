import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database checked', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const res = await t.anonymous.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents the routes as OpenAPI at /api/docs', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/auth/me', '/auth/local/sign-in', '/auth/sign-out']));
    const ui = await t.anonymous.get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('refuses a request line over 16 KiB with a JSON 431 before any route runs, and bytes that are not HTTP with a 400', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const long = await fetch(`http://127.0.0.1:${port}/api/v1/tasks?q=${'x'.repeat(17 * 1024)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toEqual({
      error: { code: 'headers_too_large', message: expect.stringContaining('16 KiB at most') },
    });
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'bad_request', message: 'The request is not valid HTTP' },
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.anonymous.get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('/api/v1/nothing-here');
  });

  it('answers malformed JSON with a 400 and a message', async () => {
    const res = await t.anonymous.request('POST', '/auth/sign-out', '{not json', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });
});
