import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/**
 * The body a route's zod serializer would send for `data` — encoded with the response schema, so
 * the same fields are dropped and a wrong shape fails the same way — as a JSON string. An answer
 * kept in memory is encoded once this way instead of on every request that reads it; send it with
 * a JSON content type (Fastify passes strings through untouched).
 */
export function cuerpoJson(schema: $ZodType, data: unknown, method: string, url: string): string {
  const result = safeEncode(schema, data);
  if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}
