import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';
import { audit_log } from '../../../db/schema/index';
import { verifyChain } from '../../../platform/audit';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../../test/test-app';

let t: TestContext;
const as: Record<string, string> = {};
const USERS = ['admin@atalaya.cl', 'admin@demo.cl'] as const;
type Who = (typeof USERS)[number];
const ADMIN: Who = 'admin@atalaya.cl';

beforeAll(async () => {
  t = await createTestApp();
  for (const email of USERS) as[email] = cookieHeader(await loginAs(t.app, email));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: Who, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: as[who]! } : {}, payload });

/** Platform-chain audit rows (empresa_id null) of one entity row. */
const auditsOf = (entidad: string, id: number) =>
  t.handle.db
    .select()
    .from(audit_log)
    .where(and(isNull(audit_log.empresa_id), eq(audit_log.entidad, entidad), eq(audit_log.entidad_id, String(id))))
    .orderBy(audit_log.id);

const PATHS = [
  '/tipo_requisito/',
  '/categorias-requisitos/',
  '/subcategorias-requisitos/',
  '/requisitos-globales/',
  '/riesgos-globales/',
  '/mitigaciones-globales/',
  '/faqs/',
];

describe('Globales: access', () => {
  it('401 without a session and 403 for a company administrator on every catalogue list and create', async () => {
    for (const path of PATHS) {
      const anon = await call('GET', path);
      expect(anon.statusCode, path).toBe(401);
      expect(anon.json().mensaje).toEqual(expect.any(String));
      expect((await call('POST', path, undefined, {})).statusCode, path).toBe(401);
      const company = await call('GET', path, 'admin@demo.cl');
      expect(company.statusCode, path).toBe(403);
      expect((await call('POST', path, 'admin@demo.cl', { nombre: 'X' })).statusCode, path).toBe(403);
      expect((await call('DELETE', `${path}1`, 'admin@demo.cl')).statusCode, path).toBe(403);
      expect((await call('GET', path, ADMIN)).statusCode, path).toBe(200);
    }
    expect((await call('PATCH', '/categorias-requisitos/1', 'admin@demo.cl', { nombre: 'X' })).statusCode).toBe(403);
  });

  it('documents the catalogue routes as platform-only (and /faqs/publicadas for any session)', () => {
    const rows = t.app.routeAccessTable.filter((r) => r.url.startsWith('/api/v1/faqs/'));
    const publicadas = rows.find((r) => r.url === '/api/v1/faqs/publicadas');
    expect(publicadas?.access).toMatchObject({ kind: 'session', roles: 'any', tenant: 'none' });
    for (const r of rows.filter((x) => x !== publicadas)) {
      expect(r.access, `${r.method} ${r.url}`).toMatchObject({ roles: ['admin_atalaya'], tenant: 'none' });
    }
  });
});

