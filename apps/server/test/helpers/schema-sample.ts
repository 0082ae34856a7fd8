import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: Json;
};

export type SampleOptions = { uuid: string; allProperties: boolean };

const PATTERN_CANDIDATES = ['#3b82f6', '09:00', '2026-01-02', 'x', 'bg-blue-500'];

/** The JSON Schema (input side) of a route's zod schema, or null when it has none. */
export function inputJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * A small value that satisfies the schema's structure, with every id field set
 * to the given uuid. Refinements (cross-field rules) are not known here, so the
 * value may still be refused; callers try several variants.
 */
export function sample(schema: JsonSchema, options: SampleOptions): Json {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0]!;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const nonNull = union.find((s) => s.type !== 'null') ?? union[0]!;
    return sample(nonNull, options);
  }
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), options);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (options.allProperties || schema.required?.includes(key)) out[key] = sample(prop, options);
      }
      return out;
    }
    case 'array':
      return options.allProperties || (schema.minItems ?? 0) > 0 ? [sample(schema.items ?? {}, options)] : [];
    case 'string':
      return sampleString(schema, options);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return schema.default ?? 'x';
  }
}

function sampleString(schema: JsonSchema, options: SampleOptions): string {
  if (schema.format === 'uuid') return options.uuid;
  if (schema.format === 'email') return 'someone@example.test';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    if (re.test(options.uuid)) return options.uuid;
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** ':id' style parameter names of a route path. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
}

export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
}
