import fc from 'fast-check';
import type { FuzzRoute, JsonSchema } from './routes';

/** Check digit of a Chilean RUT body (módulo 11). */
export function rutDv(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

const rut = fc
  .tuple(fc.integer({ min: 1_000_000, max: 99_999_999 }), fc.boolean())
  .map(([n, dots]) => `${dots ? n.toLocaleString('es-CL') : n}-${rutDv(n)}`);

const day = fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });

/** Marks a hostile path segment to be put in the URL without encoding. */
const RAW_PREFIX = '\u0001raw:';

/** Hostile scalars: wrong types, boundaries, injection-looking and odd unicode strings. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    "' OR 1=1 --",
    "'; DROP TABLE usuarios; --",
    '"><script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 ñandú',
    '\u202Eevil',
    '${jndi:ldap://x}',
    '{{7*7}}',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    '2026-02-30',
    '0000-00-00',
    '9999-12-31T23:59:59Z',
    'true',
    'null',
    `${RAW_PREFIX}%E0%A4%A`,
    `${RAW_PREFIX}%00`,
    `${RAW_PREFIX}..%2F..%2Fetc`,
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -(2 ** 63),
    1e308,
    [],
    {},
    [null],
    { a: { b: { c: [1, 'x'] } } },
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  // Long strings: past every max() (not the 1 MB body limit, which is its own 413).
  fc.constantFrom(300, 5_000, 70_000).map((n) => 'x'.repeat(n)),
);

export interface GenContext {
  /** Ids of rows of Empresa Demo and of Otra Empresa (each identity gets both). */
  demoIds: number[];
  otraIds: number[];
  tokens: string[];
}

/** An id: one that exists in either company, a small one, or a boundary one. */
function idArb(ctx: GenContext): fc.Arbitrary<number | string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.demoIds) },
    { weight: 3, arbitrary: fc.constantFrom(...ctx.otraIds) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom<number | string>(0, -1, 2 ** 31, 2 ** 53, 1.5, 'abc', '1e3', ' 1') },
  );
}

const isIdName = (name: string) => /(^id$|_id$|Id$|^id_)/.test(name);

/** A value that satisfies (most of) the JSON Schema; `name` is the property it is for. */
export function fromSchema(s: JsonSchema | undefined, ctx: GenContext, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => fromSchema(a, ctx, name, depth + 1)));
  if (s.allOf?.length) return fromSchema(s.allOf[0], ctx, name, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => fromSchema({ ...s, type: t }, ctx, name, depth)));
  switch (s.type) {
    case 'string':
      return stringArb(s, ctx, name);
    case 'integer':
    case 'number': {
      if (isIdName(name)) return idArb(ctx);
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -5);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Math.max(min, 0) + 100);
      const lo = Math.ceil(Math.max(min, -1e9));
      const hi = Math.floor(Math.min(max, 1e9));
      return lo <= hi ? fc.integer({ min: lo, max: hi }) : fc.constant(lo);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => fromSchema(p, ctx, name, depth + 1)));
      const item =
        isIdName(name.replace(/s$/, '')) || /_ids$/.test(name) ? idArb(ctx) : fromSchema(s.items, ctx, name, depth + 1);
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = fromSchema(v, ctx, k, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArb(s: JsonSchema, ctx: GenContext, name: string): fc.Arbitrary<string | number> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 60));
  if (/rut/i.test(name)) return rut;
  if (/token/i.test(name) && ctx.tokens.length) return fc.constantFrom(...ctx.tokens);
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return day.map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (/email|correo/i.test(name)) return fc.emailAddress();
  if (/fecha|_at$|desde|hasta/.test(name)) return day.map((d) => d.toISOString().slice(0, 10));
  if (isIdName(name)) return idArb(ctx).map(String);
  if (s.pattern) {
    try {
      // (No length filter: a pattern and bounds that rarely agree would stall generation; the
      // server refuses a wrong length with a 400 anyway.)
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // An ECMAScript-incompatible pattern: fall through to plain strings.
    }
  }
  return (
    fc
      .string({
        minLength: min,
        maxLength: max,
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzñáé ÁZ0123456789-.,'),
      })
      // Contracts trim before min(1): keep required text non-blank so valid inputs stay valid.
      .map((x) => (min > 0 && x.trim().length < min ? 'a'.repeat(min) : x))
  );
}

