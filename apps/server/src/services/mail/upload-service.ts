import { MailParseError, parseEml, splitMbox, type MailMessage } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { storeMessages } from './store-messages.js';

export type UploadResult = { imported: number; duplicates: number; rejected: { index: number; reason: string }[]; newIds: string[] };

const looksLikeMbox = (raw: Buffer) => raw.subarray(0, 5).toString('latin1') === 'From ';

/**
 * Stores an uploaded .eml or .mbox file. Every message is stored or rejected
 * with its reason; one bad message never stops the rest.
 */
export async function importUpload(db: Db, userId: string, raw: Buffer, fileName: string | null): Promise<UploadResult> {
  const parts = looksLikeMbox(raw) ? splitMbox(raw) : [raw];
  const parsed: MailMessage[] = [];
  const rejected: UploadResult['rejected'] = [];
  for (const [index, part] of parts.entries()) {
    try {
      parsed.push(await parseEml(part, { sourceFile: fileName ?? undefined, folder: 'Imported' }));
    } catch (err) {
      if (!(err instanceof MailParseError)) throw err;
      rejected.push({ index, reason: err.message });
    }
  }
  const counts = await storeMessages(db, userId, parsed, []);
  return { imported: counts.added, duplicates: parsed.length - counts.added, rejected, newIds: counts.newIds };
}
