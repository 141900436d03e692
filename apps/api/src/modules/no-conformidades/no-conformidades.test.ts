import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AccionNc,
  CatalogoNc,
  CierreNcResponse,
  EvidenciaNc,
  NoConformidad,
  NoConformidadDetalle,
} from '@atalaya/shared/contracts/no-conformidades';
import { NIVELES_RIESGO } from '@atalaya/shared/risk-matrix';
import {
  archivos,
  audit_log,
  empresas,
  evidencias_nc,
  mitigaciones,
  notificaciones,
  planes,
  procesos,
  riesgo_mitigaciones,
  usuarios,
} from '../../db/schema/index';
import { HTML, PDF, PNG } from '../../platform/storage/test-samples';
import { apiDePrueba } from '../../test/api-de-prueba';
import { multipart } from '../../test/test-app';

/* Non-conformities (CAPA): catalogues, registration, the stage workflow, files, closure and the risk. */

const ADMIN = 'admin@demo.cl';
const TEKEMI = 'tekemi@demo.cl';
const DENUNCIAS = 'denuncias@demo.cl';
const OTRA = 'admin@otra.cl';
const api = apiDePrueba([ADMIN, TEKEMI, DENUNCIAS, OTRA]);
const { call, json } = api;
const db = () => api.t.handle.db;

const ids: Record<string, number> = {};
let fuenteId = 0;
let clasificacionId = 0;
let otraId = 0;
let procesoOtra = 0;
beforeAll(async () => {
  for (const u of await db().select({ id: usuarios.id, email: usuarios.email }).from(usuarios)) ids[u.email] = u.id;
  fuenteId = (await json('GET', '/fuente-no-conformidad/?limit=100', ADMIN)).data.find(
    (f: CatalogoNc) => f.nombre === 'Auditoría interna',
  ).id;
  clasificacionId = (await json('GET', '/clasificacion-no-conformidad/?limit=100', ADMIN)).data.find(
    (c: CatalogoNc) => c.nombre === 'Proceso',
  ).id;
  otraId = (await db().select({ id: empresas.id }).from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.')))[0]!
    .id;
  const [p] = await db().select({ id: procesos.id }).from(procesos).where(eq(procesos.empresa_id, otraId)).limit(1);
  procesoOtra = p?.id ?? 0;
});

const hoy = () => new Date().toISOString().slice(0, 10);
const registro = (extra: Record<string, unknown> = {}) => ({
  fuente_id: fuenteId,
  descripcion: 'Orden de compra emitida sin las tres cotizaciones exigidas.',
  fecha_deteccion: '2026-01-15',
  ...extra,
});
const crear = async (extra: Record<string, unknown> = {}, who: string = ADMIN): Promise<NoConformidadDetalle> => {
  const res = await call('POST', '/no-conformidad/', who, registro(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

const subir = (
  url: string,
  campos: Record<string, string>,
  files: { name: string; content: Buffer; type: string }[],
  who = ADMIN,
) => {
  const body = multipart([
    ...Object.entries(campos).map(([name, content]) => ({ name, content })),
    ...files.map((f) => ({ name: 'files', filename: f.name, content: f.content, type: f.type })),
  ]);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...api.headers(who) },
  });
};

const avisosDe = async (email: string, ncId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario_id, ids[email]!), eq(notificaciones.enlace, `/no-conformidades/${ncId}`)))
  )[0]!.n;