describe('Globales: tipos, categorías and subcategorías', () => {
  it('creates a tipo de requisito with audit on the platform chain; 409 on a duplicate name; 400 messages', async () => {
    const bad = await call('POST', '/tipo_requisito/', ADMIN, { nombre: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ nombre: 'El nombre es obligatorio' });

    const res = await call('POST', '/tipo_requisito/', ADMIN, { nombre: 'Prueba Legal', descripcion: 'Leyes' });
    expect(res.statusCode).toBe(201);
    const tipo = res.json();
    expect(tipo).toMatchObject({ nombre: 'Prueba Legal', descripcion: 'Leyes' });
    expect(tipo).not.toHaveProperty('empresa_id');
    const audits = await auditsOf('tipo_requisito', tipo.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accion: 'crear', cambios: expect.objectContaining({ nombre: 'Prueba Legal' }) });

    const dup = await call('POST', '/tipo_requisito/', ADMIN, { nombre: 'Prueba Legal' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      codigo: 'CONFLICTO',
      errores: { nombre: 'Ya existe un tipo de requisito con ese nombre.' },
    });

    const put = await call('PUT', `/tipo_requisito/${tipo.id}`, ADMIN, { nombre: 'Prueba Legal 2' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ nombre: 'Prueba Legal 2', descripcion: '' });
    const found = (await call('GET', '/tipo_requisito/?q=prueba%20legal', ADMIN)).json();
    expect(found.data.map((x: { nombre: string }) => x.nombre)).toEqual(['Prueba Legal 2']);
    expect((await call('GET', '/tipo_requisito/999999', ADMIN)).statusCode).toBe(404);
  });

  it('updates categorías and subcategorías with PATCH (only the fields sent); PUT is not a route', async () => {
    const cat = (
      await call('POST', '/categorias-requisitos/', ADMIN, { nombre: 'Prueba Categoría', descripcion: 'Original' })
    ).json();
    const patched = await call('PATCH', `/categorias-requisitos/${cat.id}`, ADMIN, { descripcion: 'Nueva' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ nombre: 'Prueba Categoría', descripcion: 'Nueva' });
    expect((await call('PUT', `/categorias-requisitos/${cat.id}`, ADMIN, { nombre: 'X' })).statusCode).toBe(404);
    const bad = await call('PATCH', `/categorias-requisitos/${cat.id}`, ADMIN, { nombre: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ nombre: 'El nombre es obligatorio' });

    // A subcategoría without nombre is allowed and answered as null ('Sin nombre' on screen).
    const sub = await call('POST', '/subcategorias-requisitos/', ADMIN, { categoria_id: cat.id, nombre: '' });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({
      nombre: null,
      categoria_id: cat.id,
      categoria: { id: cat.id, nombre: 'Prueba Categoría' },
    });
    const named = await call('PATCH', `/subcategorias-requisitos/${sub.json().id}`, ADMIN, { nombre: 'Prueba Sub' });
    expect(named.json()).toMatchObject({ nombre: 'Prueba Sub', categoria_id: cat.id });
    const list = (await call('GET', `/subcategorias-requisitos/?categoria_id=${cat.id}`, ADMIN)).json();
    expect(list).toMatchObject({ total: 1, data: [{ nombre: 'Prueba Sub' }] });

    const noCat = await call('POST', '/subcategorias-requisitos/', ADMIN, { nombre: 'Huérfana' });
    expect(noCat.json().errores).toEqual({ categoria_id: 'Seleccione una categoría' });
    const badCat = await call('POST', '/subcategorias-requisitos/', ADMIN, { categoria_id: 999999, nombre: 'X' });
    expect(badCat.statusCode).toBe(400);
    expect(badCat.json().errores).toEqual({ categoria_id: 'Seleccione una categoría válida' });
  });

  it('refuses to delete a categoría that still has subcategorías with a 409, then deletes it once empty', async () => {
    const cat = (await call('POST', '/categorias-requisitos/', ADMIN, { nombre: 'Prueba En Uso' })).json();
    const sub = (
      await call('POST', '/subcategorias-requisitos/', ADMIN, { categoria_id: cat.id, nombre: 'Hija' })
    ).json();
    const del = await call('DELETE', `/categorias-requisitos/${cat.id}`, ADMIN);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      codigo: 'CONFLICTO',
      mensaje:
        'No se puede eliminar la categoría porque tiene subcategorías. Elimínelas o muévalas a otra categoría primero.',
    });
    const batch = await call('POST', '/categorias-requisitos/batch-delete', ADMIN, { ids: [cat.id] });
    expect(batch.statusCode).toBe(409);
    expect((await call('GET', `/categorias-requisitos/${cat.id}`, ADMIN)).statusCode).toBe(200);

    expect((await call('DELETE', `/subcategorias-requisitos/${sub.id}`, ADMIN)).statusCode).toBe(200);
    expect((await call('DELETE', `/categorias-requisitos/${cat.id}`, ADMIN)).json()).toEqual({ ok: true });
    expect((await auditsOf('categoria_requisito', cat.id)).map((a) => a.accion)).toEqual(['crear', 'eliminar']);
  });
});

