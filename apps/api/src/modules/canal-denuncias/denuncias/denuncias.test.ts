import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DenunciaDetalle,
  DenunciasResponse,
  EventoDenuncia,
  ResumenDenuncias,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import {
  archivos,
  audit_log,
  canales_denuncia,
  empresas,
  denuncia_eventos,
  denuncias,
  evidencias_denuncia,
} from '../../../db/schema/index';
import { PDF } from '../../../platform/storage/test-samples';
import { apiDePrueba } from '../../../test/api-de-prueba';
import {
  CONTENIDO_PRUEBA,
  crearCategoriaPrueba,
  crearDenunciaPrueba,
  IDENTIDAD_PRUEBA,
  idDeUsuario,
} from './denuncias.fixtures';

/* The private inbox, case detail, timeline, visibility and retention (issue 6). */

const api = apiDePrueba([
  'admin@demo.cl',
  'denuncias@demo.cl',
  'tekemi@demo.cl',
  'dd@demo.cl',
  'admin@otra.cl',
  'admin@atalaya.cl',
] as const);
const DIA = 86_400_000;

let demo: number;
let otra: number;
let tekemiId: number;
let denunciasId: number;
/** Ley Karin category received only by denuncias@demo.cl. */
let karinCat: number;
let generalCat: number;
let antigua: { id: number; numero: number; evidenciaId: number | null };
let karin: { id: number; numero: number };
let excluida: { id: number };
let reciente: { id: number; numero: number };
/** The demo seed's reports are there too: counts are compared with the inbox before this file's cases. */
let antesAdmin: ResumenDenuncias;
let antesTekemi: ResumenDenuncias;
/** This file's cases, to tell them from the seeded ones in a list. */
let propias: Set<number>;

const resumen = (who: string) =>
  api.json('GET', `/canal-denuncia/canal-denuncia/${demo}/resumen`, who) as Promise<ResumenDenuncias>;

beforeAll(async () => {
  demo = api.demoId;
  antesAdmin = await resumen('admin@demo.cl');
  antesTekemi = await resumen('tekemi@demo.cl');
  tekemiId = await idDeUsuario(api.t, 'tekemi@demo.cl');
  denunciasId = await idDeUsuario(api.t, 'denuncias@demo.cl');
  const [o] = await api.t.handle.db
    .select({ id: empresas.id })
    .from(empresas)
    .where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  otra = o!.id;
  karinCat = await crearCategoriaPrueba(api.t, demo, {
    nombre: 'Acoso laboral (prueba)',
    tipo: 'ley_karin',
    receptores: [denunciasId],
  });
  generalCat = await crearCategoriaPrueba(api.t, demo, { nombre: 'Fraude (prueba)', tipo: 'ley_20393' });
  const ahora = api.t.clock.now().getTime();
  antigua = await crearDenunciaPrueba(api.t, {
    empresaId: demo,
    categoriaId: generalCat,
    createdAt: new Date(ahora - 10 * DIA),
    evidencia: { nombre: 'boleta.pdf', bytes: PDF },
  });
  karin = await crearDenunciaPrueba(api.t, {
    empresaId: demo,
    categoriaId: karinCat,
    tipo: 'ley_karin',
    identidad: IDENTIDAD_PRUEBA,
    createdAt: new Date(ahora - 2 * DIA),
  });
  excluida = await crearDenunciaPrueba(api.t, {
    empresaId: demo,
    categoriaId: generalCat,
    excluidos: [tekemiId],
    createdAt: new Date(ahora - DIA),
  });
  reciente = await crearDenunciaPrueba(api.t, { empresaId: demo, categoriaId: generalCat });
  propias = new Set([antigua.id, karin.id, excluida.id, reciente.id]);
});

const lista = (who: string, query = '') =>
  api.json('GET', `/canal-denuncia/canal-denuncia/${demo}${query}`, who) as Promise<DenunciasResponse>;
const ids = (r: DenunciasResponse) => r.denuncias.map((d) => d.id);
/** The ids of this file's cases in a list, in its order. */
const idsPropios = (r: DenunciasResponse) => ids(r).filter((id) => propias.has(id));

