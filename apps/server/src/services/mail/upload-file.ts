import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http/errors.js';

export type StoredUpload = { path: string; bytes: number; startsWithFromLine: boolean };

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The file is larger than the ${Math.round(limit / 1024 ** 3)} GB upload limit`);

/**
 * Streams a request body into DATA_DIR/uploads, never holding it in memory;
 * a body over `limit` bytes stops the copy, leaves nothing behind and answers 413.
 */
export async function storeUpload(body: Readable, dataDir: string, limit: number): Promise<StoredUpload> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.upload`);
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done(bytes > limit ? tooLarge(limit) : null, chunk);
    },
  });
  try {
    await pipeline(body, count, createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'upload_interrupted', `The upload did not arrive whole: ${(err as Error).message}`);
  }
  const head = Buffer.alloc(5);
  const handle = await open(file, 'r');
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  return { path: file, bytes, startsWithFromLine: head.toString('latin1') === 'From ' };
}
