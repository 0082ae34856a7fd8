import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** A local stand-in that speaks the OpenAI chat-completions wire format. */
async function startChatStub(answer: () => string) {
  const seen: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer() } }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('the optional LLM engine', () => {
  let stub: Awaited<ReturnType<typeof startChatStub>>;
  let t: TestApp;
  let me: Client;
  let reply = '';

  beforeAll(async () => {
    stub = await startChatStub(() => reply);
    t = await createTestApp({ LLM_BASE_URL: stub.url, LLM_MODEL: 'test-model' });
    me = await t.as('user-a');
    await me.post('/api/v1/projects', { name: 'Harbour Tower' });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('uses the model answer, validated, and records the service', async () => {
    reply = JSON.stringify({
      label: 'Harbour Tower',
      confidence: 0.83,
      proposed_tasks: [{ title: 'Send the lease', description: 'Signed copy', priority: 'P2', due_date: '2026-11-27' }],
      reply_email: 'Hi Ann, I will send it by Friday.',
    });
    const email = await insertEmail(t.database.db, 'user-a', {
      subject: 'Documents',
      fromAddress: 'ann@other.example',
      bodyText: 'Can you send the lease?',
      // Before the model's day: a day before the email arrived would be dropped as impossible.
      receivedTime: new Date('2026-11-24T09:00:00Z'),
    });
    const rec = (await me.post(`/api/v1/emails/${email.id}/generate-recommendations`, {})).json();
    expect(rec.aiClassification).toMatchObject({ label: 'Harbour Tower', service: 'llm:test-model', errorMessage: null });
    expect(rec.suggestedTasks[0]).toMatchObject({ title: 'Send the lease', dueDate: '2026-11-27' });
    expect(stub.seen).toHaveLength(1);
  });

  it('skips the call when a sure signal decides', async () => {
    const calls = stub.seen.length;
    const email = await insertEmail(t.database.db, 'user-a', { subject: 'Harbour Tower lobby', bodyText: 'The lobby lights are out.' });
    const rec = (await me.post(`/api/v1/emails/${email.id}/generate-recommendations`, {})).json();
    expect(rec.aiClassification).toMatchObject({ label: 'Harbour Tower', service: 'local', errorMessage: null });
    expect(stub.seen).toHaveLength(calls);
  });

  it('falls back to the local engine on a malformed answer and records the error', async () => {
    reply = '{"label": 42';
    const email = await insertEmail(t.database.db, 'user-a', {
      subject: 'The plan',
      fromAddress: 'bob@other.example',
      bodyText: 'Please review the plan.',
    });
    const rec = (await me.post(`/api/v1/emails/${email.id}/generate-recommendations`, {})).json();
    expect(rec.processingStatus).toBe('completed');
    expect(rec.aiClassification.service).toBe('local');
    expect(rec.aiClassification.errorMessage).toBeTruthy();
  });
});