describe('access to the inbox and the case', () => {
  it('401 without a session, 403 without a channel role', async () => {
    await api.rechazos(
      [
        ['GET', `/canal-denuncia/canal-denuncia/${demo}`],
        ['GET', `/canal-denuncia/canal-denuncia/${demo}/resumen`],
        ['GET', `/canal-denuncia/canal-denuncia/${demo}/1`],
        ['DELETE', `/canal-denuncia/canal-denuncia/${demo}/1`],
        ['GET', `/canal-denuncia/canal-denuncia/${demo}/1/eventos`],
        ['PUT', `/canal-denuncia/canal-denuncia/${demo}/1/exclusiones`],
        ['GET', '/evidencias-denuncia/1/descarga'],
      ],
      'dd@demo.cl',
    );
  });

  it("another company's path or ids → 404, and its list shows nothing of Demo", async () => {
    const base = `/canal-denuncia/canal-denuncia/${demo}`;
    for (const [m, url] of [
      ['GET', base],
      ['GET', `${base}/resumen`],
      ['GET', `${base}/${antigua.id}`],
      ['DELETE', `${base}/${antigua.id}`],
      ['GET', `${base}/${antigua.id}/eventos`],
      ['PUT', `${base}/${antigua.id}/exclusiones`],
      ['GET', `/evidencias-denuncia/${antigua.evidenciaId}/descarga`],
    ] as const) {
      const res = await api.call(m, url, 'admin@otra.cl', m === 'PUT' ? { usuario_ids: [], motivo: 'x' } : undefined);
      expect(res.statusCode, `${m} ${url}`).toBe(404);
    }
    // Its own company path answers, without Demo's cases; Demo's ids under its own path → 404.
    const propia = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${otra}`,
      'admin@otra.cl',
    )) as DenunciasResponse;
    expect(ids(propia)).not.toContain(antigua.id);
    expect(
      (await api.call('GET', `/canal-denuncia/canal-denuncia/${otra}/${antigua.id}`, 'admin@otra.cl')).statusCode,
    ).toBe(404);
  });

  it('a platform admin may name the company in the path; a missing company is 404', async () => {
    expect(ids(await lista('admin@atalaya.cl'))).toContain(antigua.id);
    expect((await api.call('GET', '/canal-denuncia/canal-denuncia/999999', 'admin@atalaya.cl')).statusCode).toBe(404);
  });
});

describe('inbox', () => {
  it('lists newest first with reference, category, clocks and alert', async () => {
    const r = await lista('admin@demo.cl', '?limit=100');
    expect(r.total).toBe(antesAdmin.todas + 4);
    expect(r.denuncias).toHaveLength(r.total);
    expect(idsPropios(r)).toEqual([reciente.id, excluida.id, karin.id, antigua.id]);
    const fechas = r.denuncias.map((d) => d.created_at);
    expect(fechas).toEqual([...fechas].sort().reverse());
    const vieja = r.denuncias.find((d) => d.id === antigua.id)!;
    expect(vieja.referencia).toBe(`DEN-${String(antigua.numero).padStart(6, '0')}`);
    expect(vieja.categoria).toEqual({ id: generalCat, nombre: 'Fraude (prueba)' });
    expect(vieja.estado).toBe('recibida');
    // Ten days without acknowledgement: the 7-day clock is overdue.
    expect(vieja.plazos.find((p) => p.clave === 'acuse')).toMatchObject({ estado: 'vencido', unidad: 'dias_corridos' });
    expect(vieja.alerta).toBe('vencido');
    const k = r.denuncias.find((d) => d.id === karin.id)!;
    expect(k.plazos.map((p) => p.clave)).toEqual(['acuse', 'respuesta', 'karin_inicio']);
    const nueva = r.denuncias.find((d) => d.id === reciente.id)!;
    expect(nueva.plazos.find((p) => p.clave === 'acuse')?.estado).toBe('pendiente');
    expect(nueva.alerta).toBe('ok');
  });

  it('filters by inbox tab or state, type, number or category, and pages with skip/offset', async () => {
    const pendientes = await lista('admin@demo.cl', '?estado=pendientes');
    expect(pendientes.total).toBe(antesAdmin.pendientes + 4);
    expect(new Set(pendientes.denuncias.map((d) => d.estado))).toEqual(new Set(['recibida']));
    expect((await lista('admin@demo.cl', '?estado=cerradas')).total).toBe(antesAdmin.cerradas);
    expect((await lista('admin@demo.cl', '?estado=en-revision')).total).toBe(antesAdmin.en_revision);
    expect((await lista('admin@demo.cl', '?estado=recibida')).total).toBe(antesAdmin.pendientes + 4);
    const karinas = await lista('admin@demo.cl', '?tipo=ley_karin');
    expect(idsPropios(karinas)).toEqual([karin.id]);
    expect(karinas.denuncias.every((d) => d.tipo === 'ley_karin')).toBe(true);
    expect(ids(await lista('admin@demo.cl', `?q=DEN-${String(karin.numero).padStart(6, '0')}`))).toEqual([karin.id]);
    expect(ids(await lista('admin@demo.cl', `?q=${encodeURIComponent('acoso laboral (prueba)')}`))).toEqual([karin.id]);
    const acoso = await lista('admin@demo.cl', '?q=acoso');
    expect(ids(acoso)).toContain(karin.id);
    expect(acoso.denuncias.every((d) => /acoso/i.test(d.categoria?.nombre ?? ''))).toBe(true);
    const vencidas = await lista('admin@demo.cl', '?alerta=vencido');
    expect(idsPropios(vencidas)).toEqual([antigua.id]);
    expect(vencidas.denuncias.every((d) => d.alerta === 'vencido')).toBe(true);
    const todas = ids(await lista('admin@demo.cl', '?limit=100'));
    const p2 = await lista('admin@demo.cl', '?limit=2&offset=2');
    expect(p2.total).toBe(antesAdmin.todas + 4);
    expect(ids(p2)).toEqual(todas.slice(2, 4));
    expect(ids(await lista('admin@demo.cl', '?limit=1&skip=1'))).toEqual(todas.slice(1, 2));
    const malo = await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}?estado=archivada`, 'admin@demo.cl');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores.estado).toMatch(/estado/);
  });

  it('counts per tab, only of the cases the caller sees', async () => {
    expect(await resumen('admin@demo.cl')).toEqual({
      todas: antesAdmin.todas + 4,
      pendientes: antesAdmin.pendientes + 4,
      en_revision: antesAdmin.en_revision,
      cerradas: antesAdmin.cerradas,
      con_alerta: antesAdmin.con_alerta + 1,
    });
    // tekemi is excluded from one case and is not a receiver of the Ley Karin category.
    expect(await resumen('tekemi@demo.cl')).toMatchObject({
      todas: antesTekemi.todas + 2,
      pendientes: antesTekemi.pendientes + 2,
    });
  });
});

