import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { apiDePrueba } from './api-de-prueba';

/*
 * Every message of a 400 is Spanish (issue 23): the contracts word their own messages, and the
 * zod map of @atalaya/shared/zod-es words whatever a contract left to zod (a missing body, a
 * wrong type, an unknown key). Checked over HTTP on a few routes, then on every route's schemas.
 */

/** Words of zod's English defaults ("Invalid input: expected object, received null"). */
const INGLES =
  /\b(invalid|expected|received|required|too (big|small)|must|unrecognized|input|string|number|boolean|object|array)\b/i;

const api = apiDePrueba(['admin@demo.cl', 'admin@atalaya.cl']);

/** Every text of an error body: mensaje, detail and each field message. */
function textos(body: { mensaje?: string; detail?: string; errores?: Record<string, string> }) {
  return [body.mensaje, body.detail, ...Object.values(body.errores ?? {})].filter((t): t is string => !!t);
}

describe('400 answers in Spanish', () => {
  const enviar = (method: 'POST' | 'PUT', url: string, payload: string | undefined, who: string) =>
    api.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...api.headers(who), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload,
    });

  const RUTAS: ['POST' | 'PUT', string, string][] = [
    ['POST', '/departamentos/', 'admin@demo.cl'],
    ['PUT', '/trabajadores/batch-update', 'admin@demo.cl'],
    ['POST', '/trabajadores/', 'admin@demo.cl'],
    ['POST', '/usuarios/', 'admin@demo.cl'],
    ['POST', '/riesgos/', 'admin@demo.cl'],
    ['POST', '/no-conformidad/', 'admin@demo.cl'],
    ['POST', '/roles/', 'admin@atalaya.cl'],
    ['POST', '/faqs/', 'admin@atalaya.cl'],
    ['PUT', '/roles/batch-update', 'admin@atalaya.cl'],
  ];
  const CUERPOS: [string, string | undefined][] = [
    ['sin cuerpo', undefined],
    ['null', 'null'],
    ['texto', '"hola"'],
    ['lista', '[1,2]'],
    ['vacío', '{}'],
    [
      'tipos equivocados',
      JSON.stringify({ nombre: 5, descripcion: ['x'], email: 7, ids: 'uno', cambios: null, tipo: 9, activo: 'si' }),
    ],
    [
      'enum desconocido y texto largo',
      JSON.stringify({
        nombre: 'x'.repeat(6000),
        estado: 'no_existe',
        tipo: 'no_existe',
        rut: 'x',
        email: 'no-es-correo',
        ids: [1],
        cambios: { estado: 'no_existe', tipo: 'no_existe', descripcion: 'x'.repeat(6000) },
      }),
    ],
  ];

  for (const [method, url, who] of RUTAS) {
    it(`${method} ${url}`, async () => {
      for (const [caso, payload] of CUERPOS) {
        const res = await enviar(method, url, payload, who);
        expect(res.statusCode, `${caso}: ${res.body}`).toBe(400);
        const body = res.json();
        expect(body.codigo, caso).toBe('VALIDACION');
        for (const texto of textos(body)) expect(texto, `${caso}: ${res.body}`).not.toMatch(INGLES);
      }
    });
  }

  it('a missing or null body says so', async () => {
    for (const payload of [undefined, 'null']) {
      const body = (await enviar('POST', '/departamentos/', payload, 'admin@demo.cl')).json();
      expect(Object.values(body.errores)).toContain('Falta el cuerpo de la solicitud.');
    }
    const body = (await enviar('PUT', '/trabajadores/batch-update', '{}', 'admin@demo.cl')).json();
    expect(body.errores).toMatchObject({ ids: 'Indique los registros a procesar.' });
  });
});

/** Wrong values for each property of an object schema (as JSON Schema): type, enum, length. */
function malos(schema: z.core.JSONSchema.BaseSchema): unknown[] {
  const props = Object.entries(schema.properties ?? {}) as [string, z.core.JSONSchema.BaseSchema][];
  const cuerpo = (valor: (p: z.core.JSONSchema.BaseSchema) => unknown) =>
    Object.fromEntries(props.map(([k, p]) => [k, valor(p)]));
  return [
    undefined,
    null,
    'texto',
    [],
    {},
    { campo_desconocido: 1 },
    cuerpo((p) => (p.type === 'string' ? 12345 : p.type === 'array' ? 'x' : 'no_es_valido')),
    cuerpo((p) => (p.type === 'array' ? [{}, null] : p.type === 'object' ? { x: null } : null)),
    cuerpo((p) => (p.type === 'string' || p.enum ? 'z'.repeat((p.maxLength ?? 10_000) + 1) : -1e12)),
  ];
}

describe('every route', () => {
  it('zod words no field message in English, for any bad body, query or params', async () => {
    const esquemas: { ruta: string; schema: z.ZodType }[] = [];
    const app = await buildApp({
      config: testConfig({ DATA_DIR: api.t.dataDir, WEB_DIST_DIR: path.join(api.t.dataDir, 'no-web') }),
      db: api.t.handle.db,
      dbEngine: api.t.handle.engine,
      onRoute: (route: RouteOptions) => {
        const s = (route.schema ?? {}) as Record<string, unknown>;
        for (const parte of ['body', 'querystring', 'params']) {
          const schema = s[parte];
          if (schema instanceof z.ZodType)
            esquemas.push({ ruta: `${String(route.method)} ${route.url} ${parte}`, schema });
        }
      },
    });
    try {
      await app.ready();
      expect(esquemas.length).toBeGreaterThan(200);
      const ingles: string[] = [];
      for (const { ruta, schema } of esquemas) {
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        for (const valor of malos(json)) {
          const result = await schema.safeParseAsync(valor);
          for (const issue of result.error?.issues ?? []) {
            if (INGLES.test(issue.message)) ingles.push(`${ruta}: ${issue.message}`);
          }
        }
      }
      expect([...new Set(ingles)]).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
