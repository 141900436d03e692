import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { archivos, documento_archivos } from '../../db/schema/index';
import { HTML, PDF, PNG } from '../../platform/storage/test-samples';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../../test/test-app';
import { crearDocumento, empresaId, filaFlujo, usuarioId } from './flujo.fixtures';

/*
 * Uploads of document files are all-or-nothing: a rejected file (type, size, emptiness) or a
 * failed write leaves no `archivos` row, no link, no stored bytes and the flow where it was.
 */

let t: TestContext;
let admin: string;
let revisor: string;
let demo: number;
let ids: { admin: number; revisor: number; aprobador: number };

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: 1 });
  admin = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
  revisor = cookieHeader(await loginAs(t.app, 'revisor@demo.cl'));
  const db = t.handle.db;
  demo = await empresaId(db, 'Empresa Demo SpA');
  ids = {
    admin: await usuarioId(db, 'admin@demo.cl'),
    revisor: await usuarioId(db, 'revisor@demo.cl'),
    aprobador: await usuarioId(db, 'aprobador@demo.cl'),
  };
});
afterAll(() => t.close());

const nuevoDocumento = () =>
  crearDocumento(t.handle.db, {
    empresaId: demo,
    solicitanteId: ids.admin,
    revisorId: ids.revisor,
    aprobadorId: ids.aprobador,
  });

type Parte = { name: string; filename?: string; content: Buffer | string; type?: string };
function subir(ruta: 'upload' | 'upload-draft', cookie: string, partes: Parte[]) {
  const body = multipart(partes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/upload-documento/${ruta}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function estado() {
  const [a] = await t.handle.db.select({ n: count() }).from(archivos);
  const [l] = await t.handle.db.select({ n: count() }).from(documento_archivos);
  return { files: (await filesOnDisk()).length, archivos: a!.n, links: l!.n };
}

describe('document uploads: all or nothing', () => {
  it('HTML renamed .pdf → 415, nothing stored, the flow not started', async () => {
    const { flujoId } = await nuevoDocumento();
    const antes = await estado();
    const res = await subir('upload', admin, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'politica.pdf', content: HTML, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      codigo: 'TIPO_ARCHIVO_NO_PERMITIDO',
      mensaje:
        'Tipo de archivo no permitido. Se aceptan PDF, imágenes PNG/JPG, Word, Excel, CSV, texto y correos (.msg/.eml).',
    });
    expect(await estado()).toEqual(antes);
    expect(await filaFlujo(t.handle.db, demo, flujoId)).toMatchObject({ fase: 'no_iniciado', autor_id: null });
  });

  it('a good PDF followed by a bad annex stores neither', async () => {
    const { flujoId } = await nuevoDocumento();
    const antes = await estado();
    const res = await subir('upload-draft', admin, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'bueno.pdf', content: PDF, type: 'application/pdf' },
      { name: 'files', filename: 'malo.pdf', content: HTML, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await estado()).toEqual(antes);
    expect((await filaFlujo(t.handle.db, demo, flujoId)).fase).toBe('no_iniciado');
  });

  it('a file over MAX_UPLOAD_MB → 413 and an empty one → 400, nothing stored', async () => {
    const { flujoId } = await nuevoDocumento();
    const antes = await estado();
    const grande = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await subir('upload-draft', admin, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'files', filename: 'anexo.pdf', content: PDF, type: 'application/pdf' },
      { name: 'primaryFile', filename: 'grande.pdf', content: grande, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().mensaje).toBe('El archivo supera el tamaño máximo permitido (1 MB).');
    expect(await estado()).toEqual(antes);

    const vacio = await subir('upload-draft', admin, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'vacio.pdf', content: Buffer.alloc(0), type: 'application/pdf' },
    ]);
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().codigo).toBe('ARCHIVO_VACIO');
    expect(await estado()).toEqual(antes);
  });

  it('when the rows cannot be written the stored files are removed', async () => {
    const { flujoId } = await nuevoDocumento();
    await t.handle.db.execute(
      sql.raw(`ALTER TABLE archivos ADD CONSTRAINT prueba_falla_doc CHECK (nombre_original <> 'falla.pdf')`),
    );
    try {
      const antes = await estado();
      const res = await subir('upload-draft', admin, [
        { name: 'documentFlowId', content: String(flujoId) },
        { name: 'primaryFile', filename: 'ok.pdf', content: PDF, type: 'application/pdf' },
        { name: 'files', filename: 'falla.pdf', content: PDF, type: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/prueba_falla_doc|constraint/i);
      expect(await estado()).toEqual(antes);
      expect((await filaFlujo(t.handle.db, demo, flujoId)).fase).toBe('no_iniciado');
    } finally {
      await t.handle.db.execute(sql.raw('ALTER TABLE archivos DROP CONSTRAINT prueba_falla_doc'));
    }
  });

  it('nothing is stored for someone who may not change the version', async () => {
    const { flujoId } = await nuevoDocumento();
    const antes = await estado();
    const res = await subir('upload-draft', revisor, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'p.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(403);
    expect(await estado()).toEqual(antes);
  });
});

describe('document uploads: principal file and previews', () => {
  it('a new principal file replaces the link and keeps the previous archivos row', async () => {
    const { flujoId } = await nuevoDocumento();
    const primera = await subir('upload-draft', admin, [
      { name: 'documentacionId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'uno.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(primera.statusCode).toBe(201);
    expect(primera.json().fase).toBe('borrador');
    const archivoUno = primera.json().archivos[0].archivo_id;

    const segunda = await subir('upload-draft', admin, [
      { name: 'documentacionId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'foto.png', content: PNG, type: 'image/png' },
    ]);
    expect(segunda.statusCode).toBe(201);
    const lista = segunda.json().archivos;
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ nombre: 'foto.png', es_principal: true, content_type: 'image/png' });
    expect(lista[0].preview_url).toBe(`/api/v1/documento-archivos/${lista[0].id}/descarga?inline=1`);
    const [fila] = await t.handle.db.select().from(archivos).where(eq(archivos.id, archivoUno));
    expect(fila).toMatchObject({ nombre_original: 'uno.pdf', contexto: 'documento' });

    const vista = await t.app.inject({ method: 'GET', url: lista[0].preview_url, headers: { cookie: revisor } });
    expect(vista.statusCode).toBe(200);
    expect(vista.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);
    expect(vista.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(vista.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(vista.rawPayload.equals(PNG)).toBe(true);
  });

  it('two principal files in one request are refused', async () => {
    const { flujoId } = await nuevoDocumento();
    const antes = await estado();
    const res = await subir('upload-draft', admin, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'a.pdf', content: PDF, type: 'application/pdf' },
      { name: 'primaryFile', filename: 'b.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errores)).toEqual(['primaryFile']);
    expect(await estado()).toEqual(antes);
  });

  it('sending to review without a principal file is refused and keeps the annex out', async () => {
    const { flujoId } = await nuevoDocumento();
    const antes = await estado();
    const res = await subir('upload', admin, [
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'files', filename: 'anexo.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('Suba el archivo principal antes de continuar.');
    expect(await estado()).toEqual(antes);
    expect((await filaFlujo(t.handle.db, demo, flujoId)).fase).toBe('no_iniciado');
  });
});
