import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archivos, evidencias_denuncia } from '../../../db/schema/index';
import { PDF } from '../../../platform/storage/test-samples';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { crearCategoriaPrueba, crearDenunciaPrueba } from '../denuncias/denuncias.fixtures';
import { huellaCoincide, leerNombre } from './metadatos-evidencia';
import { protegerMetadatosEvidencias } from './migrar-metadatos-evidencia';

/*
 * Issue 24 F4 on both engines: evidence rows of the old format (plain name and SHA-256, as the
 * case fixture still writes them) are read as they are, converted in place once, and then read the
 * same. The on-disk check is in metadatos-evidencia.pglite.test.ts.
 */

const api = apiDePrueba(['denuncias@demo.cl'] as const);
const YO = 'denuncias@demo.cl';
let categoria = 0;

beforeAll(async () => {
  categoria = await crearCategoriaPrueba(api.t, api.demoId, { nombre: 'Migración F4 (prueba)', tipo: 'laboral' });
});

async function filaDe(evidenciaId: number) {
  const [f] = await api.t.handle.db
    .select({ nombre: archivos.nombre_original, sha256: archivos.sha256, key: archivos.storage_key })
    .from(archivos)
    .innerJoin(evidencias_denuncia, eq(evidencias_denuncia.archivo_id, archivos.id))
    .where(eq(evidencias_denuncia.id, evidenciaId));
  return f!;
}

describe('metadatos de evidencias anteriores', () => {
  it('reads old rows, converts them once (idempotent) and keeps names, bytes and integrity', async () => {
    const bytes = Buffer.concat([PDF, Buffer.from('%legado\n')]);
    const nombre = 'declaración testigo ñandú.pdf';
    const { id, evidenciaId } = await crearDenunciaPrueba(api.t, {
      empresaId: api.demoId,
      categoriaId: categoria,
      tipo: 'laboral',
      evidencia: { nombre, bytes },
    });
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(await filaDe(evidenciaId!)).toMatchObject({ nombre, sha256: sha });

    const comprobar = async () => {
      const detalle = await api.json('GET', `/canal-denuncia/canal-denuncia/${api.demoId}/${id}`, YO);
      expect(detalle.evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([nombre]);
      const res = await api.call('GET', `/evidencias-denuncia/${evidenciaId}/descarga`, YO);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(nombre));
      expect(res.rawPayload.equals(bytes)).toBe(true);
    };
    await comprobar();

    const db = api.t.handle.db;
    const claves = api.t.app.claves;
    expect(await protegerMetadatosEvidencias({ db, claves })).toBeGreaterThanOrEqual(1);
    expect(await protegerMetadatosEvidencias({ db, claves })).toBe(0);
    const fila = await filaDe(evidenciaId!);
    const clave = await claves.de(api.demoId);
    expect(fila.nombre).not.toContain('testigo');
    expect(leerNombre(clave, fila.key, fila.nombre)).toBe(nombre);
    expect(fila.sha256).toMatch(/^h1:[0-9a-f]{64}$/);
    expect(huellaCoincide(clave, fila.sha256, bytes)).toBe(true);
    expect(huellaCoincide(clave, fila.sha256, Buffer.concat([bytes, Buffer.from(' ')]))).toBe(false);
    await comprobar();
  });

  it('refuses to hand out bytes that are not the recorded file', async () => {
    const crear = (texto: string) =>
      crearDenunciaPrueba(api.t, {
        empresaId: api.demoId,
        categoriaId: categoria,
        evidencia: {
          nombre: `${texto}.pdf`,
          bytes: Buffer.concat([PDF, Buffer.from(texto)]),
        },
      });
    const a = await crear('%uno');
    const b = await crear('%dos');
    await protegerMetadatosEvidencias({ db: api.t.handle.db, claves: api.t.app.claves });
    // b's stored file replaced by a's (validly encrypted with the same key): the hash refuses it.
    const fs = api.t.app.fileStore;
    const [filaA, filaB] = [await filaDe(a.evidenciaId!), await filaDe(b.evidenciaId!)];
    await fs.remove(filaB.key);
    await fs.write(filaB.key, await fs.read(filaA.key));
    const res = await api.call('GET', `/evidencias-denuncia/${b.evidenciaId}/descarga`, YO);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('%uno');
  });
});
