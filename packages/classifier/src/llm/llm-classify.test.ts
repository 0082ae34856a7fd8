import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { context, email, project } from '../test-support/fixtures.js';
import { llmClassify } from './llm-classify.js';

/** A local server speaking the chat-completions wire format; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let answer: (req: IncomingMessage, body: string, res: ServerResponse) => void;
let requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

const completion = (content: string) =>
  JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
const replyWith = (content: string) => (_req: IncomingMessage, _body: string, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(body || '{}') });
      answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const tower = project({ id: 'p1', name: 'Harbour Tower' });
const ctx = context({ projects: [tower, project({ id: 'p2', name: 'Riverside Lofts' })] });
const mail = () => email({ subject: 'Snag list', bodyText: '<p>Could you send me the snag list by Friday?</p>' });
/** 300 ms makes the timeout test quick; answers that must arrive get time to spare on a busy machine. */
const config = (timeoutMs = 5000) => ({ baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs });
const good = {
  label: 'harbour tower',
  confidence: 0.83,
  proposed_tasks: [{ title: 'Send Ann the snag list', description: 'Requested by Ann', priority: 'P2', due_date: '2024-05-10' }],
  reply_email: 'Hi Ann,\n\nI will send it by Friday.\n\nBest,\nSam Reed',
  reply_needed: true,
  reply_reason: 'Asks you to send the snag list',
};