describe('severity filter', () => {
  it('keeps only cases classified with the asked severity, with any other filter; 400 for an unknown one', async () => {
    const clasificar = await api.call('POST', `/denuncias/${excluida.id}/clasificar/`, 'admin@demo.cl', {
      tipo: 'ley_20393',
      gravedad: 'critica',
      investigador_id: null,
    });
    expect(clasificar.statusCode, clasificar.body).toBe(200);
    const todas = (await lista('admin@demo.cl', '?limit=100')).denuncias;
    const criticas = await lista('admin@demo.cl', '?gravedad=critica');
    expect(idsPropios(criticas)).toEqual([excluida.id]);
    expect(criticas.total).toBe(todas.filter((d) => d.gravedad === 'critica').length);
    expect(criticas.denuncias.every((d) => d.gravedad === 'critica')).toBe(true);
    // Another severity: none of this file's cases, exactly the listed ones of that severity.
    const altas = await lista('admin@demo.cl', '?gravedad=alta&limit=100');
    expect(idsPropios(altas)).toEqual([]);
    expect(ids(altas)).toEqual(todas.filter((d) => d.gravedad === 'alta').map((d) => d.id));
    // Combined with a tab and a type.
    expect(idsPropios(await lista('admin@demo.cl', '?gravedad=critica&estado=en-revision&tipo=ley_20393'))).toEqual([
      excluida.id,
    ]);
    expect((await lista('admin@demo.cl', '?gravedad=critica&estado=pendientes')).total).toBe(0);
    const malo = await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}?gravedad=urgente`, 'admin@demo.cl');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores.gravedad).toBe('La gravedad debe ser baja, media, alta o crítica.');
  });
});

describe('visibility', () => {
  it('an excluded user neither lists nor opens the case (404)', async () => {
    expect(ids(await lista('tekemi@demo.cl'))).not.toContain(excluida.id);
    const base = `/canal-denuncia/canal-denuncia/${demo}/${excluida.id}`;
    expect((await api.call('GET', base, 'tekemi@demo.cl')).statusCode).toBe(404);
    expect((await api.call('GET', `${base}/eventos`, 'tekemi@demo.cl')).statusCode).toBe(404);
    expect((await api.call('GET', `/comentarios/?commentable_id=${excluida.id}`, 'tekemi@demo.cl')).statusCode).toBe(
      404,
    );
    expect((await api.call('GET', base, 'denuncias@demo.cl')).statusCode).toBe(200);
  });

  it('a category with receivers: only they and company admins see its cases', async () => {
    expect(ids(await lista('tekemi@demo.cl'))).not.toContain(karin.id);
    expect(
      (await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}/${karin.id}`, 'tekemi@demo.cl')).statusCode,
    ).toBe(404);
    expect((await api.call('GET', `/investigaciones/?denuncia_id=${karin.id}`, 'tekemi@demo.cl')).statusCode).toBe(404);
    const mover = await api.call('POST', `/denuncias/${karin.id}/clasificar/`, 'tekemi@demo.cl', {
      tipo: 'ley_karin',
      gravedad: 'alta',
    });
    expect(mover.statusCode).toBe(404);
    expect(ids(await lista('denuncias@demo.cl'))).toContain(karin.id);
    expect(ids(await lista('admin@demo.cl'))).toContain(karin.id);
    expect(idsPropios(await lista('tekemi@demo.cl'))).toEqual([reciente.id, antigua.id]);
  });

  it('exclusions set on a case hide it from that user, never from the caller', async () => {
    const url = `/canal-denuncia/canal-denuncia/${demo}/${reciente.id}/exclusiones`;
    const motivo = 'Conflicto de interés con el área denunciada.';
    const r = await api.call('PUT', url, 'admin@demo.cl', { usuario_ids: [tekemiId], motivo });
    expect(r.statusCode).toBe(200);
    expect((r.json() as DenunciaDetalle).excluidos.map((p) => p.email)).toEqual(['tekemi@demo.cl']);
    expect(
      (await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}/${reciente.id}`, 'tekemi@demo.cl')).statusCode,
    ).toBe(404);
    const propio = await api.call('PUT', url, 'admin@demo.cl', {
      usuario_ids: [await idDeUsuario(api.t, 'admin@demo.cl')],
      motivo,
    });
    expect(propio.statusCode).toBe(400);
    expect(propio.json().errores.usuario_ids).toBe('No puede excluirse a sí mismo de una denuncia.');
    expect((await api.call('PUT', url, 'admin@demo.cl', { usuario_ids: [], motivo })).statusCode).toBe(200);
    expect(
      (await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}/${reciente.id}`, 'tekemi@demo.cl')).statusCode,
    ).toBe(200);
  });
});

