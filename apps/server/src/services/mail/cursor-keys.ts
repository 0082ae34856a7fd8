import { PAGING_ERRORS, type PageCursor } from '@triage/contracts';
import { badRequest } from '../../http/errors.js';

type KeyType = 'timestamptz' | 'int' | 'text';

/** A time as PostgreSQL prints a timestamptz (ISO date style), or an infinity. */
const TIME = /^(\d{4,6})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?[+-](\d\d)(?::[0-5]\d){0,2}(?: BC)?$/;

function readsAs(type: KeyType, key: string): boolean {
  if (type === 'text') return true;
  if (type === 'int') return /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= 2 ** 31;
  if (key === 'infinity' || key === '-infinity') return true;
  const m = TIME.exec(key);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offset] = m.slice(1, 8).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // The day must exist in its month (checked in a leap year: February 29th may be another year's).
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const dayExists = date.getUTCMonth() === month - 1 && (month !== 2 || day < 29 || leap);
  return year >= 1 && month >= 1 && month <= 12 && dayExists && hour < 24 && minute < 60 && second < 60 && offset <= 15;
}

/**
 * A cursor's keys are what PostgreSQL printed for the page it ended (sortKeysOf); a cursor whose
 * keys it could not read back is refused here, with the parameter named, instead of failing in SQL.
 */
export function assertCursorKeys(types: KeyType[], cursor: PageCursor): void {
  if (!cursor.keys.every((key, i) => readsAs(types[i]!, key))) throw badRequest(`querystring.cursor: ${PAGING_ERRORS.badCursor}`);
}