describe('llmClassify', () => {
  it('uses a good answer: label mapped to the project, tasks and reply as given', async () => {
    answer = replyWith(JSON.stringify(good));
    const r = await llmClassify(mail(), ctx, config());
    expect(r).toMatchObject({
      label: 'Harbour Tower',
      projectId: 'p1',
      confidence: 0.83,
      signal: 'llm',
      classificationService: 'llm:test-model',
      errorMessage: null,
    });
    expect(r.proposedTasks).toEqual([
      {
        title: 'Send Ann the snag list',
        description: 'Requested by Ann',
        priority: 'P2',
        dueDate: '2024-05-10',
        dueSource: 'email',
        confidence: 0.8,
        sentence: 'Send Ann the snag list',
      },
    ]);
    expect(r.replyEmail).toBe(good.reply_email);
    expect(r).toMatchObject({ replyNeeded: true, replyReason: 'Asks you to send the snag list' });
    const sent = requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_schema' } });
    const user = (sent.body.messages as { role: string; content: string }[])[1]!.content;
    expect(user).toContain('- Harbour Tower');
    expect(user).toContain('Could you send me the snag list by Friday?');
    expect(user).not.toContain('<p>');
  });

  it("passes the model's tasks through the local rules: merged, at most three, dates from the email, P1 only when due today or urgent", async () => {
    const task = (title: string, priority = 'P3', due_date: string | null = null) => ({
      title,
      description: 'From Ann',
      priority,
      due_date,
    });
    answer = replyWith(
      JSON.stringify({
        ...good,
        proposed_tasks: [
          task('Send Ann the snag list', 'P1'),
          task('send Ann the snag list'),
          task('Call the surveyor', 'P3', '2024-01-01'),
          task('Book the crane'),
          task('Order the chairs'),
        ],
      }),
    );
    const r = await llmClassify(mail(), ctx, config());
    expect(r.proposedTasks.map((t) => t.title)).toEqual(['Send Ann the snag list', 'Call the surveyor', 'Book the crane']);
    // A day before the email is no deadline; with several tasks, "by Friday" is not every task's.
    expect(r.proposedTasks[1]).toMatchObject({ dueDate: '2024-05-15', dueSource: 'default' });
    expect(r.proposedTasks[0]!.priority).toBe('P2');
    answer = replyWith(JSON.stringify({ ...good, proposed_tasks: [task('Send Ann the snag list')] }));
    // One task without a date from the model: "by Friday" in the email is its day.
    expect((await llmClassify(mail(), ctx, config())).proposedTasks[0]).toMatchObject({ dueDate: '2024-05-10', dueSource: 'email' });
  });

  it('judges the reply locally when the model leaves reply_needed out', async () => {
    const { reply_needed: _needed, reply_reason: _reason, ...older } = good;
    answer = replyWith(JSON.stringify(older));
    const r = await llmClassify(mail(), ctx, config());
    expect(r).toMatchObject({
      classificationService: 'llm:test-model',
      replyNeeded: true,
      replyReason: 'Asks you to send Ann the snag list',
    });
  });

  it('gives no tasks and no reply for bulk mail or a no-reply sender, whatever the model says', async () => {
    answer = replyWith(JSON.stringify(good));
    const newsletter = await llmClassify(email({ bodyText: 'Could you fill in our survey? Unsubscribe here.' }), ctx, config());
    expect(newsletter).toMatchObject({ proposedTasks: [], replyNeeded: false, replyReason: 'Newsletter or bulk mail' });
    const system = await llmClassify(email({ fromAddress: 'no-reply@spend.example', bodyText: 'Please approve.' }), ctx, config());
    expect(system).toMatchObject({ replyNeeded: false, replyReason: 'Sender does not read replies' });
  });

  it("drops the model's tasks for an owner who is only copied and not named", async () => {
    answer = replyWith(JSON.stringify(good));
    const copied = email({
      to: [{ name: 'Tom', address: 'tom@quaysideps.example' }],
      cc: [{ name: 'Sam', address: 'sam@triage.test' }],
      bodyText: 'Tom, could you send me the PO number today?',
    });
    const r = await llmClassify(copied, { ...ctx, ownerAddresses: ['sam@triage.test'] }, config());
    expect(r.proposedTasks).toEqual([]);
  });

  it("a 'None' label or an unknown project leaves the email unclassified", async () => {
    answer = replyWith(JSON.stringify({ ...good, label: 'Moon Base' }));
    expect(await llmClassify(mail(), ctx, config())).toMatchObject({ label: 'None', projectId: null, errorMessage: null });
  });

  it.each([
    ['malformed JSON', replyWith('{"label": "Harbour'), 'LLM answer is not valid JSON'],
    ['a schema mismatch', replyWith(JSON.stringify({ ...good, confidence: 'high' })), 'LLM answer does not match the schema: confidence:'],
    [
      'an HTTP error',
      (_q: IncomingMessage, _b: string, res: ServerResponse) => res.writeHead(500).end('model overloaded'),
      'LLM endpoint answered 500: model overloaded',
    ],
    [
      'a non-JSON body',
      (_q: IncomingMessage, _b: string, res: ServerResponse) => res.writeHead(200).end('<html>'),
      'LLM endpoint answered with something that is not JSON',
    ],
    [
      'a slow answer',
      (_q: IncomingMessage, _b: string, res: ServerResponse) =>
        setTimeout(() => res.writeHead(200).end(completion(JSON.stringify(good))), 1500),
      'LLM request timed out after 300 ms',
    ],
  ])('falls back to the local engine on %s and records the error', async (_name, handler, message) => {
    answer = handler;
    const r = await llmClassify(mail(), ctx, config(300));
    expect(r.classificationService).toBe('local');
    expect(r.errorMessage).toContain(message);
    expect(r.proposedTasks[0]!.title).toMatch(/^Send Ann the snag list/);
    expect(r.replyEmail).toMatch(/^(Hi|Hello) Ann,/);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const r = await llmClassify(mail(), ctx, { ...config(), baseUrl: 'http://127.0.0.1:9/v1' });
    expect(r).toMatchObject({ classificationService: 'local' });
    expect(r.errorMessage).toMatch(/^LLM request failed: /);
  });

  it('skips the call when a sure signal decides', async () => {
    answer = replyWith(JSON.stringify(good));
    const r = await llmClassify(email({ subject: 'Riverside Lofts snag list' }), ctx, config());
    expect(requests).toHaveLength(0);
    expect(r).toMatchObject({ projectId: 'p2', signal: 'mention', classificationService: 'local', errorMessage: null });
  });
});
