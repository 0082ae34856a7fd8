/**
 * The folder uploaded mail (.eml, .mbox) is stored under. Such mail lives in the database only:
 * the mailbox never held it, so it is never read-marked there and a reply to it goes as a new mail
 * (docs/behaviour.md, Uploads). Graph's folders are ids, so no synced message carries this name.
 */
export const UPLOADED_FOLDER = 'Imported';

export function isUploaded(row: { folder: string | null }): boolean {
  return row.folder === UPLOADED_FOLDER;
}
