import { MailParseError, parseEml } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { storeMessages } from './store-messages.js';
import { UPLOADED_FOLDER } from './uploaded-mail.js';

export type UploadResult = { imported: number; duplicates: number; rejected: { index: number; reason: string }[]; newIds: string[] };

/** Stores one uploaded .eml message at once (an .mbox goes to a background import instead). */
export async function importEml(db: Db, userId: string, raw: Buffer, fileName: string | null): Promise<UploadResult> {
  try {
    const message = await parseEml(raw, { sourceFile: fileName ?? undefined, folder: UPLOADED_FOLDER });
    const counts = await storeMessages(db, userId, [message], []);
    return { imported: counts.added, duplicates: 1 - counts.added, rejected: [], newIds: counts.newIds };
  } catch (err) {
    if (!(err instanceof MailParseError)) throw err;
    return { imported: 0, duplicates: 0, rejected: [{ index: 0, reason: err.message }], newIds: [] };
  }
}
