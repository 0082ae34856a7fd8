import { z } from 'zod';

/**
 * Keyset paging: a cursor names the last row of a page by its sort key(s) and id, so the
 * next page starts right after it however many rows were added or removed meanwhile.
 * Opaque to clients (base64url of JSON); only the server reads it.
 */
export type PageCursor = { keys: string[]; id: string };

export const PAGING_ERRORS = {
  badCursor: 'is not a valid page cursor',
} as const;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

export function encodeCursor(cursor: PageCursor): string {
  return toBase64Url(JSON.stringify([cursor.id, ...cursor.keys]));
}

const payloadSchema = z.tuple([z.string().uuid()], z.string().max(100)).refine((p) => p.length <= 4);

export function decodeCursor(text: string): PageCursor | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(fromBase64Url(text)));
    if (!parsed.success) return null;
    const [id, ...keys] = parsed.data;
    return { id, keys };
  } catch {
    return null;
  }
}

/** The `cursor` query parameter: absent, or a cursor this server gave out as `nextCursor`. */
export const cursorParamSchema = z
  .string()
  .max(600)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: PAGING_ERRORS.badCursor });
      return z.NEVER;
    }
    return cursor;
  })
  .optional();

/**
 * The cursor of the page after this one; null on the last page. Optional in the type
 * only so that pages built by older clients' fixtures still type-check; the server
 * always sends it.
 */
export const nextCursorField = z.string().nullable().optional();