/** Valid value with one field broken: dropped, replaced by a hostile value, or an unknown field added. */
function mutated(s: JsonSchema | undefined, ctx: GenContext): fc.Arbitrary<unknown> {
  const keys = Object.keys(s?.properties ?? {});
  return fc
    .tuple(fromSchema(s, ctx), fc.nat(), fc.constantFrom('drop', 'hostile', 'extra', 'proto'), hostile)
    .map(([value, i, how, bad]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
      const obj = { ...(value as Record<string, unknown>) };
      const key = keys.length ? keys[i % keys.length]! : 'campo';
      if (how === 'drop') delete obj[key];
      else if (how === 'hostile') obj[key] = bad;
      else if (how === 'extra') obj[`extra_${i % 7}`] = bad;
      else return `{"__proto__":{"isAdmin":true},${JSON.stringify(obj).slice(1)}`;
      return obj;
    });
}

/** Any of: valid by schema (most), one broken field, a wholly random value, or nothing. */
function inputArb(s: JsonSchema | undefined, ctx: GenContext): fc.Arbitrary<unknown> {
  if (!s) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      { weight: 1, arbitrary: hostile },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(s, ctx) },
    { weight: 3, arbitrary: mutated(s, ctx) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** encodeURIComponent, with lone surrogates (which it refuses) made U+FFFD as a browser would. */
function encodeText(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Query/params values travel as strings; objects become JSON text (a client could send anything). */
function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export type Identity = 'anonimo' | 'demo' | 'otra' | 'atalaya';
export const IDENTITIES: Identity[] = ['anonimo', 'demo', 'otra', 'atalaya'];

export interface FuzzRequest {
  route: number;
  identity: Identity;
  method: string;
  url: string;
  /** JSON body (object, string for raw text), or a multipart description. */
  body?: unknown;
  multipart?: { name: string; filename?: string; content: string; type?: string }[];
  contentType?: string;
}

const multipartParts = fc.array(
  fc.record(
    {
      name: fc.constantFrom(
        'file',
        'archivo',
        'files',
        'logo',
        'data',
        'nombre',
        'documentacion_id',
        'descripcion',
        'x',
      ),
      filename: fc.constantFrom('a.pdf', 'b.xlsx', 'c.png', '../../x.pdf', 'é ñ.docx', 'x'.repeat(300), '.pdf', ''),
      content: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'PK\u0003\u0004', '<html>'),
      ),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'),
    },
    { requiredKeys: ['name', 'content'] },
  ),
  { minLength: 0, maxLength: 4 },
);

/** One request to one route: path params filled, querystring and body from the schemas or hostile. */
export function requestArb(routes: FuzzRoute[], ctx: GenContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.nat({ max: routes.length - 1 }),
      fc.constantFrom<Identity>('anonimo', 'demo', 'demo', 'otra', 'otra', 'atalaya'),
      fc.nat(),
    )
    .chain(([i, identity, pick]) => {
      const route = routes[i]!;
      const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      const paramArb = fc.tuple(
        ...paramNames.map((p) =>
          fc.oneof(
            { weight: 8, arbitrary: fromSchema(route.params?.properties?.[p] ?? { type: 'string' }, ctx, p) },
            { weight: 1, arbitrary: idArb(ctx) },
            { weight: 1, arbitrary: hostile },
          ),
        ),
      );
      const query = route.querystring ? inputArb(route.querystring, ctx) : fc.constant(undefined);
      const canHaveBody = route.method !== 'GET' && route.method !== 'DELETE';
      // Routes without a body schema that take a body read multipart (uploads, imports).
      const bodyKind =
        canHaveBody && !route.body && pick % 3 === 0 ? fc.constant('multipart' as const) : fc.constant('json' as const);
      return fc
        .tuple(
          paramArb,
          query,
          canHaveBody ? inputArb(route.body, ctx) : fc.constant(undefined),
          bodyKind,
          multipartParts,
        )
        .map(([params, q, body, kind, parts]): FuzzRequest => {
          let url = route.url;
          paramNames.forEach((p, k) => {
            const text = asText(params[k]) || 'x';
            // RAW_PREFIX: sent as is, so malformed percent-encoding reaches the router.
            const segment = text.startsWith(RAW_PREFIX) ? text.slice(RAW_PREFIX.length) : encodeText(text);
            url = url.replace(`:${p}`, segment);
          });
          if (q && typeof q === 'object' && !Array.isArray(q)) {
            const sp = new URLSearchParams();
            for (const [k, v] of Object.entries(q as Record<string, unknown>)) {
              if (Array.isArray(v)) v.forEach((x) => sp.append(k, asText(x)));
              else if (v !== undefined) sp.append(k, asText(v));
            }
            const text = sp.toString();
            if (text) url += `?${text}`;
          } else if (q !== undefined) {
            const text = encodeText(asText(q));
            url += `?q=${text}&${text}`;
          }
          const req: FuzzRequest = { route: i, identity, method: route.method, url };
          if (kind === 'multipart') req.multipart = parts;
          else if (body !== undefined) {
            req.body = body;
            if (typeof body === 'string' && body.startsWith('{"__proto__"')) req.contentType = 'application/json';
          }
          return req;
        });
    });
}