describe('Globales: requisitos globales', () => {
  it('creates with tipo/categoría/subcategoría expanded, and rejects a subcategoría of another categoría', async () => {
    const tipo = (await call('POST', '/tipo_requisito/', ADMIN, { nombre: 'Prueba Tipo RG' })).json();
    const catA = (await call('POST', '/categorias-requisitos/', ADMIN, { nombre: 'Prueba Cat A' })).json();
    const catB = (await call('POST', '/categorias-requisitos/', ADMIN, { nombre: 'Prueba Cat B' })).json();
    const subA = (
      await call('POST', '/subcategorias-requisitos/', ADMIN, { categoria_id: catA.id, nombre: 'Sub A' })
    ).json();
    const subB = (await call('POST', '/subcategorias-requisitos/', ADMIN, { categoria_id: catB.id })).json();

    const body = {
      codigo: 'prb-001',
      nombre: 'Designar encargado de prevención',
      fuente_legal: 'Ley 20.393, art. 4',
      tipo_id: tipo.id,
      categoria_id: catA.id,
      subcategoria_id: subB.id,
      criticidad: 'alta',
    };
    const wrong = await call('POST', '/requisitos-globales/', ADMIN, body);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errores).toEqual({
      subcategoria_id: 'La subcategoría no pertenece a la categoría seleccionada',
    });

    const invalid = await call('POST', '/requisitos-globales/', ADMIN, {
      ...body,
      codigo: '',
      criticidad: 'extrema',
      tipo_id: 999999,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errores).toMatchObject({
      codigo: 'El código es obligatorio',
      criticidad: 'La criticidad debe ser alta, media o baja',
    });
    const badTipo = await call('POST', '/requisitos-globales/', ADMIN, {
      ...body,
      subcategoria_id: subA.id,
      tipo_id: 999999,
    });
    expect(badTipo.json().errores).toEqual({ tipo_id: 'Seleccione un tipo de requisito válido' });

    const res = await call('POST', '/requisitos-globales/', ADMIN, { ...body, subcategoria_id: subA.id });
    expect(res.statusCode).toBe(201);
    const req = res.json();
    expect(req).toMatchObject({
      codigo: 'PRB-001',
      tipo: { id: tipo.id, nombre: 'Prueba Tipo RG' },
      categoria: { id: catA.id, nombre: 'Prueba Cat A' },
      subcategoria: { id: subA.id, nombre: 'Sub A' },
      criticidad: 'alta',
      activo: true,
    });
    expect((await auditsOf('requisito_global', req.id))[0]).toMatchObject({ accion: 'crear' });

    const dup = await call('POST', '/requisitos-globales/', ADMIN, { ...body, subcategoria_id: null, nombre: 'Otro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errores).toEqual({ codigo: 'Ya existe un requisito global con ese código.' });

    // Moving to categoría B keeps the rule: subcategoría B is fine, A is not.
    const moved = await call('PUT', `/requisitos-globales/${req.id}`, ADMIN, {
      ...body,
      categoria_id: catB.id,
      subcategoria_id: subB.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ categoria: { id: catB.id }, subcategoria: { id: subB.id, nombre: '' } });

    const search = (await call('GET', '/requisitos-globales/?q=PREVENCION&criticidad=alta', ADMIN)).json();
    expect(search.data.map((r: { codigo: string }) => r.codigo)).toContain('PRB-001');
    const byCat = (await call('GET', `/requisitos-globales/?categoria_id=${catB.id}&activo=true`, ADMIN)).json();
    expect(byCat).toMatchObject({ total: 1, data: [{ id: req.id }] });

    const lote = await call('PUT', '/requisitos-globales/batch-update', ADMIN, {
      ids: [req.id],
      cambios: { activo: false },
    });
    expect(lote.json()).toEqual({ procesados: 1 });
    expect((await call('GET', `/requisitos-globales/?categoria_id=${catB.id}&activo=false`, ADMIN)).json().total).toBe(
      1,
    );

    // Deleting a referenced tipo leaves the requisito without tipo (set null), no error.
    expect((await call('DELETE', `/tipo_requisito/${tipo.id}`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `/requisitos-globales/${req.id}`, ADMIN)).json()).toMatchObject({
      tipo_id: null,
      tipo: null,
    });
  });
});

describe('Globales: riesgos and mitigaciones globales', () => {
  it('creates a riesgo global with two mitigaciones in one transaction, audited; bad ids save nothing', async () => {
    const m1 = await call('POST', '/mitigaciones-globales/', ADMIN, {
      nombre: 'Prueba Canal de denuncias',
      tipo: 'detectivo',
      frecuencia: 'por_evento',
    });
    expect(m1.statusCode).toBe(201);
    expect(m1.json()).toMatchObject({ tipo: 'detectivo', modo: 'manual', frecuencia: 'por_evento', activo: true });
    const m2 = (
      await call('POST', '/mitigaciones-globales/', ADMIN, { nombre: 'Prueba Capacitación anual', tipo: 'preventivo' })
    ).json();
    const badMit = await call('POST', '/mitigaciones-globales/', ADMIN, { nombre: 'X', tipo: 'otro', modo: 'a' });
    expect(badMit.json().errores).toEqual({
      tipo: 'El tipo debe ser preventivo, detectivo o correctivo',
      modo: 'El modo debe ser manual o automático',
    });

    const body = {
      nombre: 'Prueba Cohecho a funcionario público',
      delito_o_categoria: 'Cohecho',
      fuente_legal: 'Código Penal arts. 250 y 251 bis',
      probabilidad_sugerida: 4,
      impacto_sugerido: 5,
      mitigacion_ids: [m1.json().id, m2.id],
    };
    const bad = await call('POST', '/riesgos-globales/', ADMIN, {
      ...body,
      probabilidad_sugerida: 6,
      impacto_sugerido: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({
      probabilidad_sugerida: 'La probabilidad sugerida debe ser un número de 1 a 5',
      impacto_sugerido: 'El impacto sugerido debe ser un número de 1 a 5',
    });
    const badIds = await call('POST', '/riesgos-globales/', ADMIN, { ...body, mitigacion_ids: [m2.id, 999999] });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().errores).toEqual({ mitigacion_ids: 'Seleccione mitigaciones globales válidas' });
    expect((await call('GET', '/riesgos-globales/?q=prueba%20cohecho', ADMIN)).json().total).toBe(0);

    const res = await call('POST', '/riesgos-globales/', ADMIN, body);
    expect(res.statusCode).toBe(201);
    const riesgo = res.json();
    expect(riesgo).toMatchObject({
      delito_o_categoria: 'Cohecho',
      probabilidad_sugerida: 4,
      impacto_sugerido: 5,
      nivel_sugerido: 'Crítico',
      mitigaciones: [
        { id: m1.json().id, nombre: 'Prueba Canal de denuncias' },
        { id: m2.id, nombre: 'Prueba Capacitación anual' },
      ],
    });
    expect((await auditsOf('riesgo_global', riesgo.id)).map((a) => [a.accion, a.cambios])).toEqual([
      ['crear', expect.objectContaining({ nombre: body.nombre })],
      ['vincular_mitigaciones', { mitigacion_ids: [m1.json().id, m2.id] }],
    ]);

    const dup = await call('POST', '/riesgos-globales/', ADMIN, { ...body, mitigacion_ids: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errores).toEqual({ nombre: 'Ya existe un riesgo global con ese nombre.' });

    const listed = (await call('GET', '/riesgos-globales/?q=cohecho&activo=true', ADMIN)).json();
    expect(listed.data.find((r: { id: number }) => r.id === riesgo.id).mitigaciones).toHaveLength(2);

    // PUT replaces the set; batch-update (no mitigacion_ids) leaves it alone.
    const put = await call('PUT', `/riesgos-globales/${riesgo.id}`, ADMIN, { ...body, mitigacion_ids: [m2.id] });
    expect(put.json().mitigaciones).toEqual([{ id: m2.id, nombre: 'Prueba Capacitación anual' }]);
    await call('PUT', '/riesgos-globales/batch-update', ADMIN, { ids: [riesgo.id], cambios: { activo: false } });
    expect((await call('GET', `/riesgos-globales/${riesgo.id}`, ADMIN)).json()).toMatchObject({
      activo: false,
      mitigaciones: [{ id: m2.id }],
    });

    // Deleting a mitigación drops its links; deleting the riesgo works too.
    expect((await call('DELETE', `/mitigaciones-globales/${m2.id}`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `/riesgos-globales/${riesgo.id}`, ADMIN)).json().mitigaciones).toEqual([]);
    expect((await call('DELETE', `/riesgos-globales/${riesgo.id}`, ADMIN)).statusCode).toBe(200);
    expect((await verifyChain(t.handle.db, null)).ok).toBe(true);
  });
});

describe('Globales: faqs', () => {
  it('admin creates FAQs; /faqs/publicadas shows only published ones by orden to any signed-in user', async () => {
    const bad = await call('POST', '/faqs/', ADMIN, { pregunta: '', respuesta: ' ', orden: -1 });
    expect(bad.json().errores).toEqual({
      pregunta: 'La pregunta es obligatoria',
      respuesta: 'La respuesta es obligatoria',
      orden: 'El orden debe ser un número entero entre 0 y 9999',
    });
    const crear = (body: object) => call('POST', '/faqs/', ADMIN, body);
    const b = (
      await crear({ pregunta: 'Xfaq ¿Cómo denuncio?', respuesta: 'Por el canal.', orden: 2, publicada: true })
    ).json();
    const a = (
      await crear({ pregunta: 'Xfaq ¿Qué es Atalaya?', respuesta: 'Una plataforma.', orden: 1, publicada: true })
    ).json();
    const oculta = (await crear({ pregunta: 'Xfaq borrador interno', respuesta: 'No publicar.', orden: 0 })).json();
    expect(oculta.publicada).toBe(false);
    expect((await auditsOf('faq', a.id))[0]).toMatchObject({ accion: 'crear' });

    expect((await call('GET', '/faqs/publicadas')).statusCode).toBe(401);
    const pub = await call('GET', '/faqs/publicadas?q=xfaq', 'admin@demo.cl');
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.map((f: { id: number }) => f.id)).toEqual([a.id, b.id]);
    expect(
      (await call('GET', `/faqs/publicadas?q=${encodeURIComponent('XFAQ ¿COMO')}`, 'admin@demo.cl')).json().data,
    ).toMatchObject([{ id: b.id }]);
    expect((await call('GET', '/faqs/publicadas?q=xfaq%20borrador', 'admin@demo.cl')).json()).toEqual({
      data: [],
      total: 0,
    });
    expect((await call('GET', `/faqs/${oculta.id}`, 'admin@demo.cl')).statusCode).toBe(403);

    const admin = (await call('GET', '/faqs/?q=xfaq&publicada=false', ADMIN)).json();
    expect(admin.data.map((f: { id: number }) => f.id)).toEqual([oculta.id]);
    const publish = await call('PUT', '/faqs/batch-update', ADMIN, { ids: [oculta.id], cambios: { publicada: true } });
    expect(publish.json()).toEqual({ procesados: 1 });
    expect((await call('GET', '/faqs/publicadas?q=xfaq%20borrador', 'admin@demo.cl')).json().total).toBe(1);
    expect((await call('POST', '/faqs/batch-delete', ADMIN, { ids: [a.id, 999999] })).statusCode).toBe(404);
    expect((await call('POST', '/faqs/batch-delete', ADMIN, { ids: [a.id, b.id] })).json()).toEqual({ procesados: 2 });
  });
});

describe('lists: total capped at TOTAL_MAXIMO, deep pages refused', () => {
  it('counts exactly up to 10.000 and answers 10.001 beyond; skip past 10.000 is a 400 with the Spanish message', async () => {
    await t.handle.db.execute(
      sql`INSERT INTO faqs (pregunta, respuesta, orden) SELECT 'Masiva ' || g, 'r', g % 100 FROM generate_series(1, 10050) g`,
    );
    const all = (await call('GET', '/faqs/?limit=5&q=masiva', ADMIN)).json();
    expect(all.total).toBe(TOTAL_MAXIMO + 1);
    expect(all.data).toHaveLength(5);
    const exact = (await call('GET', '/faqs/?limit=1&q=masiva%201005', ADMIN)).json();
    expect(exact.total).toBe(2); // 'Masiva 1005' and 'Masiva 10050'

    // A capped count is remembered for a while; an exact one never is, so it follows every write.
    await t.handle.db.execute(sql`DELETE FROM faqs WHERE pregunta = 'Masiva 10050'`);
    expect((await call('GET', '/faqs/?limit=1&q=masiva%201005', ADMIN)).json().total).toBe(1);
    await t.handle.db.execute(sql`DELETE FROM faqs WHERE pregunta LIKE 'Masiva 1%'`);
    expect((await call('GET', '/faqs/?limit=5&q=masiva', ADMIN)).json().total).toBe(TOTAL_MAXIMO + 1);

    // skip 10.000 is the deepest page served (the rows past it were deleted above).
    const last = await call('GET', '/faqs/?skip=10000&limit=100&q=masiva', ADMIN);
    expect(last.statusCode).toBe(200);
    expect(last.json().data).toEqual([]);
    for (const url of ['/faqs/?skip=10001&q=masiva', '/trabajadores/?skip=90000']) {
      const deep = await call('GET', url, url.startsWith('/faqs') ? ADMIN : 'admin@demo.cl');
      expect(deep.statusCode, url).toBe(400);
      expect(deep.json().errores).toEqual({
        skip: 'Para ver resultados más allá de los primeros 10.000, acote la búsqueda o use los filtros.',
      });
    }
  });
});
