import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { audit_log, categorias_requisito, documento_flujos, documentos, empresas } from '../../db/schema/index';
import { apiDePrueba } from '../../test/api-de-prueba';
import { cookieHeader, loginAs } from '../../test/test-app';

/*
 * Published documents, their overview, the 'por vencer' threshold and the compliance figures.
 * Everything runs in Otra Empresa, which has no documents of its own, so counts are exact.
 */

const USERS = ['admin@otra.cl', 'admin@demo.cl', 'denuncias@demo.cl', 'admin@atalaya.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
const { call } = api;
const json = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who | string = 'admin@otra.cl', payload?: object) =>
  api.json(method, url, who, payload);
const db = () => api.t.handle.db;
const DIA = 86_400_000;

let otraId = 0;
const enDias = (n: number) => new Date(api.t.clock.now().getTime() + n * DIA);
const docs: Record<string, { id: number; flujo: number }> = {};
let v2Obs = 0;
/** Names of the two categories used, by name. */
let categorias: string[] = [];

/** A document created through the API whose first version is then marked published (a direct write). */
async function publicado(codigo: string, venceEnDias: number, requisito_ids: number[] = []) {
  const res = await call('POST', '/documentos/', 'admin@otra.cl', {
    nombre_documento: `Documento ${codigo}`,
    codigo,
    vigencia: 365,
    requisito_ids,
  });
  expect(res.statusCode, res.body).toBe(201);
  const doc = res.json();
  await db()
    .update(documento_flujos)
    .set({ fase: 'publicacion', fecha_publicacion: enDias(venceEnDias - 365), fecha_vencimiento: enDias(venceEnDias) })
    .where(eq(documento_flujos.id, doc.id_documentacion));
  await db().update(documentos).set({ version_actual: 1, status: 'PUBLISHED' }).where(eq(documentos.id, doc.id));
  docs[codigo] = { id: doc.id, flujo: doc.id_documentacion };
  return doc;
}