const ok = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object = {}, who = ADMIN) => {
  const res = await call(method, url, who, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

const ANALISIS = {
  metodo: 'cinco_porques',
  porques: ['No se pidió la tercera cotización.', 'El sistema no lo exige.'],
  causa_raiz: 'El flujo de compras no valida el número de cotizaciones.',
};

/** Walks a new NC up to `hasta` through the API. */
async function hasta(
  etapa: 'correccion' | 'analisis_causa' | 'clasificacion' | 'acciones' | 'verificacion',
  extra = {},
) {
  const nc = await crear(extra);
  const orden = ['correccion', 'analisis_causa', 'clasificacion', 'acciones', 'verificacion'];
  const llega = (e: string) => orden.indexOf(e) <= orden.indexOf(etapa);
  await ok('POST', `/no-conformidad/${nc.id}/aceptar`);
  if (llega('analisis_causa'))
    await ok('PUT', `/no-conformidad/correccion/${nc.id}`, {
      correccion: 'Se anuló la orden.',
      correccion_fecha: hoy(),
    });
  if (llega('clasificacion')) {
    await ok('POST', '/analisis-causa-no-conformidad/', { id_no_conformidad: nc.id, ...ANALISIS });
    await ok('POST', `/no-conformidad/${nc.id}/completar-analisis`);
  }
  if (llega('acciones'))
    await ok('PUT', `/no-conformidad/classify/${nc.id}`, {
      criticidad: 'mayor',
      clasificacion_id: clasificacionId,
      user_id: ids['revisor@demo.cl'],
    });
  if (llega('verificacion')) {
    const a: AccionNc = await ok('POST', '/accion-no-conformidad/', {
      no_conformidad_id: nc.id,
      descripcion: 'Bloquear órdenes sin tres cotizaciones.',
      responsable_id: ids['aprobador@demo.cl'],
      plazo: '2026-12-31',
    });
    await ok('PATCH', `/accion-no-conformidad/${a.id}/estado`, { estado: 'completada' });
    await ok('POST', `/no-conformidad/${nc.id}/enviar-verificacion`);
  }
  return (await json('GET', `/no-conformidad/${nc.id}`, ADMIN)) as NoConformidadDetalle;
}

describe('access', () => {
  const rutas = [
    ['GET', '/fuente-no-conformidad/'],
    ['POST', '/fuente-no-conformidad/'],
    ['PUT', '/fuente-no-conformidad/1'],
    ['DELETE', '/fuente-no-conformidad/1'],
    ['GET', '/clasificacion-no-conformidad/'],
    ['POST', '/clasificacion-no-conformidad/'],
    ['GET', '/no-conformidad/'],
    ['GET', '/no-conformidad/responsables'],
    ['POST', '/no-conformidad/'],
    ['GET', '/no-conformidad/1'],
    ['PUT', '/no-conformidad/1'],
    ['POST', '/no-conformidad/1/aceptar'],
    ['PUT', '/no-conformidad/correccion/1'],
    ['POST', '/no-conformidad/1/completar-analisis'],
    ['PUT', '/no-conformidad/classify/1'],
    ['POST', '/no-conformidad/1/enviar-verificacion'],
    ['POST', '/no-conformidad/1/verificacion'],
    ['POST', '/analisis-causa-no-conformidad/'],
    ['PUT', '/analisis-causa-no-conformidad/1'],
    ['GET', '/analisis-causa-no-conformidad/by-nc/1'],
    ['POST', '/accion-no-conformidad/'],
    ['PUT', '/accion-no-conformidad/1'],
    ['DELETE', '/accion-no-conformidad/1'],
    ['PATCH', '/accion-no-conformidad/1/estado'],
    ['GET', '/accion-no-conformidad/by-nc/1'],
    ['POST', '/evidencia-no-conformidad/upload'],
    ['POST', '/evidencia-no-conformidad/upload-evidence'],
    ['GET', '/evidencia-no-conformidad/by-nc/1'],
    ['GET', '/evidencia-no-conformidad/1/descarga'],
    ['DELETE', '/evidencia-no-conformidad/1'],
    ['POST', '/cierre-no-conformidad/'],
    ['GET', '/cierre-no-conformidad/by-nc/1'],
  ] as const;

  it('401 without a session and 403 for a role outside Mi Empresa (admin_user_denuncias)', async () => {
    await api.rechazos(rutas, DENUNCIAS);
  });

  it('admin_tekemi works with them; Otra Empresa (plan Profesional) has the module', async () => {
    expect((await call('GET', '/no-conformidad/', TEKEMI)).statusCode).toBe(200);
    expect((await call('GET', '/no-conformidad/', OTRA)).statusCode).toBe(200);
  });

  it('403 Módulo no habilitado when the plan lacks no_conformidades', async () => {
    const [otra] = await db().select().from(empresas).where(eq(empresas.id, otraId));
    const [basico] = await db().select().from(planes).where(eq(planes.nombre, 'Básico'));
    expect(basico!.modulos).not.toContain('no_conformidades');
    await db().update(empresas).set({ plan_id: basico!.id }).where(eq(empresas.id, otraId));
    try {
      for (const url of ['/no-conformidad/', '/fuente-no-conformidad/']) {
        const res = await call('GET', url, OTRA);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ codigo: 'MODULO_NO_HABILITADO' });
      }
    } finally {
      await db().update(empresas).set({ plan_id: otra!.plan_id }).where(eq(empresas.id, otraId));
    }
  });
});

