import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@atalaya/shared/messages';
import { archivos, empresas, no_conformidades } from '../db/schema/index';
import { cookieHeader, createTestApp, ENGINE, loginAs, multipart, type TestContext } from './test-app';

/*
 * A full disk under the file store: DATA_DIR on a 2 MB tmpfs (the database stays elsewhere).
 * The upload that does not fit is answered 507 with a Spanish message, leaves no partial file and
 * no row, and the server keeps serving; once a file is deleted, a new upload fits again.
 * Mounting needs root, as in CI (.ci/run runs as root): without it this test fails, it never skips.
 */

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const pdf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(kb * 1024)]);

let mnt = '';
let montado = false;
let t: TestContext;
let cookie = '';
let demoId = 0;
let ncId = 0;

beforeAll(async () => {
  mnt = await mkdtemp(path.join(os.tmpdir(), 'atalaya-disco-lleno-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mnt], { stdio: 'pipe' });
    montado = true;
  } catch (err) {
    throw new Error(
      `disco-lleno: no se pudo montar un tmpfs de 2 MB en ${mnt} (se necesita root, como en CI): ${String(
        (err as { stderr?: Buffer }).stderr ?? err,
      ).trim()}`,
      { cause: err },
    );
  }
  t = await createTestApp({ DATA_DIR: mnt });
  cookie = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
  const [demo] = await t.handle.db
    .select({ id: empresas.id })
    .from(empresas)
    .where(eq(empresas.nombre, 'Empresa Demo SpA'));
  demoId = demo!.id;
  // The demo NC in the cause-analysis stage: its backup files can be uploaded and deleted.
  const [nc] = await t.handle.db
    .select({ id: no_conformidades.id })
    .from(no_conformidades)
    .where(and(eq(no_conformidades.empresa_id, demoId), eq(no_conformidades.etapa, 'analisis_causa')));
  ncId = nc!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (montado) execFileSync('umount', [mnt]);
  await rm(mnt, { recursive: true, force: true });
});

const subirNc = (files: Buffer[]) => {
  const { payload, headers } = multipart([
    { name: 'id_no_conformidad', content: String(ncId) },
    { name: 'tipo', content: 'analisis_causa' },
    ...files.map((content, i) => ({ name: 'files', filename: `respaldo-${i}.pdf`, content, type: 'application/pdf' })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/evidencia-no-conformidad/upload',
    headers: { ...headers, cookie },
    payload,
  });
};

/** Stored files (not temp files) and temp files under the store. */
async function enDisco() {
  const root = path.join(mnt, 'files');
  const claves: string[] = [];
  for (const anio of await readdir(root).catch(() => [] as string[])) {
    if (anio === '.tmp') continue;
    for (const mes of await readdir(path.join(root, anio))) {
      for (const f of await readdir(path.join(root, anio, mes))) claves.push(`${anio}/${mes}/${f}`);
    }
  }
  return { claves, temporales: await readdir(path.join(root, '.tmp')).catch(() => [] as string[]) };
}

const filasCon = async (hashes: string[]) =>
  (await t.handle.db.select({ id: archivos.id }).from(archivos).where(inArray(archivos.sha256, hashes))).length;

describe(`a full disk under the file store (${ENGINE})`, () => {
  it('answers 507 in Spanish, stores nothing of the refused upload, keeps serving and recovers', async () => {
    // Fill the 2 MB disk with 300 KB files until one does not fit.
    const aceptados: { id: number; sha: string }[] = [];
    let rechazo: Awaited<ReturnType<typeof subirNc>> | undefined;
    let rechazado: Buffer | undefined;
    for (let i = 0; i < 20 && !rechazo; i++) {
      const bytes = pdf(300);
      const res = await subirNc([bytes]);
      if (res.statusCode === 201) aceptados.push({ id: res.json()[0].id, sha: sha256(bytes) });
      else {
        rechazo = res;
        rechazado = bytes;
      }
    }
    expect(aceptados.length).toBeGreaterThanOrEqual(3);
    expect(rechazo?.statusCode, rechazo?.body).toBe(507);
    expect(rechazo!.json()).toMatchObject({ codigo: 'SIN_ESPACIO', mensaje: MENSAJES.sinEspacio });

    // Nothing of the refused upload: no partial file, no temp file, no row.
    const lleno = await enDisco();
    expect(lleno.temporales).toEqual([]);
    expect(lleno.claves).toHaveLength(aceptados.length);
    expect(await filasCon([sha256(rechazado!)])).toBe(0);
    expect(await filasCon(aceptados.map((a) => a.sha))).toBe(aceptados.length);

    // A request of two files where only the first fits: all or nothing, the first is removed too.
    const chico = pdf(8);
    const par = await subirNc([chico, pdf(600)]);
    expect(par.statusCode).toBe(507);
    expect(par.json().mensaje).toBe(MENSAJES.sinEspacio);
    expect((await enDisco()).claves).toHaveLength(aceptados.length);
    expect(await filasCon([sha256(chico)])).toBe(0);

    // Document versions go through the same store: refused the same way.
    const doc = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documentos/',
      headers: { cookie },
      payload: { nombre_documento: 'Procedimiento con el disco lleno', workflow_enabled: true },
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const flujoId = doc.json().id_documentacion as number;
    const grande = pdf(700);
    const docUpload = multipart([
      { name: 'documentFlowId', content: String(flujoId) },
      { name: 'primaryFile', filename: 'manual.pdf', content: grande, type: 'application/pdf' },
    ]);
    const subidaDoc = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-documento/upload-draft',
      headers: { ...docUpload.headers, cookie },
      payload: docUpload.payload,
    });
    expect(subidaDoc.statusCode, subidaDoc.body).toBe(507);
    expect(subidaDoc.json()).toMatchObject({ codigo: 'SIN_ESPACIO', mensaje: MENSAJES.sinEspacio });
    expect(await filasCon([sha256(grande)])).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/documento-archivos/documentacion/${flujoId}`,
          headers: { cookie },
        })
      ).json(),
    ).toEqual([]);
    expect((await enDisco()).temporales).toEqual([]);

    // Still serving.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const lista = await t.app.inject({ method: 'GET', url: '/api/v1/documentos/', headers: { cookie } });
    expect(lista.statusCode).toBe(200);
    const evidencias = await t.app.inject({
      method: 'GET',
      url: `/api/v1/evidencia-no-conformidad/by-nc/${ncId}`,
      headers: { cookie },
    });
    expect(evidencias.statusCode).toBe(200);
    expect(evidencias.json().map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining(aceptados.map((a) => a.id)),
    );

    // Deleting a file frees its space: a new small upload fits and downloads whole.
    const borrar = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/evidencia-no-conformidad/${aceptados[0]!.id}`,
      headers: { cookie },
    });
    expect(borrar.statusCode, borrar.body).toBe(200);
    expect((await enDisco()).claves).toHaveLength(aceptados.length - 1);
    const nuevo = pdf(100);
    const despues = await subirNc([nuevo]);
    expect(despues.statusCode, despues.body).toBe(201);
    const descarga = await t.app.inject({
      method: 'GET',
      url: `/api/v1/evidencia-no-conformidad/${despues.json()[0].id}/descarga`,
      headers: { cookie },
    });
    expect(descarga.statusCode).toBe(200);
    expect(sha256(descarga.rawPayload)).toBe(sha256(nuevo));
  });
});
