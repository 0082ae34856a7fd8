import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from './args.js';
import { runTriageCommand } from './triage-command.js';
import { loadLabels } from './triage-labels.js';
import { runTriage } from './triage.js';

/**
 * `eval triage --engine llm` against a local stand-in for an OpenAI-compatible
 * endpoint. It proposes one task for every email and says every email needs a
 * reply, so what the eval reports shows the local post-processing at work.
 */
let server: Server;
let baseUrl: string;
let calls = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls++;
      const content = JSON.stringify({
        label: 'None',
        confidence: 0.2,
        proposed_tasks: [{ title: 'Review the email', description: 'The sender asks for a review.', priority: 'P1', due_date: null }],
        reply_email: 'Hi,\n\nThanks, I will review it.\n\nBest,\nSam',
        reply_needed: true,
        reply_reason: 'Asks you to review it',
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const slice = path.resolve(import.meta.dirname, '../../test-data/triage');
const demo = path.resolve(import.meta.dirname, '../../../mail/demo');

describe('eval triage --engine llm', () => {
  it("scores the model's answers after the local rules: no tasks or replies on bulk mail and no-reply senders", async () => {
    const labels = loadLabels(path.join(slice, 'demo-slice.jsonl'));
    const r = await runTriage(labels, { dataDirs: [demo], owners: [], llm: { baseUrl, model: 'fake', timeoutMs: 5000 } });
    expect(calls).toBe(labels.length);
    expect(r.labels).toBe(labels.length);
    // Every email got a task from the model; newsletters and system mail lost theirs.
    expect(r.tasks.proposed).toBeLessThan(labels.length);
    expect(r.falseTasksOnBulk).toBeLessThan(labels.filter((l) => l.kind === 'newsletter_or_bulk' || l.kind === 'notification').length);
    expect(r.reply.recall).toBeGreaterThanOrEqual(0.9);
    expect(r.reply.precision).toBeGreaterThan(0.5);
  }, 60_000);

  it('asks for an endpoint and a model when they are missing', async () => {
    const args = parseArgs(['triage', '--labels', path.join(slice, 'demo-slice.jsonl'), '--data', demo, '--engine', 'llm']);
    const saved = { url: process.env.LLM_BASE_URL, model: process.env.LLM_MODEL };
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_MODEL;
    try {
      await expect(runTriageCommand(args)).rejects.toThrow(
        '--engine llm needs --llm-base-url and --llm-model (or LLM_BASE_URL and LLM_MODEL)',
      );
    } finally {
      if (saved.url !== undefined) process.env.LLM_BASE_URL = saved.url;
      if (saved.model !== undefined) process.env.LLM_MODEL = saved.model;
    }
    await expect(runTriageCommand(parseArgs(['triage', '--labels', 'x.jsonl', '--data', demo, '--engine', 'gpt']))).rejects.toThrow(
      '--engine must be local or llm, not gpt',
    );
  });
});