describe('sources and classifications', () => {
  for (const [base, global, nombre] of [
    ['/fuente-no-conformidad/', 'Reclamo de cliente', 'Visita de terreno del gerente'],
    ['/clasificacion-no-conformidad/', 'Medio ambiente', 'Seguridad de la información'],
  ] as const) {
    it(`${base}: the global rows plus the company's own, which only it edits`, async () => {
      const lista = await json('GET', `${base}?limit=100`, ADMIN);
      expect(lista.data.map((c: CatalogoNc) => c.nombre)).toContain(global);
      expect(lista.data.every((c: CatalogoNc) => c.global && c.activo)).toBe(true);
      expect(lista.total).toBe(lista.data.length);
      expect((await json('GET', `${base}?limit=2`, ADMIN)).data).toHaveLength(2);

      const propia: CatalogoNc = await ok('POST', base, { nombre, descripcion: 'Propia' });
      expect(propia).toMatchObject({ nombre, global: false, empresa_id: api.demoId, activo: true });
      expect((await json('GET', `${base}?limit=100`, ADMIN)).total).toBe(lista.total + 1);
      // Another company does not see it and cannot touch it.
      const deOtra = await json('GET', `${base}?limit=100`, OTRA);
      expect(deOtra.data.map((c: CatalogoNc) => c.id)).not.toContain(propia.id);
      expect((await call('PUT', `${base}${propia.id}`, OTRA, { nombre: 'X' })).statusCode).toBe(404);
      expect((await call('DELETE', `${base}${propia.id}`, OTRA)).statusCode).toBe(404);

      const dup = await call('POST', base, ADMIN, { nombre: global.toUpperCase() });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errores.nombre).toMatch(/^Ya existe una/);
      expect((await call('POST', base, ADMIN, { nombre: ' ' })).json().errores).toEqual({
        nombre: 'El nombre es obligatorio.',
      });

      expect((await ok('PUT', `${base}${propia.id}`, { nombre: `${nombre} 2` })).nombre).toBe(`${nombre} 2`);
      const globalId = lista.data.find((c: CatalogoNc) => c.nombre === global).id;
      for (const [m, p] of [
        ['PUT', { nombre: 'Cambiada' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(m, `${base}${globalId}`, ADMIN, p);
        expect(res.statusCode, m).toBe(403);
        expect(res.json().mensaje).toMatch(/predefinidas de Atalaya no se pueden modificar/);
      }

      expect((await call('DELETE', `${base}${propia.id}`, ADMIN)).statusCode).toBe(200);
      expect((await json('GET', `${base}?limit=100`, ADMIN)).total).toBe(lista.total);
      expect((await call('PUT', `${base}${propia.id}`, ADMIN, { nombre: 'Y' })).statusCode).toBe(404);
    });
  }

  it('a source in use is deactivated, not deleted: the NC keeps its name and the name can be created again', async () => {
    const propia: CatalogoNc = await ok('POST', '/fuente-no-conformidad/', { nombre: 'Encuesta de clima' });
    const nc = await crear({ fuente_id: propia.id });
    expect((await call('DELETE', `/fuente-no-conformidad/${propia.id}`, ADMIN)).statusCode).toBe(200);
    expect((await json('GET', `/no-conformidad/${nc.id}`, ADMIN)).fuente).toEqual({
      id: propia.id,
      nombre: 'Encuesta de clima',
    });
    const inactiva = await call('POST', '/no-conformidad/', ADMIN, registro({ fuente_id: propia.id }));
    expect(inactiva.json().errores).toEqual({ fuente_id: 'Seleccione una fuente válida.' });
    const otraVez: CatalogoNc = await ok('POST', '/fuente-no-conformidad/', { nombre: 'Encuesta de clima' });
    expect(otraVez.id).toBe(propia.id);
  });
});

describe('registration and list', () => {
  it('creates NC-YYYY-NNNN, numbered per company, with the names of what it links', async () => {
    const [proceso] = await db()
      .select({ id: procesos.id, nombre: procesos.nombre_proceso })
      .from(procesos)
      .where(eq(procesos.empresa_id, api.demoId))
      .limit(1);
    const nc = await crear({ proceso_id: proceso!.id }, TEKEMI);
    const anio = new Date().getFullYear();
    expect(nc.codigo).toMatch(new RegExp(`^NC-${anio}-\\d{4}$`));
    expect(nc).toMatchObject({
      etapa: 'abierta',
      fuente: { id: fuenteId, nombre: 'Auditoría interna' },
      proceso: { id: proceso!.id, nombre: proceso!.nombre },
      creado_por: { id: ids[TEKEMI], nombre: 'Matías Soto' },
      reaperturas: 0,
      analisis: null,
      acciones: [],
      evidencias: [],
      verificaciones: [],
      cierre: null,
      eventos_permitidos: ['aceptar'],
      operaciones_permitidas: ['editar'],
    });
    // Concurrent registrations get consecutive, distinct codes.
    const varias = await Promise.all([1, 2, 3].map(() => crear()));
    const numeros = [nc, ...varias].map((n) => Number(n.codigo.slice(-4))).sort((a, b) => a - b);
    expect(numeros).toEqual([numeros[0], numeros[0]! + 1, numeros[0]! + 2, numeros[0]! + 3]);
    // Otra Empresa starts its own numbering.
    const deOtra: NoConformidadDetalle = (await call('POST', '/no-conformidad/', OTRA, registro())).json();
    expect(deOtra.codigo).toBe(`NC-${anio}-0001`);
    const audit = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'no_conformidad'), eq(audit_log.entidad_id, String(nc.id))));
    expect(audit.map((a) => a.accion)).toEqual(['crear']);
  });

  it('validates every field and refuses links of another company', async () => {
    const res = await call('POST', '/no-conformidad/', ADMIN, {
      descripcion: '',
      fecha_deteccion: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      fuente_id: 'Seleccione la fuente.',
      descripcion: 'La descripción es obligatoria.',
      fecha_deteccion: 'La fecha de detección no puede ser futura.',
    });
    expect(procesoOtra).toBeGreaterThan(0);
    const ajeno = await call(
      'POST',
      '/no-conformidad/',
      ADMIN,
      registro({ proceso_id: procesoOtra, riesgo_id: 999999 }),
    );
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().errores).toEqual({
      proceso_id: 'Seleccione un proceso de la empresa.',
      riesgo_id: 'Seleccione un riesgo de la empresa.',
    });
  });

  it('lists newest first, filters by etapa, q, riesgo_id and denuncia_id; another company sees none', async () => {
    const [riesgo] = (await json('GET', '/riesgos/?limit=1', ADMIN)).data;
    const a = await crear({ descripcion: 'Derrame de aceite en el patio de maniobras', riesgo_id: riesgo.id });
    const b = await crear({ descripcion: 'Guía de despacho sin firma' });
    const lista = await json('GET', '/no-conformidad/?limit=2', ADMIN);
    expect(lista.data.map((n: NoConformidad) => n.id)).toEqual([b.id, a.id]);
    const porQ = await json('GET', '/no-conformidad/?q=DERRAME%20de%20aceite', ADMIN);
    expect(porQ.data.map((n: NoConformidad) => n.id)).toEqual([a.id]);
    expect((await json('GET', `/no-conformidad/?q=${a.codigo}`, ADMIN)).data[0].id).toBe(a.id);
    const porRiesgo = await json('GET', `/no-conformidad/?riesgo_id=${riesgo.id}`, ADMIN);
    expect(porRiesgo.data.map((n: NoConformidad) => n.id)).toContain(a.id);
    expect(porRiesgo.data.every((n: NoConformidad) => n.riesgo?.id === riesgo.id)).toBe(true);
    const cerradas = await json('GET', '/no-conformidad/?etapa=cerrada', ADMIN);
    expect(cerradas.total).toBeGreaterThan(0);
    expect(cerradas.data.every((n: NoConformidad) => n.etapa === 'cerrada')).toBe(true);
    expect((await json('GET', '/no-conformidad/?denuncia_id=999999', ADMIN)).total).toBe(0);
    expect((await call('GET', '/no-conformidad/?limit=101', ADMIN)).statusCode).toBe(400);
    expect((await call('GET', '/no-conformidad/?etapa=otra', ADMIN)).statusCode).toBe(400);
    const deOtra = await json('GET', '/no-conformidad/?limit=100', OTRA);
    expect(deOtra.data.map((n: NoConformidad) => n.id)).not.toContain(a.id);
  });

  it('the demo data has NCs of Empresa Demo in several stages', async () => {
    const etapas = new Set(
      (await json('GET', '/no-conformidad/?limit=100', ADMIN)).data.map((n: NoConformidad) => n.etapa),
    );
    for (const e of ['abierta', 'analisis_causa', 'acciones', 'cerrada']) expect(etapas).toContain(e);
  });

  it('responsables: the active users of the company only', async () => {
    const lista: { id: number; nombre: string }[] = await json('GET', '/no-conformidad/responsables', ADMIN);
    expect(lista.map((u) => u.id)).toContain(ids['revisor@demo.cl']);
    expect(lista.map((u) => u.id)).not.toContain(ids[OTRA]);
  });
});

