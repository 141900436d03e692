import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { archivos, empresas } from '../../db/schema/index';
import { freshDatabase, multipart as cuerpo } from '../../test/test-app';
import { cifradorDeArchivo, descifrarArchivo } from '../crypto/cifrado';
import { AppError, registerErrorHandler } from '../errors';
import { LocalFileStore } from '../storage/local-file-store';
import { JPEG, PDF } from '../storage/test-samples';
import { abrirArchivo, borrarBytes, conArchivos, registrarArchivo, type Almacen } from './almacen';
import { findArchivo } from './archivos.repository';
import type { Cifrado } from './cifrado';
import { ADJUNTO_PRIVADO, enviarArchivo, politicaDeVistaPrevia } from './descarga';
import { leerFormulario } from './formulario';

/*
 * The attachments subsystem end to end, on the real database and a real LocalFileStore: the
 * multipart reader (fields first, caps, refusals), rows and bytes together (nothing half-written),
 * optional encryption, download headers, deletion.
 */

let handle: DatabaseHandle;
let root: string;
let app: FastifyInstance;
let almacen: Almacen;
let empresaId: number;
const clave = randomBytes(32);
/** The id of the record the test files belong to. */
const DUENO = 4242;

/** A real encryption step (AES-GCM with a test key), as issue 28's per-report key will plug in. */
const cifrado: Cifrado = {
  cifrador: () => cifradorDeArchivo(clave),
  descifrar: (b) => descifrarArchivo(clave, b),
  ocultarNombre: (key, nombre) => `oculto:${key}:${Buffer.from(nombre).toString('base64')}`,
  leerNombre: (key, guardado) => Buffer.from(guardado.slice(`oculto:${key}:`.length), 'base64').toString(),
  huella: (sha) => `h:${sha}`,
  huellaCoincide: (guardada, plano) => guardada === `h:${createHash('sha256').update(plano).digest('hex')}`,
};

