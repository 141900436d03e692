import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { audit_log, faqs } from '../../../db/schema/index';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../../../test/test-app';
import { buildXlsx } from '../../../../../web/src/components/list-page/xlsx';

/* POST /faqs/import (Globales, admin_atalaya): preview with per-row errors, all-or-nothing confirm. */

let t: TestContext;
const as: Record<string, string> = {};
const USERS = ['admin@atalaya.cl', 'admin@demo.cl'] as const;
type Who = (typeof USERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of USERS) as[email] = cookieHeader(await loginAs(t.app, email));
  await t.handle.db.insert(faqs).values({ pregunta: '¿Cómo cambio mi contraseña?', respuesta: 'Desde Mi perfil.' });
});
afterAll(() => t.close());

const HEADER = 'Pregunta;Respuesta;Orden;Publicada';

function upload(content: string | Buffer, modo: string, who: Who | null = 'admin@atalaya.cl', filename = 'f.csv') {
  const body = multipart([
    { name: 'modo', content: modo },
    { name: 'archivo', filename, content, type: 'text/csv' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/faqs/import',
    payload: body.payload,
    headers: { ...body.headers, ...(who ? { cookie: as[who]! } : {}) },
  });
}

const total = async () => (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(faqs))[0]!.n;
const errores = (body: { errores: { fila: number; columna: string; mensaje: string }[] }) =>
  body.errores.map((e) => `Fila ${e.fila} · ${e.columna}: ${e.mensaje}`);
const listar = async (q: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/faqs/?q=${encodeURIComponent(q)}&limit=50`,
      headers: { cookie: as['admin@atalaya.cl']! },
    })
  ).json().data as { pregunta: string; respuesta: string; orden: number; publicada: boolean }[];

describe('POST /faqs/import', () => {
  it('401 without a session, 403 for a company administrator, missing columns refused, documented', async () => {
    const csv = `${HEADER}\n¿Prohibida?;No debería guardarse;;Sí\n`;
    expect((await upload(csv, 'vista_previa', null)).statusCode).toBe(401);
    const forbidden = await upload(csv, 'confirmar', 'admin@demo.cl');
    expect(forbidden.statusCode).toBe(403);
    expect(await listar('Prohibida')).toHaveLength(0);

    const cols = await upload('Pregunta;Orden\n¿Algo?;1\n', 'vista_previa');
    expect(cols.statusCode).toBe(400);
    expect(cols.json().mensaje).toMatch(/^Faltan columnas obligatorias: Respuesta\./);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/faqs/import'].post.tags).toEqual(['globales']);
  });

  it('previews every bad row with its number and Spanish message, and confirm writes nothing', async () => {
    const before = await total();
    const csv = [
      HEADER,
      '¿Qué es el canal de denuncias?;Un medio seguro para reportar.;1;Sí',
      '¿Sin respuesta?;;2;No', // missing respuesta
      '¿Orden malo?;Respuesta;primero;', // orden not a number
      '¿Orden decimal?;Respuesta;1,5;', // orden not an integer
      '¿Estado raro?;Respuesta;;quizás', // publicada not Sí/No
      ';Respuesta sin pregunta;;', // missing pregunta
      'que es el canal de denuncias;Otra respuesta;;', // repeated (folded) in the file, row 2
      'Cómo cambio mi CONTRASEÑA;Ya existe;;', // already stored
    ].join('\n');
    const res = await upload(csv, 'vista_previa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(errores(body)).toEqual([
      'Fila 3 · Respuesta: La respuesta es obligatoria',
      'Fila 4 · Orden: El orden debe ser un número entero entre 0 y 9999',
      'Fila 5 · Orden: El orden debe ser un número entero entre 0 y 9999',
      'Fila 6 · Publicada: Indique Sí o No',
      'Fila 7 · Pregunta: La pregunta es obligatoria',
      'Fila 8 · Pregunta: Pregunta repetida en el archivo (también en la fila 2)',
      'Fila 9 · Pregunta: Ya existe una pregunta frecuente con esta pregunta.',
    ]);
    expect(body).toMatchObject({ filas: 8, validas: 1, errores_total: 7 });
    expect(body.muestra[0]).toMatchObject({ fila: 2, valida: true });
    expect(body.muestra[1]).toMatchObject({ fila: 3, valida: false, datos: { pregunta: '¿Sin respuesta?' } });

    const confirm = await upload(csv, 'confirmar');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().mensaje).toBe('El archivo tiene 7 errores; no se importó ninguna fila.');
    expect(errores(confirm.json())).toEqual(errores(body));
    expect(await total()).toBe(before);
    expect(await listar('canal de denuncias seguro')).toHaveLength(0);
  });

  it('imports every row (drafts and order 0 by default), visible in GET /faqs/, one platform audit row', async () => {
    const csv = [
      HEADER,
      '¿Quién es el encargado de prevención?;La persona designada por el directorio.;5;Sí',
      '¿Qué es la Ley Karin?;La Ley 21.643 sobre acoso laboral.;;',
    ].join('\n');
    const preview = await upload(csv, 'vista_previa');
    expect(preview.json()).toMatchObject({ filas: 2, validas: 2, errores_total: 0 });
    const res = await upload(csv, 'confirmar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 2 });

    expect(await listar('encargado de prevención')).toEqual([
      expect.objectContaining({
        pregunta: '¿Quién es el encargado de prevención?',
        respuesta: 'La persona designada por el directorio.',
        orden: 5,
        publicada: true,
      }),
    ]);
    expect(await listar('Ley Karin')).toEqual([
      expect.objectContaining({ pregunta: '¿Qué es la Ley Karin?', orden: 0, publicada: false }),
    ]);

    const audits = await t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'importar'), eq(audit_log.entidad, 'faq')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ empresa_id: null, cambios: { importados: 2, archivo: 'f.csv', formato: 'csv' } });

    // The same file again: both questions now exist, nothing is written.
    const again = await upload(csv, 'confirmar');
    expect(again.statusCode).toBe(400);
    expect(errores(again.json())).toEqual([
      'Fila 2 · Pregunta: Ya existe una pregunta frecuente con esta pregunta.',
      'Fila 3 · Pregunta: Ya existe una pregunta frecuente con esta pregunta.',
    ]);
    expect(await listar('Ley Karin')).toHaveLength(1);
  });

  it('reads an Excel file', async () => {
    const xlsx = await buildXlsx(
      'FAQ',
      ['Pregunta', 'Respuesta', 'Publicada'],
      [['¿Dónde veo mis créditos?', 'En Mi Empresa → Plan.', 'no']],
    );
    const res = await upload(Buffer.from(xlsx), 'confirmar', 'admin@atalaya.cl', 'faqs.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 1 });
    expect(await listar('mis créditos')).toEqual([
      expect.objectContaining({ respuesta: 'En Mi Empresa → Plan.', publicada: false }),
    ]);
  });
});
