import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../helpers/test-app.js';

describe('/api/docs on a server reachable beyond loopback', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp({ HOST: '0.0.0.0', LOCAL_PASSWORD: 'correct horse' });
    me = await t.as('docs-reader');
  });
  afterAll(() => t.close());

  it('needs sign-in for the UI and the OpenAPI document', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
    const doc = await me.get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
  });
});