beforeAll(async () => {
  handle = await freshDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'atalaya-archivos-'));
  const [empresa] = await handle.db.select({ id: empresas.id }).from(empresas).limit(1);
  empresaId = empresa!.id;
  almacen = {
    db: handle.db,
    fileStore: new LocalFileStore(path.join(root, 'files')),
    maxMb: 1,
    clock: () => new Date(),
  };
  app = Fastify();
  registerErrorHandler(app, { uploadLimitMb: 1 });
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 10 } });

  app.post<{ Querystring: { cifrar?: string; rechazar?: string } }>('/subir', async (request, reply) => {
    const conCifrado = request.query.cifrar === '1';
    const { datos, archivos: subidos } = await leerFormulario(almacen, request, {
      campos: z.object({ titulo: z.string().min(1, { error: 'Indique un título.' }) }),
      campo: 'files',
      camposArchivo: ['files'],
      maxArchivos: 2,
      requerido: true,
      omitirVacios: true,
      alValidar: async ({ titulo }) => {
        if (titulo === 'prohibido') throw new AppError('PROHIBIDO', 'No puede adjuntar aquí.');
      },
      guardado: () => (conCifrado ? { cifrado, limpiarImagenes: true, campo: 'files' } : { campo: 'files' }),
    });
    const guardados = subidos.map((s) => s.archivo);
    const filas = await conArchivos(almacen, guardados, () =>
      handle.db.transaction(async (tx) => {
        const filas = [];
        for (const g of guardados) {
          filas.push(await registrarArchivo(tx, g, { empresaId, tipo: 'prueba', id: DUENO, usuarioId: null }));
        }
        if (request.query.rechazar === '1') throw new Error('la transacción falla después de insertar');
        return filas;
      }),
    );
    return reply
      .status(201)
      .send({ titulo: datos.titulo, ids: filas.map((f) => f.id), nombres: filas.map((f) => f.nombre_original) });
  });

  app.get<{ Params: { id: string }; Querystring: { cifrado?: string; inline?: string } }>(
    '/archivo/:id',
    async (request, reply) => {
      const fila = await findArchivo(handle.db, empresaId, Number(request.params.id));
      if (!fila) return reply.status(404).send();
      const abierto = await abrirArchivo(almacen, fila, request.query.cifrado === '1' ? cifrado : undefined);
      const politica =
        request.query.inline === undefined
          ? ADJUNTO_PRIVADO
          : politicaDeVistaPrevia(request.query.inline === '1', fila.content_type);
      return enviarArchivo(reply, abierto, politica);
    },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

type Parte = { name: string; filename?: string; content: Buffer | string };
function subir(partes: Parte[], query = '') {
  const body = cuerpo(partes.map((p) => (p.filename ? { ...p, type: 'application/octet-stream' } : p)));
  return app.inject({ method: 'POST', url: `/subir${query}`, payload: body.payload, headers: body.headers });
}

async function archivosEnDisco(): Promise<number> {
  const entries = await readdir(path.join(root, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}
async function filasDePrueba(): Promise<number> {
  return (await handle.db.select({ id: archivos.id }).from(archivos).where(eq(archivos.contexto, 'prueba'))).length;
}

describe('the multipart reader', () => {
  it('reads the fields, stores the files and records their rows (with their owner)', async () => {
    const res = await subir([
      { name: 'titulo', content: 'Acta' },
      { name: 'files', filename: 'Acta de comité.pdf', content: PDF },
      { name: 'files', filename: '', content: '' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ titulo: 'Acta', nombres: ['Acta de comité.pdf'] });
    const fila = await findArchivo(handle.db, empresaId, res.json().ids[0]);
    expect(fila).toMatchObject({
      content_type: 'application/pdf',
      tamano: PDF.length,
      contexto: 'prueba',
      dueno_id: DUENO,
    });
    expect(fila!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(await almacen.fileStore.exists(fila!.storage_key)).toBe(true);
  });

  it('refuses the fields before storing a byte, and a field after a file', async () => {
    const antes = { disco: await archivosEnDisco(), filas: await filasDePrueba() };
    const sinTitulo = await subir([{ name: 'files', filename: 'a.pdf', content: PDF }]);
    expect(sinTitulo.statusCode).toBe(400);
    expect(sinTitulo.json().errores).toEqual({ titulo: expect.any(String) });
    const tarde = await subir([
      { name: 'titulo', content: 'Acta' },
      { name: 'files', filename: 'a.pdf', content: PDF },
      { name: 'nota', content: 'tarde' },
    ]);
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json()).toMatchObject({ mensaje: 'Los campos deben enviarse antes de los archivos.' });
    const prohibido = await subir([
      { name: 'titulo', content: 'prohibido' },
      { name: 'files', filename: 'a.pdf', content: PDF },
    ]);
    expect(prohibido.statusCode).toBe(403);
    expect({ disco: await archivosEnDisco(), filas: await filasDePrueba() }).toEqual(antes);
  });

  it('refuses a wrong field, too many files, no file, a big file, a disguised type and an empty file', async () => {
    const antes = { disco: await archivosEnDisco(), filas: await filasDePrueba() };
    const titulo = { name: 'titulo', content: 'Acta' };
    const casos: [Parte[], number, string][] = [
      [[titulo, { name: 'otro', filename: 'a.pdf', content: PDF }], 400, 'Adjunte los archivos en el campo files.'],
      [
        [titulo, ...[1, 2, 3].map((i) => ({ name: 'files', filename: `${i}.pdf`, content: PDF }))],
        400,
        'Puede adjuntar como máximo 2 archivos.',
      ],
      [[titulo], 400, 'Debe adjuntar un archivo.'],
      [
        [titulo, { name: 'files', filename: 'g.pdf', content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]) }],
        413,
        '',
      ],
      [[titulo, { name: 'files', filename: 'f.pdf', content: '<html><script>alert(1)</script></html>' }], 415, ''],
      [[titulo, { name: 'files', filename: 'v.pdf', content: '' }], 400, 'El archivo está vacío.'],
    ];
    for (const [partes, status, mensaje] of casos) {
      const res = await subir(partes);
      expect(res.statusCode, mensaje).toBe(status);
      if (mensaje) expect(Object.values(res.json().errores ?? {})).toContain(mensaje);
    }
    expect({ disco: await archivosEnDisco(), filas: await filasDePrueba() }).toEqual(antes);
  });

  it('a failing transaction removes the bytes it was recording', async () => {
    const antes = { disco: await archivosEnDisco(), filas: await filasDePrueba() };
    const res = await subir(
      [
        { name: 'titulo', content: 'Acta' },
        { name: 'files', filename: 'a.pdf', content: PDF },
      ],
      '?rechazar=1',
    );
    expect(res.statusCode).toBe(500);
    expect({ disco: await archivosEnDisco(), filas: await filasDePrueba() }).toEqual(antes);
  });

  it('a row that cannot be written leaves no file either', async () => {
    await handle.db.execute(
      sql.raw(`ALTER TABLE archivos ADD CONSTRAINT prueba_subsistema CHECK (nombre_original <> 'falla.pdf')`),
    );
    const antes = { disco: await archivosEnDisco(), filas: await filasDePrueba() };
    const res = await subir([
      { name: 'titulo', content: 'Acta' },
      { name: 'files', filename: 'falla.pdf', content: PDF },
    ]);
    await handle.db.execute(sql.raw('ALTER TABLE archivos DROP CONSTRAINT prueba_subsistema'));
    expect(res.statusCode).toBe(500);
    expect({ disco: await archivosEnDisco(), filas: await filasDePrueba() }).toEqual(antes);
  });
});

describe('encryption', () => {
  it('stores ciphertext, a hidden name and a keyed hash; reads back the plain file', async () => {
    const res = await subir(
      [
        { name: 'titulo', content: 'Foto' },
        { name: 'files', filename: 'foto.jpg', content: JPEG },
      ],
      '?cifrar=1',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().nombres).toEqual(['foto.jpg']);
    const fila = (await findArchivo(handle.db, empresaId, res.json().ids[0]))!;
    expect(fila.nombre_original).not.toContain('foto.jpg');
    expect(fila.sha256).toMatch(/^h:[0-9a-f]{64}$/);
    const crudo: Buffer[] = [];
    for await (const p of await almacen.fileStore.read(fila.storage_key)) crudo.push(p as Buffer);
    expect(Buffer.concat(crudo).includes(JPEG.subarray(0, 64))).toBe(false);

    const dl = await app.inject({ method: 'GET', url: `/archivo/${fila.id}?cifrado=1` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/jpeg');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="foto.jpg"; filename*=UTF-8''foto.jpg`);
    expect(Number(dl.headers['content-length'])).toBe(fila.tamano);
    expect(dl.rawPayload.length).toBe(fila.tamano);
  });
});

describe('downloads', () => {
  async function unPdf(nombre: string): Promise<number> {
    const res = await subir([
      { name: 'titulo', content: 'Acta' },
      { name: 'files', filename: nombre, content: PDF },
    ]);
    return res.json().ids[0];
  }

  it('an attachment: name with its UTF-8 form, type, length, nosniff, sandbox, no-store', async () => {
    const id = await unPdf('Política de prevención.pdf');
    const dl = await app.inject({ method: 'GET', url: `/archivo/${id}` });
    expect(dl.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="Politica de prevencion.pdf"; filename*=UTF-8''Pol%C3%ADtica%20de%20prevenci%C3%B3n.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
    });
    expect(dl.headers['x-frame-options']).toBeUndefined();
    expect(dl.rawPayload.equals(PDF)).toBe(true);
  });

  it('a previewed PDF is inline and framed by our pages only; saved, it is sandboxed and never framed', async () => {
    const id = await unPdf('acta.pdf');
    const vista = await app.inject({ method: 'GET', url: `/archivo/${id}?inline=1` });
    expect(vista.headers).toMatchObject({
      'content-disposition': `inline; filename="acta.pdf"; filename*=UTF-8''acta.pdf`,
      'content-security-policy': "frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'private, no-store',
    });
    const guardada = await app.inject({ method: 'GET', url: `/archivo/${id}?inline=0` });
    expect(guardada.headers).toMatchObject({
      'content-disposition': `attachment; filename="acta.pdf"; filename*=UTF-8''acta.pdf`,
      'content-security-policy': "sandbox; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
  });

  it('deleting: the bytes go after the rows', async () => {
    const id = await unPdf('borrar.pdf');
    const fila = (await findArchivo(handle.db, empresaId, id))!;
    await handle.db.delete(archivos).where(eq(archivos.id, id));
    await borrarBytes(almacen, [fila.storage_key]);
    expect(await almacen.fileStore.exists(fila.storage_key)).toBe(false);
  });
});