describe('another company', () => {
  it("answers 404 on every route of another company's NC, and the NC stays as it was", async () => {
    const nc = await hasta('acciones');
    const accion: AccionNc = await ok('POST', '/accion-no-conformidad/', {
      no_conformidad_id: nc.id,
      descripcion: 'Acción',
      responsable_id: ids[ADMIN],
      plazo: '2026-12-31',
    });
    const rutas: [string, string, object?][] = [
      ['GET', `/no-conformidad/${nc.id}`],
      ['PUT', `/no-conformidad/${nc.id}`, registro()],
      ['POST', `/no-conformidad/${nc.id}/aceptar`],
      ['PUT', `/no-conformidad/correccion/${nc.id}`, { correccion: 'x', correccion_fecha: hoy() }],
      ['POST', `/no-conformidad/${nc.id}/enviar-verificacion`],
      ['POST', `/no-conformidad/${nc.id}/verificacion`, { eficaz: true, observaciones: 'x', fecha: hoy() }],
      ['GET', `/analisis-causa-no-conformidad/by-nc/${nc.id}`],
      ['PUT', `/analisis-causa-no-conformidad/${nc.analisis!.id}`, ANALISIS],
      ['POST', '/analisis-causa-no-conformidad/', { id_no_conformidad: nc.id, ...ANALISIS }],
      ['GET', `/accion-no-conformidad/by-nc/${nc.id}`],
      [
        'POST',
        '/accion-no-conformidad/',
        { no_conformidad_id: nc.id, descripcion: 'x', responsable_id: ids[OTRA], plazo: '2026-12-31' },
      ],
      ['PATCH', `/accion-no-conformidad/${accion.id}/estado`, { estado: 'completada' }],
      ['DELETE', `/accion-no-conformidad/${accion.id}`],
      ['GET', `/evidencia-no-conformidad/by-nc/${nc.id}`],
      ['GET', `/cierre-no-conformidad/by-nc/${nc.id}`],
      ['POST', '/cierre-no-conformidad/', { id_no_conformidad: nc.id, fecha_cierre: hoy() }],
    ];
    for (const [m, url, body] of rutas) {
      const res = await call(m as 'GET', url, OTRA, body);
      expect(res.statusCode, `${m} ${url}: ${res.body}`).toBe(404);
    }
    const subida = await subir(
      '/evidencia-no-conformidad/upload-evidence',
      { nonConformityId: String(nc.id) },
      [{ name: 'a.pdf', content: PDF, type: 'application/pdf' }],
      OTRA,
    );
    expect(subida.statusCode).toBe(404);
    const despues: NoConformidadDetalle = await json('GET', `/no-conformidad/${nc.id}`, ADMIN);
    expect(despues.etapa).toBe('acciones');
    expect(despues.acciones).toHaveLength(1);
  });
});

