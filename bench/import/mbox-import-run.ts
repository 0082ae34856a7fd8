import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { readRss } from '../lib/rss.js';
import { percentile } from '../lib/stats.js';

const WORDS =
  'please review the attached report before friday meeting budget project update invoice schedule team client contract draft'.split(' ');

/** Deterministic pseudo-random numbers, so a run can be repeated. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export type MboxSpec = {
  /** How many messages, or as many as reach targetBytes. */
  messages?: number;
  targetBytes?: number;
  /** Typical body length in bytes; bodies vary from a tenth to twice this. */
  bodyBytes?: number;
  /** Every n-th message repeats an earlier Message-ID (a duplicate to skip); 0 for none. */
  duplicateEvery?: number;
  seed?: number;
};

/**
 * Writes an mbox of plain-text messages (as a mail export holds them: From_
 * lines, headers, a body with a quoted '>From' line now and then), streamed
 * to disk. Returns how many messages and how many distinct Message-IDs.
 */
export async function writeMbox(file: string, spec: MboxSpec): Promise<{ messages: number; distinct: number; bytes: number }> {
  const next = random(spec.seed ?? 1);
  const bodyBytes = spec.bodyBytes ?? 400;
  const out = createWriteStream(file);
  let bytes = 0;
  let messages = 0;
  let distinct = 0;
  const done = () => (spec.messages !== undefined ? messages >= spec.messages : bytes >= (spec.targetBytes ?? 0));
  while (!done()) {
    const duplicate = spec.duplicateEvery && messages > 0 && messages % spec.duplicateEvery === 0;
    const id = duplicate ? Math.floor(next() * distinct) : distinct++;
    const date = new Date(Date.UTC(2026, 0, 1) + id * 60_000);
    const words: string[] = [];
    for (let n = 0, target = bodyBytes * (0.1 + next() * 1.9); n < target;) {
      const w = WORDS[Math.floor(next() * WORDS.length)]!;
      words.push(w);
      n += w.length + 1;
    }
    const body = words.join(' ').replace(/(.{1,72})(\s|$)/g, '$1\n');
    const text =
      `From sender${id % 997}@example.com ${date.toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) (.*) GMT$/, '$1 $3 $2 $5 $4')}\n` +
      `From: Sender ${id % 997} <sender${id % 997}@example.com>\nTo: local@localhost\nSubject: Report ${id}\n` +
      `Message-ID: <bench-${id}@example.com>\nDate: ${date.toUTCString()}\nContent-Type: text/plain; charset=utf-8\n\n` +
      `${body}${id % 50 === 0 ? '>From the archive\n' : ''}\n`;
    messages++;
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { messages, distinct, bytes };
}

export type ImportJobView = {
  id: string;
  status: string;
  imported: number;
  duplicates: number;
  rejected: number;
  bytesDone: number;
  bytesTotal: number | null;
  error: string | null;
};

export type ImportRunReport = {
  job: ImportJobView;
  uploadSec: number;
  importSec: number;
  rss: { peakMiB: number; samples: number };
  health: { checks: number; failed: number; p50Ms: number; p99Ms: number; maxMs: number };
};

/** Streams an .mbox to the upload route as the browser does; the import's id. */
export async function uploadMbox(base: string, cookie: string, file: string): Promise<string> {
  const size = (await stat(file)).size;
  const res = await fetch(`${base}/api/v1/import-emails/upload`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/mbox', 'content-length': String(size), 'x-file-name': 'export.mbox' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const accepted = (await res.json()) as { importId?: string };
  if (res.status !== 202 || !accepted.importId) throw new Error(`upload answered ${res.status}: ${JSON.stringify(accepted)}`);
  return accepted.importId;
}

/** A health check that gets no answer in this long counts as failed: it bounds a hang, it is no speed target. */
const HEALTH_TIMEOUT_MS = 5_000;

/**
 * Uploads `file` to a running server (streamed, as the browser does), then
 * follows the import job to its end while sampling the server's RSS and
 * probing /api/health back to back.
 */
export async function runMboxImport(o: {
  base: string;
  cookie: string;
  pid: number;
  file: string;
  timeoutMs?: number;
}): Promise<ImportRunReport> {
  const latencies: number[] = [];
  let failed = 0;
  let peak = 0;
  let samples = 0;
  let running = true;
  const sampleRss = () => {
    const rss = readRss(o.pid);
    if (rss) {
      peak = Math.max(peak, rss.peakMiB, rss.rssMiB);
      samples++;
    }
  };
  const sampler = setInterval(sampleRss, 200);
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${o.base}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - started);
        else failed++;
      } catch {
        failed++;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  try {
    const t0 = performance.now();
    const importId = await uploadMbox(o.base, o.cookie, o.file);
    const t1 = performance.now();
    const deadline = Date.now() + (o.timeoutMs ?? 30 * 60_000);
    let job: ImportJobView;
    for (;;) {
      const r = await fetch(`${o.base}/api/v1/import-emails/${importId}`, { headers: { cookie: o.cookie } });
      job = (await r.json()) as ImportJobView;
      if (job.status === 'completed' || job.status === 'error') break;
      if (Date.now() > deadline) throw new Error(`import did not finish in time: ${JSON.stringify(job)}`);
      await new Promise((r2) => setTimeout(r2, 500));
    }
    const t2 = performance.now();
    sampleRss();
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      job,
      uploadSec: round((t1 - t0) / 1000),
      importSec: round((t2 - t1) / 1000),
      rss: { peakMiB: Math.round(peak), samples },
      health: {
        checks: latencies.length + failed,
        failed,
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        maxMs: round(Math.max(0, ...latencies)),
      },
    };
  } finally {
    running = false;
    clearInterval(sampler);
    await probe;
  }
}
