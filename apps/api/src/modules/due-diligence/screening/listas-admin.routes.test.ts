import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListasScreeningResponse } from '@atalaya/shared/contracts/due-diligence/listas';
import { audit_log } from '../../../db/schema/index';
import { bundledReferenceText } from '../../../test/reference-data';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../../../test/test-app';
import { guardarVersionListas, huellaListas, leerVersionListas } from './listas-admin-version';
import { cargarListaDesdeArchivo } from './listas/cargar-listas';
import { comprobarVersionListas, dirSubidas } from './servicio-screening';

/*
 * Only the UN list (2 MB) is served here, so each engine rebuild takes a fraction of a second;
 * the real file with its dateGenerated changed stands for an older or newer release.
 */
const CARPETA_ONU = 'un_consolidated_2026-02';
const XML_ONU = bundledReferenceText(`${CARPETA_ONU}/UN_consolidated.xml`);
const conFecha = (fecha: string) => XML_ONU.replace(/dateGenerated="[^"]*"/, `dateGenerated="${fecha}T00:00:00.000Z"`);
const URL = '/api/v1/due-diligence/screening/listas';

let t: TestContext;
let referencia: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  referencia = mkdtempSync(path.join(tmpdir(), 'atalaya-listas-'));
  await mkdir(path.join(referencia, CARPETA_ONU));
  writeFileSync(path.join(referencia, CARPETA_ONU, 'UN_consolidated.xml'), XML_ONU);
  t = await createTestApp({ referenceDataDir: referencia });
  for (const email of ['admin@atalaya.cl', 'dd@demo.cl']) cookies[email] = cookieHeader(await loginAs(t.app, email));
});
afterAll(async () => {
  await t?.close();
  rmSync(referencia, { recursive: true, force: true });
});

const listas = async (): Promise<ListasScreeningResponse> => {
  const res = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: cookies['admin@atalaya.cl']! } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const subir = (contenido: string, filename = 'UN_consolidated.xml', who = 'admin@atalaya.cl', codigo = 'onu') => {
  const body = multipart([{ name: 'file', filename, content: contenido, type: 'application/xml' }]);
  return t.app.inject({
    method: 'POST',
    url: `${URL}/${codigo}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: cookies[who]! },
  });
};

const carpetaSubida = () => path.join(dirSubidas(t.app.config), 'onu');

/** Waits for the background rebuild to put `version` in service. */
const esperarVersion = (version: string) =>
  vi.waitFor(
    async () => {
      const r = await listas();
      expect(r.recargando).toBe(false);
      expect(r.listas[0]?.version).toBe(version);
      return r;
    },
    { timeout: 15_000, interval: 100 },
  );

describe('sanctions list admin', () => {
  it('lists the lists in service with version, hash, entries and origin', async () => {
    const r = await listas();
    expect(r.recargando).toBe(false);
    expect(r.listas).toHaveLength(1);
    expect(r.listas[0]).toMatchObject({
      codigo: 'onu',
      version: '2026-02-27',
      origen: 'referencia',
      archivos: ['un_consolidated.xml'],
    });
    expect(r.listas[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.listas[0]!.entradas).toBeGreaterThan(900);
  });

  it('refuses company users (403) and unknown lists (404)', async () => {
    const get = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: cookies['dd@demo.cl']! } });
    expect(get.statusCode).toBe(403);
    expect((await subir(conFecha('2026-12-01'), undefined, 'dd@demo.cl')).statusCode).toBe(403);
    expect((await subir(conFecha('2026-12-01'), undefined, 'admin@atalaya.cl', 'eu')).statusCode).toBe(404);
    expect(existsSync(carpetaSubida())).toBe(false);
  });

  it('refuses a file that is not the list (400) and stores nothing', async () => {
    const basura = await subir('esto no es XML', 'lista.xml');
    expect(basura.statusCode).toBe(400);
    expect(basura.json().mensaje).toMatch(/^El archivo no se pudo leer como esta lista: /);
    const otraRaiz = await subir('<?xml version="1.0"?><OTRA/>');
    expect(otraRaiz.statusCode).toBe(400);
    expect(otraRaiz.json().mensaje).toContain('No es la lista consolidada de la ONU');
    const vacia = await subir('<CONSOLIDATED_LIST dateGenerated="2026-12-01"><INDIVIDUALS/></CONSOLIDATED_LIST>');
    expect(vacia.statusCode).toBe(400);
    expect(existsSync(carpetaSubida())).toBe(false);
  });

  it('refuses an older release (409) and the same file again (409)', async () => {
    const anterior = await subir(conFecha('2025-06-30'));
    expect(anterior.statusCode).toBe(409);
    expect(anterior.json().mensaje).toBe(
      'El archivo es anterior a la lista cargada (versión del archivo 30/06/2025; versión cargada 27/02/2026).',
    );
    const igual = await subir(XML_ONU);
    expect(igual.statusCode).toBe(409);
    expect(igual.json().mensaje).toBe('El archivo es idéntico a la lista cargada (versión 27/02/2026).');
    expect(existsSync(carpetaSubida())).toBe(false);
  });

  it('loads a newer release in the background: stored, audited, in service, still screening', async () => {
    const antes = (await listas()).listas[0]!;
    const res = await subir(conFecha('2026-12-01'), 'consolidated (3).xml');
    expect(res.statusCode).toBe(202);
    const cuerpo = res.json();
    expect(cuerpo).toMatchObject({ recargando: true, lista: { codigo: 'onu', version: '2026-12-01' } });
    expect(readdirSync(carpetaSubida())).toEqual(['un_consolidated.xml']);

    const { listas: nuevas } = await esperarVersion('2026-12-01');
    expect(nuevas[0]).toMatchObject({ origen: 'subida', sha256: cuerpo.lista.sha256, entradas: antes.entradas });
    expect(nuevas[0]!.cargada_at).not.toBe(antes.cargada_at);
    expect(await leerVersionListas(t.handle.db)).toBe(huellaListas(nuevas));

    const [auditoria] = await t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'subir_lista'), eq(audit_log.entidad_id, 'onu')));
    expect(auditoria?.cambios).toMatchObject({
      version: '2026-12-01',
      anterior: { version: '2026-02-27', origen: 'referencia' },
    });

    const screening = await t.app.inject({
      method: 'POST',
      url: '/api/v1/due-diligence/screening',
      headers: { cookie: cookies['dd@demo.cl']! },
      payload: { nombre: 'William Amuri Yakutumba' },
    });
    expect(screening.statusCode).toBe(200);
    expect(screening.json().hits[0]).toMatchObject({ lista: { codigo: 'onu', version: '2026-12-01' } });
  });

  it('reloads when another process stores a newer fingerprint, once', async () => {
    // What `npm run reference:update` or another instance's upload leaves behind.
    const xml = conFecha('2027-01-15');
    await mkdir(carpetaSubida(), { recursive: true });
    writeFileSync(path.join(carpetaSubida(), 'un_consolidated.xml'), xml);
    const meta = cargarListaDesdeArchivo('onu', { 'un_consolidated.xml': xml }).meta;
    await guardarVersionListas(t.handle.db, huellaListas([meta]), null, new Date());

    const entorno = { config: t.app.config, log: t.app.log, db: t.handle.db };
    expect(await comprobarVersionListas(entorno)).toBe(true);
    await esperarVersion('2027-01-15');
    expect(await comprobarVersionListas(entorno)).toBe(false);
  });
});