describe('workflow', () => {
  it('from abierta to cerrada with files, one ineffective verification, and notices', async () => {
    const nc = await crear({}, TEKEMI);
    const url = `/no-conformidad/${nc.id}`;

    // Wrong stage: 409 naming both stages.
    const temprano = await call('PUT', `/no-conformidad/classify/${nc.id}`, ADMIN, {
      criticidad: 'menor',
      clasificacion_id: clasificacionId,
      user_id: ids[ADMIN],
    });
    expect(temprano.statusCode).toBe(409);
    expect(temprano.json().mensaje).toBe(
      'La no conformidad está en la etapa Abierta; esta acción corresponde a la etapa Clasificación.',
    );

    // abierta → correccion; registration fields editable until the correction is recorded.
    expect((await ok('POST', `${url}/aceptar`)).etapa).toBe('correccion');
    expect((await call('POST', `${url}/aceptar`, ADMIN)).statusCode).toBe(409);
    expect((await ok('PUT', url, registro({ descripcion: 'Descripción corregida' }))).descripcion).toBe(
      'Descripción corregida',
    );
    const sinCorreccion = await call('PUT', `/no-conformidad/correccion/${nc.id}`, ADMIN, { correccion: '' });
    expect(Object.keys(sinCorreccion.json().errores).sort()).toEqual(['correccion', 'correccion_fecha']);
    const corregida = await ok('PUT', `/no-conformidad/correccion/${nc.id}`, {
      correccion: 'Se anuló la orden de compra.',
      correccion_fecha: hoy(),
    });
    expect(corregida).toMatchObject({ etapa: 'analisis_causa', correccion: 'Se anuló la orden de compra.' });
    const edicion = await call('PUT', url, ADMIN, registro());
    expect(edicion.statusCode).toBe(409);
    expect(edicion.json().mensaje).toBe(
      'La no conformidad está en la etapa Análisis de causa; esta acción corresponde a la etapa Abierta o Corrección inmediata.',
    );

    // Cause analysis: none yet (404), cannot be completed without it; files before leaving the stage.
    expect((await call('GET', `/analisis-causa-no-conformidad/by-nc/${nc.id}`, ADMIN)).statusCode).toBe(404);
    const vacio = await call('POST', `${url}/completar-analisis`, ADMIN);
    expect(vacio.statusCode).toBe(409);
    expect(vacio.json().mensaje).toMatch(/^Registre el análisis de causa/);
    const sinPorques = await call('POST', '/analisis-causa-no-conformidad/', ADMIN, {
      id_no_conformidad: nc.id,
      metodo: 'cinco_porques',
      porques: ['', ' '],
      causa_raiz: 'x',
    });
    expect(sinPorques.json().errores).toEqual({ porques: 'Registre al menos un porqué.' });
    const sinCausas = await call('POST', '/analisis-causa-no-conformidad/', ADMIN, {
      id_no_conformidad: nc.id,
      metodo: 'ishikawa',
      ishikawa: { metodo: [] },
      causa_raiz: 'x',
    });
    expect(sinCausas.json().errores).toEqual({ ishikawa: 'Registre al menos una causa en el diagrama.' });
    const analisis = await ok('POST', '/analisis-causa-no-conformidad/', {
      id_no_conformidad: nc.id,
      metodo: 'ishikawa',
      ishikawa: { metodo: ['Procedimiento sin control'], medicion: ['Sin indicador de compras', ''] },
      causa_raiz: 'El flujo de compras no valida las cotizaciones.',
    });
    expect(analisis.ishikawa).toEqual({
      metodo: ['Procedimiento sin control'],
      mano_de_obra: [],
      maquinaria: [],
      material: [],
      medicion: ['Sin indicador de compras'],
      medio_ambiente: [],
    });
    expect(
      (await call('POST', '/analisis-causa-no-conformidad/', ADMIN, { id_no_conformidad: nc.id, ...ANALISIS }))
        .statusCode,
    ).toBe(409);
    expect((await json('GET', `/analisis-causa-no-conformidad/by-nc/${nc.id}`, ADMIN)).id).toBe(analisis.id);

    const archivosAntes = (await db().select({ n: count() }).from(archivos))[0]!.n;
    const respaldo = await subir(
      '/evidencia-no-conformidad/upload',
      { id_no_conformidad: String(nc.id), tipo: 'analisis_causa' },
      [
        { name: 'acta de análisis.pdf', content: PDF, type: 'application/pdf' },
        { name: 'diagrama.png', content: PNG, type: 'image/png' },
      ],
    );
    expect(respaldo.statusCode, respaldo.body).toBe(201);
    const subidos: EvidenciaNc[] = respaldo.json();
    expect(subidos.map((e) => [e.nombre, e.tipo, e.content_type, e.accion_id])).toEqual([
      ['acta de análisis.pdf', 'analisis_causa', 'application/pdf', null],
      ['diagrama.png', 'analisis_causa', 'image/png', null],
    ]);
    const descarga = await call('GET', subidos[0]!.download_url.replace('/api/v1', ''), TEKEMI);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-disposition']).toMatch(/^attachment; filename="acta de analisis.pdf"/);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', subidos[0]!.download_url.replace('/api/v1', ''), OTRA)).statusCode).toBe(404);
    // A refused file (HTML) leaves nothing behind, not even the good file sent before it.
    const mala = await subir('/evidencia-no-conformidad/upload', { id_no_conformidad: String(nc.id) }, [
      { name: 'otro.pdf', content: PDF, type: 'application/pdf' },
      { name: 'pagina.html', content: HTML, type: 'text/html' },
    ]);
    expect(mala.statusCode).toBe(415);
    expect((await db().select({ n: count() }).from(archivos))[0]!.n).toBe(archivosAntes + 2);
    const sinArchivo = await subir('/evidencia-no-conformidad/upload', { id_no_conformidad: String(nc.id) }, []);
    expect(sinArchivo.statusCode).toBe(400);
    expect(sinArchivo.json().errores).toEqual({ files: 'Debe adjuntar un archivo.' });
    expect((await call('DELETE', `/evidencia-no-conformidad/${subidos[1]!.id}`, ADMIN)).statusCode).toBe(200);
    expect(
      (await json('GET', `/evidencia-no-conformidad/by-nc/${nc.id}?tipo=analisis_causa`, ADMIN)).map(
        (e: EvidenciaNc) => e.id,
      ),
    ).toEqual([subidos[0]!.id]);
    expect(await json('GET', `/evidencia-no-conformidad/by-nc/${nc.id}?tipo=evidencia`, ADMIN)).toEqual([]);

    expect((await ok('POST', `${url}/completar-analisis`)).etapa).toBe('clasificacion');
    const tarde = await subir('/evidencia-no-conformidad/upload', { id_no_conformidad: String(nc.id) }, [
      { name: 'tarde.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(tarde.statusCode).toBe(409);
    expect((await call('DELETE', `/evidencia-no-conformidad/${subidos[0]!.id}`, ADMIN)).statusCode).toBe(409);
    expect((await call('PUT', `/analisis-causa-no-conformidad/${analisis.id}`, ADMIN, ANALISIS)).statusCode).toBe(409);

    // Classification: responsible user of the company, notified.
    const ajeno = await call('PUT', `/no-conformidad/classify/${nc.id}`, ADMIN, {
      criticidad: 'grave',
      clasificacion_id: 999999,
      user_id: ids[OTRA],
    });
    expect(ajeno.json().errores).toEqual({ criticidad: 'Seleccione la criticidad: menor, mayor o crítica.' });
    const ajeno2 = await call('PUT', `/no-conformidad/classify/${nc.id}`, ADMIN, {
      criticidad: 'critica',
      clasificacion_id: 999999,
      user_id: ids[OTRA],
    });
    expect(ajeno2.json().errores).toEqual({
      clasificacion_id: 'Seleccione una clasificación válida.',
      user_id: 'Seleccione un usuario activo de la empresa.',
    });
    const clasificada = await ok('PUT', `/no-conformidad/classify/${nc.id}`, {
      criticidad: 'critica',
      clasificacion_id: clasificacionId,
      user_id: ids['revisor@demo.cl'],
    });
    expect(clasificada).toMatchObject({
      etapa: 'acciones',
      criticidad: 'critica',
      clasificacion: { id: clasificacionId, nombre: 'Proceso' },
      responsable: { id: ids['revisor@demo.cl'], nombre: 'Ignacio Pérez' },
      operaciones_permitidas: ['gestionar_acciones'],
    });
    expect(await avisosDe('revisor@demo.cl', nc.id)).toBe(1);

    // Actions: at least one, all completed, before verification.
    const sinAcciones = await call('POST', `${url}/enviar-verificacion`, ADMIN);
    expect(sinAcciones.json().mensaje).toBe('Registre al menos una acción antes de enviar a verificación.');
    const accion: AccionNc = await ok('POST', '/accion-no-conformidad/', {
      no_conformidad_id: nc.id,
      descripcion: 'Bloquear en el ERP las órdenes con menos de tres cotizaciones.',
      tipo: 'correctiva',
      responsable_id: ids['aprobador@demo.cl'],
      plazo: '2020-01-31',
    });
    expect(accion).toMatchObject({
      estado: 'pendiente',
      vencida: true,
      responsable: { id: ids['aprobador@demo.cl'], nombre: 'Francisca González' },
    });
    expect(await avisosDe('aprobador@demo.cl', nc.id)).toBe(1);
    const otra: AccionNc = await ok('POST', '/accion-no-conformidad/', {
      no_conformidad_id: nc.id,
      descripcion: 'Borrador',
      responsable_id: ids[ADMIN],
      plazo: '2030-01-31',
    });
    expect(
      (
        await ok('PUT', `/accion-no-conformidad/${otra.id}`, {
          descripcion: 'Capacitar a compradores',
          responsable_id: ids[ADMIN],
          plazo: '2030-02-28',
          tipo: 'preventiva',
        })
      ).tipo,
    ).toBe('preventiva');
    expect((await call('DELETE', `/accion-no-conformidad/${otra.id}`, ADMIN)).statusCode).toBe(200);
    expect((await json('GET', `/accion-no-conformidad/by-nc/${nc.id}`, ADMIN)).map((a: AccionNc) => a.id)).toEqual([
      accion.id,
    ]);
    expect(
      (
        await call('POST', '/accion-no-conformidad/', ADMIN, {
          no_conformidad_id: nc.id,
          descripcion: 'x',
          responsable_id: ids[OTRA],
          plazo: '2030-01-01',
        })
      ).json().errores,
    ).toEqual({ responsable_id: 'Seleccione un usuario activo de la empresa.' });

    const evidencia = await subir(
      '/evidencia-no-conformidad/upload-evidence',
      { nonConformityId: String(nc.id), accionId: String(accion.id) },
      [
        { name: 'captura-erp.png', content: PNG, type: 'image/png' },
        { name: 'instructivo.pdf', content: PDF, type: 'application/pdf' },
      ],
    );
    expect(evidencia.statusCode, evidencia.body).toBe(201);
    expect(evidencia.json().map((e: EvidenciaNc) => [e.tipo, e.accion_id])).toEqual([
      ['evidencia', accion.id],
      ['evidencia', accion.id],
    ]);
    const accionAjena = await subir(
      '/evidencia-no-conformidad/upload-evidence',
      { nonConformityId: String(nc.id), accionId: '999999' },
      [{ name: 'x.pdf', content: PDF, type: 'application/pdf' }],
    );
    expect(accionAjena.json().errores).toEqual({ accionId: 'Seleccione una acción de esta no conformidad.' });

    await ok('PATCH', `/accion-no-conformidad/${accion.id}/estado`, { estado: 'en_curso' });
    const pendientes = await call('POST', `${url}/enviar-verificacion`, ADMIN);
    expect(pendientes.statusCode).toBe(409);
    expect(pendientes.json().mensaje).toBe(
      'Todas las acciones deben estar completadas antes de enviar a verificación.',
    );
    const completada: AccionNc = await ok('PATCH', `/accion-no-conformidad/${accion.id}/estado`, {
      estado: 'completada',
    });
    expect(completada).toMatchObject({ estado: 'completada', vencida: false, evidencias: 2 });
    expect(completada.completada_at).not.toBeNull();
    const enVerificacion: NoConformidadDetalle = await ok('POST', `${url}/enviar-verificacion`);
    expect(enVerificacion).toMatchObject({ etapa: 'verificacion', eventos_permitidos: ['verificar'] });
    expect(
      (await call('PATCH', `/accion-no-conformidad/${accion.id}/estado`, ADMIN, { estado: 'pendiente' })).statusCode,
    ).toBe(409);

    // Closing needs an effective verification.
    const sinVerificar = await call('POST', '/cierre-no-conformidad/', ADMIN, {
      id_no_conformidad: nc.id,
      fecha_cierre: hoy(),
    });
    expect(sinVerificar.statusCode).toBe(409);
    expect(sinVerificar.json().mensaje).toBe('Para cerrar, la última verificación de eficacia debe ser eficaz.');

    // Ineffective: back to cause analysis, counted, the creator told.
    const ineficaz: NoConformidadDetalle = await ok('POST', `${url}/verificacion`, {
      eficaz: false,
      observaciones: 'Siguen apareciendo órdenes con dos cotizaciones.',
      fecha: hoy(),
    });
    expect(ineficaz).toMatchObject({ etapa: 'analisis_causa', reaperturas: 1 });
    expect(ineficaz.verificaciones.map((v) => v.eficaz)).toEqual([false]);
    expect(await avisosDe(TEKEMI, nc.id)).toBe(1);
    const cerrarIneficaz = await call('POST', '/cierre-no-conformidad/', ADMIN, {
      id_no_conformidad: nc.id,
      fecha_cierre: hoy(),
    });
    expect(cerrarIneficaz.json().mensaje).toBe(
      'La no conformidad está en la etapa Análisis de causa; esta acción corresponde a la etapa Verificación de eficacia.',
    );

    // Second round: the analysis is edited again, a new action, verification effective.
    expect((await ok('PUT', `/analisis-causa-no-conformidad/${analisis.id}`, ANALISIS)).metodo).toBe('cinco_porques');
    await ok('POST', `${url}/completar-analisis`);
    await ok('PUT', `/no-conformidad/classify/${nc.id}`, {
      criticidad: 'mayor',
      clasificacion_id: clasificacionId,
      user_id: ids['revisor@demo.cl'],
    });
    const nueva: AccionNc = await ok('POST', '/accion-no-conformidad/', {
      no_conformidad_id: nc.id,
      descripcion: 'Auditoría mensual de órdenes de compra.',
      responsable_id: ids[ADMIN],
      plazo: '2030-01-31',
    });
    await ok('PATCH', `/accion-no-conformidad/${nueva.id}/estado`, { estado: 'completada' });
    await ok('POST', `${url}/enviar-verificacion`);
    const eficaz: NoConformidadDetalle = await ok('POST', `${url}/verificacion`, {
      eficaz: true,
      observaciones: 'Sin órdenes fuera de norma en 30 días.',
      fecha: hoy(),
    });
    expect(eficaz).toMatchObject({ etapa: 'verificacion', reaperturas: 1, eventos_permitidos: ['cerrar'] });
    expect(eficaz.verificaciones.map((v) => v.eficaz)).toEqual([true, false]);
    expect(
      (await call('POST', `${url}/verificacion`, ADMIN, { eficaz: true, observaciones: 'x', fecha: hoy() })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/cierre-no-conformidad/by-nc/${nc.id}`, ADMIN)).statusCode).toBe(404);
    const conRiesgo = await call('POST', '/cierre-no-conformidad/', ADMIN, {
      id_no_conformidad: nc.id,
      fecha_cierre: hoy(),
      riesgo: { efectividad: 'alta' },
    });
    expect(conRiesgo.json().errores).toEqual({ riesgo: 'La no conformidad no está vinculada a un riesgo.' });

    const cierre: CierreNcResponse = (
      await call('POST', '/cierre-no-conformidad/', ADMIN, {
        id_no_conformidad: nc.id,
        observaciones: 'Cerrada.',
        fecha_cierre: hoy(),
      })
    ).json();
    expect(cierre).toMatchObject({
      observaciones: 'Cerrada.',
      riesgo: null,
      verificacion_id: eficaz.verificaciones[0]!.id,
    });
    const cerrada: NoConformidadDetalle = await json('GET', url, ADMIN);
    expect(cerrada).toMatchObject({ etapa: 'cerrada', eventos_permitidos: [], operaciones_permitidas: [] });
    expect(cerrada.cerrada_at).not.toBeNull();
    expect(cerrada.cierre?.id).toBe(cierre.id);
    expect(cerrada.evidencias.map((e) => e.tipo)).toEqual(['analisis_causa', 'evidencia', 'evidencia']);
    expect(await avisosDe(TEKEMI, nc.id)).toBe(2);
    expect((await json('GET', `/cierre-no-conformidad/by-nc/${nc.id}`, ADMIN)).id).toBe(cierre.id);
    expect(
      (await call('POST', '/cierre-no-conformidad/', ADMIN, { id_no_conformidad: nc.id, fecha_cierre: hoy() }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', `${url}/aceptar`, ADMIN)).statusCode).toBe(409);

    const pasos = await db()
      .select({ accion: audit_log.accion })
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'no_conformidad'), eq(audit_log.entidad_id, String(nc.id))))
      .orderBy(audit_log.id);
    expect(pasos.map((p) => p.accion)).toEqual([
      'crear',
      'aceptar',
      'actualizar',
      'registrar_correccion',
      'completar_analisis',
      'clasificar',
      'enviar_verificacion',
      'verificar',
      'completar_analisis',
      'clasificar',
      'enviar_verificacion',
      'verificar',
      'cerrar',
    ]);
    // The evidence files are rows with their stored files.
    expect(
      (await db().select({ n: count() }).from(evidencias_nc).where(eq(evidencias_nc.no_conformidad_id, nc.id)))[0]!.n,
    ).toBe(3);
  });

  it('the author of a change is not notified of it', async () => {
    const nc = await hasta('clasificacion');
    await ok('PUT', `/no-conformidad/classify/${nc.id}`, {
      criticidad: 'menor',
      clasificacion_id: clasificacionId,
      user_id: ids[ADMIN],
    });
    expect(await avisosDe(ADMIN, nc.id)).toBe(0);
  });
});

describe('closing on the linked risk', () => {
  it('creates a correctivo mitigation on the risk, sets its estado and answers the new residual level', async () => {
    const riesgos = (await json('GET', '/riesgos/?limit=100', ADMIN)).data as {
      id: number;
      impacto: number;
      estado: string;
      nivel_residual: string;
    }[];
    const riesgo = riesgos.find((r) => r.impacto >= 3 && r.estado !== 'Cubierto')!;
    const nc = await hasta('verificacion', { riesgo_id: riesgo.id });
    await ok('POST', `/no-conformidad/${nc.id}/verificacion`, { eficaz: true, observaciones: 'Eficaz.', fecha: hoy() });
    const res = await call('POST', '/cierre-no-conformidad/', ADMIN, {
      id_no_conformidad: nc.id,
      fecha_cierre: hoy(),
      riesgo: { efectividad: 'alta', estado: 'Cubierto' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cierre: CierreNcResponse = res.json();
    const ahora = await json('GET', `/riesgos/${riesgo.id}`, ADMIN);
    expect(cierre.riesgo).toMatchObject({
      id: riesgo.id,
      estado: 'Cubierto',
      nivel_residual_anterior: riesgo.nivel_residual,
      nivel_residual: ahora.nivel_residual,
    });
    expect(ahora.estado).toBe('Cubierto');
    expect(NIVELES_RIESGO.indexOf(ahora.nivel_residual)).toBeLessThanOrEqual(
      NIVELES_RIESGO.indexOf(riesgo.nivel_residual as never),
    );
    const [m] = await db().select().from(mitigaciones).where(eq(mitigaciones.id, cierre.riesgo!.mitigacion_id!));
    expect(m).toMatchObject({
      tipo: 'correctivo',
      efectividad: 'alta',
      nombre: `Acciones de la no conformidad ${nc.codigo}`,
    });
    expect(m!.descripcion).toContain('Bloquear órdenes sin tres cotizaciones.');
    const [link] = await db().select().from(riesgo_mitigaciones).where(eq(riesgo_mitigaciones.mitigacion_id, m!.id));
    expect(link!.riesgo_id).toBe(riesgo.id);
  });
});

describe('OpenAPI', () => {
  it('documents every non-conformity route under the no-conformidades tag', async () => {
    const res = await api.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const rutas = Object.entries(
      doc.paths as Record<string, Record<string, { tags: string[]; summary: string }>>,
    ).filter(([p]) => /no-conformidad/.test(p));
    expect(rutas.length).toBeGreaterThanOrEqual(24);
    for (const [, metodos] of rutas)
      for (const op of Object.values(metodos)) {
        expect(op.tags).toEqual(['no-conformidades']);
        expect(op.summary.length).toBeGreaterThan(10);
      }
    expect(Object.keys(doc.paths['/api/v1/no-conformidad/{id}']).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/api/v1/cierre-no-conformidad/'].post).toBeDefined();
  });
});
