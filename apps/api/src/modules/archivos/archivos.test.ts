import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { archivos } from '../../db/schema/index';
import { PDF } from '../../platform/storage/test-samples';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../../test/test-app';

let t: TestContext;
let demo: string;
let otra: string;
/** A company user without the documents, channel or non-conformity roles. */
let dd: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: 1 });
  demo = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
  otra = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
  dd = cookieHeader(await loginAs(t.app, 'dd@demo.cl'));
});
afterAll(() => t.close());

function upload(cookie: string | null, filename: string, content: Buffer | string) {
  const body = multipart([{ name: 'file', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/archivos/',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Every regular file under the store, temp area included. */
async function filesOnDisk(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function rowCount() {
  const rows = await t.handle.db.select({ id: archivos.id }).from(archivos);
  return rows.length;
}

describe('file store over HTTP', () => {
  it('401 without a session', async () => {
    expect((await upload(null, 'a.pdf', PDF)).statusCode).toBe(401);
  });

  it('stores a PDF, serves it back as an attachment with nosniff', async () => {
    const res = await upload(demo, 'Política de prevención.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      nombre: 'Política de prevención.pdf',
      content_type: 'application/pdf',
      tamano: PDF.length,
    });
    const dl = await t.app.inject({ method: 'GET', url: body.download_url, headers: { cookie: demo } });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(
      /^attachment; filename="Politica de prevencion.pdf"; filename\*=UTF-8''Pol%C3%ADtica/,
    );
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
  });

  it('another company gets 404 for the same file', async () => {
    const res = await upload(demo, 'interno.pdf', PDF);
    const id = res.json().id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/archivos/${id}`, headers: { cookie: otra } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/archivos/${id}/descarga`, headers: { cookie: otra } }))
        .statusCode,
    ).toBe(404);
  });

  it('serves only its own files: a module’s file answers 404 here, even to the company administrator', async () => {
    for (const contexto of ['documento', 'denuncia', 'soporte', 'due_diligence', 'no_conformidad']) {
      // A real upload, then recorded as that module records its files.
      const { id } = (await upload(demo, `${contexto}.pdf`, PDF)).json();
      await t.handle.db.update(archivos).set({ contexto }).where(eq(archivos.id, id));
      for (const cookie of [demo, dd]) {
        for (const url of [`/api/v1/archivos/${id}`, `/api/v1/archivos/${id}/descarga`]) {
          const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
          expect(res.statusCode, `${contexto} ${url}`).toBe(404);
        }
      }
    }
    const general = (await upload(demo, 'general.pdf', PDF)).json();
    expect((await t.app.inject({ method: 'GET', url: general.download_url, headers: { cookie: dd } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const before = { files: (await filesOnDisk()).length, rows: await rowCount() };
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload(demo, 'grande.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      codigo: 'ARCHIVO_DEMASIADO_GRANDE',
      mensaje: 'El archivo supera el tamaño máximo permitido (1 MB).',
    });
    expect((await filesOnDisk()).length).toBe(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses HTML renamed to .pdf with 415 and keeps nothing', async () => {
    const before = { files: (await filesOnDisk()).length, rows: await rowCount() };
    const res = await upload(demo, 'factura.pdf', '<!DOCTYPE html><html><script>alert(1)</script></html>');
    expect(res.statusCode).toBe(415);
    expect(res.json().codigo).toBe('TIPO_ARCHIVO_NO_PERMITIDO');
    expect((await filesOnDisk()).length).toBe(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses an empty file with 400', async () => {
    const res = await upload(demo, 'vacio.pdf', Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().codigo).toBe('ARCHIVO_VACIO');
  });

  it('a path-traversal name is kept only as a display name; the bytes go under a generated key', async () => {
    const res = await upload(demo, '../../../etc/passwd.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const [row] = await t.handle.db.select().from(archivos).where(eq(archivos.id, res.json().id));
    expect(row!.nombre_original).toBe('passwd.pdf');
    expect(row!.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const files = await filesOnDisk();
    expect(files.every((f) => f.startsWith(path.join(t.dataDir, 'files')))).toBe(true);
  });

  it('when the row cannot be written, the file is removed too', async () => {
    // A real constraint in the real database makes the insert fail after the bytes were stored.
    await t.handle.db.execute(
      sql.raw(`ALTER TABLE archivos ADD CONSTRAINT prueba_falla CHECK (nombre_original <> 'falla.pdf')`),
    );
    const before = { files: (await filesOnDisk()).length, rows: await rowCount() };
    const res = await upload(demo, 'falla.pdf', PDF);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/prueba_falla|constraint/i);
    expect((await filesOnDisk()).length).toBe(before.files);
    expect(await rowCount()).toBe(before.rows);
    await t.handle.db.execute(sql.raw('ALTER TABLE archivos DROP CONSTRAINT prueba_falla'));
  });

  it('a request that is not multipart gets a Spanish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/archivos/',
      headers: { cookie: demo, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ file: 'Debe adjuntar un archivo.' });
  });
});
