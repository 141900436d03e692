import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/access';

/** JSON Schema as produced by z.toJSONSchema (only the keywords the generator reads). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface FuzzRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Content types the route declares it reads (OpenAPI `consumes`), e.g. multipart/form-data. */
  consumes: string[];
  /** zod schemas of the declared responses, by status. */
  response: Record<string, z.ZodType>;
}

function toJson(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Collects every /api/v1 route with its zod schemas (pass `onRoute` to buildApp). */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/v1')) return;
    const s = (route.schema ?? {}) as Record<string, unknown>;
    const response: Record<string, z.ZodType> = {};
    for (const [status, schema] of Object.entries((s.response ?? {}) as Record<string, unknown>)) {
      if (schema && typeof schema === 'object' && '_zod' in schema) response[status] = schema as z.ZodType;
    }
    for (const method of [route.method].flat()) {
      // HEAD is Fastify's automatic twin of GET: same handler, no body to check.
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        params: toJson(s.params),
        querystring: toJson(s.querystring),
        body: toJson(s.body),
        consumes: Array.isArray(s.consumes) ? (s.consumes as string[]) : [],
        response,
      });
    }
  };
  return { routes, onRoute };
}
