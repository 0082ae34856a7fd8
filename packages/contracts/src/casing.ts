/**
 * docs/behaviour.md, JSON casing: rows are stored snake_case and exposed camelCase, except these keys,
 * which the original clients already read in snake_case.
 */
export const SNAKE_CASE_KEYS = [
  'project_id',
  'project_name',
  'due_date',
  'created_at',
  'updated_at',
  'user_id',
  'is_archived',
  'archived_at',
] as const;

const keepSnake = new Set<string>(SNAKE_CASE_KEYS);

export function snakeToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Remembers each key's conversion: responses repeat the same few dozen keys
 * thousands of times (a 5,000-task list), and the regex replace per key was
 * the largest cost of serializing one. Bounded, so odd keys in stored JSON
 * cannot grow it without limit.
 */
function memoized(convert: (key: string) => string): (key: string) => string {
  const cache = new Map<string, string>();
  return (key) => {
    let out = cache.get(key);
    if (out === undefined) {
      out = convert(key);
      if (cache.size < 5000) cache.set(key, out);
    }
    return out;
  };
}

function convertKeys(value: unknown, convertKey: (key: string) => string, datesToIso = false): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey, datesToIso));
  if (datesToIso && value instanceof Date) return value.toISOString();
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.hasOwn(value, key)) out[convertKey(key)] = convertKeys(value[key], convertKey, datesToIso);
  }
  return out;
}

/**
 * Response casing: camelCase, except the keys of SNAKE_CASE_KEYS (in either
 * spelling on input). Dates become ISO strings, as they would in JSON.
 */
const apiKey = memoized((key) => {
  const snake = camelToSnake(key);
  return keepSnake.has(snake) ? snake : snakeToCamel(key);
});
const dbKey = memoized(camelToSnake);
const camelKey = memoized(snakeToCamel);

export function toApiCase<T = unknown>(value: unknown): T {
  return convertKeys(value, apiKey, true) as T;
}

/** Storage casing: every key snake_case. */
export function toDbCase<T = unknown>(value: unknown): T {
  return convertKeys(value, dbKey) as T;
}

/** Request casing into the server's field names: every key camelCase, deeply. */
export function fromApiCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelKey) as T;
}