async function requisito(codigo: string, nombre: string, categoria_id: number | null, estado = 'sin_evaluar') {
  const res = await call('POST', '/requisitos/', 'admin@otra.cl', {
    codigo,
    nombre,
    categoria_id,
    estado_cumplimiento: estado,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  const [otra] = await db().select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  otraId = otra!.id;
  expect(await json('GET', '/documento-publicado/overview')).toEqual({
    total_publicados: 0,
    vigentes: 0,
    vencidos: 0,
    por_vencer: 0,
    dias_aviso_vencimiento: 30,
  });
  const [cat1, cat2] = await db()
    .select()
    .from(categorias_requisito)
    .orderBy(asc(categorias_requisito.nombre))
    .limit(2);
  const zeta = await requisito('R-Z', 'Zeta: registro de capacitaciones', cat1!.id);
  const alfa = await requisito('R-A', 'Alfa: designación del encargado', cat2!.id);
  const beta = await requisito('R-B', 'Beta: canal de denuncias', null);
  const noAplica = await requisito('R-N', 'Requisito que no aplica', cat1!.id, 'no_aplica');
  await requisito('R-S', 'Sin documento', null);
  await requisito('R-C', 'Marcado cumple sin documento', null, 'cumple');
  await publicado('A-VIG', 200, [zeta, alfa]);
  await publicado('B-PV', 10, [noAplica]);
  await publicado('C-VEN', -1, [beta]);
  // D: version 1 published and then superseded by version 2.
  await publicado('D-OBS', 100);
  await db()
    .update(documento_flujos)
    .set({ fase: 'obsoleto', obsoleto_at: enDias(-5) })
    .where(eq(documento_flujos.id, docs['D-OBS']!.flujo));
  const [v2] = await db()
    .insert(documento_flujos)
    .values({
      empresa_id: otraId,
      documento_id: docs['D-OBS']!.id,
      version_num: 2,
      fase: 'publicacion',
      fecha_publicacion: enDias(-5),
      fecha_vencimiento: enDias(360),
    })
    .returning();
  v2Obs = v2!.id;
  // Never published: not listed.
  await call('POST', '/documentos/', 'admin@otra.cl', { nombre_documento: 'Borrador', codigo: 'E-DRAFT' });
  categorias = [cat1!.nombre, cat2!.nombre];
});

describe('access', () => {
  it('401 without a session, 403 without the Documentos role', async () => {
    await api.rechazos(
      [
        ['GET', '/documento-publicado'],
        ['GET', '/documento-publicado/'],
        ['GET', '/documento-publicado/overview'],
        ['PUT', '/documento-publicado/configuracion'],
      ],
      'denuncias@demo.cl',
    );
  });

  it('each company sees only its own published documents; a platform admin may name the company', async () => {
    const demo = await json('GET', '/documento-publicado?limit=100', 'admin@demo.cl');
    expect(demo.data.some((d: { codigo: string }) => d.codigo === 'A-VIG')).toBe(false);
    const comoPlataforma = await json('GET', `/documento-publicado/overview?empresa_id=${otraId}`, 'admin@atalaya.cl');
    expect(comoPlataforma).toMatchObject({ total_publicados: 5 });
    expect((await call('GET', `/documento-publicado?empresa_id=${otraId}`, 'admin@demo.cl')).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('Empresa Demo shows its seeded versions in every state', async () => {
    const page = await json('GET', '/documento-publicado?limit=100', 'admin@demo.cl');
    const estados = page.data.map((d: { codigo: string; version_num: number; estado: string }) => [
      d.codigo,
      d.version_num,
      d.estado,
    ]);
    expect(estados).toEqual([
      ['POL-MPD-01', 1, 'vigente'],
      ['PRC-DEN-01', 1, 'vencido'],
      ['PRT-KARIN-01', 1, 'por_vencer'],
      ['RIOHS-01', 2, 'vigente'],
      ['RIOHS-01', 1, 'obsoleto'],
    ]);
    expect(await json('GET', '/documento-publicado/overview', 'admin@demo.cl')).toEqual({
      total_publicados: 5,
      vigentes: 2,
      por_vencer: 1,
      vencidos: 1,
      dias_aviso_vencimiento: 30,
    });
    const docs = (await json('GET', '/documentos/?limit=100', 'admin@demo.cl')).data;
    const fases = Object.fromEntries(
      docs.map((d: { codigo: string; fase_actual: string }) => [d.codigo, d.fase_actual]),
    );
    expect(fases).toMatchObject({
      'COD-ETI-01': 'revision',
      'PRC-DD-01': 'en_aprobacion',
      'MAT-RD-01': 'rechazado',
      'POL-REG-01': 'no_iniciado',
      'RIOHS-01': 'publicacion',
    });
  });
});

describe('published list', () => {
  it('lists every published or obsolete version by code, newest version first, with its state', async () => {
    const page = await json('GET', '/documento-publicado');
    expect(page.total).toBe(5);
    expect(
      page.data.map((d: { codigo: string; version_num: number; estado: string }) => [
        d.codigo,
        d.version_num,
        d.estado,
      ]),
    ).toEqual([
      ['A-VIG', 1, 'vigente'],
      ['B-PV', 1, 'por_vencer'],
      ['C-VEN', 1, 'vencido'],
      ['D-OBS', 2, 'vigente'],
      ['D-OBS', 1, 'obsoleto'],
    ]);
    const [cat1, cat2] = categorias;
    expect(page.data[0]).toEqual({
      id: docs['A-VIG']!.flujo,
      documento_id: docs['A-VIG']!.id,
      codigo: 'A-VIG',
      nombre_documento: 'Documento A-VIG',
      version_num: 1,
      // The first linked requirement by name is 'Alfa…' (second category).
      categoria: cat2,
      requisito: 'Alfa: designación del encargado, Zeta: registro de capacitaciones',
      fecha_publicacion: enDias(200 - 365).toISOString(),
      fecha_vencimiento: enDias(200).toISOString(),
      estado: 'vigente',
    });
    expect(page.data[1]).toMatchObject({ categoria: cat1, requisito: 'Requisito que no aplica' });
    expect(page.data[2]).toMatchObject({ categoria: null, requisito: 'Beta: canal de denuncias' });
    expect(page.data[3]).toMatchObject({ id: v2Obs, categoria: null, requisito: null });
  });

  it('filters by estado and searches code and name', async () => {
    const codigos = async (query: string) =>
      (await json('GET', `/documento-publicado?${query}`)).data.map(
        (d: { codigo: string; version_num: number }) => `${d.codigo} v${d.version_num}`,
      );
    expect(await codigos('estado=vigente')).toEqual(['A-VIG v1', 'D-OBS v2']);
    expect(await codigos('estado=por_vencer')).toEqual(['B-PV v1']);
    expect(await codigos('estado=vencido')).toEqual(['C-VEN v1']);
    expect(await codigos('estado=obsoleto')).toEqual(['D-OBS v1']);
    expect(await codigos('q=documento%20d-obs')).toEqual(['D-OBS v2', 'D-OBS v1']);
    expect(await codigos('q=obs&estado=vigente')).toEqual(['D-OBS v2']);
    expect(
      (await json('GET', '/documento-publicado/?limit=2&skip=2')).data.map((d: { codigo: string }) => d.codigo),
    ).toEqual(['C-VEN', 'D-OBS']);
    const bad = await call('GET', '/documento-publicado?estado=caducado', 'admin@otra.cl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ estado: 'El estado debe ser vigente, por_vencer, vencido u obsoleto.' });
  });

  it("the overview's total is the unfiltered list's (obsolete versions too); the states count those in force", async () => {
    const lista = await json('GET', '/documento-publicado');
    expect(lista.total).toBe(5);
    expect(await json('GET', '/documento-publicado/overview')).toEqual({
      total_publicados: 5,
      vigentes: 2,
      por_vencer: 1,
      vencidos: 1,
      dias_aviso_vencimiento: 30,
    });
  });
});

describe('configuración de vencimiento', () => {
  it('400 outside 1–365 days, 403 for other roles', async () => {
    let res = await call('PUT', '/documento-publicado/configuracion', 'admin@otra.cl', { dias_aviso_vencimiento: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ dias_aviso_vencimiento: 'Los días de aviso deben ser al menos 1.' });
    res = await call('PUT', '/documento-publicado/configuracion', 'admin@otra.cl', { dias_aviso_vencimiento: 400 });
    expect(res.json().errores).toEqual({ dias_aviso_vencimiento: 'Los días de aviso no pueden superar 365.' });
    res = await call('PUT', '/documento-publicado/configuracion', 'denuncias@demo.cl', { dias_aviso_vencimiento: 5 });
    expect(res.statusCode).toBe(403);
  });

  it('a shorter threshold turns por vencer into vigente, is audited, and answers the overview', async () => {
    const res = await call('PUT', '/documento-publicado/configuracion', 'admin@otra.cl', { dias_aviso_vencimiento: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_publicados: 5,
      vigentes: 3,
      por_vencer: 0,
      vencidos: 1,
      dias_aviso_vencimiento: 5,
    });
    expect((await json('GET', '/documento-publicado?estado=por_vencer')).total).toBe(0);
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.empresa_id, otraId), eq(audit_log.entidad, 'empresa'), eq(audit_log.accion, 'actualizar')),
      );
    expect(audit!.cambios).toEqual({ dias_aviso_vencimiento: { antes: 30, despues: 5 } });
    // Empresa Demo keeps its own threshold.
    expect((await json('GET', '/documento-publicado/overview', 'admin@demo.cl')).dias_aviso_vencimiento).toBe(30);
    await json('PUT', '/documento-publicado/configuracion', 'admin@otra.cl', { dias_aviso_vencimiento: 30 });
  });
});

describe('cumplimiento', () => {
  it('counts requirements that apply and those covered by a published, unexpired document', async () => {
    // R-A and R-Z (A-VIG) are covered, R-C is marked cumple; R-B's document expired; R-S has none;
    // R-N does not apply.
    expect(await json('GET', '/documentos/cumplimiento')).toEqual({
      requisitos_total: 5,
      requisitos_cubiertos: 3,
      compliance_rate: 60,
      documents_to_expire: 1,
    });
    const demo = await json('GET', '/documentos/cumplimiento', 'admin@demo.cl');
    expect(demo).toMatchObject({ requisitos_total: expect.any(Number), compliance_rate: expect.any(Number) });
  });

  it('follows the clock: once A-VIG expires its requirements are no longer covered', async () => {
    api.t.clock.advance(11 * DIA);
    // Sessions end after the idle time: sign in again at the new time.
    const otra = cookieHeader(await loginAs(api.t.app, 'admin@otra.cl'));
    expect(await json('GET', '/documento-publicado/overview', otra)).toMatchObject({
      vigentes: 2,
      por_vencer: 0,
      vencidos: 2,
    });
    expect(
      (await json('GET', '/documento-publicado?estado=vencido', otra)).data.map((d: { codigo: string }) => d.codigo),
    ).toEqual(['B-PV', 'C-VEN']);
    api.t.clock.advance(190 * DIA);
    const otra2 = cookieHeader(await loginAs(api.t.app, 'admin@otra.cl'));
    // Only R-C, marked cumple by the company, is still covered.
    expect(await json('GET', '/documentos/cumplimiento', otra2)).toEqual({
      requisitos_total: 5,
      requisitos_cubiertos: 1,
      compliance_rate: 20,
      documents_to_expire: 0,
    });
  });
});
