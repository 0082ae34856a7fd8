/** Below this many characters a body stays one string: building and sending it is cheap. */
const LARGE = 16 * 1024;

/**
 * The JSON text of a response, as `JSON.stringify` writes it, and as bytes when it is large.
 *
 * V8 (Node 20) builds a large `JSON.stringify` result as a tree of pieces, and the first use of
 * it (Fastify's `Buffer.byteLength` for the content length, then the socket's UTF-8 encoding)
 * copies the tree into one string: about 1 ms for a 150 KB page of emails, five times the
 * stringify itself and a tenth of the request's CPU. Here the top level and its arrays' elements
 * are serialized one by one (each piece small), encoded once into one buffer, and sent as it is.
 */
export function jsonBody(value: unknown): string | Buffer | undefined {
  const pieces: string[] = [];
  const chars = collect(value, pieces, 0);
  if (pieces.length === 0) return undefined;
  if (chars < LARGE) return pieces.length === 1 ? pieces[0] : pieces.join('');
  return utf8Of(pieces);
}

/** The pieces of a text encoded into one buffer, without ever joining them into one string. */
export function utf8Of(pieces: string[]): Buffer {
  let bytes = 0;
  const lengths = pieces.map((piece) => {
    const length = Buffer.byteLength(piece);
    bytes += length;
    return length;
  });
  const body = Buffer.allocUnsafe(bytes);
  let offset = 0;
  pieces.forEach((piece, i) => {
    body.write(piece, offset);
    offset += lengths[i]!;
  });
  return body;
}

/**
 * Appends the pieces of `value`'s JSON to `pieces` and returns their length in characters: the
 * top level's members, and the elements of an array at the top or in a top-level member, each
 * whole (many small stringify calls cost more than one). Appends nothing where `JSON.stringify`
 * writes nothing (undefined, a function).
 */
function collect(value: unknown, pieces: string[], depth: number): number {
  if (depth < 2 && Array.isArray(value)) {
    let chars = 2;
    pieces.push('[');
    // Indices, not forEach: a hole is written as null, as JSON.stringify does.
    for (let i = 0; i < value.length; i++) {
      if (i > 0) {
        pieces.push(',');
        chars++;
      }
      const before = pieces.length;
      chars += collect(value[i], pieces, depth + 1);
      if (pieces.length === before) {
        pieces.push('null');
        chars += 4;
      }
    }
    pieces.push(']');
    return chars;
  }
  if (depth === 0 && isPlainObject(value)) {
    let chars = 0;
    let separator = '{';
    for (const key of Object.keys(value)) {
      const name = `${separator}${JSON.stringify(key)}:`;
      pieces.push(name);
      const before = pieces.length;
      const memberChars = collect(value[key], pieces, depth + 1);
      if (pieces.length === before) {
        pieces.pop();
        continue;
      }
      chars += name.length + memberChars;
      separator = ',';
    }
    if (separator === '{') {
      pieces.push('{}');
      return 2;
    }
    pieces.push('}');
    return chars + 1;
  }
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return 0;
  pieces.push(json);
  return json.length;
}

/** Objects `JSON.stringify` writes key by key: no prototype of their own, no `toJSON`. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}
