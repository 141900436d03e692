import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArchivoDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { archivos, due_diligences } from '../../../db/schema/index';
import { PDF } from '../../../platform/storage/test-samples';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { multipart } from '../../../test/test-app';

/* Files of a due diligence: analysts attach and remove them until publication; the client downloads afterwards. */

const ANALISTA = 'admin@atalaya.cl';
const api = apiDePrueba(['dd@demo.cl', ANALISTA]);
const db = () => api.t.handle.db;

function subir(
  id: number,
  campos: Record<string, string>,
  who: string = ANALISTA,
  file = PDF,
  filename = 'informe.pdf',
) {
  const body = multipart([
    ...Object.entries(campos).map(([name, content]) => ({ name, content })),
    { name: 'file', filename, content: file, type: 'application/pdf' },
  ]);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/v1/due-diligence/files/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...api.headers(who) },
  });
}
const contarArchivos = async () => (await db().select({ n: count() }).from(archivos))[0]!.n;

let enRevision = 0;
let publicado = 0;
beforeAll(async () => {
  const filas = await db().select({ id: due_diligences.id, rut: due_diligences.rut }).from(due_diligences);
  enRevision = filas.find((f) => f.rut === '77215904-8')!.id;
  publicado = filas.find((f) => f.rut === '76384512-5')!.id;
});

describe('upload', () => {
  it('an analyst attaches a file of a section; the client sees nothing before publication', async () => {
    const res = await subir(enRevision, { file_type: 'laboral' });
    expect(res.statusCode, res.body).toBe(201);
    const archivo: ArchivoDueDiligence = res.json();
    expect(archivo).toMatchObject({
      file_type: 'laboral',
      nombre: 'informe.pdf',
      content_type: 'application/pdf',
      tamano: PDF.length,
      download_url: `/api/v1/due-diligence/files/${enRevision}/${archivo.id}`,
    });
    const principal = await subir(enRevision, {});
    expect(principal.json().file_type).toBe('principal');

    expect(await api.json('GET', `/due-diligence/files/${enRevision}`, ANALISTA)).toHaveLength(2);
    expect(await api.json('GET', `/due-diligence/files/${enRevision}`, 'dd@demo.cl')).toEqual([]);
    expect((await api.call('GET', `/due-diligence/files/${enRevision}/${archivo.id}`, 'dd@demo.cl')).statusCode).toBe(
      404,
    );
    const descarga = await api.call('GET', `/due-diligence/files/${enRevision}/${archivo.id}`, ANALISTA);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
    expect(descarga.headers['content-disposition']).toContain('informe.pdf');
  });

  it('refuses a bad file_type, a missing file and a wrong content type, storing nothing', async () => {
    const antes = await contarArchivos();
    const tipo = await subir(enRevision, { file_type: 'tributario' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errores).toEqual({
      file_type: 'El tipo de archivo debe ser principal, civil, laboral, penal, cobranza u otro.',
    });
    const falso = await subir(enRevision, {}, ANALISTA, Buffer.from('MZ\x90\x00 ejecutable'), 'virus.pdf');
    expect(falso.statusCode).toBe(415);
    const sinArchivo = await api.call('POST', `/due-diligence/files/${enRevision}`, ANALISTA, {});
    expect(sinArchivo.statusCode).toBe(400);
    expect(await contarArchivos()).toBe(antes);
  });

  it('is for analysts only, and not once the report is published', async () => {
    expect((await subir(enRevision, {}, 'dd@demo.cl')).statusCode).toBe(403);
    const antes = await contarArchivos();
    const res = await subir(publicado, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('El reporte ya fue publicado.');
    expect(await contarArchivos()).toBe(antes);
    expect((await subir(999_999, {})).statusCode).toBe(404);
  });
});

describe('delete and download after publication', () => {
  it('an analyst removes a file while in review; after publishing the client downloads and nothing is removed', async () => {
    const lista: ArchivoDueDiligence[] = await api.json('GET', `/due-diligence/files/${enRevision}`, ANALISTA);
    const [primero, segundo] = lista;
    const quitar = await api.call('DELETE', `/due-diligence/files/${enRevision}/${primero!.id}`, ANALISTA);
    expect(quitar.statusCode).toBe(200);
    expect(await api.json('GET', `/due-diligence/files/${enRevision}`, ANALISTA)).toEqual([segundo]);
    expect((await api.call('DELETE', `/due-diligence/files/${enRevision}/${primero!.id}`, ANALISTA)).statusCode).toBe(
      404,
    );

    expect((await api.call('POST', `/due-diligence/${enRevision}/publicar`, ANALISTA)).statusCode).toBe(200);
    expect(await api.json('GET', `/due-diligence/files/${enRevision}`, 'dd@demo.cl')).toEqual([segundo]);
    const detalle = await api.json('GET', `/due-diligence/${enRevision}`, 'dd@demo.cl');
    expect(detalle.archivos).toEqual([segundo]);
    const descarga = await api.call('GET', segundo!.download_url.replace('/api/v1', ''), 'dd@demo.cl');
    expect(descarga.statusCode).toBe(200);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
    const tarde = await api.call('DELETE', `/due-diligence/files/${enRevision}/${segundo!.id}`, ANALISTA);
    expect(tarde.statusCode).toBe(409);
  });
});
