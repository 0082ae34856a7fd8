import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { jsonBody } from './json-body.js';

/**
 * The response schemas' serializer: the zod encoding fastify-type-provider-zod does, written by
 * `jsonBody` (large bodies go out as bytes; Fastify sends a Buffer as it is, whatever the
 * serializer's declared type says). Schemas in another form keep the library's serializer.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route);
  return (data) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return jsonBody(result.data) as string;
  };
};