describe('detail', () => {
  it('decrypts what was stored (content and identity); the row holds no plaintext', async () => {
    const d = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${demo}/${karin.id}`,
      'denuncias@demo.cl',
    )) as DenunciaDetalle;
    expect(d.contenido).toEqual(CONTENIDO_PRUEBA);
    expect(d.identidad).toEqual(IDENTIDAD_PRUEBA);
    expect(d.anonima).toBe(false);
    expect(d.tipo).toBe('ley_karin');
    expect(d.acciones_permitidas).toEqual(['clasificar', 'registrar_medida', 'comentar']);
    const [fila] = await api.t.handle.db.select().from(denuncias).where(eq(denuncias.id, karin.id));
    expect(JSON.stringify(fila)).not.toContain('bodega');
    expect(JSON.stringify(fila)).not.toContain('Ana Pérez');

    const anonima = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${demo}/${antigua.id}`,
      'admin@demo.cl',
    )) as DenunciaDetalle;
    expect(anonima.identidad).toBeNull();
    expect(anonima.evidencias).toHaveLength(1);
    expect(anonima.evidencias[0]).toMatchObject({
      nombre: 'boleta.pdf',
      origen: 'denuncia',
      tipo_usuario: 'denunciante',
      download_url: `/api/v1/evidencias-denuncia/${antigua.evidenciaId}/descarga`,
    });
  });

  it('opening writes an "abierta" event and a "ver" audit row without content', async () => {
    const antes = await api.t.handle.db
      .select()
      .from(denuncia_eventos)
      .where(and(eq(denuncia_eventos.denuncia_id, reciente.id), eq(denuncia_eventos.tipo, 'abierta')));
    const res = await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}/${reciente.id}`, 'denuncias@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const despues = await api.t.handle.db
      .select()
      .from(denuncia_eventos)
      .where(and(eq(denuncia_eventos.denuncia_id, reciente.id), eq(denuncia_eventos.tipo, 'abierta')));
    expect(despues.length).toBe(antes.length + 1);
    expect(despues.at(-1)!.usuario_id).toBe(denunciasId);
    const auditoria = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entidad, 'denuncia'),
          eq(audit_log.entidad_id, String(reciente.id)),
          eq(audit_log.accion, 'ver'),
        ),
      );
    expect(auditoria.some((a) => a.usuario_id === denunciasId)).toBe(true);
    expect(JSON.stringify(auditoria)).not.toContain('bodega');
  });

  it('downloads evidence decrypted, and logs the download', async () => {
    const res = await api.call('GET', `/evidencias-denuncia/${antigua.evidenciaId}/descarga`, 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('boleta.pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const eventos = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${demo}/${antigua.id}/eventos`,
      'admin@demo.cl',
    )) as EventoDenuncia[];
    expect(eventos.at(-1)).toMatchObject({
      tipo: 'descarga',
      etiqueta: 'Evidencia descargada',
      actor: 'Carolina Muñoz',
    });
    const auditoria = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'descargar'), eq(audit_log.entidad_id, String(antigua.evidenciaId))));
    expect(auditoria).toHaveLength(1);
  });

  it('the timeline is oldest first; the reporter shows as "Denunciante"', async () => {
    const eventos = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${demo}/${antigua.id}/eventos`,
      'admin@demo.cl',
    )) as EventoDenuncia[];
    expect(eventos[0]).toMatchObject({ tipo: 'recibida', actor: 'Denunciante', usuario: null });
    const fechas = eventos.map((e) => e.created_at);
    expect([...fechas].sort()).toEqual(fechas);
    expect(eventos.map((e) => e.tipo)).toEqual(['recibida', 'abierta', 'descarga']);
  });
});

describe('retention', () => {
  it('an open case, or one closed within the retention period, is kept (409)', async () => {
    const url = `/canal-denuncia/canal-denuncia/${demo}/${antigua.id}`;
    const abierta = await api.call('DELETE', url, 'admin@demo.cl');
    expect(abierta.statusCode).toBe(409);
    expect(abierta.json().mensaje).toMatch(/^Las denuncias se conservan 60 meses/);
    const ahora = api.t.clock.now().getTime();
    await api.t.handle.db
      .update(denuncias)
      .set({ estado: 'cerrada', cerrada_at: new Date(ahora - 58 * 31 * DIA) })
      .where(eq(denuncias.id, antigua.id));
    expect((await api.call('DELETE', url, 'admin@demo.cl')).statusCode).toBe(409);
  });

  it('after the channel retention period a closed case is purged with its evidence', async () => {
    const ahora = api.t.clock.now().getTime();
    await api.t.handle.db
      .insert(canales_denuncia)
      .values({ empresa_id: demo, retencion_meses: 12 })
      .onConflictDoUpdate({ target: canales_denuncia.empresa_id, set: { retencion_meses: 12 } });
    await api.t.handle.db
      .update(denuncias)
      .set({ estado: 'cerrada', cerrada_at: new Date(ahora - 400 * DIA) })
      .where(eq(denuncias.id, antigua.id));
    const url = `/canal-denuncia/canal-denuncia/${demo}/${antigua.id}`;
    const [guardado] = await api.t.handle.db
      .select({ key: archivos.storage_key })
      .from(evidencias_denuncia)
      .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
      .where(eq(evidencias_denuncia.denuncia_id, antigua.id));
    expect(await api.t.app.fileStore.exists(guardado!.key)).toBe(true);
    expect((await api.call('DELETE', url, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await api.call('DELETE', url, 'admin@demo.cl')).statusCode).toBe(200);
    expect((await api.call('GET', url, 'admin@demo.cl')).statusCode).toBe(404);
    expect(
      await api.t.handle.db.select().from(evidencias_denuncia).where(eq(evidencias_denuncia.denuncia_id, antigua.id)),
    ).toEqual([]);
    expect(await api.t.app.fileStore.exists(guardado!.key)).toBe(false);
    const [borrado] = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.accion, 'eliminar'),
          eq(audit_log.entidad, 'denuncia'),
          eq(audit_log.entidad_id, String(antigua.id)),
        ),
      );
    expect(borrado).toBeDefined();
  });
});
